export { getBlobInfo, readDocumentBlob } from './document-blobs';
export {
  BLOB_STORE_ENV,
  createBlobStorage,
  loadBlobStorageConfig,
  s3Of,
  type BlobStorage,
  type BlobStorageConfig,
} from './blob-storage';
export { withStagedFiles } from './stage-files';
export { sweepBlobObjects } from './sweep-blob-objects';
export { migrateBlobs } from './migrate-blobs';
