export { ensureWorkspace } from './ensure-workspace';
