/**
 * Analysis pipeline throughput, in pages per second, on this machine:
 *
 *   A. one 200-page text PDF            — the analyse use case (parse in a parser process, chunk, write, NOTIFY)
 *   B. 200 one-page PDFs                — the same, two documents at a time (a worker's default concurrency)
 *   C. 200 one-page PDFs through a real worker (graphile-worker pickup, job completion) — store → ready
 *
 * Baseline, measured in the same run: poppler's `pdftotext` (C++) on the same files, one process per file
 * as a service would call it. Target: ≥ 100 pages/s per worker.
 *
 *   npx tsx bench/ingest/pipeline.ts [--pages 200] [--files 200]
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres with normal durability (fsync on).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLogger } from '@docent/api';
import { analyseDocument, createAccountKey, createExtractionPool, createStoredDocuments, DOCUMENT_DONE_CHANNEL, type ExtractionLimits } from '@docent/core';
import { createDb, migrateToLatest, startEmbeddedPostgres, type Db } from '@docent/db';
import { makeWorkerConfig, startWorker } from '@docent/worker';
import { makeTextPdf } from '../../packages/core/src/extraction/fixtures/index';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const PAGES = arg('pages', 200);
const FILES = arg('files', 200);
const CONCURRENCY = 2;
const limits: ExtractionLimits = { maxPages: 2000, maxUnzippedBytes: 256 * 1024 * 1024 };

// A realistic page: ~45 lines of prose, ~3,500 characters, ~750 tokens (three chunks).
const pageLines = (n: number) =>
  Array.from({ length: 45 }, (_, l) => `Page ${n}, line ${l + 1}: the committee reviewed harbour tolls, ferry fares and the canal budget.`);

async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  let adminUrl = process.env.DATABASE_URL;
  let stopPg = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-pg-'));
    const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
    adminUrl = handle.adminUrl;
    stopPg = async () => {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const name = `docent_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: stopPg };
}

function pdftotextSeconds(files: string[]): number | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const started = performance.now();
  for (const file of files) execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return (performance.now() - started) / 1000;
}

async function runAll<T>(items: T[], concurrency: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

async function main() {
  const { url, stop } = await database();
  const db: Db = createDb({ connectionString: url });
  await migrateToLatest(db, url);
  const actor = await createAccountKey(db, { name: 'bench' });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-ingest-'));
  const pool = createExtractionPool({ size: CONCURRENCY, maxHeapMb: 512, timeoutMs: 300_000, warm: true });
  const rows: string[] = [];
  const report = (label: string, pages: number, seconds: number, baseline: number | null) => {
    const rate = pages / seconds;
    const base = baseline ? pages / baseline : null;
    rows.push(
      `${label.padEnd(46)} ${rate.toFixed(1).padStart(8)} pages/s` +
        (base ? `   pdftotext ${base.toFixed(1).padStart(7)} pages/s   ratio ${(rate / base).toFixed(2)}×` : '   (pdftotext not installed)'),
    );
  };

  try {
    const bigPdf = makeTextPdf(Array.from({ length: PAGES }, (_, i) => pageLines(i + 1)));
    const smallPdfs = Array.from({ length: FILES }, (_, i) => makeTextPdf([pageLines(i + 1)]));
    const bigFile = path.join(tmp, 'big.pdf');
    writeFileSync(bigFile, bigPdf);
    const smallFiles = smallPdfs.map((bytes, i) => {
      const file = path.join(tmp, `small-${i}.pdf`);
      writeFileSync(file, bytes);
      return file;
    });
    const store = async (files: Buffer[]) =>
      (await createStoredDocuments(db, { ...actor, workspace: 0, files: files.map((bytes, i) => ({ name: `f${i}.pdf`, bytes })) })).map((d) => d.docid);
    const analyse = (docid: string) => analyseDocument(db, { docid, isLastAttempt: true }, { extract: pool.extract, limits });

    // Warm up: parser processes started, pdfjs and the tokenizer JIT-compiled, on documents of both shapes.
    for (const docid of await store([makeTextPdf(Array.from({ length: 20 }, (_, i) => pageLines(i)))])) await analyse(docid);
    for (const docid of await store(smallPdfs.slice(0, 10))) await analyse(docid);

    // A. one big PDF
    const [bigDoc] = await store([bigPdf]);
    let started = performance.now();
    const big = await analyse(bigDoc);
    const bigSeconds = (performance.now() - started) / 1000;
    if (big.outcome !== 'ready' || big.pages !== PAGES) throw new Error(`big PDF: ${JSON.stringify(big)}`);
    started = performance.now();
    await pool.extract(bigPdf, limits);
    const extractOnly = (performance.now() - started) / 1000;
    report(`A. ${PAGES}-page PDF, analyse use case`, PAGES, bigSeconds, pdftotextSeconds([bigFile]));
    report(`   of which parsing alone (pdfjs)`, PAGES, extractOnly, null);

    // B. many one-page PDFs, two at a time
    const smallDocs = await store(smallPdfs);
    started = performance.now();
    await runAll(smallDocs, CONCURRENCY, async (docid) => {
      const r = await analyse(docid);
      if (r.outcome !== 'ready') throw new Error(`small PDF: ${JSON.stringify(r)}`);
    });
    const smallSeconds = (performance.now() - started) / 1000;
    const popplerSmall = pdftotextSeconds(smallFiles);
    report(`B. ${FILES} one-page PDFs, use case, ${CONCURRENCY} at a time`, FILES, smallSeconds, popplerSmall);

    // C. the same through a real worker: store + enqueue, ready announced by NOTIFY
    const worker = await startWorker(
      { db, config: makeWorkerConfig({ databaseUrl: url, concurrency: CONCURRENCY }), logger: createLogger('silent'), extraction: pool },
      { crontab: '', pollInterval: 100 },
    );
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query(`listen ${DOCUMENT_DONE_CHANNEL}`);
    try {
      const pending = new Set<string>();
      const allDone = new Promise<void>((resolve) =>
        listener.on('notification', (n) => {
          pending.delete(n.payload ?? '');
          if (pending.size === 0) resolve();
        }),
      );
      started = performance.now();
      for (const docid of await store(smallPdfs)) pending.add(docid);
      await allDone;
      const workerSeconds = (performance.now() - started) / 1000;
      report(`C. ${FILES} one-page PDFs, store → ready via worker`, FILES, workerSeconds, popplerSmall);
    } finally {
      await listener.end();
      await worker.stop();
    }

    console.log(`\nAnalysis pipeline (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end)\n`);
    for (const row of rows) console.log(row);
    console.log('\nTarget: ≥ 100 pages/s per worker.');
  } finally {
    await pool.close();
    await db.destroy();
    rmSync(tmp, { recursive: true, force: true });
    await stop();
  }
}

await main();
