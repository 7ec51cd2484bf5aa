import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { createLabel } from '../labels/label-commands';
import { readDocumentBlob, sha256Of } from '../storage/document-blobs';
import { createStoredDocument, createStoredDocuments } from './create-stored-document';
import { analyseJobKey } from './job-keys';

let t: TestDatabase;
let actor: { accountId: string; keyId: string };
beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createAccountKey(t.db, { name: 'x' });
  actor = { accountId: created.accountId, keyId: created.keyId };
});
afterAll(() => t?.drop());

const jobOf = async (docid: string) =>
  (
    await sql<{ task_identifier: string; payload: unknown }>`
    select t.identifier as task_identifier, j.payload from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id where j.key = ${analyseJobKey(docid)}`.execute(t.db)
  ).rows;

it('stores the row, the bytes with their digest, the label links and the analyse job together', async () => {
  const label = await createLabel(t.db, { accountId: actor.accountId, workspace: 4, name: 'L', color: '#ff0000' });
  const bytes = Buffer.from('hello world\n');
  const doc = await createStoredDocument(t.db, {
    ...actor,
    workspace: 4,
    name: 'a.txt',
    bytes,
    mimeType: 'text/plain',
    labelLids: [label.labelid!],
  });
  expect(doc).toMatchObject({
    workspace: 4,
    name: 'a.txt',
    ready: false,
    status: 'queued',
    size: bytes.length,
    type: 'text/plain',
  });
  expect(await readDocumentBlob(t.db, doc.docid)).toEqual(bytes);
  const row = await t.db
    .selectFrom('documents')
    .select(['sha256', 'created_by_key'])
    .where('id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  expect(row.sha256).toEqual(sha256Of(bytes));
  expect(row.created_by_key).toBe(actor.keyId);
  const blob = await t.db
    .selectFrom('document_blobs')
    .select('sha256')
    .where('document_id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  expect(blob.sha256).toEqual(sha256Of(bytes));
  expect(await jobOf(doc.docid)).toEqual([{ task_identifier: 'analyse', payload: { docid: doc.docid } }]);
  const links = await t.db
    .selectFrom('label_documents')
    .select('label_lid')
    .where('document_id', '=', doc.docid)
    .execute();
  expect(links).toEqual([{ label_lid: label.lid }]);
  expect(await readDocumentBlob(t.db, doc.docid, { start: 6, length: 5 })).toEqual(Buffer.from('world'));
});

it('stores nothing when one label is unknown', async () => {
  const before = await t.db
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  await expect(
    createStoredDocuments(t.db, {
      ...actor,
      workspace: 0,
      files: [{ name: 'b', bytes: Buffer.from('b') }],
      labelLids: ['lzzzzzzzzzzzzzzz'],
    }),
  ).rejects.toMatchObject({ code: 'not_found' });
  const after = await t.db.selectFrom('documents').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
});
