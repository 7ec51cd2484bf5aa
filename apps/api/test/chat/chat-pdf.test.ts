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

it('reads a footnote apart from the running text: its marker off the word, the sentence over the page break whole', async () => {
  const pdf = makeTextPdf([
    [
      'Console input.',
      'Command lines entered at the console are limited3 to about 4095 bytes.',
      'Names of objects are often meaningful in the context of a single analysis, but it can',
      '3 some of the consoles will not allow you to enter more.',
    ],
    ['be quite hard to decide what they stand for after several analyses.', 'Other matters follow.'],
  ]);
  const up = await t.alice.call('/doc/upload/sync', {
    method: 'POST',
    body: form([{ name: 'manual.pdf', content: pdf, type: 'application/pdf' }]),
  });
  expect(up.status).toBe(200);
  const docid = up.body.data[0].docid;
  const ask = async (prompt: string) =>
    (await t.alice.call(`/doc/${docid}/chat`, { method: 'POST', json: { prompt, model: 'docent-local' } })).body;

  expect((await ask('How long may a command line entered at the console be?')).answer).toBe(
    'Command lines entered at the console are limited to about 4095 bytes. PAGE!1',
  );
  const hard = await ask('What can be hard to decide about the names of objects after several analyses?');
  expect(hard.answer).toBe(
    'Names of objects are often meaningful in the context of a single analysis, but it can be quite hard to decide ' +
      'what they stand for after several analyses. PAGE!1',
  );
  // The page's text as extracted keeps the marker and the note where they were.
  const page = await t.alice.call(`/doc/${docid}/pages/1/text`);
  expect(page.body.data.text).toContain('limited3 to about 4095 bytes');
  expect(page.body.data.text).toContain('3 some of the consoles will not allow you to enter more.');
}, 120_000); // analysis in a real worker: slow when the machine is busy
