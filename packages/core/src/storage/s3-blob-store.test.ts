import { randomBytes } from 'node:crypto';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountKey } from '../accounts/accounts';
import { isDomainError } from '../common/errors';
import { createStoredDocuments } from '../documents/create-stored-document';
import { deleteDocument } from '../documents/delete-document';
import { createBlobStorage, type BlobStorage } from './blob-storage';
import { readDocumentBlob } from './document-blobs';
import { migrateBlobs } from './migrate-blobs';
import { withStagedFiles } from './stage-files';
import { sweepBlobObjects } from './sweep-blob-objects';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';

// A real S3-protocol server (s3rver) on loopback and a real Postgres.
let t: TestDatabase;
let server: TestS3Server;
let storage: BlobStorage;
let actor: { accountId: string; keyId: string };
beforeAll(async () => {
  t = await createTestDatabase();
  server = await startTestS3Server();
  storage = createBlobStorage({ kind: 's3', s3: server.settings('docs'), redirectDownloads: false });
  actor = await createAccountKey(t.db, { name: 's3' });
});
afterAll(async () => {
  storage?.close();
  await server?.close();
  await t?.drop();
});

const store = (files: Array<{ name: string; bytes: Buffer }>, target = storage) =>
  withStagedFiles(t.db, target, files, (staged) =>
    createStoredDocuments(t.db, { ...actor, workspace: 0, files, staged }),
  );
const object = (docid: string) => storage.s3!.read(storage.s3!.keyOf(docid));
const pending = async () =>
  (await t.db.selectFrom('blob_objects_pending').selectAll().execute()).map((r) => ({
    key: r.object_key,
    reason: r.reason,
  }));
const blobRow = (docid: string) =>
  t.db
    .selectFrom('document_blobs')
    .select(['store', 'object_key', 'bytes'])
    .where('document_id', '=', docid)
    .executeTakeFirst();

it('writes the bytes to the bucket before the row commits, and reads them back whole and by range', async () => {
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  const [doc] = await store([{ name: 'big.bin', bytes }]);
  expect(await blobRow(doc.docid)).toEqual({ store: 's3', object_key: `docs/${doc.docid}`, bytes: null });
  expect((await object(doc.docid))!.equals(bytes)).toBe(true);
  expect((await readDocumentBlob(t.db, doc.docid, undefined, storage))!.equals(bytes)).toBe(true);
  expect(
    (await readDocumentBlob(t.db, doc.docid, { start: 1_000_000, length: 10 }, storage))!.equals(
      bytes.subarray(1_000_000, 1_000_010),
    ),
  ).toBe(true);
  expect(await pending()).toEqual([]);
});

it('leaves nothing behind when the transaction that would record the document fails', async () => {
  const before = await t.db.selectFrom('documents').select('id').execute();
  let docid = '';
  await expect(
    withStagedFiles(t.db, storage, [{ bytes: Buffer.from('never recorded') }], async (staged) => {
      docid = staged[0].docid;
      expect(await object(docid)).toBeDefined(); // written first…
      throw new Error('the database refused');
    }),
  ).rejects.toThrow('the database refused');
  expect(await object(docid)).toBeUndefined(); // …and removed
  expect(await pending()).toEqual([]);
  expect(await t.db.selectFrom('documents').select('id').execute()).toEqual(before);
});

it('answers a store outage with a 503 error and writes no document; the sweep clears what the outage left listed', async () => {
  const before = await t.db.selectFrom('documents').select('id').execute();
  await server.stop();
  try {
    const error = await store([{ name: 'a.txt', bytes: Buffer.from('during the outage') }]).catch((e) => e);
    expect(isDomainError(error) && error.code).toBe('unavailable');
    expect(error.message).toMatch(/File storage is unavailable/);
    expect(error.message).not.toMatch(/127\.0\.0\.1|S3RVER/);
  } finally {
    await server.start();
  }
  expect(await t.db.selectFrom('documents').select('id').execute()).toEqual(before);
  // The clean-up could not reach the store either: the upload stays listed until the sweep.
  expect((await pending()).map((p) => p.reason)).toEqual(['upload']);
  expect(await sweepBlobObjects(t.db, storage, { uploadGraceMs: 0 })).toEqual({ deleted: 1 });
  expect(await pending()).toEqual([]);
});

it('deletes the object of a process that died between writing it and committing its row, once past the grace period', async () => {
  // What the crash left: the listed upload and its object, no row.
  const key = storage.s3!.keyOf('d0crashedupload00');
  await t.db.insertInto('blob_objects_pending').values({ object_key: key, reason: 'upload' }).execute();
  await storage.s3!.put(key, Buffer.from('orphan'), 6);
  expect(await sweepBlobObjects(t.db, storage)).toEqual({ deleted: 0 }); // an upload may still be under way
  await sql`update blob_objects_pending set created_at = now() - interval '2 hours' where object_key = ${key}`.execute(
    t.db,
  );
  expect(await sweepBlobObjects(t.db, storage)).toEqual({ deleted: 1 });
  expect(await storage.s3!.read(key)).toBeUndefined();
  expect(await pending()).toEqual([]);
});

it("lists a deleted document's object in the delete's transaction; the sweep removes it", async () => {
  const [doc] = await store([{ name: 'gone.txt', bytes: Buffer.from('soon deleted') }]);
  await deleteDocument(t.db, { accountId: actor.accountId, docid: doc.docid });
  expect(await pending()).toEqual([{ key: `docs/${doc.docid}`, reason: 'delete' }]);
  expect(await object(doc.docid)).toBeDefined();
  expect(await sweepBlobObjects(t.db, storage)).toEqual({ deleted: 1 });
  expect(await object(doc.docid)).toBeUndefined();
});

it('moves blobs to the bucket and back, resumably, with the same bytes', async () => {
  const files = Array.from({ length: 7 }, (_, i) => ({ name: `m${i}.bin`, bytes: randomBytes(1000 + i * 300_000) }));
  const docs = await createStoredDocuments(t.db, { ...actor, workspace: 0, files }); // in Postgres
  const mine = docs.map((d) => d.docid);
  const stores = async () =>
    (await t.db.selectFrom('document_blobs').select('store').where('document_id', 'in', mine).execute()).map(
      (r) => r.store,
    );

  // Interrupted after three blobs (as if the process were killed): those are moved, the rest are untouched.
  let seen = 0;
  await expect(
    migrateBlobs(t.db, storage, {
      to: 's3',
      batch: 2,
      onMoved: () => {
        if (++seen === 3) throw new Error('interrupted');
      },
    }),
  ).rejects.toThrow('interrupted');
  expect((await stores()).filter((s) => s === 's3')).toHaveLength(3);
  // Run again: it moves what is left.
  expect(await migrateBlobs(t.db, storage, { to: 's3' })).toEqual({ moved: 4, remaining: 0 });
  expect(await stores()).toEqual(mine.map(() => 's3'));
  for (const [i, docid] of mine.entries())
    expect((await readDocumentBlob(t.db, docid, undefined, storage))!.equals(files[i].bytes)).toBe(true);

  const back = createBlobStorage({ kind: 'postgres', s3: server.settings('docs') });
  const result = await migrateBlobs(t.db, back, { to: 'postgres' });
  expect(result.remaining).toBe(0);
  expect(await stores()).toEqual(mine.map(() => 'postgres'));
  for (const [i, docid] of mine.entries()) {
    expect((await readDocumentBlob(t.db, docid))!.equals(files[i].bytes)).toBe(true);
    expect(await object(docid)).toBeUndefined(); // the bucket's copy is gone
  }
  expect(await pending()).toEqual([]);
  back.close();
});
