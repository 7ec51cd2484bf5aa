import { createBlobStorage, type BlobStorage } from '@docent/core';
import type { ApiContext } from '../context';

// One per api (per context): it holds the S3 client, when the store is S3.
const storages = new WeakMap<ApiContext, BlobStorage>();

/** Where this api writes new documents' bytes and reads stored ones (DOCENT_BLOB_STORE). */
export function blobsOf(ctx: ApiContext): BlobStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = createBlobStorage(ctx.config.blobs);
    storages.set(ctx, storage);
  }
  return storage;
}

export function closeBlobStorage(ctx: ApiContext): void {
  storages.get(ctx)?.close();
  storages.delete(ctx);
}
