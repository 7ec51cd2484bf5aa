import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountKey } from '../accounts/accounts';
import { createStoredDocument } from '../documents/create-stored-document';
import { BLOB_READ_CHUNK, readWholeBlob } from './read-whole-blob';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

it('reads a stored file of several megabytes back byte for byte, a megabyte at a time', async () => {
  const actor = await createAccountKey(t.db, { name: 'blobs' });
  for (const size of [0, 10, BLOB_READ_CHUNK, BLOB_READ_CHUNK * 2 + 12_345]) {
    const bytes = randomBytes(size);
    const doc = await createStoredDocument(t.db, { ...actor, workspace: 0, name: `f${size}`, bytes });
    expect((await readWholeBlob(t.db, doc.docid, size))!.equals(bytes)).toBe(true);
    // With the first bytes already at hand (as the analysis has them), only the rest is read.
    const head = bytes.subarray(0, Math.min(size, 100));
    expect((await readWholeBlob(t.db, doc.docid, size, head))!.equals(bytes)).toBe(true);
  }
  expect(await readWholeBlob(t.db, 'd00000000000none', 5)).toBeUndefined();
});
