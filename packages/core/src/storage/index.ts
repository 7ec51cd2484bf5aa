export * from './document-blobs';
export * from './read-whole-blob';
export * from './blob-storage';
export * from './s3-objects';
export * from './stage-files';
export * from './sweep-blob-objects';
export * from './migrate-blobs';
