import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { createStoredDocument } from '../documents/create-stored-document';
import { createExtractionPool } from '../extraction/extraction-pool';
import type { ExtractionLimits } from '../extraction/extraction-types';
import { makePng, makeTextPdf } from '../extraction/fixtures/index';
import { reindexDocuments } from '../indexing/reindex-documents';
import { analyseDocument, type AnalyseDependencies } from './analyse-document';
import type { PageOcr } from './page-ocr';

// Parser processes start (and load pdfjs) in seconds on a quiet machine, far longer on a loaded one.
vi.setConfig({ testTimeout: 120_000 });

// These tests drive the use case with real parsing and a real database. The OCR engine itself is the OCR
// capability's (tested there with tesseract); here a scripted engine checks what the analysis asks of the
// PageOcr hook and what it stores from the answers.
type OcrCall = Parameters<PageOcr>[0];

let t: TestDatabase;
let actor: { accountId: string; keyId: string };
const pool = createExtractionPool({ size: 1, maxHeapMb: 256, timeoutMs: 120_000, warm: true });
const limits: ExtractionLimits = { maxPages: 10, maxUnzippedBytes: 8 * 1024 * 1024 };
const deps = (extra: Partial<AnalyseDependencies> = {}): AnalyseDependencies => ({
  extractPages: pool.extractPages,
  limits,
  ...extra,
});

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createAccountKey(t.db, { name: 'analysis' });
  actor = { accountId: created.accountId, keyId: created.keyId };
});
afterAll(async () => {
  await pool.close();
  await t?.drop();
});

const add = async (bytes: Buffer) =>
  (await createStoredDocument(t.db, { ...actor, workspace: 0, name: 'file', bytes })).docid;
const row = (docid: string) =>
  t.db
    .selectFrom('documents')
    .select(['status', 'error', 'pages', 'mime_type'])
    .where('id', '=', docid)
    .executeTakeFirstOrThrow();
const pages = (docid: string) =>
  t.db
    .selectFrom('pages')
    .select(['page_no', 'text', 'source', 'ocr_confidence', 'low_confidence'])
    .where('document_id', '=', docid)
    .orderBy('page_no')
    .execute();
const chunkCount = async (docid: string) =>
  (await t.db.selectFrom('chunks').select('id').where('document_id', '=', docid).execute()).length;

const scanPdf = () => makeTextPdf([['A page with a real text layer, long enough to keep.'], null, null]);

describe('pages without a text layer', () => {
  it("are OCR'd through the hook when there is an engine, with confidence stored and low confidence flagged", async () => {
    const docid = await add(scanPdf());
    const calls: OcrCall[] = [];
    const ocr: PageOcr = async (input) => {
      calls.push(input);
      const pageNo = input.kind === 'pdf-page' ? input.pageNo : 0;
      return pageNo === 2
        ? { text: '  Scanned invoice from the harbour master  ', confidence: 91.5 }
        : { text: 'smudged words', confidence: 22 };
    };
    const result = await analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ ocr }));
    expect(result).toMatchObject({ outcome: 'ready', pages: 3, mime: 'application/pdf' });
    expect(calls.map((c) => (c.kind === 'pdf-page' ? c.pageNo : -1)).sort()).toEqual([2, 3]);
    expect(calls.every((c) => c.kind === 'pdf-page' && c.pdf.length > 100)).toBe(true);
    expect(await pages(docid)).toEqual([
      {
        page_no: 1,
        text: 'A page with a real text layer, long enough to keep.',
        source: 'text',
        ocr_confidence: null,
        low_confidence: false,
      },
      {
        page_no: 2,
        text: 'Scanned invoice from the harbour master',
        source: 'ocr',
        ocr_confidence: 91.5,
        low_confidence: false,
      },
      { page_no: 3, text: 'smudged words', source: 'ocr', ocr_confidence: 22, low_confidence: true },
    ]);
    expect(await row(docid)).toMatchObject({ status: 'ready', error: null, pages: 3 });
  });

  it('are stored as empty (PDF) or image pages when there is no engine', async () => {
    const pdfDoc = await add(scanPdf());
    await analyseDocument(t.db, { docid: pdfDoc, isLastAttempt: false }, deps());
    expect((await pages(pdfDoc)).map((p) => [p.page_no, p.source, p.text === ''])).toEqual([
      [1, 'text', false],
      [2, 'empty', true],
      [3, 'empty', true],
    ]);
    const pngDoc = await add(makePng(40, 20));
    expect(await analyseDocument(t.db, { docid: pngDoc, isLastAttempt: false }, deps())).toMatchObject({
      outcome: 'ready',
      pages: 1,
      mime: 'image/png',
    });
    expect((await pages(pngDoc)).map((p) => [p.page_no, p.source])).toEqual([[1, 'image']]);
  });

  it('hands an image file to the engine as frame 0 of its bytes', async () => {
    const png = makePng(40, 20);
    const docid = await add(png);
    const calls: OcrCall[] = [];
    await analyseDocument(
      t.db,
      { docid, isLastAttempt: false },
      deps({ ocr: async (input) => (calls.push(input), { text: 'ROAD SIGN', confidence: 80 }) }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: 'image', frame: 0 });
    expect(Buffer.from((calls[0] as { bytes: Uint8Array }).bytes).equals(png)).toBe(true);
    expect(await pages(docid)).toMatchObject([{ page_no: 1, text: 'ROAD SIGN', source: 'ocr' }]);
  });
});

