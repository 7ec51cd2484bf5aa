import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { DOCUMENT_DONE_CHANNEL } from '../jobs/document-jobs';
import { createStoredDocument } from './create-stored-document';
import { createDocumentWaiter, type DocumentWaiter } from './wait-for-documents';

let t: TestDatabase;
let waiter: DocumentWaiter;
let actor: { accountId: string; keyId: string };
beforeAll(async () => {
  t = await createTestDatabase();
  waiter = createDocumentWaiter({ db: t.db, connectionString: t.url });
  const created = await createAccountKey(t.db, { name: 'x' });
  actor = { accountId: created.accountId, keyId: created.keyId };
});
afterAll(async () => {
  await waiter?.close();
  await t?.drop();
});

const newDoc = () => createStoredDocument(t.db, { ...actor, workspace: 0, name: 'n', bytes: Buffer.from('x') });
const finish = async (docid: string, status: 'ready' | 'failed') => {
  await t.db.updateTable('documents').set({ status }).where('id', '=', docid).execute();
  await sql`select pg_notify(${DOCUMENT_DONE_CHANNEL}, ${docid})`.execute(t.db);
};
const listeners = async () =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where application_name = 'docent-document-waiter' and datname = current_database()`.execute(
      t.db,
    )
  ).rows[0].n;

it('wakes many waiters of several documents from one LISTEN connection', async () => {
  const [a, b] = [await newDoc(), await newDoc()];
  const waits = [
    waiter.waitFor([a.docid, b.docid], { timeoutMs: 10_000 }),
    waiter.waitFor([a.docid], { timeoutMs: 10_000 }),
  ];
  await new Promise((r) => setTimeout(r, 100));
  await finish(a.docid, 'ready');
  expect(await waits[1]).toBe('done');
  await finish(b.docid, 'failed');
  expect(await waits[0]).toBe('done'); // woken by the NOTIFY: a timeout would say 'timeout'
  expect(await listeners()).toBe(1);
});

it('returns at once for documents already finished (no lost wake-up) and times out otherwise', async () => {
  const done = await newDoc();
  await t.db.updateTable('documents').set({ status: 'ready' }).where('id', '=', done.docid).execute();
  expect(await waiter.waitFor([done.docid], { timeoutMs: 5_000 })).toBe('done');
  const never = await newDoc();
  const started = Date.now();
  expect(await waiter.waitFor([never.docid, done.docid], { timeoutMs: 300 })).toBe('timeout');
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
});

it('reconnects after losing its connection and still sees documents finish', async () => {
  const doc = await newDoc();
  const wait = waiter.waitFor([doc.docid], { timeoutMs: 10_000 });
  await new Promise((r) => setTimeout(r, 100));
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'docent-document-waiter' and datname = current_database()`.execute(
    t.db,
  );
  await t.db.updateTable('documents').set({ status: 'ready' }).where('id', '=', doc.docid).execute(); // no NOTIFY: missed while down
  expect(await wait).toBe('done');
});

it('stops waiting when the caller aborts', async () => {
  const doc = await newDoc();
  const gone = new AbortController();
  const started = Date.now();
  setTimeout(() => gone.abort(), 100);
  expect(await waiter.waitFor([doc.docid], { timeoutMs: 10_000, signal: gone.signal })).toBe('timeout');
  expect(Date.now() - started).toBeLessThan(1_000);
});
