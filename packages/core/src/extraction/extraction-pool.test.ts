import { execSync } from 'node:child_process';
import { afterAll, expect, it, vi } from 'vitest';
import { createExtractionPool, RANGE_PAGES } from './extraction-pool';
import type { ExtractionLimits, ExtractionResult } from './extraction-types';
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
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => pool.extract(Buffer.from(`doc ${i}`), limits)),
  );
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
  // A warm parser already uses most of 128 MB (pdfjs and its worker thread; at 96 MB it cannot even start), and the
  // 20 MB of text decoded here ran it out of heap in 1 of 8 to 1 of 2 tries whatever the page check does: this pool
  // has room, as a real one has (512 MB by default). Without the page check it runs out of 256 MB (measured).
  const roomy = createExtractionPool({ size: 1, maxHeapMb: 256, timeoutMs: 60_000 });
  try {
    const error = await rejectionOf(roomy.extract(Buffer.from('x\f'.repeat(10_000_000)), limits));
    expect(error.message).toBe('document has more than 5000 pages; the limit is 5000 pages per document');
  } finally {
    await roomy.close();
  }
}, 120_000);

it('survives a parser killed from outside (e.g. by the OOM killer)', async () => {
  await pool.extract(Buffer.from('warm'), limits); // its parser is up: the kill is to hit it busy, not starting
  const { execSync } = await import('node:child_process');
  const { readFileSync } = await import('node:fs');
  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false; // pgrep also lists the short-lived shell that ran it
    }
  };
  const pids = execSync(`pgrep -P ${process.pid} -f extraction-child.ts`).toString().trim().split('\n').map(Number);
  const parsers = pids.filter(isAlive);
  expect(parsers).toHaveLength(1);
  // CPU time the parser has used, in clock ticks (utime + stime: fields 14 and 15 of /proc/<pid>/stat).
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${parsers[0]}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const pdf = makeTextPdf(Array.from({ length: 3000 }, (_, i) => [`page ${i} of a long document`]));
  const before = cpuTicks();
  const pending = pool.extract(pdf, limits);
  let settled = false;
  pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  // Killed from outside once it is busy with the document (100 ms of CPU on it; parsing 3,000 pages takes seconds),
  // not after a fixed delay: the kernel's OOM killer would strike the same way.
  while (!settled && cpuTicks() < before + 10) await new Promise((r) => setTimeout(r, 10));
  expect(settled, 'the document was parsed before its parser could be killed').toBe(false);
  process.kill(parsers[0], 'SIGKILL');
  const error = await rejectionOf(pending);
  expect(error.name).toBe('DocumentRejected');
  expect((await pool.extract(Buffer.from('alive'), limits)).pages[0].text).toBe('alive');
}, 120_000);

it('shares a long PDF between idle parsers by page range, with the same result as one parser', async () => {
  const shared = createExtractionPool({ size: 2, maxHeapMb: 256, timeoutMs: 120_000, warm: true });
  const single = createExtractionPool({ size: 1, maxHeapMb: 256, timeoutMs: 120_000, warm: true });
  try {
    const pdf = makeTextPdf(
      Array.from({ length: 300 }, (_, i) =>
        i === 150 ? null : Array.from({ length: 30 }, (_, l) => `page ${i + 1} line ${l}`),
      ),
    );
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
  const pdf = await imageOnlyPdf(
    [await textImage(['Rendered away from the worker'], { widthIn: 4, heightIn: 2, dpi: 100 })],
    { dpi: 100 },
  );
  const options = { dpi: 100, maxPixels: 10_000_000, timeoutMs: 60_000 };
  const there = await pool.renderPdfPage(pdf, 1, options);
  const here = await renderPdfPage(pdf, 1, options);
  expect({ width: there.width, height: there.height, dpi: there.dpi }).toEqual({ width: 400, height: 200, dpi: 100 });
  expect(Buffer.from(there.data).equals(Buffer.from(here.data))).toBe(true);
  expect(there.data.some((v) => v < 128)).toBe(true); // the text is there, not a blank page
});

it('refuses a page that cannot be rendered with UnreadablePdf, and keeps working', async () => {
  const missing = await rejectionOf(
    pool.renderPdfPage(makeTextPdf([['one page']]), 3, { dpi: 72, maxPixels: 1_000_000, timeoutMs: 60_000 }),
  );
  expect(missing.name).toBe('UnreadablePdf');
  expect(missing.message).toMatch(/page 3 does not exist/);
  const corrupt = await rejectionOf(
    pool.renderPdfPage(Buffer.from('%PDF-1.7 nothing more'), 1, { dpi: 72, maxPixels: 1_000_000, timeoutMs: 60_000 }),
  );
  expect(corrupt.name).toBe('UnreadablePdf');
  expect((await pool.extract(Buffer.from('fine'), limits)).pages[0].text).toBe('fine');
});

/** Parser processes of this test process (pgrep also lists the short-lived shell that runs it: only live ones count). */
function parserProcesses(): number[] {
  let out = '';
  try {
    out = execSync(`pgrep -P ${process.pid} -f extraction-child`).toString();
  } catch {
    return []; // none
  }
  return out
    .trim()
    .split('\n')
    .map(Number)
    .filter((pid) => {
      try {
        process.kill(pid, 0);
        return execSync(`cat /proc/${pid}/cmdline`).toString().includes('extraction-child');
      } catch {
        return false;
      }
    });
}

const until = async (what: string, check: () => boolean, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

it('starts parser processes with the first document and ends them after idling, then starts one again', async () => {
  await pool.close(); // the shared pool's parser is not part of this count
  const before = parserProcesses().length;
  const lazy = createExtractionPool({ size: 2, maxHeapMb: 128, timeoutMs: 60_000, idleMs: 500 });
  try {
    expect(parserProcesses().length).toBe(before);
    expect((await lazy.extract(Buffer.from('first'), limits)).pages[0].text).toBe('first');
    expect(parserProcesses().length).toBe(before + 1);
    await until('the idle parser is ended', () => parserProcesses().length === before, 30_000);
    expect((await lazy.extract(Buffer.from('after a rest'), limits)).pages[0].text).toBe('after a rest');
  } finally {
    await lazy.close();
  }
}, 120_000);

it('hands a long PDF over a range at a time, in page order, with the same pages as reading it whole', async () => {
  const pages = RANGE_PAGES * 2 + 50;
  const pdf = makeTextPdf(
    Array.from({ length: pages }, (_, i) => [`page ${i + 1} of a long manual, with enough words to keep`]),
  );
  for (const size of [1, 2]) {
    const streaming = createExtractionPool({ size, maxHeapMb: 256, timeoutMs: 120_000 });
    try {
      const parts: ExtractionResult[] = [];
      const done = await streaming.extractPages(pdf, limits, async (part) => {
        // Each range is handed over before the next is taken: a slow consumer holds up the reading.
        parts.push(part);
        await new Promise((r) => setTimeout(r, 50));
      });
      expect(done).toEqual({ type: { kind: 'pdf', mime: 'application/pdf' }, pages });
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(parts.every((part) => part.pages.length <= RANGE_PAGES)).toBe(true);
      expect(parts.flatMap((part) => part.pages.map((p) => p.pageNo))).toEqual(
        Array.from({ length: pages }, (_, i) => i + 1),
      );
      expect(parts[2].pages[0].text).toBe(
        `page ${parts[2].pages[0].pageNo} of a long manual, with enough words to keep`,
      );
    } finally {
      await streaming.close();
    }
  }
}, 180_000);
