// OCR throughput: pages per second on a 10-page image-only PDF at 200 dpi, beside native `tesseract`
// (OMP_THREAD_LIMIT=1) on the same page images, measured in this run. `npx tsx bench/ocr/run.ts`
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createExtractionPool, createOcrEngine, findTrainedData, renderPdfPage } from '@docent/core';
import { imageOnlyPdf, textImage } from '../../packages/core/src/ocr/testing/scan-fixtures';

const run = promisify(execFile);
const PAGES = Number(process.env.BENCH_OCR_PAGES ?? 10);
const DPI = 200;
const LINES = Number(process.env.BENCH_OCR_LINES ?? 12);
const cores = os.availableParallelism();
// Every series runs this many times, interleaved, and the ratios use each series' best run: on a shared VM a
// single run of either side can be slowed by a third by the neighbours.
const ROUNDS = Number(process.env.BENCH_OCR_ROUNDS ?? 2);

const VOCABULARY = (
  'invoice payment account harbour quarterly report revenue region project shipped customer contract delivery ' +
  'warehouse schedule meeting budget forecast supplier order balance statement approval manager office district ' +
  'northern southern eastern western market volume freight insurance policy renewal premium claim settlement'
).split(' ');

/** Deterministic page text: LINES lines of about 70 characters, different on every page. */
function pageLines(page: number): string[] {
  let seed = 7919 * (page + 1);
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: LINES }, () => {
    const words: string[] = [];
    while (words.join(' ').length < 62) words.push(VOCABULARY[next() % VOCABULARY.length]);
    return `${words.join(' ')} ${next() % 10000}`;
  });
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
/** Share of the words on the page found, in order-free multiset terms (a rough accuracy figure). */
function wordAccuracy(truth: string[], read: string): number {
  const bag = new Map<string, number>();
  for (const w of normal(read)) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  const all = normal(truth.join(' '));
  for (const w of all) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hit++;
      bag.set(w, n - 1);
    }
  }
  return hit / all.length;
}

