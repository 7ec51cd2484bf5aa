export * from './model-registry';
export * from './byok-models';
