/**
 * Scale-out run: Postgres, two api processes (the client alternates between them: round robin), two workers.
 * It uploads 2,000 one-page PDFs and asks 500 priced chats (through a zero-delay OpenAI-protocol server) while they
 * are being analysed, and SIGKILLs one worker (with its parser processes) midway, restarting it a few seconds later.
 *
 * It fails (exit 1) unless every document ends ready, no chat gets a 5xx, and the ledger balances: per account,
 * the balances equal the sums of the ledger entries, one `chat` entry per priced message, the same credits on both.
 * Then it runs the same workload (no kill) against one process doing both jobs (`pnpm start`'s shape) and prints
 * both throughputs side by side.
 *
 *   pnpm bench scale-out   (or: node --import tsx bench/scale-out/run.ts [--docs 2000] [--chats 500] [--skip-single])
 *
 * Postgres: DATABASE_URL's server when set, else an embedded one (fsync on).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createAccountKey } from '@docent/core';
import { createDb, freePort, migrateToLatest, sql, type Db } from '@docent/db';
import { startOpenAIProtocolServer } from '../../apps/api/test/support/openai-protocol-server';
import { makeTextPdf } from '../../packages/core/src/extraction/fixtures/index';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { productionCommand, ROOT, sleep, startProcess, stopProcess } from '../support/processes';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const DOCS = option('docs', 2000);
const CHATS = option('chats', 500);
const ACCOUNTS = 5;
const FILES_PER_UPLOAD = 10;
const UPLOAD_CONCURRENCY = 8;
const CHAT_CONCURRENCY = 25;
const KILL_AFTER_READY = Math.floor(DOCS / 5);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Account {
  accountId: string;
  key: string;
}

interface Outcome {
  docsPerS: number;
  chatsPerS: number;
  chatStatuses: Record<number, number>;
  seconds: number;
}

const topics = [
  'harbour tolls',
  'ferry fares',
  'canal budget',
  'lighthouse repairs',
  'dock wages',
  'pilot fees',
  'tide tables',
  'quay leases',
];
const pdfFor = (n: number) =>
  makeTextPdf([
    [
      `Report ${n}.`,
      `The ${topics[n % topics.length]} for district ${n} were reviewed by the committee.`,
      `Decision ${n}: approved on day ${(n % 28) + 1}.`,
    ],
  ]);

/** One workload run against some api base URLs (round robin); `midway` runs once KILL_AFTER_READY documents are ready. */
async function workload(
  db: Db,
  baseUrls: string[],
  accounts: Account[],
  midway?: () => Promise<void>,
): Promise<Outcome> {
  let turn = 0;
  const nextBase = () => baseUrls[turn++ % baseUrls.length];
  const started = performance.now();
  const owners = new Map<string, Account>();

  // Uploads: DOCS files in requests of FILES_PER_UPLOAD, UPLOAD_CONCURRENCY requests at a time.
  let nextFile = 0;
  const uploads = Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (nextFile < DOCS) {
        const first = nextFile;
        nextFile += FILES_PER_UPLOAD;
        const account = accounts[(first / FILES_PER_UPLOAD) % accounts.length];
        const form = new FormData();
        for (let n = first; n < Math.min(DOCS, first + FILES_PER_UPLOAD); n++)
          form.append('file', new Blob([new Uint8Array(pdfFor(n))], { type: 'application/pdf' }), `report-${n}.pdf`);
        const r = await fetch(`${nextBase()}/doc/upload/none`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.key}` },
          body: form,
        });
        if (r.status !== 200) throw new Error(`upload answered ${r.status}: ${await r.text()}`);
        for (const doc of ((await r.json()) as { data: Array<{ docid: string }> }).data) owners.set(doc.docid, account);
      }
    }),
  );

  const readyIds = async () =>
    (await sql<{ id: string }>`select id from documents where status = 'ready'`.execute(db)).rows
      .map((r) => r.id)
      .filter((id) => owners.has(id));
  const failed = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from documents where status = 'failed'`.execute(db)).rows[0].n;

  // Chats: once 50 documents are ready, CHATS priced chats on ready documents, CHAT_CONCURRENCY at a time.
  const chatStatuses: Record<number, number> = {};
  let chatSeconds = 0;
  const chats = (async () => {
    let ready = await readyIds();
    while (ready.length < Math.min(50, DOCS)) {
      await sleep(100);
      ready = await readyIds();
    }
    const chatStarted = performance.now();
    let asked = 0;
    await Promise.all(
      Array.from({ length: CHAT_CONCURRENCY }, async () => {
        while (asked < CHATS) {
          const n = asked++;
          if (n % 50 === 0) ready = await readyIds();
          const docid = ready[n % ready.length];
          const r = await fetch(`${nextBase()}/doc/${docid}/chat`, {
            method: 'POST',
            headers: { authorization: `Bearer ${owners.get(docid)!.key}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              prompt: `What was decided about the ${topics[n % topics.length]}?`,
              model: 'gpt-4.1-mini',
            }),
          });
          await r.arrayBuffer();
          chatStatuses[r.status] = (chatStatuses[r.status] ?? 0) + 1;
        }
      }),
    );
    chatSeconds = (performance.now() - chatStarted) / 1000;
  })();

  const kill = (async () => {
    if (!midway) return;
    while ((await readyIds()).length < KILL_AFTER_READY) await sleep(100);
    await midway();
  })();

  await uploads;
  for (;;) {
    const [ready, bad] = [(await readyIds()).length, await failed()];
    if (bad > 0) throw new Error(`${bad} document(s) failed`);
    if (ready === DOCS) break;
    if ((performance.now() - started) / 1000 > 1800)
      throw new Error(`only ${ready} of ${DOCS} documents ready after 30 minutes`);
    await sleep(200);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([chats, kill]);
  return { docsPerS: DOCS / seconds, chatsPerS: CHATS / chatSeconds, chatStatuses, seconds };
}

/** Throws unless every balance is the sum of its ledger entries and every priced message has its one chat entry. */
async function checkLedger(db: Db): Promise<string> {
  const unbalanced = await sql<{ id: string }>`
    select a.id from accounts a
    left join (select account_id, sum(delta_monthly) as m, sum(delta_bundle) as b from credit_ledger group by account_id) l on l.account_id = a.id
    where a.monthly_balance <> coalesce(l.m, 0) or a.bundle_balance <> coalesce(l.b, 0)`.execute(db);
  if (unbalanced.rows.length)
    throw new Error(`ledger does not balance for ${unbalanced.rows.map((r) => r.id).join(', ')}`);
  const { rows } = await sql<{ messages: number; priced: number; entries: number; charged: number; credited: number }>`
    select (select count(*)::int from messages) as messages,
           (select count(*)::int from messages where credits > 0) as priced,
           (select count(*)::int from credit_ledger where reason = 'chat') as entries,
           (select coalesce(sum(credits), 0)::float8 from messages) as credited,
           (select coalesce(-sum(delta_monthly + delta_bundle), 0)::float8 from credit_ledger where reason = 'chat') as charged`.execute(
    db,
  );
  const r = rows[0];
  if (r.priced !== r.entries) throw new Error(`${r.priced} priced messages but ${r.entries} chat ledger entries`);
  if (Math.abs(r.charged - r.credited) > 1e-6)
    throw new Error(`messages say ${r.credited} credits, the ledger ${r.charged}`);
  const orphans = await sql<{ n: number }>`
    select count(*)::int as n from credit_ledger l where l.reason = 'chat' and not exists (select 1 from messages m where m.promptid = l.request_id)`.execute(
    db,
  );
  if (orphans.rows[0].n) throw new Error(`${orphans.rows[0].n} chat charges without their message`);
  return `${r.messages} messages, ${r.entries} chat ledger entries, ${r.charged.toFixed(4)} credits charged; every account's balances equal its ledger`;
}

async function freshDatabase(
  adminUrl: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void>; accounts: Account[] }> {
  const { url, drop } = await createBenchDatabase(adminUrl, 'docent_bench_scale');
  const db = createDb({ connectionString: url, max: 4 });
  await migrateToLatest(db, url);
  const accounts: Account[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const created = await createAccountKey(db, { name: `tenant-${i}`, bundle: 1_000_000, rateLimit: 0 });
    accounts.push({ accountId: created.accountId, key: created.key });
  }
  return {
    db,
    url,
    accounts,
    drop: async () => {
      await db.destroy();
      await drop();
    },
  };
}

const verdict = (o: Outcome) => {
  const fiveHundreds = Object.entries(o.chatStatuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  return { fiveHundreds, line: `chat statuses ${JSON.stringify(o.chatStatuses)}` };
};

async function main() {
  console.log(
    `load average at start: ${load()} on ${os.availableParallelism()} cores; ${DOCS} documents, ${CHATS} chats`,
  );
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const provider = await startOpenAIProtocolServer({ delayMs: 0, record: false });
  const running: ChildProcess[] = [];
  const env = (databaseUrl: string, port: number) => ({
    DATABASE_URL: databaseUrl,
    DOCENT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: provider.baseUrl,
  });
  let failedChecks = 0;
  try {
    // 1. Two api processes, two workers; one worker SIGKILLed midway and restarted.
    const scaled = await freshDatabase(adminUrl);
    const api = productionCommand('api');
    const worker = productionCommand('worker');
    console.log(`\nscale-out: 2 × ${api.shape}, 2 × ${worker.shape}`);
    const ports = [await freePort(), await freePort()];
    const apis = [];
    for (const port of ports)
      apis.push(
        await startProcess(
          `api :${port}`,
          process.execPath,
          api.args,
          { ...env(scaled.url, port), LOG_LEVEL: 'info' },
          /docent api listening/,
        ),
      );
    const startWorker = (n: number) =>
      startProcess(
        `worker ${n}`,
        process.execPath,
        worker.args,
        { ...env(scaled.url, 0), LOG_LEVEL: 'info' },
        /docent worker running/,
      );
    const workers = [await startWorker(1), await startWorker(2)];
    running.push(...apis, ...workers);
    let killedAt = 0;
    const outcome = await workload(
      scaled.db,
      ports.map((p) => `http://127.0.0.1:${p}/api/v1`),
      scaled.accounts,
      async () => {
        killedAt = performance.now();
        process.kill(-workers[0].pid!, 'SIGKILL'); // the worker and its parser processes, as a machine loss would
        console.log(
          `  SIGKILLed worker 1 (pid ${workers[0].pid}) with ${KILL_AFTER_READY} documents ready; restarting it in 3 s`,
        );
        await sleep(3000);
        workers[0] = await startWorker(1);
        running.push(workers[0]);
        console.log(`  worker 1 restarted ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
      },
    );
    const scaledVerdict = verdict(outcome);
    const ledger = await checkLedger(scaled.db).catch((e: Error) => {
      failedChecks++;
      return `LEDGER CHECK FAILED: ${e.message}`;
    });
    if (scaledVerdict.fiveHundreds) failedChecks++;
    console.log(
      `  every document ready after ${outcome.seconds.toFixed(1)} s: ${outcome.docsPerS.toFixed(1)} documents/s; ` +
        `chats ${outcome.chatsPerS.toFixed(1)}/s; ${scaledVerdict.line} (${scaledVerdict.fiveHundreds} 5xx)`,
    );
    console.log(`  ${ledger}`);
    for (const child of [...apis, ...workers]) await stopProcess(child);
    await scaled.drop();

    // 2. The same workload on one process doing both jobs.
    if (!process.argv.includes('--skip-single')) {
      const single = await freshDatabase(adminUrl);
      const dist = path.join(ROOT, 'apps/cli/dist/start.js');
      const args = existsSync(dist) ? [dist] : ['--import', 'tsx', path.join(ROOT, 'apps/cli/src/start.ts')];
      const port = await freePort();
      console.log(
        `\nsingle process: ${existsSync(dist) ? 'node apps/cli/dist/start.js' : 'node --import tsx apps/cli/src/start.ts'} (api + worker, pnpm start's shape)`,
      );
      const one = await startProcess('single', process.execPath, args, env(single.url, port), /api listening/);
      running.push(one);
      const base = await workload(single.db, [`http://127.0.0.1:${port}/api/v1`], single.accounts);
      const baseVerdict = verdict(base);
      const baseLedger = await checkLedger(single.db).catch((e: Error) => `LEDGER CHECK FAILED: ${e.message}`);
      console.log(
        `  every document ready after ${base.seconds.toFixed(1)} s: ${base.docsPerS.toFixed(1)} documents/s; ` +
          `chats ${base.chatsPerS.toFixed(1)}/s; ${baseVerdict.line}`,
      );
      console.log(`  ${baseLedger}`);
      await stopProcess(one);
      await single.drop();
      console.log(
        `\nscale-out (with a worker killed) against one process: documents ${(outcome.docsPerS / base.docsPerS).toFixed(2)}×, ` +
          `chats ${(outcome.chatsPerS / base.chatsPerS).toFixed(2)}× (same machine: 2 cores shared by every process)`,
      );
    }
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    for (const child of running) await stopProcess(child);
    await provider.close();
    await stopPg();
  }
  if (failedChecks) {
    console.error(`\n${failedChecks} check(s) failed`);
    process.exit(1);
  }
  console.log('\nall checks passed: every document ready, no chat 5xx, the ledger balances');
  process.exit(0);
}

await main();
