import pino from 'pino';
import { sql } from '@docent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { searchText } from '../../../../packages/core/src/indexing/search-text';
import { imageOnlyPdf, multiPageTiff, textImage } from '../../../../packages/core/src/ocr/testing/scan-fixtures';
import { startTestApi, type TestApi } from '../../src/testing';
import { apiLedger, form, words } from './ocr-support';

// Scans uploaded as users upload them, analysed by a real worker with real OCR (tesseract.js, offline).
let t: TestApi;
let worker: RunningWorker;
beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 });
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({
        databaseUrl: t.database.url,
        ocr: { langs: ['eng'], langPath: null, concurrency: 2, dpi: 150 },
      }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const pageText = async (docid: string, page: number) =>
  (await t.alice.call(`/doc/${docid}/pages/${page}/text`)).body.data;

describe('automatic OCR during analysis', () => {
  it('a PNG, a sideways scan, an image-only PDF and a multi-page TIFF become ready with their text indexed, free', async () => {
    const png = await textImage(['Quarterly harbour report', 'Invoice 48213 due Friday']);
    const sideways = await textImage(
      ['Pelican marmalade sandwiches', 'arrive on Thursday morning', 'at the lighthouse kitchen'],
      { rotate: 90 },
    );
    const pdf = await imageOnlyPdf([
      await textImage(['Alpha page mentions cobalt']),
      await textImage(['Beta page mentions saffron']),
    ]);
    const tiff = await multiPageTiff([
      await textImage(['First frame says walrus']),
      await textImage(['Second frame says giraffe']),
    ]);

    const r = await t.alice.call('/doc/upload/sync', {
      method: 'POST',
      body: form([
        { name: 'invoice.png', content: png, type: 'image/png' },
        { name: 'sideways.png', content: sideways, type: 'image/png' },
        { name: 'scan.pdf', content: pdf, type: 'application/pdf' },
        { name: 'fax.tiff', content: tiff, type: 'image/tiff' },
      ]),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: any) => [d.name, d.ready, d.status, d.pages])).toEqual([
      ['invoice.png', true, 'ready', 1],
      ['sideways.png', true, 'ready', 1],
      ['scan.pdf', true, 'ready', 2],
      ['fax.tiff', true, 'ready', 2],
    ]);
    const [invoice, turned, scan, fax] = r.body.data.map((d: any) => d.docid);

    const one = await pageText(invoice, 1);
    expect(one).toMatchObject({ source: 'ocr', low_confidence: false });
    expect(one.confidence).toBeGreaterThan(70);
    expect(words(one.text)).toEqual(
      expect.arrayContaining(['quarterly', 'harbour', 'report', 'invoice', '48213', 'friday']),
    );

    expect(words((await pageText(turned, 1)).text)).toEqual(
      expect.arrayContaining(['pelican', 'marmalade', 'thursday', 'lighthouse']),
    );
    expect(words((await pageText(scan, 1)).text)).toEqual(expect.arrayContaining(['alpha', 'cobalt']));
    expect(words((await pageText(scan, 2)).text)).toEqual(expect.arrayContaining(['beta', 'saffron']));
    expect(words((await pageText(fax, 1)).text)).toEqual(expect.arrayContaining(['first', 'walrus']));
    expect(words((await pageText(fax, 2)).text)).toEqual(expect.arrayContaining(['second', 'giraffe']));

    // Indexed: the full-text index finds each scan by a word that exists only in its pixels (asked as a question
    // is: "harbour" is searched, and indexed, in its American spelling).
    const hits = async (word: string) =>
      (
        await sql<{ document_id: string; page_no: number }>`
          select document_id, page_no from chunks where tsv @@ plainto_tsquery('english', ${searchText(word)}) order by document_id, page_no
        `.execute(t.db)
      ).rows;
    expect(await hits('zanzibar')).toEqual([]);
    expect(await hits('harbour')).toEqual([{ document_id: invoice, page_no: 1 }]);
    expect(await hits('marmalade')).toEqual([{ document_id: turned, page_no: 1 }]);
    expect(await hits('saffron')).toEqual([{ document_id: scan, page_no: 2 }]);
    expect(await hits('giraffe')).toEqual([{ document_id: fax, page_no: 2 }]);

    // Automatic OCR is free.
    expect(await apiLedger(t.db, t.alice.accountId)).toEqual([]);
  }, 120_000);
});
