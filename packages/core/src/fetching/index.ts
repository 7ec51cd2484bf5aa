export { fetchUrl } from './fetch-url';
