/**
 * Memory of the running service (RSS of whole process trees: parser processes, tsx/pnpm wrappers included):
 *
 *  1. Production shape — one api process and one worker process, started as production starts them (compiled
 *     `dist/` when built, else the TypeScript entry through tsx): idle after start, the peak while analysing a long
 *     real PDF (R's fullrefman.pdf, 2,415 pages, from Debian's r-doc-pdf), and idle again once the parser processes
 *     have been retired. Targets: idle < 300 MB for api + worker, peak < 600 MB.
 *  2. `pnpm start` (api + worker in one process, under the pnpm and tsx wrappers): idle after start.
 *
 * The analysis is timed beside poppler's `pdftotext` on the same file (the baseline, same run).
 *
 *   pnpm bench memory     (or: node --import tsx bench/memory/run.ts [--pdf FILE] [--skip-pnpm-start] [--glibc-default])
 *
 * Postgres: DATABASE_URL's server when set, else an embedded one (fsync on).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccountKey } from '@docent/core';
import { createDb, freePort, migrateToLatest } from '@docent/db';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { sampleTreePeak, treeRssMb } from '../support/process-memory';
import { productionCommand, ROOT, sleep, startProcess as start, stopProcess as stop } from '../support/processes';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PDF = option('pdf') ?? '/usr/share/R/doc/manual/fullrefman.pdf';
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mb = (n: number) => `${n.toFixed(0)} MB`;

function describe(pid: number): string {
  return treeRssMb(pid)
    .processes.filter((p) => p.rssMb > 1)
    .map((p) => `${p.name.replace(ROOT, '').slice(0, 70)} ${mb(p.rssMb)}`)
    .join('; ');
}

/** Idle RSS: the lowest of a few samples a second apart (a GC or a timer may be running at any one). */
async function idleRss(pids: number[]): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    best = Math.min(
      best,
      pids.reduce((n, pid) => n + treeRssMb(pid).totalMb, 0),
    );
    await sleep(1000);
  }
  return best;
}

async function main() {
  if (!existsSync(PDF)) throw new Error(`${PDF} is missing: apt-get install r-doc-pdf (or give --pdf FILE)`);
  console.log(`load average at start: ${load()} on ${os.availableParallelism()} cores`);
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const { url: databaseUrl, drop } = await createBenchDatabase(adminUrl, 'docent_bench_memory');
  const db = createDb({ connectionString: databaseUrl, max: 2 });
  const children: ChildProcess[] = [];
  const home = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-memory-'));
  try {
    await migrateToLatest(db, databaseUrl);
    const { key } = await createAccountKey(db, { name: 'bench' });
    const port = await freePort();
    const parserIdleS = Number(option('parser-idle-s') ?? 10);
    const env = {
      DATABASE_URL: databaseUrl,
      DOCENT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DOCENT_HOME: home,
      DOCENT_PARSER_IDLE_S: String(parserIdleS),
      // As the Docker image sets it (docs/operations.md): glibc keeps freed megabyte buffers otherwise.
      ...(process.argv.includes('--glibc-default') ? {} : { MALLOC_MMAP_THRESHOLD_: '131072' }),
    };

    // 1. Production shape.
    const apiCommand = productionCommand('api');
    const workerCommand = productionCommand('worker');
    console.log(`\nproduction shape: ${apiCommand.shape} + ${workerCommand.shape}`);
    const api = await start('api', process.execPath, apiCommand.args, env, /docent api listening/);
    const worker = await start('worker', process.execPath, workerCommand.args, env, /docent worker running/);
    children.push(api, worker);
    await sleep(3000);
    const idle = await idleRss([api.pid!, worker.pid!]);
    console.log(`  idle after start:  api + worker ${mb(idle)}   (target < 300 MB: ${idle < 300 ? 'met' : 'NOT met'})`);
    console.log(`    api:    ${describe(api.pid!)}`);
    console.log(`    worker: ${describe(worker.pid!)}`);

    const bytes = readFileSync(PDF);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(spawnSync('pdfinfo', [PDF], { encoding: 'utf8' }).stdout ?? '')?.[1] ?? Number.NaN,
    );
    const t0 = performance.now();
    spawnSync('pdftotext', [PDF, '/dev/null']);
    const popplerS = (performance.now() - t0) / 1000;

    const sampler = sampleTreePeak(api.pid!, 100);
    const workerSampler = sampleTreePeak(worker.pid!, 100);
    let sumPeak = 0;
    let atPeak = '';
    const sumTimer = setInterval(() => {
      const total = treeRssMb(api.pid!).totalMb + treeRssMb(worker.pid!).totalMb;
      if (total > sumPeak)
        [sumPeak, atPeak] = [total, `api: ${describe(api.pid!)}\n      worker: ${describe(worker.pid!)}`];
    }, 100);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), path.basename(PDF));
    const upload = await fetch(`http://127.0.0.1:${port}/api/v1/doc/upload/none`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    });
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const docid = ((await upload.json()) as { data: Array<{ docid: string }> }).data[0].docid;
    let doc: { status: string; pages: number | null; error: string | null };
    for (;;) {
      const r = await fetch(`http://127.0.0.1:${port}/api/v1/doc/${docid}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      doc = (await r.json()) as typeof doc;
      if (doc.status === 'ready' || doc.status === 'failed') break;
      await sleep(200);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sumTimer);
    const apiPeak = sampler.stop();
    const workerPeak = workerSampler.stop();
    if (doc.status !== 'ready') throw new Error(`analysis failed: ${doc.error}`);
    console.log(
      `  analysing ${path.basename(PDF)} (${(bytes.length / 1048576).toFixed(1)} MB, ${doc.pages} pages), upload → ready:`,
    );
    console.log(
      `    ${seconds.toFixed(1)} s, ${(doc.pages! / seconds).toFixed(0)} pages/s; pdftotext ${popplerS.toFixed(1)} s ` +
        `(${(pages / popplerS).toFixed(0)} pages/s): ${(popplerS / seconds).toFixed(2)}× pdftotext`,
    );
    console.log(
      `    peak RSS: api + worker ${mb(sumPeak)}   (target < 600 MB: ${sumPeak < 600 ? 'met' : 'NOT met'});` +
        ` api alone ${mb(apiPeak)}, worker tree alone ${mb(workerPeak)}`,
    );
    console.log(`    at the peak:\n      ${atPeak}`);

    // Parser processes retire after DOCENT_PARSER_IDLE_S without work.
    await sleep((parserIdleS + 3) * 1000);
    const after = await idleRss([api.pid!, worker.pid!]);
    console.log(
      `  idle after the analysis (parsers retired after ${parserIdleS} s): api + worker ${mb(after)}` +
        `   (target < 300 MB: ${after < 300 ? 'met' : 'NOT met'})`,
    );
    console.log(`    api:    ${describe(api.pid!)}`);
    console.log(`    worker: ${describe(worker.pid!)}`);
    await stop(worker);
    await stop(api);

    // 2. `pnpm start`.
    if (!process.argv.includes('--skip-pnpm-start')) {
      console.log('\npnpm start (api + worker in one process, pnpm and tsx wrappers included):');
      const dev = await start('pnpm start', 'pnpm', ['start'], env, /api listening/);
      children.push(dev);
      await sleep(3000);
      const devIdle = await idleRss([dev.pid!]);
      console.log(`  idle after start: ${mb(devIdle)}`);
      console.log(`    ${describe(dev.pid!)}`);
      await stop(dev);
    }
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    for (const child of children) await stop(child);
    await db.destroy();
    await drop();
    await stopPg();
    rmSync(home, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
