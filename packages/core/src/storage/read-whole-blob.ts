import type { BlobStoreKind, Database, Db, Transaction } from '@docent/db';
import { POSTGRES_BLOBS, s3Of, type BlobStorage } from './blob-storage';
import { readDocumentBlob } from './document-blobs';

/** Bytes per read: Postgres sends bytea as hex text, so one read costs about twice this in transit. */
export const BLOB_READ_CHUNK = 1024 * 1024;

/**
 * A whole stored blob, read a megabyte at a time into one buffer of its size. Read in one piece, a 6.5 MB file
 * travels as a 13 MB hex message, and each pooled connection that carried one keeps a buffer that big: the worker
 * grew by 25–45 MB per long document this way and kept it. `head` is the blob's start when the caller already has it.
 */
export async function readWholeBlob(
  db: Db | Transaction<Database>,
  docid: string,
  size: number,
  head: Buffer = Buffer.alloc(0),
  /** Where the blob is, when the caller read its row: one GET for a blob in S3. */
  location?: { store: BlobStoreKind; objectKey: string | null; storage: BlobStorage },
): Promise<Buffer | undefined> {
  if (location?.store === 's3') return s3Of(location.storage).read(location.objectKey!);
  if (head.length >= size) return head;
  const whole = Buffer.allocUnsafe(size);
  head.copy(whole, 0);
  for (let at = head.length; at < size; at += BLOB_READ_CHUNK) {
    const part = await readDocumentBlob(
      db,
      docid,
      { start: at, length: Math.min(BLOB_READ_CHUNK, size - at) },
      location?.storage ?? POSTGRES_BLOBS,
    );
    if (!part) return undefined; // deleted meanwhile
    part.copy(whole, at);
  }
  return whole;
}
