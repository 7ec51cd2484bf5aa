import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql, type Database, type Db, type Transaction } from '@docent/db';
import { POSTGRES_BLOBS, s3Of, type BlobStorage } from './blob-storage';

type Executor = Db | Transaction<Database>;

export const sha256Of = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/**
 * Where a document's bytes come from: a file on disk (an upload streamed to a temp file, with its size and
 * SHA-256 measured while it was written) or bytes already in memory (a fetched URL, tests, tools).
 */
export type BlobSource = { path: string; size: number; sha256: Buffer } | { bytes: Buffer };

export interface BlobToStore {
  docid: string;
  source: BlobSource;
  /** Measured once by the caller (blobSize / blobSha256): also written on the document row. */
  size: number;
  sha256: Buffer;
}

export const blobSize = (source: BlobSource) => ('bytes' in source ? source.bytes.length : source.size);
export const blobSha256 = (source: BlobSource) => ('bytes' in source ? sha256Of(source.bytes) : source.sha256);
const blobStream = (source: BlobSource): Readable =>
  'bytes' in source ? Readable.from([source.bytes]) : createReadStream(source.path, { highWaterMark: 256 * 1024 });

// PGCOPY binary format: signature, flags, header extension length; each tuple: field count, then length + bytes per field.
const COPY_SIGNATURE = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const COPY_TRAILER = Buffer.from([0xff, 0xff]);

function tupleHeader(docid: string, sha256: Buffer, size: number): Buffer {
  const id = Buffer.from(docid, 'utf8');
  const out = Buffer.alloc(2 + 4 + id.length + 4 + sha256.length + 4 + 8 + 4);
  let at = out.writeInt16BE(4, 0);
  at = out.writeInt32BE(id.length, at);
  at += id.copy(out, at);
  at = out.writeInt32BE(sha256.length, at);
  at += sha256.copy(out, at);
  at = out.writeInt32BE(8, at);
  at = out.writeBigInt64BE(BigInt(size), at);
  out.writeInt32BE(size, at); // the bytes follow, streamed
  return out;
}

async function* copyRows(blobs: BlobToStore[]): AsyncGenerator<Buffer> {
  yield COPY_SIGNATURE;
  for (const blob of blobs) {
    const { size } = blob;
    yield tupleHeader(blob.docid, blob.sha256, size);
    let written = 0;
    for await (const chunk of blobStream(blob.source)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    // A file changed under us would make Postgres read the next tuple from the middle of this one.
    if (written !== size)
      throw new Error(`blob of ${blob.docid} changed while stored (${written} bytes, expected ${size})`);
  }
  yield COPY_TRAILER;
}

/**
 * THE place where document bytes are written. Stores the original bytes of documents, keyed by their ids (never
 * by a name from the request). With the transaction's pg client, one COPY streams every file from disk into
 * Postgres: the process holds a few hundred KB at a time whatever the size. Without one (a caller that only has
 * a kysely transaction), the bytes are read and inserted one document at a time.
 */
export async function putDocumentBlobs(db: Executor, blobs: BlobToStore[], copyClient?: pg.PoolClient): Promise<void> {
  if (blobs.length === 0) return;
  if (copyClient) {
    const sink = copyClient.query(
      copyFrom('COPY document_blobs (document_id, sha256, byte_size, bytes) FROM STDIN (FORMAT binary)'),
    );
    await pipeline(Readable.from(copyRows(blobs)), sink);
    return;
  }
  for (const blob of blobs) {
    const bytes = 'bytes' in blob.source ? blob.source.bytes : await readFile(blob.source.path);
    await db
      .insertInto('document_blobs')
      .values({ document_id: blob.docid, bytes, sha256: blob.sha256, byte_size: bytes.length })
      .execute();
  }
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
