export { findModel, listModels } from './model-registry';
export { listByokModels } from './byok-models';
