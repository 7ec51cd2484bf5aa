import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createExtractionPool, createOcrEngine, type ExtractionPool, type OcrEngine } from '@docent/core';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { imageOnlyPdf, textImage } from '../../../../packages/core/src/ocr/testing/scan-fixtures';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { apiLedger, chunksOf, form, ocrJobs, waitForDoc, words } from './ocr-support';

// At-least-once: a worker killed (SIGKILL) in the middle of a forced OCR leaves its job locked; after a
// restart the job is released, runs again and leaves exactly one set of pages and chunks.
let t: TestApi;
let engine: OcrEngine;
let extraction: ExtractionPool;
let user: TestUser;
let worker: RunningWorker | undefined;
let child: ChildProcess | undefined;

const start = (options: { crashSweepMs?: number } = {}) =>
  startWorker(
    {
      db: t.db,
      pageOcr: engine.readPage,
      extraction,
      config: makeWorkerConfig({ databaseUrl: t.database.url }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200, ...options },
  );

beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 });
  extraction = createExtractionPool({ size: 2, maxHeapMb: 512, timeoutMs: 60_000 });
  // As the worker wires it: PDF pages are rendered in the parser processes.
  engine = createOcrEngine({ concurrency: 2, dpi: 150 }, { renderPdfPage: extraction.renderPdfPage });
  user = await t.newUser({ bundle: 10 });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await engine?.close();
  await extraction?.close();
  await t?.close();
});

/** The child worker and a promise per line it prints ("worker started", "held page"). */
function startChildWorker(): Promise<{ proc: ChildProcess; printed: (line: string) => Promise<void> }> {
  const script = fileURLToPath(new URL('./ocr-worker-process.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: t.database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(line) && resolve();
      check();
      proc.stdout!.on('data', check);
      proc.once('exit', (code) => reject(new Error(`child worker exited with ${code} before "${line}"`)));
    });
  return printed('worker started').then(() => ({ proc, printed }));
}

it('a worker killed mid-OCR: after a restart the job completes, with no duplicate pages or chunks and one charge', async () => {
  const pdf = await imageOnlyPdf([
    await textImage(['Alpha page mentions cobalt', 'and the northern quarry', 'beside the old mill']),
    await textImage(['Beta page mentions saffron', 'and the southern harbour', 'under the clock tower']),
  ]);
  worker = await start();
  const up = await user.call('/doc/upload/sync', {
    method: 'POST',
    body: form([{ name: 'scan.pdf', content: pdf, type: 'application/pdf' }]),
  });
  const docid = up.body.data[0].docid;
  expect(up.body.data[0]).toMatchObject({ ready: true, pages: 2 });
  await worker.stop();
  worker = undefined;
  await t.db.updateTable('pages').set({ text: 'stale placeholder' }).where('document_id', '=', docid).execute();

  const r = await user.call(`/doc/${docid}/ocr`, { method: 'POST' });
  expect(r.status).toBe(200);
  const [jobId] = r.body.queue;

  const started = await startChildWorker();
  child = started.proc;
  // It takes the job, renders and reads a page, and is held there; then it is killed without any chance to clean up.
  await started.printed('held page');
  // The first page went through: its progress shows on the Doc (written right after it was read).
  for (
    let doc = (await user.call(`/doc/${docid}`)).body;
    doc.ocr?.pages_read !== 1;
    doc = (await user.call(`/doc/${docid}`)).body
  ) {
    expect(doc.ocr).toMatchObject({ id: jobId, pages: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const locked = (await ocrJobs(t.db, docid)).find((j) => j.locked_at);
  expect(locked?.payload.requestId).toBe(jobId);
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  child = undefined;
  // It got one page read before it died: the Doc shows that progress.
  expect((await user.call(`/doc/${docid}`)).body).toMatchObject({
    ready: false,
    status: 'processing',
    ocr: { id: jobId, pages_read: 1, pages: 2 },
  });
  expect((await ocrJobs(t.db, docid))[0]).toMatchObject({
    payload: { requestId: jobId },
    attempts: 1,
    locked_at: expect.any(Date),
  });

  // A new worker releases the dead worker's job (crash recovery) and runs it again.
  worker = await start({ crashSweepMs: 500 });
  const done = await waitForDoc(user, docid, (d) => d.status !== 'processing', 90_000);
  expect(done).toMatchObject({ ready: true, status: 'ready', error: null, pages: 2 });

  const pages = await t.db
    .selectFrom('pages')
    .select(['page_no', 'text', 'source'])
    .where('document_id', '=', docid)
    .orderBy('page_no')
    .execute();
  expect(pages.map((p) => [p.page_no, p.source])).toEqual([
    [1, 'ocr'],
    [2, 'ocr'],
  ]);
  expect(words(pages[0].text)).toEqual(expect.arrayContaining(['alpha', 'cobalt', 'quarry', 'mill']));
  expect(words(pages[1].text)).toEqual(expect.arrayContaining(['beta', 'saffron', 'harbour', 'clock']));
  const chunks = await chunksOf(t.db, docid);
  expect(chunks.map((c) => c.ord)).toEqual(chunks.map((_, i) => i));
  expect(chunks.map((c) => c.page_no)).toEqual([1, 2]); // one chunk per short page, no copies
  expect(chunks.some((c) => c.text.includes('stale'))).toBe(false);
  expect((await apiLedger(t.db, user.accountId)).map((e) => e.delta_bundle)).toEqual([-2]); // charged once, not refunded
  expect(await ocrJobs(t.db, docid)).toEqual([]);
}, 180_000);
