import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { charge, createAccountKey } from '@docent/core';
import {
  createDocentClient,
  DocentError,
  expectOk,
  iterateDocs,
  iterateLabels,
  iterateLedger,
  retryAfterMs,
  uploadAndWait,
} from '@docent/client';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDocumentRow, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
let worker: RunningWorker;
beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 30_000 });
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 200 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const clientFor = (
  apiKey: string,
  extra: Parameters<typeof createDocentClient>[0] extends infer O ? Partial<O> : never = {},
) => createDocentClient({ baseUrl: t.baseUrl, apiKey, ...extra });

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('iterators', () => {
  it('walks every document of a workspace page by page, oldest first', async () => {
    const user = await t.newUser();
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(await insertDocumentRow(t.db, { accountId: user.accountId, workspace: 5, name: `n${i}` }));
    await insertDocumentRow(t.db, { accountId: user.accountId, workspace: 6 });
    const docent = clientFor(user.key);
    const docs = await collect(iterateDocs(docent, { workspace: 5, pageSize: 3 }));
    expect(docs.map((d) => d.docid)).toEqual(made.map((d) => d.docid));
    // Exactly a multiple of the page size ends cleanly too.
    expect(await collect(iterateDocs(docent, { workspace: 5, pageSize: 7 }))).toHaveLength(7);
    expect(await collect(iterateDocs(clientFor(user.key, { workspace: 6 })))).toHaveLength(1);
  });

  it('walks every label page by page', async () => {
    const user = await t.newUser();
    const docent = clientFor(user.key, { workspace: 2 });
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) expectOk(await docent.labels.createLabel({ body: { name, color: '#112233' } }));
    const labels = await collect(iterateLabels(docent, { pageSize: 2 }));
    expect(labels.map((l) => l.name)).toEqual(names);
    expect(labels.every((l) => l.workspace === 2)).toBe(true);
  });

  it('follows nextCursor through the whole credit ledger, newest first, never repeating an entry', async () => {
    const user = await t.newUser({ monthly: 1000 });
    for (let i = 0; i < 7; i++) {
      await charge(t.db, {
        accountId: user.accountId,
        keyId: user.keyId,
        workspace: 0,
        reason: 'chat',
        credits: i + 1,
        requestId: `it-${i}`,
        detail: {},
      });
    }
    const items = await collect(iterateLedger(clientFor(user.key), { pageSize: 3, reason: 'chat' }));
    expect(items.map((i) => i.request_id)).toEqual(['it-6', 'it-5', 'it-4', 'it-3', 'it-2', 'it-1', 'it-0']);
    expect(items.map((i) => i.delta_monthly)).toEqual([-7, -6, -5, -4, -3, -2, -1]);
  });
});

