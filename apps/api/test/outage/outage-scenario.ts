import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { createAccountKey } from '@docent/core';
import { createDb, sql, type Db } from '@docent/db';
import type { RestartablePostgres } from '@docent/db/testing';
import { makeTextPdf } from '../../../../packages/core/src/extraction/fixtures/index';
import type { OpenAIProtocolServer } from '../support/openai-protocol-server';
import type { WebhookReceiver } from '../support/webhook-receiver';
import type { DocentProcess } from './docent-processes';

/**
 * The worst moments of a Postgres restart, all at once, against running Docent processes (one `pnpm start` or
 * separate api and worker): a 1,500-page PDF mid-analysis, a forced OCR mid-job, a chat whose provider answers
 * while the database is down, four clients uploading in a loop (each upload with an Idempotency-Key, retried with the
 * same key until it is answered 200), a webhook endpoint for document events, and the hourly cron tick falling inside
 * the outage. Then: every process is alive with no uncaught error, the api answered 503 + Retry-After (and /readyz
 * not ready) during the outage, and after it every document answered 200 ends ready or failed with a message, each
 * Idempotency-Key created exactly one document, every document's event reached the endpoint, no job is left locked,
 * the missed cron tick ran, the chat was charged exactly once and the OCR request charged once.
 */
export interface OutageFigures {
  outageMs: number;
  /** Postgres back → the first upload answered 200 with its document ready (sync). */
  firstSyncUploadReadyMs: number;
  /** Postgres back → every document answered 200 is ready or failed. */
  allDocumentsDoneMs: number;
  uploadsAnswered200: number;
  uploadsAnswered503: number;
  /** A key retried after a 503 whose claim was not ended yet (the database had just come back). */
  uploadsAnswered409: number;
}

const CHAT_DOC = ['The Lyon warehouse stores 4,200 crates of saffron.', 'Shipments leave every Tuesday at dawn.'];

