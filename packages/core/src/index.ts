// The public surface of @docent/core: what the apps, the bench and the tests of other packages import. Each
// capability's index.ts lists its public names; everything else in a capability folder stays internal.
export * from './common/index';
export * from './accounts/index';
export * from './workspaces/index';
export * from './documents/index';
export * from './storage/index';
export * from './fetching/index';
export * from './labels/index';
export * from './models/index';
export * from './jobs/index';
export * from './rate-limits/index';
export * from './credits/index';
export * from './indexing/index';
export * from './retrieval/index';
export * from './providers/index';
export * from './byok/index';
export * from './chat/index';
export * from './extraction/index';
export * from './analysis/index';
export * from './ocr/index';
export * from './ocr-jobs/index';
export * from './embeddings/index';
export * from './webhooks/index';
export * from './idempotency/index';
