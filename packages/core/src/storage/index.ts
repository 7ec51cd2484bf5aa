export * from './document-blobs';
