import { createHash } from 'node:crypto';
import { sql, type Database, type Db, type Transaction } from '@docent/db';
import { POSTGRES_BLOBS, s3Of, type BlobStorage } from './blob-storage';

type Executor = Db | Transaction<Database>;

export const sha256Of = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/**
 * Stores the original bytes of documents, keyed by their ids (never by a name from the request), with as few
 * statements as their size allows: one insert per group of up to BLOB_BATCH_BYTES (a Postgres message is < 1 GB).
 */
const BLOB_BATCH_BYTES = 64 * 1024 * 1024;
export async function putDocumentBlobs(db: Executor, blobs: Array<{ docid: string; bytes: Buffer; sha256: Buffer }>): Promise<void> {
  let group: typeof blobs = [];
  let size = 0;
  const flush = async () => {
    if (group.length === 0) return;
    await db
      .insertInto('document_blobs')
      .values(group.map((b) => ({ document_id: b.docid, bytes: b.bytes, sha256: b.sha256, byte_size: b.bytes.length })))
      .execute();
    group = [];
    size = 0;
  };
  for (const blob of blobs) {
    if (size + blob.bytes.length > BLOB_BATCH_BYTES) await flush();
    group.push(blob);
    size += blob.bytes.length;
  }
  await flush();
}

export interface BlobInfo {
  docid: string;
  name: string;
  mimeType: string | null;
  byteSize: number;
  sha256: Buffer;
  /** Its object's key when the blob is in S3. */
  objectKey: string | null;
}

/** Size, digest and display data of a stored blob, without reading its bytes. */
export async function getBlobInfo(db: Executor, docid: string): Promise<BlobInfo | undefined> {
  const row = await db
    .selectFrom('document_blobs as b')
    .innerJoin('documents as d', 'd.id', 'b.document_id')
    .select(['b.document_id', 'b.byte_size', 'b.sha256', 'b.object_key', 'd.name', 'd.mime_type'])
    .where('b.document_id', '=', docid)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    docid: row.document_id,
    name: row.name,
    mimeType: row.mime_type,
    byteSize: Number(row.byte_size),
    sha256: row.sha256,
    objectKey: row.object_key,
  };
}

/**
 * Reads bytes [start, start + length) of a blob (all of it without a range), from wherever its row says it is:
 * Postgres slices the bytea server-side (a Range request for a few bytes of a large file moves only those bytes),
 * S3 answers a ranged GET. Undefined when there is no such blob.
 */
export async function readDocumentBlob(
  db: Executor,
  docid: string,
  range?: { start: number; length: number },
  storage: BlobStorage = POSTGRES_BLOBS,
): Promise<Buffer | undefined> {
  const bytes = range
    ? sql<Buffer | null>`substring(bytes from ${range.start + 1}::int for ${range.length}::int)`
    : sql<Buffer | null>`bytes`;
  const row = await db
    .selectFrom('document_blobs')
    .select([bytes.as('bytes'), 'store', 'object_key'])
    .where('document_id', '=', docid)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.store === 's3') return s3Of(storage).read(row.object_key!, range);
  return row.bytes ?? undefined;
}
