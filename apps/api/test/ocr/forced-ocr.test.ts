import pino from 'pino';
import { sql } from '@docent/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionPool, createOcrEngine, type ExtractionPool, type OcrEngine } from '@docent/core';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { imageOnlyPdf, textImage } from '../../../../packages/core/src/ocr/testing/scan-fixtures';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { apiLedger, bundleOf, chunksOf, form, ocrJobs, waitForDoc, words } from './ocr-support';

// POST /doc/{docid}/ocr against the real api, a real worker and real OCR.
let t: TestApi;
let worker: RunningWorker | undefined;
let payer: TestUser;
// One OCR engine for the file: workers are stopped and started to observe queued jobs, tesseract stays loaded.
let engine: OcrEngine;
let extraction: ExtractionPool;

const startOcrWorker = async () =>
  (worker = await startWorker(
    {
      db: t.db,
      pageOcr: engine.readPage,
      extraction,
      config: makeWorkerConfig({
        databaseUrl: t.database.url,
        ocr: { langs: ['eng'], langPath: null, concurrency: 2, dpi: 150 },
      }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200 },
  ));
const stopWorker = async () => {
  await worker?.stop();
  worker = undefined;
};

beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 });
  extraction = createExtractionPool({ size: 2, maxHeapMb: 512, timeoutMs: 60_000 });
  // As the worker wires it: PDF pages are rendered in the parser processes.
  engine = createOcrEngine({ concurrency: 2, dpi: 150 }, { renderPdfPage: extraction.renderPdfPage });
  payer = await t.newUser({ bundle: 100 });
});
afterEach(stopWorker);
afterAll(async () => {
  await stopWorker();
  await engine?.close();
  await extraction?.close();
  await t?.close();
});

/** A scan (two pages of PDF without a text layer, or a one-page PNG), analysed with automatic OCR by a worker that is then stopped. */
async function readyScan(user: TestUser, kind: 'pdf' | 'png' = 'pdf'): Promise<string> {
  const file =
    kind === 'pdf'
      ? {
          name: 'scan.pdf',
          type: 'application/pdf',
          content: await imageOnlyPdf([
            await textImage(['Alpha page mentions cobalt']),
            await textImage(['Beta page mentions saffron']),
          ]),
        }
      : { name: 'card.png', type: 'image/png', content: await textImage(['Gamma'], { widthIn: 2, heightIn: 1 }) };
  if (!worker) await startOcrWorker();
  const r = await user.call('/doc/upload/sync', { method: 'POST', body: form([file]) });
  expect(r.body.data[0]).toMatchObject({ ready: true, pages: kind === 'pdf' ? 2 : 1 });
  await stopWorker();
  return r.body.data[0].docid;
}

