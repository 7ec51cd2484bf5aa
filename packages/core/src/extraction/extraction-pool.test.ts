import { afterAll, expect, it, vi } from 'vitest';
import { createExtractionPool } from './extraction-pool';
import type { ExtractionLimits } from './extraction-types';
import { makeTextPdf } from './fixtures/index';

// Parser processes start (and load pdfjs) in seconds on a quiet machine, far longer on a loaded one.
vi.setConfig({ testTimeout: 120_000 });

const limits: ExtractionLimits = { maxPages: 5000, maxUnzippedBytes: 64 * 1024 * 1024 };
const pool = createExtractionPool({ size: 1, maxHeapMb: 128, timeoutMs: 60_000 });
afterAll(() => pool.close());

const rejectionOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: Error) => e,
  );

it('parses in a separate process and reuses it', async () => {
  const first = await pool.extract(Buffer.from('hello from a thread'), limits);
  expect(first.pages).toEqual([{ pageNo: 1, text: 'hello from a thread' }]);
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.extract(Buffer.from(`doc ${i}`), limits)));
  expect(results.map((r) => r.pages[0].text)).toEqual(Array.from({ length: 20 }, (_, i) => `doc ${i}`));
});

it('leaves the caller its bytes (the parser gets a copy)', async () => {
  const bytes = Buffer.from('still mine afterwards');
  await pool.extract(bytes, limits);
  expect(bytes.toString()).toBe('still mine afterwards');
});

it('reports a rejected document as DocumentRejected and keeps working', async () => {
  const error = await rejectionOf(pool.extract(Buffer.from('\0\0binary'), limits));
  expect(error.name).toBe('DocumentRejected');
  expect((await pool.extract(Buffer.from('fine'), limits)).pages[0].text).toBe('fine');
});

it('kills a parser that runs out of memory: that document fails, the next one works', async () => {
  // Five million <br>: the HTML walk keeps a piece of text per tag, far over a 128 MB heap.
  const huge = Buffer.from(`<html><body>${'<br>'.repeat(5_000_000)}</body></html>`);
  const before = process.memoryUsage().rss;
  const error = await rejectionOf(pool.extract(huge, limits));
  // The parsing happened elsewhere: this process did not grow by the parser's hundreds of megabytes.
  expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  expect(error.name).toBe('DocumentRejected');
  expect(error.message).toBe('document needs more than 128 MB of memory to analyse; refused');
  expect((await pool.extract(Buffer.from('after the crash'), limits)).pages[0].text).toBe('after the crash');
}, 120_000);

it('kills a parser that takes too long: that document fails, the next one works', async () => {
  const slow = createExtractionPool({ size: 1, maxHeapMb: 256, timeoutMs: 300 });
  try {
    const pdf = makeTextPdf(Array.from({ length: 2000 }, (_, i) => [`page ${i} with some words on it to read`]));
    await slow.extract(Buffer.from('warm up'), limits); // the parser is started: time only the document
    const started = Date.now();
    const error = await rejectionOf(slow.extract(pdf, limits));
    expect(error.message).toBe('analysis took longer than 0.3 s; refused');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await slow.extract(Buffer.from('quick one'), limits)).pages[0].text).toBe('quick one');
  } finally {
    await slow.close();
  }
}, 120_000);

it('refuses a file of millions of form feeds by its page count, without running out of memory', async () => {
  const error = await rejectionOf(pool.extract(Buffer.from('x\f'.repeat(10_000_000)), limits));
  expect(error.message).toBe('document has more than 5000 pages; the limit is 5000 pages per document');
}, 120_000);

