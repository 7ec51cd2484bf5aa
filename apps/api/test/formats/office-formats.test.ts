import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi } from '../../src/testing';
import {
  makeBigXlsx,
  makeEmailWithAttachments,
  makeZipBomb,
} from '../../../../packages/core/src/extraction/fixtures/index';
import { form } from '../ingestion/multipart';

// Real files made once by LibreOffice 7.4, pandoc 2.17, Python's email package and the cfb package
// (packages/core/src/extraction/fixtures/formats/make-fixtures.sh), uploaded through the API and analysed by a real
// worker with its parser processes; chats use docent-local (no provider), which quotes table rows by column.
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/core/src/extraction/fixtures/formats/${name}`, import.meta.url));

let t: TestApi;
let worker: RunningWorker;
beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 90_000 });
  const config = makeWorkerConfig({ databaseUrl: t.database.url });
  worker = await startWorker(
    {
      db: t.db,
      // A small zip budget, so the bombs below stay small files.
      config: { ...config, analysis: { ...config.analysis, maxUnzippedBytes: 16 * 1024 * 1024 } },
      logger: pino({ level: 'silent' }),
    },
    { crontab: '' },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function upload(name: string, content: Buffer) {
  const r = await t.alice.call('/doc/upload/sync', {
    method: 'POST',
    body: form([{ name, content, type: 'application/octet-stream' }]),
  });
  expect(r.status).toBe(200);
  return r.body.data[0];
}
const pageText = async (docid: string, page: number) =>
  (await t.alice.call(`/doc/${docid}/pages/${page}/text`)).body.data.text as string;
const chat = async (docid: string, prompt: string) =>
  (await t.alice.call(`/doc/${docid}/chat`, { method: 'POST', json: { prompt } })).body;

const REVENUE = 'What was the Q3 revenue in EMEA?';
const STEEP = 'What is the steep time of Sencha?';
// [file, type, pages, page holding the table, a row of it, question, words of the answer]
const CASES: Array<[string, string, number, number, string, string | null, string]> = [
  [
    'deck.pptx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    3,
    2,
    '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 |',
    REVENUE,
    'Q3: 5.2',
  ],
  [
    'deck.odp',
    'application/vnd.oasis.opendocument.presentation',
    3,
    2,
    '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 |',
    REVENUE,
    'Q3: 5.2',
  ],
  [
    'workbook.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    2,
    1,
    '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |',
    REVENUE,
    'Q3: 5.2',
  ],
  ['workbook.xls', 'application/vnd.ms-excel', 2, 1, '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |', REVENUE, 'Q3: 5.2'],
  [
    'workbook.ods',
    'application/vnd.oasis.opendocument.spreadsheet',
    2,
    1,
    '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |',
    REVENUE,
    'Q3: 5.2',
  ],
  ['workbook.csv', 'text/csv', 1, 1, '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |', REVENUE, 'Q3: 5.2'],
  [
    'guide.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    2,
    1,
    '| Sencha | Japan | 2 | 75 |',
    STEEP,
    'Steep time (min): 2',
  ],
  [
    'guide.odt',
    'application/vnd.oasis.opendocument.text',
    2,
    1,
    '| Sencha | Japan | 2 | 75 |',
    STEEP,
    'Steep time (min): 2',
  ],
  ['guide.rtf', 'application/rtf', 2, 1, '| Sencha | Japan | 2 | 75 |', STEEP, 'Steep time (min): 2'],
  ['guide.epub', 'application/epub+zip', 3, 2, '| Sencha | Japan | 2 | 75 |', STEEP, 'Steep time (min): 2'],
  ['forwarded-report.eml', 'message/rfc822', 5, 4, '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |', REVENUE, 'Q3: 5.2'],
  ['catalog.xml', 'application/xml', 1, 1, 'product[@sku=TEA-SEN-100]/price: 12.50', null, ''],
  [
    'memo-with-attachments.msg',
    'application/vnd.ms-outlook',
    4,
    3,
    '| EMEA | 4.1 | 4.3 | 5.2 | 5.9 | 19.5 |',
    REVENUE,
    'Q3: 5.2',
  ],
];

describe('every office format through the API', { timeout: 180_000 }, () => {
  it.each(CASES)(
    '%s: ready as %s with %i pages; the table row on its page; chat quotes it with the page',
    async (name, mime, pages, page, row, question, answer) => {
      // Named .bin: the type comes from the bytes.
      const doc = await upload(name.replace(/\.\w+$/, '.bin'), fixture(name));
      expect(doc).toMatchObject({ ready: true, status: 'ready', pages, type: mime, error: null });
      expect(await pageText(doc.docid, page)).toContain(row);
      if (!question) return;
      const reply = await chat(doc.docid, question);
      const line = reply.answer.split('\n').find((l: string) => l.includes(answer));
      expect(line, reply.answer).toBeDefined();
      expect(line).toMatch(new RegExp(`PAGE!${page}$`));
    },
  );

  it('Markdown: read as its reader sees it (its title, its table); chat quotes the row with the page', async () => {
    // The pandoc Markdown the other text fixtures were made from (sources/guide.md), uploaded as it is.
    const doc = await upload('guide.bin', fixture('sources/guide.md'));
    expect(doc).toMatchObject({ ready: true, status: 'ready', pages: 1, type: 'text/markdown', error: null });
    const text = await pageText(doc.docid, 1);
    expect(text.startsWith('# A Field Guide to Tea\n\n# Growing regions\n\nTea grows best on high, wet slopes.')).toBe(
      true,
    );
    expect(text).toContain('| Sencha | Japan | 2 | 75 |');
    expect(text).not.toContain('author: Docent fixtures');
    const reply = await chat(doc.docid, STEEP);
    const line = reply.answer.split('\n').find((l: string) => l.includes('Steep time (min): 2'));
    expect(line, reply.answer).toMatch(/PAGE!1$/);
  });

  it('a CSV as Debian ships it (rows shorter than its header) is a table; a row is found by its version or name', async () => {
    const doc = await upload('debian.csv', fixture('debian-releases.csv'));
    expect(doc).toMatchObject({ ready: true, status: 'ready', pages: 1, type: 'text/csv', error: null });
    expect(await pageText(doc.docid, 1)).toContain('| 12 | Bookworm | bookworm | 2021-08-14 | 2023-06-10 |');
    // "Debian" is only the file's name; "12" is a version, not the month and day of "1996-12-12" (Rex's row).
    const codename = await chat(doc.docid, 'What is the codename of Debian 12?');
    expect(codename.answer).toMatch(/^version: 12; codename: Bookworm; .* PAGE!1$/);
    expect(codename.answer).not.toContain('Rex');
    // Asked by its codename with the file's name, in everyday words ("come out": release).
    const released = await chat(doc.docid, 'When did Debian Bookworm come out?');
    expect(released.answer.split('\n')[0]).toMatch(/^version: 12; codename: Bookworm; .*release: 2023-06-10/);
    // "end of life" is the table's "eol".
    const eol = await chat(doc.docid, 'When does Debian 11 reach end of life?');
    expect(eol.answer).toMatch(/version: 11; codename: Bullseye; .*eol: 2024-08-14/);
  });

  it('an e-mail names its attachments and reads them as its own pages', async () => {
    const doc = await upload('mail.eml', fixture('forwarded-report.eml'));
    expect(await pageText(doc.docid, 1)).toMatch(
      /^From: Maria Jensen .*\nTo: Finance Team .*\nCc: .*\nDate: 2024-10-07 09:30 UTC\nSubject: Fwd: Q3 figures/s,
    );
    expect(await pageText(doc.docid, 2)).toMatch(/^# Attachment 1: tea-guide\.pdf\n\nA Field Guide to Tea/);
    expect(await pageText(doc.docid, 4)).toMatch(/^# Attachment 2: workbook\.xlsx\n\n# Revenue\n/);
    expect(await pageText(doc.docid, 5)).toContain('| 2024-03-31 | Lyon | 1240 |');
  });

  it('an Outlook message names its attachments and reads them as its own pages, a scanned one by OCR', async () => {
    const doc = await upload('memo.msg', fixture('memo-with-attachments.msg'));
    expect(doc).toMatchObject({ ready: true, pages: 4, type: 'application/vnd.ms-outlook' });
    const first = await pageText(doc.docid, 1);
    expect(first).toMatch(
      /^From: Maria Jensen .*\nTo: Finance Team .*\nCc: Lars Berg .*\nDate: 2024-10-09 14:05 UTC\n/,
    );
    expect(first).toContain('\nSubject: Oslo lease and the revenue table\n');
    expect(first).toContain('\nAttachments: oslo-lease.txt, workbook.csv, keys-receipt.png\n\nHello all,');
    expect(await pageText(doc.docid, 2)).toMatch(/^# Attachment 1: oslo-lease\.txt\n\nLease of the Oslo office\n/);
    expect(await pageText(doc.docid, 3)).toMatch(/^# Attachment 2: workbook\.csv\n\n\| Region \| Q1 /);
    const scan = await pageText(doc.docid, 4);
    expect(scan).toMatch(/^# Attachment 3: keys-receipt\.png\n\nReceipt for keys\n/);
    expect(scan).toContain('Four keys handed over on 28 February 2025');
  });
});

describe('hostile files fail that document with a clear error, never the worker', { timeout: 180_000 }, () => {
  it.each([
    ['bomb.pptx', () => makeZipBomb('pptx', 64), 'PPTX unpacks to more than 16 MB (decompression bomb?); refused'],
    ['bomb.xlsx', () => makeZipBomb('xlsx', 64), 'XLSX unpacks to more than 16 MB (decompression bomb?); refused'],
    ['bomb.epub', () => makeZipBomb('epub', 64), 'EPUB unpacks to more than 16 MB (decompression bomb?); refused'],
    [
      'million.xlsx',
      () => makeBigXlsx(1000, 1000),
      'XLSX spreadsheet has more than 500,000 cells; the limit is 500,000 cells per document',
    ],
    [
      'many.eml',
      () => makeEmailWithAttachments(500),
      'e-mail has 500 attachments; the limit is 100 attachments per message',
    ],
    ['cut.pptx', () => fixture('deck.pptx').subarray(0, 9000), /^corrupt ZIP-based document: /],
    [
      'cut.xls',
      () => fixture('workbook.xls').subarray(0, 3000),
      /^corrupt file: a damaged Office 97–2003 \(OLE2\) container/,
    ],
    ['cut.xml', () => fixture('catalog.xml').subarray(0, 300), /^corrupt XML file: /],
  ] as const)('%s', async (name, make, message) => {
    const doc = await upload(name, make());
    expect(doc).toMatchObject({ ready: false, status: 'failed' });
    expect(doc.error).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
    );
    // The same worker reads the next document.
    expect(await upload('after.csv', fixture('workbook.csv'))).toMatchObject({ ready: true, pages: 1 });
  });
});
