import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { acquireThreadLease } from '@docent/core';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

let t: TestApi;
let provider: OpenAIProtocolServer;
let alice: TestUser;
let doc: string;

const chat = (json: Record<string, unknown>) => alice.call(`/doc/${doc}/chat`, { method: 'POST', json });
const messages = async (tid: string) =>
  (await t.db.selectFrom('messages').select('id').where('tid', '=', tid).execute()).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  alice = await t.newUser({ bundle: 100 });
  doc = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'a.txt',
    pages: ['Apples are red.', 'Bananas are yellow.'],
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('answers 423 to a second chat on a tid in flight, while other threads run unaffected', async () => {
  const first = await chat({ prompt: 'apples?' });
  expect(first.status).toBe(200);
  provider.delayMs = 700;
  try {
    const slow = chat({ prompt: 'bananas?', tid: first.body.tid });
    while (provider.inFlight === 0) await sleep(10);
    const started = Date.now();
    const [busy, otherThread, dry] = await Promise.all([
      chat({ prompt: 'again?', tid: first.body.tid }),
      chat({ prompt: 'a new thread' }),
      chat({ prompt: 'estimate only', tid: first.body.tid, dryrun: true }),
    ]);
    expect(busy.status).toBe(423);
    expect(busy.body.error.message).toMatch(/already in progress on thread/);
    expect(otherThread.status).toBe(200);
    expect(otherThread.body.tid).not.toBe(first.body.tid);
    expect(dry.status).toBe(200); // a dry run processes nothing, so it needs no lease
    expect(Date.now() - started).toBeLessThan(2000);
    const done = await slow;
    expect(done.status).toBe(200);
    expect(await messages(first.body.tid)).toBe(2);
  } finally {
    provider.delayMs = 0;
  }
  // Released after success: the thread takes the next chat.
  expect((await chat({ prompt: 'third', tid: first.body.tid })).status).toBe(200);
});

it('lets exactly one of many simultaneous calls on one tid through', async () => {
  const first = await chat({ prompt: 'apples?' });
  provider.delayMs = 300;
  try {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => chat({ prompt: `q${i}`, tid: first.body.tid })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 423, 423, 423, 423, 423, 423, 423]);
  } finally {
    provider.delayMs = 0;
  }
  expect(await messages(first.body.tid)).toBe(2);
});

it('holds the lease of a new thread from its creation', async () => {
  provider.delayMs = 500;
  try {
    const pending = chat({ prompt: 'new thread' });
    while (provider.inFlight === 0) await sleep(10);
    const rows = await t.db
      .selectFrom('threads')
      .selectAll()
      .where('account_id', '=', alice.accountId)
      .where('lease_token', 'is not', null)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].lease_until!.getTime()).toBeGreaterThan(Date.now());
    const done = await pending;
    expect(done.body.tid).toBe(rows[0].tid);
  } finally {
    provider.delayMs = 0;
  }
});

it('a lease left by a crashed process blocks until it expires, then the thread works again', async () => {
  const first = await chat({ prompt: 'apples?' });
  // A process died mid-chat: its lease is still in the row.
  await sql`update threads set lease_token = 'dead-process', lease_until = now() + interval '1 hour' where tid = ${first.body.tid}`.execute(
    t.db,
  );
  expect((await chat({ prompt: 'blocked?', tid: first.body.tid })).status).toBe(423);
  await sql`update threads set lease_until = now() - interval '1 second' where tid = ${first.body.tid}`.execute(t.db);
  const after = await chat({ prompt: 'free again?', tid: first.body.tid });
  expect(after.status).toBe(200);

  // And a lease expires by itself: taken for 1 s by a "process" that never releases it. Once the database's clock
  // is past it (whatever the machine's speed), the thread is free again.
  await acquireThreadLease(t.db, { tid: first.body.tid, accountId: alice.accountId, leaseMs: 1000 });
  const held = await t.db
    .selectFrom('threads')
    .select(['lease_token', 'lease_until'])
    .where('tid', '=', first.body.tid)
    .executeTakeFirstOrThrow();
  expect(held.lease_token).not.toBeNull();
  const expired = async () =>
    (
      await sql<{
        past: boolean;
      }>`select now() > lease_until as past from threads where tid = ${first.body.tid}`.execute(t.db)
    ).rows[0].past;
  while (!(await expired())) await sleep(50);
  expect((await chat({ prompt: 'expired?', tid: first.body.tid })).status).toBe(200);
  const row = await t.db.selectFrom('threads').selectAll().where('tid', '=', first.body.tid).executeTakeFirstOrThrow();
  expect(row.lease_token).toBeNull();
});

it('releases the lease after a failure (402 and 502)', async () => {
  const first = await chat({ prompt: 'apples?' });
  provider.queue.push({ status: 400, json: { error: { message: 'bad request' } } });
  expect((await chat({ prompt: 'x', tid: first.body.tid })).status).toBe(502);
  await t.db
    .updateTable('accounts')
    .set({ bundle_balance: 0, monthly_balance: 0 })
    .where('id', '=', alice.accountId)
    .execute();
  expect((await chat({ prompt: 'x', tid: first.body.tid })).status).toBe(402);
  await t.db.updateTable('accounts').set({ bundle_balance: 100 }).where('id', '=', alice.accountId).execute();
  expect((await chat({ prompt: 'x', tid: first.body.tid })).status).toBe(200);
});