describe('errors and retries', () => {
  it('turns a non-200 answer into a DocentError with status, message and request id', async () => {
    const docent = clientFor(t.alice.key);
    const error = await (async () =>
      expectOk(await docent.documents.getDoc({ params: { docid: 'd000000000000000' } })))().catch((e) => e);
    expect(error).toBeInstanceOf(DocentError);
    expect(error).toMatchObject({ status: 404, message: expect.stringMatching(/not found/i), name: 'DocentError' });
    expect(error.details.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const unauthorized = await (async () => expectOk(await clientFor('nope').models.listModels()))().catch((e) => e);
    expect(unauthorized).toMatchObject({ status: 401 });
  });

  it('waits out a 429 as Retry-After says, then succeeds; without retries the 429 surfaces as a DocentError', async () => {
    const limited = await createAccountKey(t.db, { name: 'limited', rateLimit: 1 });
    await t.db.updateTable('api_keys').set({ rate_window_s: 1 }).where('id', '=', limited.keyId).execute();
    const retries: Array<{ status: number; delayMs: number }> = [];
    const patient = clientFor(limited.key, { retry: { onRetry: (r) => retries.push(r) } });

    // Two calls at once in a window of one call: one of them is refused and must wait the window out, then get through.
    // (Both land in the same one-second window unless a second's boundary falls between them: then again.)
    const started = Date.now();
    for (let i = 0; i < 5 && retries.length === 0; i++) {
      const both = await Promise.all([patient.models.listModels(), patient.models.listModels()]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
    }
    expect(retries[0]).toMatchObject({ status: 429 });
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    // A key of one call an hour: its second call is refused, whatever the machine's speed.
    const hourly = await createAccountKey(t.db, { name: 'hourly', rateLimit: 1 });
    await t.db.updateTable('api_keys').set({ rate_window_s: 3600 }).where('id', '=', hourly.keyId).execute();
    const impatient = clientFor(hourly.key, { retry: false });
    expect((await impatient.models.listModels()).status).toBe(200);
    const refused = await (async () => expectOk(await impatient.models.listModels()))().catch((e) => e);
    expect(refused).toBeInstanceOf(DocentError);
    expect(refused).toMatchObject({ status: 429 });
    const retryAfterS = (refused as DocentError & { details: { retryAfterS: number } }).details.retryAfterS;
    expect(retryAfterS).toBeGreaterThanOrEqual(1);
    expect(retryAfterS).toBeLessThanOrEqual(3600);
  });

  it('retries a 423 on a busy thread with backoff until the earlier chat lets go', async () => {
    const user = await t.newUser({ monthly: 100 });
    const docent = clientFor(user.key, { retry: { baseDelayMs: 200 } });
    const [doc] = await uploadAndWait(docent, [
      { name: 'notes.txt', data: 'The launch code name is Bluebird. It ships in May.' },
    ]);
    expect(doc.ready).toBe(true);
    const first = expectOk(
      await docent.documents.chatDoc({ params: { docid: doc.docid }, body: { prompt: 'What is the code name?' } }),
    );

    // Another call holds the thread (as a chat in flight would) until the retrying client has been refused once.
    const lease = (until: Date) =>
      t.db
        .updateTable('threads')
        .set({ lease_token: 'held-elsewhere', lease_until: until })
        .where('tid', '=', first.tid)
        .execute();
    await lease(new Date(Date.now() + 3_600_000));
    const noRetry = await clientFor(user.key, { retry: false }).documents.chatDoc({
      params: { docid: doc.docid },
      body: { prompt: 'And when?', tid: first.tid },
    });
    expect(noRetry.status).toBe(423);

    const retries: Array<{ status: number; delayMs: number }> = [];
    let released: Promise<unknown> | undefined;
    const patient = clientFor(user.key, {
      retry: {
        baseDelayMs: 200,
        retries: 10,
        onRetry: (r) => {
          retries.push(r);
          released ??= t.db
            .updateTable('threads')
            .set({ lease_token: null, lease_until: null })
            .where('tid', '=', first.tid)
            .execute();
        },
      },
    });
    const second = expectOk(
      await patient.documents.chatDoc({
        params: { docid: doc.docid },
        body: { prompt: 'When does it ship?', tid: first.tid },
      }),
    );
    await released;
    expect(second.tid).toBe(first.tid);
    expect(retries[0]).toMatchObject({ status: 423 });
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(100); // equal jitter: at least half of the 200 ms base
  });

  it('retries 503 with backoff and gives up after `retries`, returning the last answer', async () => {
    let calls = 0;
    let failFirst = 2;
    const server: Server = createServer((_req, res) => {
      calls++;
      if (calls <= failFirst) {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'warming up' } }));
      } else {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: [{ id: 'm', label: 'M' }] }));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    try {
      const docent = createDocentClient({ baseUrl, apiKey: 'k', retry: { baseDelayMs: 20 } });
      expect((await docent.models.listModels()).status).toBe(200);
      expect(calls).toBe(3);

      calls = 0;
      failFirst = 100;
      const stubborn = createDocentClient({ baseUrl, apiKey: 'k', retry: { retries: 2, baseDelayMs: 10 } });
      const r = await stubborn.models.listModels();
      expect(r.status).toBe(503);
      expect(calls).toBe(3);
      expect(() => expectOk(r)).toThrow(new DocentError(503, 'warming up'));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000 + 3000).toUTCString(), 10_000)).toBe(3000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe('uploadAndWait', () => {
  it('uploads, tags with labels and resolves when every document is analysed', async () => {
    const user = await t.newUser();
    const docent = clientFor(user.key, { workspace: 9 });
    const label = expectOk(await docent.labels.createLabel({ body: { name: 'reports', color: '#00aa00' } })).data[0];
    const progress: string[][] = [];
    const docs = await uploadAndWait(
      docent,
      [
        { name: 'a.txt', data: 'alpha report text' },
        new File(['bravo report text'], 'b.md', { type: 'text/markdown' }),
      ],
      { labels: [label.labelid!], onProgress: (d) => progress.push(d.map((x) => x.status)) },
    );
    expect(docs.map((d) => [d.name, d.ready, d.status, d.workspace])).toEqual([
      ['a.txt', true, 'ready', 9],
      ['b.md', true, 'ready', 9],
    ]);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    const tagged = expectOk(await docent.labels.getLabel({ params: { labelid: label.labelid! } }));
    expect(tagged.docids.sort()).toEqual(docs.map((d) => d.docid).sort());
  });

  it('reports documents that fail analysis instead of waiting forever', async () => {
    const docent = clientFor(t.alice.key);
    const [doc] = await uploadAndWait(
      docent,
      [{ name: 'garbage.bin', data: new Uint8Array([0, 1, 2, 3, 255, 254, 0, 0]) }],
      { timeoutMs: 30_000 },
    );
    expect(doc).toMatchObject({
      ready: false,
      status: 'failed',
      error: expect.stringMatching(/unsupported file type/),
    });
  });

  it('fails with the uploaded docids when a label cannot be tagged', async () => {
    const docent = clientFor(t.alice.key);
    const error = await uploadAndWait(docent, [{ name: 'x.txt', data: 'x' }], { labels: ['l000000000000000'] }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(DocentError);
    expect(error.status).toBe(404);
    expect(error.details.docids).toHaveLength(1);
    expect(error.message).toContain(error.details.docids[0]);
  });
});