describe('POST /doc/{docid}/ocr', () => {
  it('queues one real job, charges 1 credit per page once, toggles ready false → true and replaces the page text', async () => {
    const docid = await readyScan(payer);
    const before = await bundleOf(t.db, payer.accountId);

    const first = await payer.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ queue: [expect.stringMatching(/^ocr-[0-9a-z]{16}$/)] });
    const jobId = first.body.queue[0];
    // The id is the OCR request's: the job under the document's OCR job key carries it, the Doc shows its progress.
    expect(await ocrJobs(t.db, docid)).toEqual([
      {
        id: expect.any(String),
        task_identifier: 'ocr',
        attempts: 0,
        locked_at: null,
        payload: { docid, requestId: jobId },
      },
    ]);
    expect((await payer.call(`/doc/${docid}`)).body).toMatchObject({
      ready: false,
      status: 'processing',
      ocr: { id: jobId, pages_read: 0, pages: 2 },
    });

    // A second call while it is pending: the same job, no second charge.
    const second = await payer.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ queue: [jobId] });
    expect(await ocrJobs(t.db, docid)).toHaveLength(1);
    const ledger = await apiLedger(t.db, payer.accountId);
    expect(ledger).toEqual([
      { request_id: jobId, delta_monthly: 0, delta_bundle: -2, detail: { docid, pages: 2 }, key_id: payer.keyId },
    ]);
    expect(await bundleOf(t.db, payer.accountId)).toBe(before - 2);

    // Stale text, so the test sees the job replace it.
    await t.db.updateTable('pages').set({ text: 'stale placeholder' }).where('document_id', '=', docid).execute();
    await t.db.updateTable('chunks').set({ text: 'stale placeholder' }).where('document_id', '=', docid).execute();

    await startOcrWorker();
    const done = await waitForDoc(payer, docid, (d) => d.status !== 'processing');
    expect(done).toMatchObject({ ready: true, status: 'ready', error: null, pages: 2, ocr: null });
    const page2 = (await payer.call(`/doc/${docid}/pages/2/text`)).body.data;
    expect(page2).toMatchObject({ source: 'ocr', low_confidence: false });
    expect(page2.confidence).toBeGreaterThan(70);
    expect(words(page2.text)).toEqual(expect.arrayContaining(['beta', 'page', 'mentions', 'saffron']));
    const chunks = await chunksOf(t.db, docid);
    expect(chunks.map((c) => c.page_no)).toEqual([1, 2]);
    expect(chunks.some((c) => c.text.includes('stale'))).toBe(false);
    expect(await ocrJobs(t.db, docid)).toEqual([]); // done and gone
    expect(await apiLedger(t.db, payer.accountId)).toHaveLength(1);

    // Once it has finished, a new request is a new job and a new charge.
    const again = await payer.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(again.body.queue[0]).not.toBe(jobId);
    expect(await apiLedger(t.db, payer.accountId)).toHaveLength(2);
    await waitForDoc(payer, docid, (d) => d.ready);
  }, 120_000);

  it('refunds the credits when the job finally fails, and the document keeps its earlier text', async () => {
    const docid = await readyScan(payer);
    const earlier = (await payer.call(`/doc/${docid}/pages/1/text`)).body.data.text;
    const before = await bundleOf(t.db, payer.accountId);
    // The stored bytes go bad after analysis: the OCR job cannot render them, however often it tries.
    await t.db
      .updateTable('document_blobs')
      .set({ bytes: Buffer.from('%PDF-1.4\nnot really a pdf\n') })
      .where('document_id', '=', docid)
      .execute();

    const r = await payer.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(r.status).toBe(200);
    expect(await bundleOf(t.db, payer.accountId)).toBe(before - 2);
    const { requestId } = (await ocrJobs(t.db, docid))[0].payload;

    await startOcrWorker();
    const done = await waitForDoc(payer, docid, (d) => d.status !== 'processing');
    expect(done).toMatchObject({
      ready: true,
      status: 'ready',
      error: expect.stringMatching(/^OCR failed: .*PDF.*earlier text is kept/),
    });
    expect((await payer.call(`/doc/${docid}/pages/1/text`)).body.data.text).toBe(earlier);
    const ledger = (await apiLedger(t.db, payer.accountId)).filter((e) => e.request_id?.startsWith(requestId));
    expect(ledger.map((e) => [e.request_id, e.delta_bundle])).toEqual([
      [requestId, -2],
      [`${requestId}:refund`, 2],
    ]);
    expect(await bundleOf(t.db, payer.accountId)).toBe(before);
    expect(await ocrJobs(t.db, docid)).toEqual([]);
  }, 120_000);

  it('out of credits → 402 with nothing charged, queued or changed', async () => {
    const poor = await t.newUser({ bundle: 0.5 });
    const docid = await readyScan(poor, 'png');
    const r = await poor.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ error: { message: expect.stringMatching(/credits/i) } });
    expect(await ocrJobs(t.db, docid)).toEqual([]);
    expect(await apiLedger(t.db, poor.accountId)).toEqual([]);
    expect(await bundleOf(t.db, poor.accountId)).toBe(0.5);
    expect((await poor.call(`/doc/${docid}`)).body).toMatchObject({ ready: true, status: 'ready' });
  }, 60_000);

  it('unknown or foreign docid → 404, no key → 401, a text document → 400', async () => {
    expect((await payer.call('/doc/dzzzzzzzzzzzzzzz/ocr', { method: 'POST' })).status).toBe(404);
    const docid = await readyScan(payer, 'png');
    const stranger = await t.newUser({ bundle: 100 });
    const foreign = await stranger.call(`/doc/${docid}/ocr`, { method: 'POST' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { message: expect.stringContaining(docid) } });
    const anonymous = await fetch(`${t.baseUrl}/doc/${docid}/ocr`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await ocrJobs(t.db, docid)).toEqual([]);

    await startOcrWorker();
    const txt = await payer.call('/doc/upload/sync', {
      method: 'POST',
      body: form([{ name: 'note.txt', content: Buffer.from('plain words, nothing to read'), type: 'text/plain' }]),
    });
    const textDoc = txt.body.data[0].docid;
    const refused = await payer.call(`/doc/${textDoc}/ocr`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/only PDF and image documents/);
    expect(
      await sql`select 1 from graphile_worker.jobs where key = ${`ocr:${textDoc}`}`.execute(t.db).then((r) => r.rows),
    ).toEqual([]);
  }, 60_000);
});

it('deleting a document with a pending forced OCR removes the job and gives the credits back', async () => {
  const docid = await readyScan(payer, 'png');
  const before = await bundleOf(t.db, payer.accountId);
  const r = await payer.call(`/doc/${docid}/ocr`, { method: 'POST' });
  expect(r.status).toBe(200);
  const { requestId } = (await ocrJobs(t.db, docid))[0].payload;
  expect(await bundleOf(t.db, payer.accountId)).toBe(before - 1);

  expect((await payer.call(`/doc/${docid}`, { method: 'DELETE' })).status).toBe(200);
  expect(await ocrJobs(t.db, docid)).toEqual([]);
  const ledger = (await apiLedger(t.db, payer.accountId)).filter((e) => e.request_id?.startsWith(requestId));
  expect(ledger.map((e) => [e.request_id, e.delta_bundle])).toEqual([
    [requestId, -1],
    [`${requestId}:refund`, 1],
  ]);
  expect(await bundleOf(t.db, payer.accountId)).toBe(before);
}, 60_000);
