import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Db } from '@docent/db';
import { newDocId } from '../common/ids';
import type { BlobStorage } from './blob-storage';
import { blobSha256, blobSize, type BlobSource } from './document-blobs';

/** A file about to become a document: its id is chosen, and with an S3 store its object is already written. */
export interface StagedFile {
  docid: string;
  size: number;
  sha256: Buffer;
  /** The object holding its bytes, when they went to S3; absent: they go to Postgres with the row. */
  objectKey?: string;
}

const streamOf = (file: BlobSource): Readable | Buffer =>
  'bytes' in file ? file.bytes : createReadStream(file.path, { highWaterMark: 256 * 1024 });

// Objects written at the same time for one request.
const PUT_CONCURRENCY = 4;

/**
 * Step one of storing documents: decide their ids and, when new blobs go to S3, write their objects, so that the
 * transaction that creates the documents (step two, `createStoredDocuments` with these staged files) only records
 * where the bytes are: a document row is committed only after its bytes are durably stored.
 *
 * Each object is first listed in `blob_objects_pending` (committed), then written; its row's insert takes it off the
 * list. `run` gets the staged files; when it throws (or the store fails: a 503 DomainError), the objects written are
 * deleted, and what a crash leaves behind is deleted by the sweep once its grace period is over.
 */
export async function withStagedFiles<T>(
  db: Db,
  storage: BlobStorage,
  files: BlobSource[],
  run: (staged: StagedFile[]) => Promise<T>,
): Promise<T> {
  const staged: StagedFile[] = files.map((file) => ({
    docid: newDocId(),
    size: blobSize(file),
    sha256: blobSha256(file),
  }));
  if (storage.target !== 's3' || files.length === 0) return run(staged);
  const s3 = storage.s3!;
  for (const file of staged) file.objectKey = s3.keyOf(file.docid);
  const keys = staged.map((f) => f.objectKey!);
  await db
    .insertInto('blob_objects_pending')
    .values(keys.map((object_key) => ({ object_key, reason: 'upload' as const })))
    .execute();
  const abandon = async () => {
    // Best effort: whatever is left stays listed, and the sweep deletes it.
    try {
      await s3.delete(keys);
      await db
        .deleteFrom('blob_objects_pending')
        .where('object_key', 'in', keys)
        .where('reason', '=', 'upload')
        .execute();
    } catch {
      // the sweep will
    }
  };
  try {
    let next = 0;
    // Every lane ends before anything is abandoned: an object finished after the clean-up would be left unlisted.
    const lanes = await Promise.allSettled(
      Array.from({ length: Math.min(PUT_CONCURRENCY, files.length) }, async () => {
        while (next < files.length) {
          const i = next++;
          try {
            await s3.put(keys[i], streamOf(files[i]), staged[i].size);
          } catch (error) {
            next = files.length; // the other lanes stop taking files
            throw error;
          }
        }
      }),
    );
    const failed = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
    if (failed) throw failed.reason;
    return await run(staged);
  } catch (error) {
    await abandon();
    throw error;
  }
}
