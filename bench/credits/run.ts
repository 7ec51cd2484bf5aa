/**
 * Credits benchmark.
 *
 * 1. charge() throughput with 16 concurrent callers, on one shared account (every charge waits for the
 *    account's row lock: the worst case) and on 16 accounts (one per caller). Baseline in the same run:
 *    a bare single-statement ledger INSERT (one durable commit, no lock, no balance check) with 16 callers.
 * 2. GET /credits latency (p50/p99, sequential, over real HTTP) on a ledger of 100,000 entries in one
 *    31-day range. Baseline in the same run: a plain `SELECT count(*)` of the account's entries in that range.
 *
 *   npx tsx bench/credits/run.ts [--seconds 3] [--n 100]
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres with normal durability (fsync on).
 */
import os from 'node:os';
import pg from 'pg';
import { charge, createAccount, createAccountKey } from '@docent/core';
import { createDb, migrateToLatest, sql, type Db } from '@docent/db';
import { createLogger, makeApiConfig, startApi } from '@docent/api';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const SECONDS = arg('seconds', 3);
const N = arg('n', 100);
const CALLERS = 16;
const LEDGER_SIZE = 100_000;
const RANGE = { start: '2026-10-01T00:00:00Z', end: '2026-11-01T00:00:00Z' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99) };
};
const ms = (v: number) => `${v.toFixed(2).padStart(8)} ms`;

