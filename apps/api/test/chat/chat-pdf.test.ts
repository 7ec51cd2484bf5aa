import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi } from '../../src/testing';
import { form } from '../ingestion/multipart';
import { makeTextPdf } from '../../../../packages/core/src/extraction/fixtures/make-pdf';

// The whole path a user takes: upload a PDF, a real worker analyses it, chat with docent-local.
let t: TestApi;
let worker: RunningWorker;
beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 });
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: pino({ level: 'silent' }) },
    { crontab: '' },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

it('docent-local answers a fact from page 2 of an uploaded PDF with PAGE!2', async () => {
  const pdf = makeTextPdf([
    ['Harbour authority yearly review.', 'This review covers shipping traffic and finances.'],
    ['Traffic. The harbour handled 4,210 container ships in 2024.', 'Most arrivals came from Rotterdam.'],
    ['Finances. Fees were unchanged for the third year.'],
  ]);
  const up = await t.alice.call('/doc/upload/sync', {
    method: 'POST',
    body: form([{ name: 'review.pdf', content: pdf, type: 'application/pdf' }]),
  });
  expect(up.status).toBe(200);
  expect(up.body.data[0]).toMatchObject({ name: 'review.pdf', ready: true, pages: 3 });
  const docid = up.body.data[0].docid;

  const r = await t.alice.call(`/doc/${docid}/chat`, {
    method: 'POST',
    json: { prompt: 'How many container ships did the harbour handle?' },
  });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('The harbour handled 4,210 container ships in 2024. PAGE!2');
}, 120_000); // analysis in a real worker: slow when the machine is busy
