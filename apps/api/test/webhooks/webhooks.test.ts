import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '@docent/client';
import { charge, grant, runHousekeeping } from '@docent/core';
import { sql } from '@docent/db';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { expectError, startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { form } from '../ingestion/multipart';
import { textImage } from '../../../../packages/core/src/ocr/testing/scan-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Real endpoints on loopback (allow-listed, as an operator would an intranet host), the real api, a real worker.
let t: TestApi;
let worker: RunningWorker;
let hook: WebhookReceiver;
let other: WebhookReceiver;
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  hook = await startWebhookReceiver();
  other = await startWebhookReceiver();
  const allowHosts = [hook.hostPort, other.hostPort];
  t = await startTestApi({ fetchAllowHosts: allowHosts, syncTimeoutMs: 60_000, webhookTimeoutMs: 5_000 });
  worker = await startWorker(
    {
      db: t.db,
      // Backoff without waiting: the schedule is configuration (DOCENT_WEBHOOK_RETRY_BASE_S), here zero.
      config: makeWorkerConfig({
        databaseUrl: t.database.url,
        webhooks: { docentSecret: SECRET, allowHosts, timeoutMs: 5_000, retry: { baseMs: 0, capMs: 0, retries: 3 } },
      }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await hook?.close();
  await other?.close();
});

async function register(user: TestUser, body: Record<string, unknown>) {
  const r = await user.call('/webhooks', { method: 'POST', json: body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: string; secret: string; url: string; events: string[] };
}

const uploadSync = async (user: TestUser, name: string, content: string, workspace = 0) => {
  const r = await user.call('/doc/upload/sync', { method: 'POST', body: form([{ name, content }]), workspace });
  expect(r.status).toBe(200);
  return r.body.data[0];
};

describe('webhooks', { timeout: 90_000 }, () => {
  let alice: TestUser;
  let created: { id: string; secret: string };

  beforeAll(async () => {
    alice = await t.newUser({ monthly: 1000 });
    created = await register(alice, {
      url: hook.url,
      events: ['document.ready', 'document.failed', 'document.deleted', 'label.updated'],
    });
  });

  it('shows the secret once, then lists the endpoint without it', async () => {
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await alice.call('/webhooks');
    expect(listed.body).toEqual({
      data: [
        {
          id: created.id,
          url: hook.url,
          events: ['document.ready', 'document.failed', 'document.deleted', 'label.updated'],
          workspace: null,
          credits_threshold: 100,
          created_at: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const raw = await t.db
      .selectFrom('webhooks')
      .select('secret_sealed')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(raw.secret_sealed).not.toContain(created.secret.slice(6, 20));
  });

  it('document.ready: signed per Standard Webhooks, verified by the client helper, data as GET /doc', async () => {
    const doc = await uploadSync(alice, 'ready.txt', 'The quarterly report is ready for review.');
    const delivery = await hook.next();
    const event = verifyWebhook(delivery.body, delivery.headers, created.secret);
    expect(event.type).toBe('document.ready');
    expect(delivery.headers['webhook-id']).toBe(event.id);
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(delivery.headers['content-type']).toBe('application/json');
    const current = await alice.call(`/doc/${doc.docid}`);
    expect(event.data).toEqual(current.body);
    expect(Date.parse(event.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    // The helper refuses a wrong secret, a changed body and a stale timestamp.
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => verifyWebhook(delivery.body, delivery.headers, other)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(delivery.body.replace('ready', 'READY'), delivery.headers, created.secret)).toThrow(
      WebhookVerificationError,
    );
    const stale = { ...delivery.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    expect(() => verifyWebhook(delivery.body, stale, created.secret)).toThrow(/too old/);
  });

  it('document.failed with the reason, then document.deleted with the deleted document', async () => {
    const r = await alice.call('/doc/upload/sync', {
      method: 'POST',
      body: form([{ name: 'broken.pdf', content: '%PDF-1.7\nnot really a pdf', type: 'application/pdf' }]),
    });
    expect(r.body.data[0].status).toBe('failed');
    const failed = await hook.next();
    expect(failed.event).toMatchObject({
      type: 'document.failed',
      data: { docid: r.body.data[0].docid, status: 'failed', error: r.body.data[0].error },
    });

    const del = await alice.call(`/doc/${r.body.data[0].docid}`, { method: 'DELETE' });
    const deleted = await hook.next();
    expect(deleted.event).toMatchObject({ type: 'document.deleted', data: del.body });
  });

  it('ocr.completed after a forced OCR, with the document as it is then', async () => {
    const ocrHook = await register(alice, { url: other.url, events: ['ocr.completed'] });
    const png = await textImage(['Harbour invoice 48213']);
    const r = await alice.call('/doc/upload/sync', {
      method: 'POST',
      body: form([{ name: 'scan.png', content: png, type: 'image/png' }]),
    });
    const doc = r.body.data[0];
    expect(doc).toMatchObject({ ready: true, pages: 1 });
    await hook.next(); // document.ready, on the other endpoint
    const queued = await alice.call(`/doc/${doc.docid}/ocr`, { method: 'POST' });
    expect(queued.status).toBe(200);
    const d = await other.next(60_000);
    const event = verifyWebhook(d.body, d.headers, ocrHook.secret);
    expect(event).toMatchObject({
      type: 'ocr.completed',
      data: { docid: doc.docid, ready: true, status: 'ready', error: null },
    });
    expect(event.data).toEqual((await alice.call(`/doc/${doc.docid}`)).body);
    await alice.call(`/webhooks/${ocrHook.id}`, { method: 'DELETE' });
  });

  it('retries after 500s with the same webhook-id until the endpoint accepts, and lists every attempt', async () => {
    hook.answer(500, 503);
    const doc = await uploadSync(alice, 'retry.txt', 'Retry me until it works.');
    const [first, second, third] = await hook.take(3);
    expect([first, second, third].map((d) => d.event.type)).toEqual([
      'document.ready',
      'document.ready',
      'document.ready',
    ]);
    expect(new Set([first, second, third].map((d) => d.headers['webhook-id'])).size).toBe(1);
    expect(first.body).toBe(third.body);
    for (const d of [first, second, third])
      expect(verifyWebhook(d.body, d.headers, created.secret).id).toBe(first.event.id);
    expect(third.event.data.docid).toBe(doc.docid);

    const deliveries = await alice.call(`/webhooks/${created.id}/deliveries?limit=1`);
    await expect
      .poll(async () => (await alice.call(`/webhooks/${created.id}/deliveries?limit=1`)).body.data[0].state)
      .toBe('delivered');
    const latest = (await alice.call(`/webhooks/${created.id}/deliveries?limit=1`)).body.data[0];
    expect(deliveries.status).toBe(200);
    expect(latest).toMatchObject({
      event_id: first.event.id,
      type: 'document.ready',
      state: 'delivered',
      next_attempt_at: null,
    });
    expect(latest.attempts.map((a: any) => [a.attempt, a.status, a.error])).toEqual([
      [1, 500, 'the endpoint answered HTTP 500'],
      [2, 503, 'the endpoint answered HTTP 503'],
      [3, 200, null],
    ]);
  });

  it('gives up after the configured retries: the delivery is failed, later events still arrive', async () => {
    hook.answer(500, 500, 500, 500);
    const label = await alice.call('/label', { method: 'POST', json: { name: 'doomed', color: '#ff0000' } });
    const lid = label.body.data[0].labelid;
    await alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'doomed 2' } });
    const attempts = await hook.take(4);
    expect(new Set(attempts.map((a) => a.event.id)).size).toBe(1);
    await expect
      .poll(async () => (await alice.call(`/webhooks/${created.id}/deliveries?limit=1`)).body.data[0].state)
      .toBe('failed');
    await alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'doomed 3' } });
    expect((await hook.next()).event.data.name).toBe('doomed 3');
  });

  it('delivers one endpoint its events in the order they happened', async () => {
    const label = await alice.call('/label', { method: 'POST', json: { name: 'order', color: '#00ff00' } });
    const lid = label.body.data[0].labelid;
    const names = Array.from({ length: 8 }, (_, i) => `order ${i + 1}`);
    for (const name of names)
      expect((await alice.call(`/label/${lid}`, { method: 'PUT', json: { name } })).status).toBe(200);
    const got = await hook.take(names.length);
    expect(got.map((d) => [d.event.type, d.event.data.name])).toEqual(names.map((n) => ['label.updated', n]));
    const times = got.map((d) => Date.parse(d.event.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('an endpoint that does not answer never holds up the change that caused the event', async () => {
    hook.setHold(true);
    const label = await alice.call('/label', { method: 'POST', json: { name: 'slow', color: '#0000ff' } });
    const lid = label.body.data[0].labelid;
    expect((await alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'slow 1' } })).status).toBe(200);
    const held = await hook.next(); // the delivery is in flight, unanswered
    // Meanwhile the api goes on answering changes at once, and their events queue behind the held one.
    const doc = await uploadSync(alice, 'meanwhile.txt', 'Nothing waits for the endpoint.');
    expect(doc.ready).toBe(true);
    expect((await alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'slow 2' } })).status).toBe(200);
    hook.setHold(false);
    held.respond(200);
    const after = await hook.take(2);
    expect(after.map((d) => d.event.type)).toEqual(['document.ready', 'label.updated']);
  });

  it('POST /webhooks/{id}/test sends a signed webhook.test now and reports the answer', async () => {
    const ok = await alice.call(`/webhooks/${created.id}/test`, { method: 'POST' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ delivered: true, status: 200, error: null });
    const d = await hook.next();
    expect(verifyWebhook(d.body, d.headers, created.secret)).toMatchObject({
      type: 'webhook.test',
      id: ok.body.data.event_id,
    });

    hook.answer(418);
    const refused = await alice.call(`/webhooks/${created.id}/test`, { method: 'POST' });
    expect(refused.body.data).toMatchObject({ delivered: false, status: 418, error: 'the endpoint answered HTTP 418' });
    await hook.next();
    const listed = await alice.call(`/webhooks/${created.id}/deliveries?limit=2`);
    expect(listed.body.data.map((x: any) => [x.type, x.state, x.attempts.length])).toEqual([
      ['webhook.test', 'failed', 1],
      ['webhook.test', 'delivered', 1],
    ]);
  });

  it('honours the workspace filter and the event list', async () => {
    const bob = await t.newUser({ monthly: 1000 });
    const ws1 = await register(bob, { url: other.url, events: ['document.ready'], workspace: 1 });
    await uploadSync(bob, 'ws0.txt', 'Workspace zero document.', 0);
    const doc1 = await uploadSync(bob, 'ws1.txt', 'Workspace one document.', 1);
    const label = await bob.call('/label', { method: 'POST', json: { name: 'x', color: '#123456' }, workspace: 1 });
    await bob.call(`/label/${label.body.data[0].labelid}`, { method: 'PUT', json: { name: 'y' } }); // not subscribed
    const doc2 = await uploadSync(bob, 'ws1b.txt', 'Another workspace one document.', 1);
    const got = await other.take(2);
    expect(got.map((d) => [d.event.type, d.event.data.docid])).toEqual([
      ['document.ready', doc1.docid],
      ['document.ready', doc2.docid],
    ]);
    verifyWebhook(got[0].body, got[0].headers, ws1.secret);
    await bob.call(`/webhooks/${ws1.id}`, { method: 'DELETE' });
  });

  it('credits.low fires once when the balance crosses the threshold, and again after a top-up', async () => {
    const carol = await t.newUser({ monthly: 0, bundle: 103 });
    const low = await register(carol, { url: other.url, events: ['credits.low'], credits_threshold: 100 });
    const spend = (n: number, id: string) =>
      charge(t.db, {
        accountId: carol.accountId,
        keyId: carol.keyId,
        workspace: 0,
        reason: 'api',
        credits: n,
        requestId: id,
        detail: {},
      });
    await spend(2, 'c1'); // 101: above
    await spend(2, 'c2'); // 99: crosses
    await spend(5, 'c3'); // 94: still below, no new event
    await grant(t.db, { accountId: carol.accountId, bundle: 20, requestId: 'g1' }); // 114
    await spend(20, 'c4'); // 94: crosses again
    const [first, second] = await other.take(2);
    expect(verifyWebhook(first.body, first.headers, low.secret)).toMatchObject({
      type: 'credits.low',
      data: { balance: 99, monthly: 0, bundle: 99 },
    });
    expect(second.event.data).toEqual({ balance: 94, monthly: 0, bundle: 94 });
    const listed = await carol.call(`/webhooks/${low.id}/deliveries`);
    expect(listed.body.data.map((d: any) => d.type)).toEqual(['credits.low', 'credits.low']);
  });

  it('keeps accounts apart: another account sees none of the endpoints and cannot touch them', async () => {
    const mallory = await t.newUser();
    expect((await mallory.call('/webhooks')).body).toEqual({ data: [] });
    expectError(await mallory.call(`/webhooks/${created.id}`, { method: 'DELETE' }), 404, /not found/);
    expectError(await mallory.call(`/webhooks/${created.id}/test`, { method: 'POST' }), 404, /not found/);
    expectError(await mallory.call(`/webhooks/${created.id}/deliveries`), 404, /not found/);
    expectError(await t.alice.call('/webhooks', { method: 'GET', headers: { authorization: 'Bearer nope' } }), 401);
  });

  it('DELETE removes the endpoint: nothing more is sent to it', async () => {
    const temp = await register(alice, { url: other.url, events: ['label.updated'] });
    const del = await alice.call(`/webhooks/${temp.id}`, { method: 'DELETE' });
    expect(del.body.data).toMatchObject({ id: temp.id, url: other.url });
    expectError(await alice.call(`/webhooks/${temp.id}`, { method: 'DELETE' }), 404);
    const before = other.received.length;
    const label = await alice.call('/label', { method: 'POST', json: { name: 'after', color: '#abcdef' } });
    await alice.call(`/label/${label.body.data[0].labelid}`, { method: 'PUT', json: { name: 'after 2' } });
    // alice's remaining endpoint gets it; the deleted one does not.
    expect((await hook.next()).event.data.name).toBe('after 2');
    expect(other.received.length).toBe(before);
  });
});

describe('housekeeping', () => {
  it('drops finished deliveries after 7 days and Idempotency-Key records after their 24 hours', async () => {
    const u = await t.newUser();
    const hookOf = await register(u, { url: other.url, events: ['label.updated'] });
    await u.call(`/webhooks/${hookOf.id}/test`, { method: 'POST' });
    await other.next();
    await u.call('/label', {
      method: 'POST',
      json: { name: 'k', color: '#010101' },
      headers: { 'idempotency-key': 'hk-1' },
    });
    const deliveries = () =>
      t.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hookOf.id).execute();
    const keys = () =>
      t.db.selectFrom('idempotency_keys').select('key').where('account_id', '=', u.accountId).execute();
    await runHousekeeping(t.db);
    expect(await deliveries()).toHaveLength(1);
    expect(await keys()).toHaveLength(1);
    await t.db
      .updateTable('webhook_deliveries')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('webhook_id', '=', hookOf.id)
      .execute();
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('account_id', '=', u.accountId)
      .execute();
    const swept = await runHousekeeping(t.db);
    expect(swept.deliveries).toBeGreaterThanOrEqual(1);
    expect(await deliveries()).toHaveLength(0);
    expect(await keys()).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('refuses private, non-http and over-long URLs, unknown events (named), and changes nothing', async () => {
    const u = await t.newUser();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ url: 'http://10.0.0.1/hook', events: ['document.ready'] }, /10\.0\.0\.1 is a private address/],
      [{ url: 'http://127.0.0.1:9/hook', events: ['document.ready'] }, /loopback/],
      [{ url: 'http://[::1]/hook', events: ['document.ready'] }, /loopback/],
      [{ url: 'http://169.254.169.254/latest', events: ['document.ready'] }, /linkLocal/],
      [
        { url: 'http://localhost:8080/hook', events: ['document.ready'] },
        /localhost resolves to .* \(loopback address\)/,
      ],
      [{ url: 'ftp://example.com/hook', events: ['document.ready'] }, /url must be an http or https URL/],
      [{ url: 'not a url', events: ['document.ready'] }, /url must be an absolute URL/],
      [
        { url: `https://example.com/${'a'.repeat(2000)}`, events: ['document.ready'] },
        /url is at most 2000 characters/,
      ],
      [
        { url: hook.url, events: ['document.ready', 'doc.exploded', 'credits.gone'] },
        /unknown events "doc\.exploded", "credits\.gone"/,
      ],
      [{ url: hook.url, events: [] }, /events must name at least one event/],
      [{ url: hook.url }, /events: events is required/],
      [{ url: hook.url, events: ['credits.low'], credits_threshold: -1 }, /credits_threshold must be at least 0/],
      [{ url: hook.url, events: ['document.ready'], workspace: 40000 }, /workspace/],
    ];
    for (const [body, message] of cases)
      expectError(await u.call('/webhooks', { method: 'POST', json: body }), 400, message);
    expect((await u.call('/webhooks')).body.data).toEqual([]);
    expectError(await u.call('/webhooks/wnotanid', { method: 'DELETE' }), 400, /id must match/);
  });

  it('refuses URLs with a user name or password (the same rule as POST /doc), allow-listed hosts too', async () => {
    const u = await t.newUser();
    const urls = [
      'http://user:s3cret@example.com/hook',
      `http://user:s3cret@${hook.hostPort}/hook`,
      `http://token@${hook.hostPort}/`,
    ];
    for (const url of urls) {
      const r = await u.call('/webhooks', { method: 'POST', json: { url, events: ['document.ready'] } });
      expectError(r, 400, /^url: must not contain a user name or password/);
      expect(r.body.error.message).not.toContain('s3cret');
    }
    expect((await u.call('/webhooks')).body.data).toEqual([]);
  });

  it('refuses a 21st webhook, also when 25 are created at once', async () => {
    const u = await t.newUser();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        u.call('/webhooks', { method: 'POST', json: { url: `${hook.url}/${i}`, events: ['document.ready'] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, /at most 20 webhooks/);
    expect((await u.call('/webhooks')).body.data).toHaveLength(20);
  });
});
