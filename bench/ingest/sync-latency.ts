/**
 * Sync upload latency: POST /doc/upload/sync of a one-page text file against a live api + worker,
 * p50/p90/p99 over sequential requests. Baseline, measured in the same run: the same upload without
 * `sync` (store + enqueue only), so the ratio shows what waiting for analysis (worker pickup via
 * LISTEN, extraction, chunking, NOTIFY) adds. Target: sync p50 < 100 ms.
 *
 *   npx tsx bench/ingest/sync-latency.ts [--n 100]
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres with normal durability settings
 * (fsync on), so commit latency is realistic.
 */
import os from 'node:os';
import { createAccountKey } from '@docent/core';
import { createDb, migrateToLatest } from '@docent/db';
import { createLogger, makeApiConfig, startApi } from '@docent/api';
import { makeWorkerConfig, startWorker } from '@docent/worker';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';

const N = Number(process.argv[process.argv.indexOf('--n') + 1]) || 100;
const WARMUP = 10;

const page = Array.from(
  { length: 40 },
  (_, i) => `Line ${i + 1}: the quarterly figures for region ${i % 7} grew by ${i}%.`,
).join('\n');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
  };
};
const fmt = (v: number) => `${v.toFixed(1).padStart(7)} ms`;

async function main() {
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const { url: databaseUrl, drop: dropDatabase } = await createBenchDatabase(adminUrl, 'docent_bench');

  const db = createDb({ connectionString: databaseUrl });
  await migrateToLatest(db, databaseUrl);
  const { key, keyId } = await createAccountKey(db, { name: 'bench' });
  await db.updateTable('api_keys').set({ rate_limit: 0 }).where('id', '=', keyId).execute(); // unlimited: measure ingestion, not 429s
  const config = makeApiConfig({ databaseUrl, secret: 'bench-secret-0123456789abcdef0123456789abcdef' });
  const api = await startApi({ db, config, logger: createLogger('silent') });
  const worker = await startWorker(
    { db, config: makeWorkerConfig({ databaseUrl }), logger: createLogger('silent') },
    { crontab: '' },
  );

  const upload = async (options: string) => {
    const body = new FormData();
    body.append('file', new Blob([page], { type: 'text/plain' }), 'page.txt');
    const started = performance.now();
    const res = await fetch(`${api.baseUrl}/doc/upload/${options}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body,
    });
    const json = (await res.json()) as { data: Array<{ ready: boolean; status: string }> };
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms, doc: json.data[0] };
  };

  try {
    for (let i = 0; i < WARMUP; i++) await upload('sync');
    const asyncMs: number[] = [];
    const syncMs: number[] = [];
    let notReady = 0;
    // Interleaved so both see the same machine state; async documents are analysed in the background
    // meanwhile, which is the realistic mix for a live service.
    for (let i = 0; i < N; i++) {
      asyncMs.push((await upload('async')).ms);
      const s = await upload('sync');
      syncMs.push(s.ms);
      if (!s.doc.ready) notReady++;
    }
    const a = stats(asyncMs);
    const s = stats(syncMs);
    console.log(`sync upload latency, one-page text file (${page.length} bytes), ${N} requests each, sequential`);
    console.log(`                         p50        p90        p99       mean`);
    console.log(`baseline upload (async) ${fmt(a.p50)} ${fmt(a.p90)} ${fmt(a.p99)} ${fmt(a.mean)}`);
    console.log(`upload with sync        ${fmt(s.p50)} ${fmt(s.p90)} ${fmt(s.p99)} ${fmt(s.mean)}`);
    console.log(
      `ratio sync/baseline     ${(s.p50 / a.p50).toFixed(2).padStart(7)}x   ${(s.p90 / a.p90).toFixed(2).padStart(7)}x   ${(s.p99 / a.p99).toFixed(2).padStart(7)}x`,
    );
    console.log(
      `analysis wait (p50 sync - p50 baseline): ${(s.p50 - a.p50).toFixed(1)} ms; not ready when answered: ${notReady}/${N}`,
    );
    console.log(
      `target sync p50 < 100 ms: ${s.p50 < 100 ? 'met' : 'NOT met'} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    );
  } finally {
    await worker.stop();
    await api.close();
    await db.destroy();
    await dropDatabase();
    await stopPg();
  }
}

await main();