describe('failures', () => {
  it('an OCR error is retried, and fails the document only on the last attempt', async () => {
    const docid = await add(scanPdf());
    const broken: PageOcr = async () => {
      throw new Error('engine exploded');
    };
    await expect(analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ ocr: broken }))).rejects.toThrow(
      'OCR failed on page 2: engine exploded',
    );
    expect((await row(docid)).status).toBe('processing');
    const last = await analyseDocument(t.db, { docid, isLastAttempt: true }, deps({ ocr: broken }));
    expect(last).toEqual({
      outcome: 'failed',
      error: 'analysis failed after all retries: OCR failed on page 2: engine exploded',
    });
    expect(await row(docid)).toMatchObject({
      status: 'failed',
      error: last.outcome === 'failed' ? last.error : '',
      pages: null,
      mime_type: 'application/pdf',
    });
  });

  it('a rejected document fails at once, and drops the text of an earlier analysis', async () => {
    const docid = await add(Buffer.from('first version of the text'));
    await analyseDocument(t.db, { docid, isLastAttempt: false }, deps());
    expect(await chunkCount(docid)).toBe(1);
    // Same document, now analysed under a limit it exceeds.
    const result = await analyseDocument(
      t.db,
      { docid, isLastAttempt: false },
      deps({ limits: { ...limits, maxPages: 0 } }),
    );
    expect(result).toEqual({
      outcome: 'failed',
      error: 'document has more than 0 pages; the limit is 0 pages per document',
    });
    expect(await row(docid)).toMatchObject({ status: 'failed', pages: null });
    expect(await chunkCount(docid)).toBe(0);
    expect(await pages(docid)).toEqual([]);
  });

  it('an over-long PDF fails with the page limit in the message', async () => {
    const docid = await add(makeTextPdf(Array.from({ length: 11 }, (_, i) => [`page ${i}`])));
    expect(await analyseDocument(t.db, { docid, isLastAttempt: false }, deps())).toEqual({
      outcome: 'failed',
      error: 'PDF has 11 pages; the limit is 10 pages per document',
    });
  });

  it('an infrastructure error is thrown for a retry, and only the last attempt records it', async () => {
    const docid = await add(Buffer.from('hello'));
    const down = async () => {
      throw new Error('parser pool unavailable');
    };
    await expect(analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ extractPages: down }))).rejects.toThrow(
      'parser pool unavailable',
    );
    expect(await analyseDocument(t.db, { docid, isLastAttempt: true }, deps({ extractPages: down }))).toEqual({
      outcome: 'failed',
      error: 'analysis failed after all retries: parser pool unavailable',
    });
  });

  it('a document that is gone is not an error', async () => {
    expect(await analyseDocument(t.db, { docid: 'd00000000000none', isLastAttempt: false }, deps())).toEqual({
      outcome: 'missing',
    });
  });
});

