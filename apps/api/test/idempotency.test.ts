import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { expectError, startTestApi, type TestApi } from '../src/testing';
import { form } from './ingestion/multipart';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from './support/openai-protocol-server';
import { seedDocument } from './support/seed-documents';

let t: TestApi;
let provider: OpenAIProtocolServer;
let files: http.Server;
let fetches = 0;
let filesHost = '';

beforeAll(async () => {
  files = http.createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('a fetched file');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesHost = `127.0.0.1:${(files.address() as AddressInfo).port}`;
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ fetchAllowHosts: [filesHost], openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
  files?.closeAllConnections();
  await new Promise((resolve) => files?.close(resolve));
});

const countDocs = async (accountId: string) =>
  (
    await t.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).n;
const ledger = (accountId: string) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['reason', 'delta_monthly', 'delta_bundle', 'request_id'])
    .where('account_id', '=', accountId)
    .execute();
const withKey = (key: string, headers: Record<string, string> = {}) => ({ ...headers, 'idempotency-key': key });

describe('Idempotency-Key', { timeout: 60_000 }, () => {
  it('20 concurrent identical uploads create exactly one document; every success carries the same body', async () => {
    const u = await t.newUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.call('/doc/upload/none', {
          method: 'POST',
          body: form([{ name: 'once.txt', content: 'exactly once' }]),
          headers: withKey('upload-1'),
        }),
      ),
    );
    expect(Number(await countDocs(u.accountId))).toBe(1);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, /still running/);
    expect(ok.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);

    // Later repeats replay the first answer, marked as such; nothing new is stored.
    const again = await u.call('/doc/upload/none', {
      method: 'POST',
      body: form([{ name: 'once.txt', content: 'exactly once' }]),
      headers: withKey('upload-1'),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(ok[0].body);
    expect(Number(await countDocs(u.accountId))).toBe(1);

    // The same key with other bytes is another request: 422, nothing stored.
    const other = await u.call('/doc/upload/none', {
      method: 'POST',
      body: form([{ name: 'once.txt', content: 'EXACTLY once' }]),
      headers: withKey('upload-1'),
    });
    expectError(other, 422, /already used with a different request/);
    expect(Number(await countDocs(u.accountId))).toBe(1);
    // Without a key, the same upload is a new document, as always.
    await u.call('/doc/upload/none', { method: 'POST', body: form([{ name: 'once.txt', content: 'exactly once' }]) });
    expect(Number(await countDocs(u.accountId))).toBe(2);
  });

  it('POST /doc {url}: a replay neither fetches again nor creates another document', async () => {
    const u = await t.newUser();
    const body = { url: `http://${filesHost}/report.txt`, name: 'report' };
    const before = fetches;
    const first = await u.call('/doc', { method: 'POST', json: body, headers: withKey('url-1') });
    const second = await u.call('/doc', { method: 'POST', json: body, headers: withKey('url-1') });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(fetches - before).toBe(1);
    expect(Number(await countDocs(u.accountId))).toBe(1);
    expectError(
      await u.call('/doc', { method: 'POST', json: { ...body, name: 'other' }, headers: withKey('url-1') }),
      422,
    );
    // Another workspace is another request.
    expectError(await u.call('/doc', { method: 'POST', json: body, workspace: 3, headers: withKey('url-1') }), 422);
  });

  it('POST /label and label uploads replay; keys belong to the account', async () => {
    const u = await t.newUser();
    const v = await t.newUser();
    const body = { name: 'finance', color: '#336699' };
    const a = await u.call('/label', { method: 'POST', json: body, headers: withKey('label-1') });
    const b = await u.call('/label', { method: 'POST', json: body, headers: withKey('label-1') });
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((await u.call('/label')).body.data).toHaveLength(1);
    // The same key string in another account is unrelated.
    const c = await v.call('/label', { method: 'POST', json: body, headers: withKey('label-1') });
    expect(c.headers.get('idempotent-replayed')).toBeNull();
    expect(c.body.data[0].lid).not.toBe(a.body.data[0].lid);

    const lid = a.body.data[0].labelid;
    const up = () =>
      u.call(`/label/${lid}/upload/none`, {
        method: 'POST',
        body: form([{ name: 'l.txt', content: 'tagged once' }]),
        headers: withKey('lup-1'),
      });
    const [x, y] = [await up(), await up()];
    expect(y.body).toEqual(x.body);
    expect(x.body.data[0].docids).toHaveLength(1);
    expect(Number(await countDocs(u.accountId))).toBe(1);
  });

  it('chats: a replay returns the same answer without asking the model or charging again', async () => {
    const u = await t.newUser({ bundle: 100 });
    const docid = await seedDocument(t.db, {
      accountId: u.accountId,
      name: 'h.txt',
      pages: ['Employees get 27 vacation days.'],
    });
    const calls = provider.requests.length;
    const body = { prompt: 'How many vacation days?' };
    const first = await u.call(`/doc/${docid}/chat`, { method: 'POST', json: body, headers: withKey('chat-1') });
    const again = await u.call(`/doc/${docid}/chat`, { method: 'POST', json: body, headers: withKey('chat-1') });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(provider.requests.length - calls).toBe(1);
    expect((await ledger(u.accountId)).filter((e) => e.reason === 'chat')).toHaveLength(1);
    const messages = await t.db.selectFrom('messages').select('promptid').where('tid', '=', first.body.tid).execute();
    expect(messages.map((m) => m.promptid)).toEqual([first.body.promptid]);

    // 20 at once on a label chat: one model call, one charge, one message.
    const label = await u.call('/label', { method: 'POST', json: { name: 'hr', color: '#000000', docids: [docid] } });
    const lid = label.body.data[0].labelid;
    const before = provider.requests.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        u.call(`/label/${lid}/chat`, { method: 'POST', json: body, headers: withKey('chat-2') }),
      ),
    );
    expect(provider.requests.length - before).toBe(1);
    expect((await ledger(u.accountId)).filter((e) => e.reason === 'chat')).toHaveLength(2);
    for (const r of results) if (r.status !== 200) expectError(r, 409, /still running/);
    const ok = results.filter((r) => r.status === 200);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
  });

  it('a repeat while the first is still running gets 409; after it answered, the replay', async () => {
    const u = await t.newUser({ bundle: 100 });
    const docid = await seedDocument(t.db, {
      accountId: u.accountId,
      name: 'g.txt',
      pages: ['The gate opens at noon.'],
    });
    let open!: () => void;
    provider.gate = new Promise<void>((resolve) => (open = resolve));
    const body = { prompt: 'When does the gate open?' };
    const first = u.call(`/doc/${docid}/chat`, { method: 'POST', json: body, headers: withKey('slow-1') });
    await expect.poll(() => provider.inFlight).toBe(1); // the first is at the model
    expectError(
      await u.call(`/doc/${docid}/chat`, { method: 'POST', json: body, headers: withKey('slow-1') }),
      409,
      /still running/,
    );
    // A different request under the running key is still a different request.
    expectError(
      await u.call(`/doc/${docid}/chat`, { method: 'POST', json: { prompt: 'other' }, headers: withKey('slow-1') }),
      422,
    );
    provider.gate = undefined;
    open();
    const answered = await first;
    const replay = await u.call(`/doc/${docid}/chat`, { method: 'POST', json: body, headers: withKey('slow-1') });
    expect(replay.body).toEqual(answered.body);
  });

  it('errors are not stored: the same key works once the cause is fixed, and charges once', async () => {
    const u = await t.newUser({ bundle: 0 });
    const docid = await seedDocument(t.db, { accountId: u.accountId, name: 'p.pdf', pages: ['one', 'two'] });
    await t.db.updateTable('documents').set({ mime_type: 'application/pdf' }).where('id', '=', docid).execute();
    expectError(
      await u.call(`/doc/${docid}/ocr`, { method: 'POST', headers: withKey('ocr-1') }),
      402,
      /Not enough credits/,
    );
    await t.db.updateTable('accounts').set({ bundle_balance: 10 }).where('id', '=', u.accountId).execute();
    const first = await u.call(`/doc/${docid}/ocr`, { method: 'POST', headers: withKey('ocr-1') });
    expect(first.status).toBe(200);
    expect(first.body.queue).toHaveLength(1);
    // The OCR job finished meanwhile (as a worker would leave it): a request without the key would charge again.
    await sql`select graphile_worker.remove_job(${`ocr:${docid}`})`.execute(t.db);
    await t.db.updateTable('documents').set({ status: 'ready' }).where('id', '=', docid).execute();
    const replay = await u.call(`/doc/${docid}/ocr`, { method: 'POST', headers: withKey('ocr-1') });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await ledger(u.accountId)).filter((e) => e.reason === 'api')).toHaveLength(1);
  });

  it('a record is kept 24 hours; a holder that died is taken over without doing the work twice', async () => {
    const u = await t.newUser();
    const send = () =>
      u.call('/label', { method: 'POST', json: { name: 'kept', color: '#111111' }, headers: withKey('ttl-1') });
    const first = await send();
    const row = await t.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('account_id', '=', u.accountId)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * 3600 * 1000);
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('account_id', '=', u.accountId)
      .execute();
    const after = await send();
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(after.body.data[0].lid).not.toBe(first.body.data[0].lid);

    // A process that died before committing left `running` behind (its work rolled back): once its lease passed,
    // the same request runs anew.
    const sendDead = () =>
      u.call('/label', { method: 'POST', json: { name: 'dead', color: '#222222' }, headers: withKey('dead-1') });
    await sendDead();
    const rewind = (set: Record<string, unknown>) =>
      t.db
        .updateTable('idempotency_keys')
        .set(set)
        .where('account_id', '=', u.accountId)
        .where('key', '=', 'dead-1')
        .execute();
    await rewind({ state: 'running', status: null, body: null, lease_until: sql`now() + interval '1 hour'` });
    expectError(await sendDead(), 409, /still running/);
    await rewind({ lease_until: sql`now() - interval '1 second'` });
    const taken = await sendDead();
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();

    // One that died after committing its work (an upload waiting for analysis) left `committed`: 409 while its lease
    // runs, then the response saved with the work is replayed.
    await rewind({ state: 'committed', lease_until: sql`now() + interval '1 hour'` });
    expectError(await sendDead(), 409);
    await rewind({ lease_until: sql`now() - interval '1 second'` });
    const replayed = await sendDead();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(taken.body);
  });

  it('refuses an Idempotency-Key over 255 characters or empty, before doing anything', async () => {
    const u = await t.newUser();
    expectError(
      await u.call('/label', {
        method: 'POST',
        json: { name: 'n', color: '#111111' },
        headers: withKey('k'.repeat(256)),
      }),
      400,
      /Idempotency-Key is at most 255 characters/,
    );
    expectError(
      await u.call('/label', { method: 'POST', json: { name: 'n', color: '#111111' }, headers: withKey('') }),
      400,
      /Idempotency-Key must not be empty/,
    );
    const ok = await u.call('/label', {
      method: 'POST',
      json: { name: 'n', color: '#111111' },
      headers: withKey('k'.repeat(255)),
    });
    expect(ok.status).toBe(200);
    expect((await u.call('/label')).body.data).toHaveLength(1);
  });
});
