export * from './document-blobs';
export * from './read-whole-blob';
