export { addByokProvider, listByokProviders, removeByokProvider } from './byok-providers';