async function which(cmd: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

interface Series {
  name: string;
  seconds: number;
  accuracy: number;
}

const fmt = (n: number, d = 2) => n.toFixed(d);

async function main() {
  console.log(
    `bench/ocr: ${PAGES} pages, ${LINES} lines of 11 pt text each, A4 at ${DPI} dpi, image-only PDF; ${cores} cores`,
  );
  const truth = Array.from({ length: PAGES }, (_, i) => pageLines(i));
  const images = await Promise.all(
    truth.map((lines) => textImage(lines, { widthIn: 8.27, heightIn: 11.69, dpi: DPI, pointSize: 11 })),
  );
  const pdf = await imageOnlyPdf(images, { dpi: DPI });

  // The page images native tesseract reads: exactly what our renderer hands to tesseract.js.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-ocr-'));
  const files: string[] = [];
  for (let p = 1; p <= PAGES; p++) {
    const g = await renderPdfPage(pdf, p, { dpi: DPI, maxPixels: 40_000_000 });
    // Binary PGM: no decoding cost on either side.
    const file = path.join(dir, `page-${p}.pgm`);
    writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${g.width} ${g.height}\n255\n`), g.data]));
    files.push(file);
  }

  const warmLines = Array.from(
    { length: LINES },
    (_, i) => `warm up line ${i} ${VOCABULARY.slice(i, i + 6).join(' ')}`,
  );
  const warmPage = await renderPdfPage(
    await imageOnlyPdf([await textImage(warmLines, { widthIn: 8.27, heightIn: 11.69, dpi: DPI, pointSize: 11 })], {
      dpi: DPI,
    }),
    1,
    { dpi: DPI, maxPixels: 40_000_000 },
  );
  const series: Series[] = [];
  const ours = async (name: string, concurrency: number, langPath: string | null) => {
    // As the worker runs it: PDF pages rendered in parser processes (one per core), OCR in tesseract workers.
    const parsers = createExtractionPool({ size: cores, maxHeapMb: 512, timeoutMs: 120_000, warm: true });
    const engine = createOcrEngine({ concurrency, dpi: DPI, langPath }, { renderPdfPage: parsers.renderPdfPage });
    // Warm-up: workers made and language data loaded before the clock starts (they live as long as the worker process).
    // A real page each: V8 compiles the heavy wasm functions (the LSTM) on first use, once per process, which
    // a long-lived worker pays once and a blank warm-up image never reaches.
    await Promise.all(Array.from({ length: concurrency }, () => engine.readImage(warmPage)));
    await Promise.all(
      Array.from({ length: cores }, () =>
        parsers.renderPdfPage(pdf, 1, { dpi: 72, maxPixels: 1_000_000, timeoutMs: 60_000 }),
      ),
    );
    const started = performance.now();
    const texts = await Promise.all(truth.map((_, i) => engine.readPage({ kind: 'pdf-page', pdf, pageNo: i + 1 })));
    const seconds = (performance.now() - started) / 1000;
    await engine.close();
    await parsers.close();
    const accuracy = texts.reduce((sum, r, i) => sum + wordAccuracy(truth[i], r.text), 0) / PAGES;
    series.push({ name, seconds, accuracy });
    console.log(
      `  ${name.padEnd(52)} ${fmt(PAGES / seconds)} pages/s  (${fmt(seconds, 1)} s, word accuracy ${fmt(accuracy * 100, 1)} %)`,
    );
  };
  const native = async (name: string, tessdata: string | null) => {
    const started = performance.now();
    let accuracy = 0;
    for (let i = 0; i < PAGES; i++) {
      const args = [
        files[i],
        'stdout',
        '--dpi',
        String(DPI),
        '--oem',
        '1',
        ...(tessdata ? ['--tessdata-dir', tessdata] : []),
        '-l',
        'eng',
      ];
      const { stdout } = await run('tesseract', args, {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 16 * 1024 * 1024,
      });
      accuracy += wordAccuracy(truth[i], stdout);
    }
    const seconds = (performance.now() - started) / 1000;
    series.push({ name, seconds, accuracy: accuracy / PAGES });
    console.log(
      `  ${name.padEnd(52)} ${fmt(PAGES / seconds)} pages/s  (${fmt(seconds, 1)} s, word accuracy ${fmt((accuracy / PAGES) * 100, 1)} %)`,
    );
  };

  const haveNative = await which('tesseract');
  // The model Docent reads with by default (npm @tesseract.js-data/eng, integer LSTM), unpacked for native tesseract.
  const npmModel = findTrainedData('eng', { langPath: null, lstmOnly: true });
  const sameModelDir = path.join(dir, 'tessdata');
  if (haveNative) {
    rmSync(sameModelDir, { recursive: true, force: true });
    (await import('node:fs')).mkdirSync(sameModelDir);
    const model = readFileSync(npmModel);
    writeFileSync(path.join(sameModelDir, 'eng.traineddata'), npmModel.endsWith('.gz') ? gunzipSync(model) : model);
  }
  const debianTessdata =
    ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata'].find((d) =>
      existsSync(path.join(d, 'eng.traineddata')),
    ) ?? null;

  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}:`);
    await ours('docent (tesseract.js), 1 worker, npm model', 1, null);
    if (haveNative) await native('native tesseract, 1 thread, same npm model', sameModelDir);
    if (debianTessdata) await ours('docent (tesseract.js), 1 worker, Debian model', 1, debianTessdata);
    if (haveNative && debianTessdata) await native('native tesseract, 1 thread, Debian model', null);
    if (cores > 1) await ours(`docent (tesseract.js), ${cores} workers, npm model`, cores, null);
  }
  rmSync(dir, { recursive: true, force: true });

  const rate = (name: string) => {
    const runs = series.filter((x) => x.name.startsWith(name));
    return runs.length ? PAGES / Math.min(...runs.map((r) => r.seconds)) : undefined;
  };
  console.log(`ratios (best of ${ROUNDS} rounds per series, pages/s, ours ÷ native, per core; target ≥ 0.80):`);
  if (!haveNative) console.log('  native tesseract not installed (apt-get install -y tesseract-ocr): baseline skipped');
  const pairs: Array<[string, string, string]> = [
    ['same model', 'docent (tesseract.js), 1 worker, npm model', 'native tesseract, 1 thread, same npm model'],
    ['Debian model', 'docent (tesseract.js), 1 worker, Debian model', 'native tesseract, 1 thread, Debian model'],
  ];
  for (const [label, a, b] of pairs) {
    const x = rate(a);
    const y = rate(b);
    if (x && y) console.log(`  ${label.padEnd(14)} ${fmt(x / y)}×`);
  }
  const all = rate(`docent (tesseract.js), ${cores} workers`);
  const one = rate('native tesseract, 1 thread, same npm model');
  if (all && one)
    console.log(
      `  ${cores} workers vs 1 native thread (same model): ${fmt(all / one)}× (${fmt(all / one / cores)}× per core)`,
    );
}

await main();
