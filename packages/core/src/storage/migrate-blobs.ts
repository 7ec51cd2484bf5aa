import type { BlobStoreKind, Db } from '@docent/db';
import { s3Of, type BlobStorage } from './blob-storage';
import { sha256Of } from './document-blobs';
import { readWholeBlob } from './read-whole-blob';
import { sweepBlobObjects } from './sweep-blob-objects';

export interface MigrateBlobsOptions {
  to: BlobStoreKind;
  /** Blobs read per query of the remaining ones. */
  batch?: number;
  /** Told after each blob moved. */
  onMoved?: (progress: { docid: string; moved: number; remaining: number }) => void;
}

const remainingIn = async (db: Db, store: BlobStoreKind) =>
  Number(
    (
      await db
        .selectFrom('document_blobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store', '=', store)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Moves every blob to `to` (`docent blobs migrate`), one at a time, each move a single row update: the bytes are
 * written to the other store first (to S3: an object listed as an upload in progress; to Postgres: the bytea with
 * the update), checked against the document's SHA-256, and the row then points at them. The old copy goes after the
 * row's commit (an object no row refers to is listed by trigger and deleted here, or by the sweep after a crash).
 * Interrupted at any point, it can simply be run again: it moves what is left.
 */
export async function migrateBlobs(
  db: Db,
  storage: BlobStorage,
  options: MigrateBlobsOptions,
): Promise<{ moved: number; remaining: number }> {
  const from: BlobStoreKind = options.to === 's3' ? 'postgres' : 's3';
  const s3 = s3Of(storage);
  const batch = options.batch ?? 20;
  let moved = 0;
  let remaining = await remainingIn(db, from);
  for (;;) {
    const rows = await db
      .selectFrom('document_blobs')
      .select(['document_id', 'byte_size', 'sha256', 'object_key'])
      .where('store', '=', from)
      .orderBy('document_id')
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const docid = row.document_id;
      const size = Number(row.byte_size);
      if (options.to === 's3') {
        const key = s3.keyOf(docid);
        await db
          .insertInto('blob_objects_pending')
          .values({ object_key: key, reason: 'upload' })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const bytes = await readWholeBlob(db, docid, size);
        if (!bytes) continue; // deleted meanwhile: the listed upload is swept
        if (!sha256Of(bytes).equals(row.sha256))
          throw new Error(`blob of ${docid} does not match its SHA-256 in Postgres; not moved`);
        await s3.put(key, bytes, size);
        await db
          .updateTable('document_blobs')
          .set({ store: 's3', object_key: key, bytes: null })
          .where('document_id', '=', docid)
          .where('store', '=', 'postgres')
          .execute();
      } else {
        const bytes = await s3.read(row.object_key!);
        if (!bytes) throw new Error(`blob of ${docid} is missing from the bucket (${row.object_key}); not moved`);
        if (!sha256Of(bytes).equals(row.sha256))
          throw new Error(`blob of ${docid} in the bucket does not match its SHA-256; not moved`);
        await db
          .updateTable('document_blobs')
          .set({ store: 'postgres', object_key: null, bytes })
          .where('document_id', '=', docid)
          .where('store', '=', 's3')
          .execute();
        await sweepBlobObjects(db, storage, { keys: [row.object_key!] });
      }
      moved++;
      remaining--;
      options.onMoved?.({ docid, moved, remaining: Math.max(0, remaining) });
    }
  }
  return { moved, remaining: await remainingIn(db, from) };
}
