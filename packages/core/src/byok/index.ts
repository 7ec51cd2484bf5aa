export * from './byok-crypto';
export * from './byok-providers';
