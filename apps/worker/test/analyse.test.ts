import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseJob, analyseJobKey, createAccountKey, createStoredDocument, enqueueJob } from '@docent/core';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { makeWorkerConfig } from '../src/config';
import { startWorker, type RunningWorker } from '../src/worker';
import { makeDocx, makePng, makeTextPdf } from '../../../packages/core/src/extraction/fixtures/index';
import { listenForDocuments } from './support/document-done';

// Parser processes start (and load pdfjs) in seconds on a quiet machine, far longer on a loaded one.
vi.setConfig({ testTimeout: 120_000 });

let t: TestDatabase;
let worker: RunningWorker;
let listener: Awaited<ReturnType<typeof listenForDocuments>>;
let actor: { accountId: string; keyId: string };

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createAccountKey(t.db, { name: 'analysis' });
  actor = { accountId: created.accountId, keyId: created.keyId };
  listener = await listenForDocuments(t.url);
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.url }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 100 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await listener?.close();
  await t?.drop();
});

const add = (name: string, bytes: Buffer) => createStoredDocument(t.db, { ...actor, workspace: 0, name, bytes });

const documentRow = (docid: string) =>
  t.db
    .selectFrom('documents')
    .select(['status', 'error', 'pages', 'mime_type', 'ready_at'])
    .where('id', '=', docid)
    .executeTakeFirstOrThrow();
const pageRows = (docid: string) =>
  t.db
    .selectFrom('pages')
    .select(['page_no', 'text', 'source'])
    .where('document_id', '=', docid)
    .orderBy('page_no')
    .execute();
const chunkRows = (docid: string) =>
  t.db
    .selectFrom('chunks')
    .select(['page_no', 'ord', 'text', 'tokens', 'account_id'])
    .where('document_id', '=', docid)
    .orderBy('ord')
    .execute();
const search = async (docid: string, query: string) =>
  (
    await sql<{
      page_no: number;
    }>`select page_no from chunks where document_id = ${docid} and tsv @@ websearch_to_tsquery('english', ${query}) order by page_no`.execute(
      t.db,
    )
  ).rows.map((r) => r.page_no);

async function analysed(name: string, bytes: Buffer) {
  const doc = await add(name, bytes);
  expect(doc.ready).toBe(false);
  await listener.done(doc.docid);
  return { docid: doc.docid, row: await documentRow(doc.docid) };
}

