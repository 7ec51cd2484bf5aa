/**
 * Operations overhead benchmark.
 *
 * 1. Rate limiting: GET /models throughput (16 concurrent callers over real HTTP) with a rate-limited key
 *    (one atomic upsert per request) against the baseline of an unlimited key (rate 0: no upsert), same run.
 * 2. GET /metrics scrape latency with 20,000 documents and 100,000 ledger entries (the gauges are
 *    read from Postgres on each scrape) against the baseline GET /readyz (one `select 1`), same run.
 *
 *   npx tsx bench/ops/run.ts [--seconds 4]
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres with normal durability (fsync on).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccountKey } from '@docent/core';
import { createDb, migrateToLatest, sql, startEmbeddedPostgres } from '@docent/db';
import { createLogger, makeApiConfig, startApi } from '@docent/api';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const SECONDS = arg('seconds', 4);
const CALLERS = 16;

async function throughput(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (Date.now() < until) {
        const r = await fetch(url, { headers });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`status ${r.status}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function latencies(url: string, n: number): Promise<{ p50: number; p99: number }> {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(url);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`status ${r.status}`);
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  return { p50: xs[Math.floor(n / 2)], p99: xs[Math.min(n - 1, Math.ceil(n * 0.99) - 1)] };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-ops-'));
chmodSync(dir, 0o755); // as root the server runs as `postgres`, which must enter it
let adminUrl = process.env.DATABASE_URL;
let stopPg = async () => {};
if (!adminUrl) {
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  adminUrl = handle.adminUrl;
  stopPg = handle.stop;
}
const dbName = `docent_bench_ops_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const db = createDb({ connectionString: url.toString(), max: 20 });
try {
  await migrateToLatest(db, url.toString());
  const api = await startApi({
    db,
    config: makeApiConfig({ databaseUrl: url.toString(), secret: 'b'.repeat(40) }),
    logger: createLogger('silent'),
  });
  const limited = await createAccountKey(db, { name: 'limited', rateLimit: 1_000_000_000 });
  const unlimited = await createAccountKey(db, { name: 'unlimited', rateLimit: 0 });

  // Warm up, then alternate so drift on a shared machine hits both sides alike.
  await throughput(`${api.baseUrl}/models`, { authorization: `Bearer ${unlimited.key}` }, 1);
  const base: number[] = [];
  const lim: number[] = [];
  for (let round = 0; round < 2; round++) {
    base.push(await throughput(`${api.baseUrl}/models`, { authorization: `Bearer ${unlimited.key}` }, SECONDS / 2));
    lim.push(await throughput(`${api.baseUrl}/models`, { authorization: `Bearer ${limited.key}` }, SECONDS / 2));
  }
  const b = base.reduce((x, y) => x + y) / base.length;
  const l = lim.reduce((x, y) => x + y) / lim.length;
  console.log(`rate limiting, GET /models, ${CALLERS} callers`);
  console.log(`  unlimited key (baseline): ${b.toFixed(0)} req/s`);
  console.log(`  rate-limited key:         ${l.toFixed(0)} req/s   ratio ${(l / b).toFixed(2)}`);

  const owner = await createAccountKey(db, { name: 'owner' });
  await sql`insert into workspaces (account_id, workspace) values (${owner.accountId}, 0)`.execute(db);
  await sql`
    insert into documents (id, account_id, workspace, name, status)
    select 'd' || lpad(to_hex(g), 15, '0'), ${owner.accountId}, 0, 'doc ' || g,
           (array['queued','processing','ready','failed'])[1 + g % 4]
    from generate_series(1, 20000) g`.execute(db);
  await sql`
    insert into credit_ledger (account_id, key_id, reason, workspace, delta_monthly, request_id)
    select ${owner.accountId}, ${owner.keyId}, (array['chat','api'])[1 + g % 2], 0, -0.5, 'r' || g
    from generate_series(1, 100000) g`.execute(db);
  await sql`analyze`.execute(db);
  await latencies(`${api.origin}/metrics`, 5);
  const ready = await latencies(`${api.origin}/readyz`, 100);
  const scrape = await latencies(`${api.origin}/metrics`, 100);
  console.log('GET /metrics with 20,000 documents and 100,000 ledger entries (sequential)');
  console.log(`  /readyz (baseline): p50 ${ready.p50.toFixed(2)} ms, p99 ${ready.p99.toFixed(2)} ms`);
  console.log(
    `  /metrics:           p50 ${scrape.p50.toFixed(2)} ms, p99 ${scrape.p99.toFixed(2)} ms   ratio p50 ${(scrape.p50 / ready.p50).toFixed(1)}`,
  );
  await api.close();
} finally {
  await db.destroy();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await stopPg();
  rmSync(dir, { recursive: true, force: true });
}