/** Runs `op` in `callers` loops for `seconds`; returns completed operations per second. */
async function throughput(callers: number, seconds: number, op: (caller: number, i: number) => Promise<unknown>) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await op(caller, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function benchCharges(db: Db) {
  const shared = await createAccount(db, { name: 'shared', bundle: 1e9 });
  const own = await Promise.all(
    Array.from({ length: CALLERS }, (_, i) => createAccount(db, { name: `own-${i}`, bundle: 1e9 })),
  );
  const base = { keyId: null, workspace: 0, reason: 'chat' as const, credits: 0.0125, detail: { model: 'bench' } };
  // Warm the pool and the plans.
  await throughput(CALLERS, 0.5, (c, i) => charge(db, { ...base, accountId: own[c].id, requestId: `warm-${c}-${i}` }));

  const baseline = await throughput(CALLERS, SECONDS, (c, i) =>
    sql`insert into credit_ledger (account_id, reason, delta_bundle, request_id) values (${own[c].id}, 'chat', -0.0125, ${`raw-${c}-${i}`})`.execute(
      db,
    ),
  );
  const sharedRate = await throughput(CALLERS, SECONDS, (c, i) =>
    charge(db, { ...base, accountId: shared.id, requestId: `s-${c}-${i}` }),
  );
  const ownRate = await throughput(CALLERS, SECONDS, (c, i) =>
    charge(db, { ...base, accountId: own[c].id, requestId: `o-${c}-${i}` }),
  );
  // Repeats of an already charged request id: the idempotent path (lock + lookup, no write).
  const repeatRate = await throughput(CALLERS, SECONDS, (c, i) =>
    charge(db, { ...base, accountId: own[c].id, requestId: `o-${c}-${i % 50}` }),
  );

  const balance = await db
    .selectFrom('accounts')
    .select('bundle_balance')
    .where('id', '=', shared.id)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('credit_ledger')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', shared.id)
    .where('reason', '=', 'chat')
    .executeTakeFirstOrThrow();
  const consistent = Math.abs(1e9 - balance.bundle_balance - entries.n * 0.0125) < 1e-6;

  const row = (name: string, rate: number) =>
    console.log(`${name.padEnd(52)} ${rate.toFixed(0).padStart(7)}/s   ${(rate / baseline).toFixed(2).padStart(5)}x`);
  console.log(`\ncharges, ${CALLERS} concurrent callers, ${SECONDS} s each                   rate   vs baseline`);
  row('baseline: bare ledger INSERT (autocommit)', baseline);
  row('charge(): 16 callers on one shared account', sharedRate);
  row('charge(): 16 callers, one account each', ownRate);
  row('charge(): repeated request ids (idempotent no-op)', repeatRate);
  console.log(`shared account balance matches its ledger: ${consistent ? 'yes' : 'NO'}`);
}

async function seedLedger(db: Db, accountId: string, keyA: string, keyB: string) {
  // 100,000 entries spread over the range: 90% caused by key A, 8% by key B, 2% resets/grants (no key);
  // 500 of key A's share one millisecond.
  await sql`
    insert into credit_ledger (account_id, key_id, event_ts, reason, workspace, delta_monthly, delta_bundle, request_id)
    select ${accountId},
           case when g % 50 = 0 then null when g % 50 < 5 then ${keyB} else ${keyA} end,
           case when g <= 500 then ${'2026-10-15T12:00:00.123Z'}::timestamptz
                else ${RANGE.start}::timestamptz + (random() * interval '30 days 23 hours') end,
           case when g % 50 = 0 then 'other' when g % 7 = 0 then 'api' else 'chat' end,
           case when g % 50 = 0 then null else g % 4 end,
           case when g % 50 = 0 then 10 else -0.01 end,
           case when g % 3 = 0 then -0.02 else 0 end,
           'r' || g
    from generate_series(1, ${LEDGER_SIZE}) g
  `.execute(db);
  await sql`analyze credit_ledger`.execute(db);
}

async function benchReport(db: Db, databaseUrl: string) {
  const a = await createAccountKey(db, { name: 'reporting' });
  const b = await createAccountKey(db, { name: 'other-key', accountId: a.accountId });
  await db.updateTable('api_keys').set({ rate_limit: 0 }).where('account_id', '=', a.accountId).execute(); // measure the query, not 429s
  const seeded = performance.now();
  await seedLedger(db, a.accountId, a.keyId, b.keyId);
  console.log(
    `\nseeded ${LEDGER_SIZE.toLocaleString('en')} ledger entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const api = await startApi({
    db,
    config: makeApiConfig({ databaseUrl, secret: 'bench-secret-0123456789abcdef0123456789abcdef' }),
    logger: createLogger('silent'),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const timeHttp = async (query: string) => {
      const samples: number[] = [];
      let last: any;
      for (let i = 0; i < N + 10; i++) {
        const started = performance.now();
        const res = await fetch(`${api.baseUrl}/credits?${query}`, { headers: { authorization: `Bearer ${a.key}` } });
        last = await res.json();
        if (res.status !== 200) throw new Error(`GET /credits answered ${res.status}: ${JSON.stringify(last)}`);
        if (i >= 10) samples.push(performance.now() - started);
      }
      return { ...stats(samples), body: last };
    };
    const timeSql = async (text: string, values: unknown[]) => {
      const samples: number[] = [];
      for (let i = 0; i < N + 10; i++) {
        const started = performance.now();
        await client.query(text, values);
        if (i >= 10) samples.push(performance.now() - started);
      }
      return stats(samples);
    };

    const range = `start=${RANGE.start}&end=${RANGE.end}`;
    const baseline = await timeSql(
      'select count(*) from credit_ledger where account_id = $1 and event_ts >= $2 and event_ts < $3',
      [a.accountId, RANGE.start, RANGE.end],
    );
    const first = await timeHttp(`${range}&limit=100`);
    const mid = await timeHttp(
      `${range}&limit=100&cursor=${encodeURIComponent(first.body.data.ledger.nextCursor.replace(/^2026-10-\d\d/, '2026-10-16'))}`,
    );
    const filtered = await timeHttp(`${range}&limit=100&reason=chat&workspace=1`);
    const big = await timeHttp(`${range}&limit=200`);

    console.log(
      `GET /credits over ${LEDGER_SIZE.toLocaleString('en')} entries (${first.body.data.summary.count.toLocaleString('en')} visible to the key), ${N} sequential requests each`,
    );
    console.log(`${''.padEnd(52)}       p50          p99   p50 vs baseline`);
    const row = (name: string, s: { p50: number; p99: number }) =>
      console.log(`${name.padEnd(52)} ${ms(s.p50)}  ${ms(s.p99)}   ${(s.p50 / baseline.p50).toFixed(2).padStart(6)}x`);
    row('baseline: SELECT count(*) on the range (SQL only)', baseline);
    row('GET /credits first page, limit 100', first);
    row('GET /credits page in the middle (cursor)', mid);
    row('GET /credits reason=chat&workspace=1', filtered);
    row('GET /credits limit 200', big);
  } finally {
    await client.end();
    await api.close();
  }
}

async function main() {
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const { url: databaseUrl, drop: dropDatabase } = await createBenchDatabase(adminUrl, 'docent_bench_credits');
  const db = createDb({ connectionString: databaseUrl, max: CALLERS + 4 });
  try {
    await migrateToLatest(db, databaseUrl);
    console.log(
      `credits benchmark: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Postgres ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'embedded (fsync on)'}`,
    );
    await benchCharges(db);
    await benchReport(db, databaseUrl);
  } finally {
    await db.destroy();
    await dropDatabase();
    await stopPg();
  }
}

await main();