describe('the analyse task on real files', () => {
  it('turns a multi-page text PDF into pages and searchable chunks, announces it, and marks it ready', async () => {
    const pdf = makeTextPdf([
      ['Quarterly report.', 'The aardvark population grew by twelve percent this quarter.'],
      ['Page two covers the zebra migration along the northern river.'],
      Array.from(
        { length: 40 },
        (_, i) => `Line ${i} of page three discusses budget allocation for the giraffe enclosure.`,
      ),
    ]);
    // The name lies about the type: detection goes by the bytes.
    const { docid, row } = await analysed('report.txt', pdf);
    expect(row).toMatchObject({ status: 'ready', error: null, pages: 3, mime_type: 'application/pdf' });
    expect(row.ready_at).toBeInstanceOf(Date);
    const pages = await pageRows(docid);
    expect(pages.map((p) => [p.page_no, p.source])).toEqual([
      [1, 'text'],
      [2, 'text'],
      [3, 'text'],
    ]);
    expect(pages[1].text).toBe('Page two covers the zebra migration along the northern river.');
    expect(await search(docid, 'aardvark')).toEqual([1]);
    expect(await search(docid, 'zebra migration')).toEqual([2]);
    const chunks = await chunkRows(docid);
    expect(chunks.filter((c) => c.page_no === 3).length).toBeGreaterThan(1); // long page: several overlapping chunks
    expect(chunks.every((c) => c.account_id === actor.accountId && c.tokens > 0)).toBe(true);
  });

  it('reads a DOCX with a page break', async () => {
    const { docid, row } = await analysed(
      'memo.docx',
      makeDocx([['Memo: the lighthouse keeper retires.'], ['Second page: a new keeper arrives in spring.']]),
    );
    expect(row).toMatchObject({
      status: 'ready',
      pages: 2,
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await search(docid, 'lighthouse')).toEqual([1]);
    expect(await search(docid, 'spring keeper')).toEqual([2]);
  });

  it('indexes the visible text of HTML and never the script', async () => {
    const html = Buffer.from(`<!doctype html><html><head><title>Docs</title>
      <script>window.analytics = "xylophonemarker";</script><style>body { font-family: quokkamarker; }</style></head>
      <body><h1>Orchard guide</h1><p>Apple trees need pruning in late winter.</p>
      <script>document.write("xylophonemarker")</script></body></html>`);
    const { docid, row } = await analysed('page.html', html);
    expect(row).toMatchObject({ status: 'ready', pages: 1, mime_type: 'text/html' });
    expect(await search(docid, 'pruning')).toEqual([1]);
    expect(await search(docid, 'xylophonemarker')).toEqual([]);
    expect(await search(docid, 'quokkamarker')).toEqual([]);
    const [page] = await pageRows(docid);
    expect(page.text).not.toMatch(/marker/);
  });

  it('reads a plain text file', async () => {
    const { docid, row } = await analysed('notes', Buffer.from('Shopping list:\nflour, eggs, saffron\n'));
    expect(row).toMatchObject({ status: 'ready', pages: 1, mime_type: 'text/plain' });
    expect(await search(docid, 'saffron')).toEqual([1]);
  });

  it('records a PNG as an image page (OCR reads it when the worker has an engine)', async () => {
    const png = makePng(64, 32);
    const { docid, row } = await analysed('scan.png', png);
    expect(row).toMatchObject({ status: 'ready', error: null, pages: 1, mime_type: 'image/png' });
    const [page] = await pageRows(docid);
    expect(page.page_no).toBe(1);
    expect(['image', 'ocr']).toContain(page.source);
    expect(page.text.trim()).toBe(''); // a blank image has nothing to read
  });
});

describe('failures', () => {
  it('fails a corrupt PDF with a clear message at once, and the worker goes on', async () => {
    const { docid, row } = await analysed(
      'broken.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref\n%%EOF\n'),
    );
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/^corrupt PDF|^PDF could not be read/);
    expect(row.pages).toBeNull();
    expect(await chunkRows(docid)).toEqual([]);
    // Permanent: no retry is scheduled. The job completes just after the NOTIFY, so wait for its row to go: a
    // scheduled retry would keep it (with a later run_at) past the deadline.
    const deadline = Date.now() + 15_000;
    let jobs: unknown[];
    do {
      jobs = (await sql`select 1 from graphile_worker.jobs where key = ${analyseJobKey(docid)}`.execute(t.db)).rows;
      if (jobs.length > 0) await new Promise((r) => setTimeout(r, 50));
    } while (jobs.length > 0 && Date.now() < deadline);
    expect(jobs).toEqual([]);
    const after = await analysed('after.txt', Buffer.from('the worker is still healthy'));
    expect(after.row.status).toBe('ready');
  });

  it('fails binary junk with a clear message', async () => {
    const junk = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    const { row } = await analysed('data.txt', junk);
    expect(row).toMatchObject({ status: 'failed', pages: null });
    expect(row.error).toMatch(/^unsupported file type: binary data/);
  });

  it('finishes quietly when the document no longer exists', async () => {
    const docid = 'd0000000000gone0';
    await enqueueJob(t.db, analyseJob, { docid }, { jobKey: analyseJobKey(docid) });
    const deadline = Date.now() + 15_000;
    let rows: unknown[] = [];
    do {
      await new Promise((r) => setTimeout(r, 100));
      rows = (
        await sql`select attempts, last_error from graphile_worker.jobs where key = ${analyseJobKey(docid)}`.execute(
          t.db,
        )
      ).rows;
    } while (rows.length > 0 && Date.now() < deadline);
    expect(rows).toEqual([]); // completed on the first attempt: no error, no retry
  });
});

describe('re-running and states', () => {
  it('gives the same rows when the analysis runs again for the same document', async () => {
    const text = Array.from(
      { length: 30 },
      (_, i) => `Paragraph ${i}: rivers, valleys and the long history of the canal trade.`,
    ).join('\n\n');
    const { docid } = await analysed('history.txt', Buffer.from(`${text}\f${text}`));
    const first = await chunkRows(docid);
    const firstPages = await pageRows(docid);
    expect(first.length).toBeGreaterThan(2);
    listener.reset(docid);
    await enqueueJob(t.db, analyseJob, { docid }, { jobKey: analyseJobKey(docid) });
    await listener.done(docid);
    expect(await chunkRows(docid)).toEqual(first);
    expect(await pageRows(docid)).toEqual(firstPages);
    const dupes = await sql<{ n: number }>`
      select count(*)::int as n from (select page_no, text from chunks where document_id = ${docid} group by 1, 2 having count(*) > 1) d`.execute(
      t.db,
    );
    expect(dupes.rows[0].n).toBe(0);
  });

  it('moves queued → processing → ready, with ready exactly when status is ready', async () => {
    await worker.stop();
    const pdf = makeTextPdf(
      Array.from({ length: 600 }, (_, i) => [`Page ${i + 1}: a long ledger of harbour tolls and ferry fares.`]),
    );
    const doc = await add('ledger.pdf', pdf);
    expect((await documentRow(doc.docid)).status).toBe('queued');
    const seen = new Set<string>();
    worker = await startWorker(
      { db: t.db, config: makeWorkerConfig({ databaseUrl: t.url }), logger: pino({ level: 'silent' }) },
      { crontab: '', pollInterval: 100 },
    );
    const done = listener.done(doc.docid, 60_000);
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      seen.add((await documentRow(doc.docid)).status);
      await new Promise((r) => setTimeout(r, 20));
    }
    await done;
    expect(seen.has('processing')).toBe(true);
    const row = await documentRow(doc.docid);
    expect(row).toMatchObject({ status: 'ready', pages: 600 });
  }, 90_000);
});