export async function runOutageScenario(options: {
  pg: RestartablePostgres;
  baseUrl: string;
  processes: DocentProcess[];
  provider: OpenAIProtocolServer;
  webhooks: WebhookReceiver;
  /** The process running cron: its clock is moved (clock-shift.mjs) so that the hourly tick falls in the outage. */
  cron: DocentProcess;
}): Promise<OutageFigures> {
  const { pg, baseUrl, processes, provider, webhooks } = options;
  const db: Db = createDb({ connectionString: pg.url, max: 4 });
  // Set once the upload lanes and the gated chat are under way: should a check fail, `finally` ends them, so nothing
  // of this scenario goes on calling the api behind the next test's back.
  let uploading = true;
  let lanes: Promise<void>[] = [];
  let openProvider: () => void = () => {};
  try {
    const user = await createAccountKey(db, { name: 'outage', bundle: 1000 });
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${baseUrl}${path}`, {
        signal: AbortSignal.timeout(120_000), // a sync upload waits at most 60 s (DOCENT_SYNC_TIMEOUT_S)
        ...init,
        headers: { authorization: `Bearer ${user.key}`, ...(init.headers as object) },
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    };
    type UploadFile = { name: string; bytes: Buffer | string; type?: string };
    const upload = (options: string, files: UploadFile[], key?: string) => {
      const form = new FormData();
      for (const f of files)
        form.append(
          'file',
          new Blob([typeof f.bytes === 'string' ? f.bytes : new Uint8Array(f.bytes)], { type: f.type ?? 'text/plain' }),
          f.name,
        );
      const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
      return call(`/doc/upload/${options}`, { method: 'POST', body: form, headers });
    };
    const docStatus = async (docid: string) =>
      (await db.selectFrom('documents').select(['status', 'error']).where('id', '=', docid).executeTakeFirst()) ?? null;

    // Before the outage: a webhook endpoint for document events, a document to chat with, a 4-page PDF to force OCR on.
    const hook = await call('/webhooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: webhooks.url, events: ['document.ready', 'document.failed'] }),
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const chatDoc = await upload('sync', [{ name: 'lyon.txt', bytes: CHAT_DOC.join('\n\f\n') }]);
    expect(chatDoc.body.data[0]).toMatchObject({ ready: true });
    const ocrPdf = makeTextPdf(
      Array.from({ length: 4 }, (_, i) => [
        `Page ${i + 1} of the OCR sample.`,
        'Saffron crates leave Lyon on Tuesdays.',
      ]),
    );
    const ocrDoc = await upload('sync', [{ name: 'ocr.pdf', bytes: ocrPdf, type: 'application/pdf' }]);
    expect(ocrDoc.body.data[0]).toMatchObject({ ready: true });
    const ocrDocid: string = ocrDoc.body.data[0].docid;

    // The hourly cron tick is put 10 to 70 s ahead, whatever the setup took. The worst moments are started 5 s
    // before it, and Postgres is stopped as soon as every one of them is under way (not after a fixed delay: the
    // 1,500-page PDF could be parsed by then on a quiet machine), then kept down until the tick has passed.
    const archivePages = Array.from({ length: 1500 }, (_, i) => [
      `Archive page ${i + 1}.`,
      'Ledger of saffron shipments.',
    ]);
    const archive = makeTextPdf(archivePages);
    const { at: tickAt, tick } = await options.cron.scheduleCronTick();
    await sleep(Math.max(0, tickAt - 5_000 - Date.now()));
    const accepted = new Set<string>();
    const big = await upload('async', [{ name: 'archive.pdf', bytes: archive, type: 'application/pdf' }]);
    expect(big.status).toBe(200);
    const bigDocid: string = big.body.data[0].docid;
    accepted.add(bigDocid);
    const ocr = await call(`/doc/${ocrDocid}/ocr`, { method: 'POST' });
    expect(ocr.status).toBe(200);
    provider.gate = new Promise<void>((resolve) => (openProvider = resolve));
    const arrived = provider.received(provider.requests.length + 1);
    const chat = call(`/doc/${chatDoc.body.data[0].docid}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'How many crates are stored in Lyon?', model: 'gpt-4.1-mini' }),
    });
    chat.catch(() => {}); // awaited below; should a check fail first, its end is not an unhandled rejection
    await arrived;
    await expect
      .poll(async () => (await docStatus(bigDocid))?.status, { timeout: 20_000, interval: 50 })
      .toBe('processing');
    await expect
      .poll(
        async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from graphile_worker.jobs where key = ${`ocr:${ocrDocid}`} and locked_at is not null`.execute(
              db,
            )
          ).rows[0].n,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(1);

    let answered200 = 0;
    let answered503 = 0;
    let answered409 = 0;
    let restartedAt = 0;
    let firstReadyAfterRestart = 0;
    // Two clients wait for analysis (sync), two do not (async): the latter keep calling through the outage. Each
    // upload has its Idempotency-Key and is sent again with it until answered 200, as a careful client would.
    const keys = new Map<string, string[]>();
    const uploadLoop = async (lane: number) => {
      for (let i = 0, retried = false; uploading || retried; ) {
        const key = `lane${lane}-${i}`;
        const file = { name: `${key}.txt`, bytes: `Lane ${lane}, upload ${i}: saffron and crates.` };
        const r = await upload(lane < 2 ? 'sync' : 'async', [file], key);
        if (r.status === 200) {
          answered200++;
          for (const d of r.body.data) accepted.add(d.docid);
          keys.set(
            key,
            r.body.data.map((d: any) => d.docid),
          );
          if (restartedAt && !firstReadyAfterRestart && r.body.data.every((d: any) => d.ready))
            firstReadyAfterRestart = Date.now();
          i++;
          retried = false;
          continue;
        }
        expect(Object.keys(r.body)).toEqual(['error']);
        if (r.status === 409) {
          // Only for a key whose earlier attempt got a 503: its claim ends once the database is back.
          expect(retried, `409 for a first attempt: ${JSON.stringify(r.body)}`).toBe(true);
          expect(r.body.error.message).toMatch(/still running/);
          answered409++;
        } else {
          expect(r.status).toBe(503);
          expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
          answered503++;
        }
        retried = true;
        await sleep(100); // a client backing off a little
      }
    };
    lanes = [0, 1, 2, 3].map(uploadLoop);

    // Stop once uploads are being answered too; keep Postgres down across the cron tick.
    await expect.poll(() => answered200, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(2);
    const bigBeforeStop = (await docStatus(bigDocid))?.status;
    const stoppedAt = Date.now();
    expect(stoppedAt, 'every worst moment under way before the cron tick').toBeLessThan(tickAt);
    await pg.stop();

    // During the outage: 503 with Retry-After and the Error body; not ready.
    const during = await call('/doc');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(during.body.error.message).toMatch(/temporarily unavailable/);
    const readyz = await fetch(`${new URL(baseUrl).origin}/readyz`);
    expect(readyz.status).toBe(503);
    expect(readyz.headers.get('retry-after')).toMatch(/^\d+$/);
    openProvider(); // the provider answers while the database is away
    await sleep(Math.max(0, tickAt + 1_500 - Date.now())); // the tick passes with the database down
    await pg.start();
    restartedAt = Date.now();

    // Everything works again: a sync upload comes back ready.
    await expect.poll(() => firstReadyAfterRestart, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
    uploading = false;
    await Promise.all(lanes);

    // The chat was answered once the database was back, and charged exactly once.
    const chatResult = await chat;
    expect(chatResult.status).toBe(200);
    const chatEntries = await db
      .selectFrom('credit_ledger')
      .select(['request_id'])
      .where('account_id', '=', user.accountId)
      .where('reason', '=', 'chat')
      .execute();
    expect(chatEntries.map((e) => e.request_id)).toEqual([chatResult.body.promptid]);

    // Every document answered 200 ends ready or failed with a message.
    await expect
      .poll(
        async () => {
          const rows = await db
            .selectFrom('documents')
            .select(['id', 'status', 'error'])
            .where('id', 'in', [...accepted])
            .execute();
          return rows.filter((r) => r.status !== 'ready' && !(r.status === 'failed' && r.error)).length;
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe(0);
    const allDone = Date.now();
    expect(bigBeforeStop).toBe('processing');

    // Each Idempotency-Key made exactly one document, whatever the outage did to its attempts.
    const names = await db
      .selectFrom('documents')
      .select(['id', 'name'])
      .where('account_id', '=', user.accountId)
      .where('name', 'like', 'lane%')
      .execute();
    for (const [key, docids] of keys) {
      expect(
        names.filter((n) => n.name === `${key}.txt`).map((n) => n.id),
        key,
      ).toEqual(docids);
    }
    // Every document's event reached the webhook endpoint (at least once), and no delivery is left pending.
    const announced = (docid: string) => webhooks.received.some((w) => w.event.data?.docid === docid);
    const unannounced = () => [...accepted].filter((d) => !announced(d)).length;
    await expect.poll(unannounced, { timeout: 120_000, interval: 200 }).toBe(0);
    const pendingDeliveries = sql<{ n: number }>`
      select count(*)::int as n from webhook_deliveries where state <> 'delivered'`;
    const undelivered = async () => (await pendingDeliveries.execute(db)).rows[0].n;
    await expect.poll(undelivered, { timeout: 60_000, interval: 200 }).toBe(0);
    expect((await docStatus(bigDocid))?.status).toBe('ready');

    // The forced OCR finished (or failed and was refunded), charged once.
    await expect
      .poll(
        async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from graphile_worker.jobs where key = ${`ocr:${ocrDocid}`}`.execute(db)
          ).rows[0].n,
        { timeout: 120_000, interval: 200 },
      )
      .toBe(0);
    const apiEntries = await db
      .selectFrom('credit_ledger')
      .select(['request_id', 'delta_bundle'])
      .where('account_id', '=', user.accountId)
      .where('reason', '=', 'api')
      .execute();
    expect(apiEntries.filter((e) => e.delta_bundle < 0)).toHaveLength(1);
    expect(apiEntries.filter((e) => e.delta_bundle > 0).length).toBeLessThanOrEqual(1);
    expect((await docStatus(ocrDocid))?.status).toBe('ready');

    // The hourly tick missed while the database was down ran once cron was back (graphile-worker backfill).
    // (Its timestamp is on the process's shifted clock; Postgres was down at that moment, so it was recorded after.)
    await expect
      .poll(
        async () =>
          (
            await sql<{
              last: Date | null;
            }>`select last_execution as last from graphile_worker._private_known_crontabs where identifier = 'housekeeping'`.execute(
              db,
            )
          ).rows[0]?.last?.getTime(),
        { timeout: 60_000, interval: 200 },
      )
      .toBe(tick);
    // No job left locked, nothing held.
    await expect
      .poll(
        async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from graphile_worker.jobs where locked_at is not null`.execute(db)
          ).rows[0].n,
        { timeout: 60_000, interval: 200 },
      )
      .toBe(0);
    expect((await sql<{ n: number }>`select count(*)::int as n from credit_holds`.execute(db)).rows[0].n).toBe(0);

    // Every process survived, and none had an uncaught exception or an unhandled 'error' event.
    for (const p of processes) {
      expect(p.alive(), `${p.name} is still running`).toBe(true);
      expect(p.output(), `${p.name} output`).not.toMatch(/DOCENT-TEST-UNCAUGHT|Unhandled 'error' event/);
    }
    return {
      outageMs: restartedAt - stoppedAt,
      firstSyncUploadReadyMs: firstReadyAfterRestart - restartedAt,
      allDocumentsDoneMs: allDone - restartedAt,
      uploadsAnswered200: answered200,
      uploadsAnswered503: answered503,
      uploadsAnswered409: answered409,
    };
  } finally {
    uploading = false;
    for (const lane of lanes) lane.catch(() => {}); // after a failed check: its own error is the one reported
    openProvider();
    provider.gate = undefined;
    await db.destroy();
  }
}