it('survives a parser killed from outside (e.g. by the OOM killer)', async () => {
  const { execSync } = await import('node:child_process');
  const { readFileSync } = await import('node:fs');
  await pool.extract(Buffer.from('warm'), limits); // the (only) parser process is running and idle
  const [pid] = execSync(`pgrep -P ${process.pid} -f extraction-child.ts`).toString().trim().split('\n').map(Number);
  // CPU time (clock ticks) the process has used: it grows only while it parses.
  const cpu = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).map(Number).reduce((a, b) => a + b);
  const idle = cpu();
  const pending = pool.extract(makeTextPdf(Array.from({ length: 3000 }, (_, i) => [`page ${i} of a long document`])), limits);
  // Kill it from outside, as the kernel's OOM killer would, once it is seen parsing (10 ticks of a job that needs
  // seconds of CPU on any machine): the moment is the parser's own progress, not a guess of the clock.
  while (cpu() - idle < 10) await new Promise((r) => setTimeout(r, 10));
  process.kill(pid, 'SIGKILL');
  const error = await rejectionOf(pending);
  expect(error.name).toBe('DocumentRejected');
  expect((await pool.extract(Buffer.from('alive'), limits)).pages[0].text).toBe('alive');
}, 120_000);

it('shares a long PDF between idle parsers by page range, with the same result as one parser', async () => {
  const shared = createExtractionPool({ size: 2, maxHeapMb: 256, timeoutMs: 120_000, warm: true });
  const single = createExtractionPool({ size: 1, maxHeapMb: 256, timeoutMs: 120_000, warm: true });
  try {
    const pdf = makeTextPdf(Array.from({ length: 300 }, (_, i) => (i === 150 ? null : Array.from({ length: 30 }, (_, l) => `page ${i + 1} line ${l}`))));
    await Promise.all([shared.extract(Buffer.from('warm'), limits), single.extract(Buffer.from('warm'), limits)]);
    const [split, whole] = await Promise.all([shared.extract(pdf, limits), single.extract(pdf, limits)]);
    expect(split.pages).toHaveLength(300);
    expect(split).toEqual(whole);
    expect(split.pages.map((p) => p.pageNo)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(split.pages[150]).toEqual({ pageNo: 151, text: '', ocr: { kind: 'pdf-page' } });
    const tooLong = await rejectionOf(shared.extract(pdf, { ...limits, maxPages: 299 }));
    expect(tooLong.message).toBe('PDF has 300 pages; the limit is 299 pages per document');
  } finally {
    await Promise.all([shared.close(), single.close()]);
  }
}, 120_000);

it('renders a PDF page for OCR in the parser process: the same pixels as rendering here', async () => {
  const { imageOnlyPdf, textImage } = await import('../ocr/testing/scan-fixtures');
  const { renderPdfPage } = await import('../ocr/pdf-page-image');
  const pdf = await imageOnlyPdf([await textImage(['Rendered away from the worker'], { widthIn: 4, heightIn: 2, dpi: 100 })], { dpi: 100 });
  const options = { dpi: 100, maxPixels: 10_000_000, timeoutMs: 60_000 };
  const there = await pool.renderPdfPage(pdf, 1, options);
  const here = await renderPdfPage(pdf, 1, options);
  expect({ width: there.width, height: there.height, dpi: there.dpi }).toEqual({ width: 400, height: 200, dpi: 100 });
  expect(Buffer.from(there.data).equals(Buffer.from(here.data))).toBe(true);
  expect(there.data.some((v) => v < 128)).toBe(true); // the text is there, not a blank page
});

it('refuses a page that cannot be rendered with UnreadablePdf, and keeps working', async () => {
  const missing = await rejectionOf(pool.renderPdfPage(makeTextPdf([['one page']]), 3, { dpi: 72, maxPixels: 1_000_000, timeoutMs: 60_000 }));
  expect(missing.name).toBe('UnreadablePdf');
  expect(missing.message).toMatch(/page 3 does not exist/);
  const corrupt = await rejectionOf(pool.renderPdfPage(Buffer.from('%PDF-1.7 nothing more'), 1, { dpi: 72, maxPixels: 1_000_000, timeoutMs: 60_000 }));
  expect(corrupt.name).toBe('UnreadablePdf');
  expect((await pool.extract(Buffer.from('fine'), limits)).pages[0].text).toBe('fine');
});