describe('a long PDF, written a page range at a time', () => {
  const longLimits: ExtractionLimits = { ...limits, maxPages: 10_000 };
  const manual = (n: number) =>
    makeTextPdf(
      Array.from({ length: n }, (_, i) => [
        `Section ${i + 1}.`,
        `The harbour tolls of page ${i + 1} are set by the master.`,
      ]),
    );
  const chunkOrder = (docid: string) =>
    t.db
      .selectFrom('chunks')
      .select(['page_no', 'ord', 'tokens'])
      .where('document_id', '=', docid)
      .orderBy('ord')
      .execute();

  it('ends ready with every page, its chunks numbered in page order, and the totals of all its ranges', async () => {
    const docid = await add(manual(450));
    const result = await analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ limits: longLimits }));
    expect(result).toMatchObject({ outcome: 'ready', pages: 450, mime: 'application/pdf' });
    expect(await row(docid)).toMatchObject({ status: 'ready', pages: 450 });
    const stored = await pages(docid);
    expect(stored.map((p) => p.page_no)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    expect(stored[449].text).toBe('Section 450.\nThe harbour tolls of page 450 are set by the master.');
    const chunks = await chunkOrder(docid);
    expect(chunks.map((c) => c.ord)).toEqual(chunks.map((_, i) => i));
    expect(chunks.map((c) => c.page_no)).toEqual([...chunks.map((c) => c.page_no)].sort((a, b) => a - b));
    const totals = await t.db
      .selectFrom('documents')
      .select(['chunk_count', 'text_tokens'])
      .where('id', '=', docid)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ chunk_count: chunks.length, text_tokens: chunks.reduce((n, c) => n + c.tokens, 0) });

    // At least once: a second run leaves exactly the same text, not twice as much.
    expect(await analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ limits: longLimits }))).toEqual(result);
    expect(await chunkOrder(docid)).toEqual(chunks);
  });

  it('is cut into the same units whatever the number of parsers, and again by a reindex', async () => {
    // Each page's last sentence runs over onto the next: where the text is reflowed in pieces, one is cut in two.
    // (Words vary from page to page, so that no line repeats as a running header would.)
    const words = ['harbour', 'ferry', 'pier', 'crane', 'tide', 'buoy', 'dock', 'mast', 'hull', 'quay', 'keel'];
    const word = (i: number, k: number) => words[(i * k + k) % words.length];
    const runOn = makeTextPdf(
      Array.from({ length: 300 }, (_, i) => [
        `${word(i, 3)} keeper ${i}, who reads them aloud.`,
        `On page ${i + 1} the ${word(i, 5)} tolls and the ${word(i, 7)} fees are set by the`,
      ]),
    );
    const unitsOf = (docid: string) =>
      t.db
        .selectFrom('chunks')
        .select(['page_no', 'ord', 'text', 'heading', 'tokens'])
        .where('document_id', '=', docid)
        .orderBy('ord')
        .execute();
    // One parser reads pages 1–200 and 201–300; two read 1–150 and 151–300 side by side.
    const one = await add(runOn);
    expect(
      await analyseDocument(t.db, { docid: one, isLastAttempt: false }, deps({ limits: longLimits })),
    ).toMatchObject({ outcome: 'ready', pages: 300 });
    const twoParsers = createExtractionPool({ size: 2, maxHeapMb: 256, timeoutMs: 120_000, warm: false });
    const two = await add(runOn);
    try {
      await analyseDocument(
        t.db,
        { docid: two, isLastAttempt: false },
        deps({ limits: longLimits, extractPages: twoParsers.extractPages }),
      );
    } finally {
      await twoParsers.close();
    }
    const units = await unitsOf(one);
    expect(await unitsOf(two)).toEqual(units);
    // The sentence over the break between pages 150 and 151 is whole, on page 150.
    const page150 = units
      .filter((u) => u.page_no === 150)
      .map((u) => u.text)
      .join(' ');
    expect(page150).toContain(
      `On page 150 the ${word(149, 5)} tolls and the ${word(149, 7)} fees are set by the ${word(150, 3)} keeper 150, who reads them aloud.`,
    );
    await reindexDocuments(t.db, { accountId: actor.accountId, rechunk: true, embed: false });
    expect(await unitsOf(one)).toEqual(units);
  });

  it('that fails after its first ranges are written leaves no text behind once it fails for good', async () => {
    const docid = await add(manual(450));
    let handed = 0;
    // The real parsers, but the connection to them breaks after two ranges (as when the worker loses them).
    const breaksMidway: AnalyseDependencies['extractPages'] = (bytes, l, onPages) =>
      pool.extractPages(bytes, l, async (part) => {
        if (++handed > 2) throw new Error('parser connection lost');
        await onPages(part);
      });
    await expect(
      analyseDocument(t.db, { docid, isLastAttempt: false }, deps({ limits: longLimits, extractPages: breaksMidway })),
    ).rejects.toThrow('parser connection lost');
    expect(await row(docid)).toMatchObject({ status: 'processing' });
    handed = 0;
    expect(
      await analyseDocument(
        t.db,
        { docid, isLastAttempt: true },
        deps({ limits: longLimits, extractPages: breaksMidway }),
      ),
    ).toEqual({
      outcome: 'failed',
      error: 'analysis failed after all retries: parser connection lost',
    });
    expect(await pages(docid)).toEqual([]);
    expect(await chunkCount(docid)).toBe(0);
  });

  it('that is deleted while its ranges are being written ends as missing, not as an error', async () => {
    const docid = await add(manual(450));
    let handed = 0;
    const deletedMidway: AnalyseDependencies['extractPages'] = (bytes, l, onPages) =>
      pool.extractPages(bytes, l, async (part) => {
        if (++handed === 2) await t.db.deleteFrom('documents').where('id', '=', docid).execute();
        await onPages(part);
      });
    expect(
      await analyseDocument(
        t.db,
        { docid, isLastAttempt: false },
        deps({ limits: longLimits, extractPages: deletedMidway }),
      ),
    ).toEqual({
      outcome: 'missing',
    });
    expect(await pages(docid)).toEqual([]);
  });
});
