/**
 * Per-request overhead of the api, with wrk at 64 connections, every figure beside a baseline measured in the
 * same run (ratios; absolute figures on a shared 2-core machine are noise):
 *
 *  1. GET /api/v1/doc/{docid}: a bare Express 5 + pg handler doing the same primary-key lookup (baseline), the
 *     docent api with an unlimited key, and with a rate-limited key (limit high enough never to refuse: the cost of
 *     counting, not of 429s). Targets: ≥ 0.8× and ≥ 0.7× the baseline, p99 < 25 ms.
 *  2. POST /doc/{docid}/chat end to end with docent-local, and with gpt-4.1-mini through a zero-delay
 *     OpenAI-protocol server (priced: lease, retrieval, provider call, message + charge). Target ≥ 0.5× GET /doc.
 *  3. RSS of the api process (idle after start, after the load).
 *
 * Each server runs in its own process, started the way production starts it. Rounds alternate the servers so
 * drift on a shared machine hits each alike; the ratio of each round is printed and the median summarised.
 *
 *   pnpm bench http      (or: node --import tsx bench/http/run.ts [--seconds 5] [--rounds 3] [--connections 64]
 *                        [--only get,chat,chat-local,chat-provider] [--chat-text FILE] [--cpu-prof DIR])
 *
 * Needs wrk (`apt-get install wrk`). Postgres: DATABASE_URL's server when set, else an embedded one (fsync on).
 * BENCH_LOG_LEVEL=silent runs the api without request logs (what logging costs per request: compare cpu/req).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitDocumentText, createAccountKey, createStoredDocument } from '@docent/core';
import { createDb, freePort, migrateToLatest } from '@docent/db';
import { startOpenAIProtocolServer } from '../../apps/api/test/support/openai-protocol-server';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { treeCpuS, treeRssMb } from '../support/process-memory';
import { postScript, wrk, type WrkResult } from './wrk';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 64);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The production command of the api: compiled JavaScript when built, else the TypeScript entry through tsx. */
function apiCommand(): string[] {
  const dist = path.join(ROOT, 'apps/api/dist/main.js');
  // --cpu-prof DIR: a V8 CPU profile of the api process (written when it exits), for `bench/http/profile-summary.ts`.
  const i = process.argv.indexOf('--cpu-prof');
  const profile = i > 0 ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.argv[i + 1])] : [];
  return [
    ...profile,
    ...(existsSync(dist)
      ? ['--conditions=docent-dist', dist]
      : ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')]),
  ];
}

async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${healthUrl}:\n${stderr}`);
    const ok = await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
interface Measured extends WrkResult {
  /** CPU µs per request: the server process (and its children), Postgres (all its processes). */
  serverUs: number;
  pgUs: number;
}
const fmt = (r: Measured) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1).padStart(5)} ms  p99 ${r.p99Ms.toFixed(1).padStart(5)} ms` +
  `  cpu/req: server ${r.serverUs.toFixed(0).padStart(4)} µs, postgres ${r.pgUs.toFixed(0).padStart(4)} µs` +
  (r.non2xx || r.socketErrors ? `  (non-2xx ${r.non2xx}, socket errors ${r.socketErrors})` : '');

async function main() {
  const t0 = Date.now();
  console.log(`load average at start: ${load()} on ${os.availableParallelism()} cores`);
  const { adminUrl, stop: stopPg, pid: pgPid } = await benchPostgres();
  const { url: databaseUrl, drop } = await createBenchDatabase(adminUrl, 'docent_bench_http');
  const db = createDb({ connectionString: databaseUrl, max: 4 });
  const children: ChildProcess[] = [];
  const provider = await startOpenAIProtocolServer({ delayMs: 0, record: false });
  try {
    await migrateToLatest(db, databaseUrl);
    const unlimited = await createAccountKey(db, { name: 'unlimited', bundle: 1_000_000_000, rateLimit: 0 });
    const limited = await createAccountKey(db, {
      name: 'limited',
      accountId: unlimited.accountId,
      rateLimit: 1_000_000_000,
    });
    // One ready document of real text (the GPL, 35 KB): what GET /doc reads and chat retrieves from.
    // --chat-text FILE: another document to chat with (e.g. a one-page text, to see the fixed cost of a chat).
    const textIndex = process.argv.indexOf('--chat-text');
    const text = readFileSync(textIndex > 0 ? process.argv[textIndex + 1] : '/usr/share/common-licenses/GPL-3', 'utf8');
    const doc = await createStoredDocument(db, {
      accountId: unlimited.accountId,
      keyId: unlimited.keyId,
      workspace: 0,
      name: 'GPL-3.txt',
      bytes: Buffer.from(text),
    });
    const pages = text.split(/\n(?=\s*\d+\. )/).map((t, i) => ({ pageNo: i + 1, text: t, source: 'text' as const }));
    await commitDocumentText(db, {
      documentId: doc.docid,
      accountId: unlimited.accountId,
      pages,
      mimeType: 'text/plain',
    });
    await db
      .deleteFrom('graphile_worker._private_jobs' as never)
      .execute()
      .catch(() => {}); // no worker runs here

    const [barePort, apiPort] = [await freePort(), await freePort()];
    const bare = await startProcess(
      'bare server',
      ['--import', 'tsx', path.join(ROOT, 'bench/http/bare-server.ts')],
      { DATABASE_URL: databaseUrl, PORT: String(barePort), ACCOUNT_ID: unlimited.accountId },
      `http://127.0.0.1:${barePort}/healthz`,
    );
    children.push(bare);
    const api = await startProcess(
      'docent api',
      apiCommand(),
      {
        DATABASE_URL: databaseUrl,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DOCENT_SECRET: 'bench-secret-0123456789abcdef0123456789',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        OPENAI_API_KEY: 'bench',
        OPENAI_BASE_URL: provider.baseUrl,
      },
      `http://127.0.0.1:${apiPort}/healthz`,
    );
    children.push(api);
    const idleRss = treeRssMb(api.pid!).totalMb;

    const bareUrl = `http://127.0.0.1:${barePort}/api/v1/doc/${doc.docid}`;
    const apiBase = `http://127.0.0.1:${apiPort}/api/v1`;
    const auth = (key: string) => ({ authorization: `Bearer ${key}` });
    const localChat = postScript({ prompt: 'What does the licence say about patents?', model: 'docent-local' });
    const providerChat = postScript({ prompt: 'What does the licence say about patents?', model: 'gpt-4.1-mini' });
    // CPU time per request of the server process and of Postgres: steadier than req/s when others load the machine.
    const measured = async (pid: number, run: () => Promise<WrkResult>): Promise<Measured> => {
      const [server0, pg0] = [treeCpuS(pid), pgPid ? treeCpuS(pgPid) : Number.NaN];
      const r = await run();
      const requests = r.rps * r.seconds;
      return {
        ...r,
        serverUs: ((treeCpuS(pid) - server0) * 1e6) / requests,
        pgUs: ((treeCpuS(pgPid ?? 0) - pg0) * 1e6) / requests,
      };
    };
    // One wrk run against the api: a path of the document, a key, and for chats the script that posts the question.
    const onApi =
      (path: string, key: string, script?: string) =>
      (seconds?: number): Promise<Measured> =>
        measured(api.pid!, () =>
          wrk(`${apiBase}/doc/${doc.docid}${path}`, {
            connections: CONNECTIONS,
            seconds: seconds ?? SECONDS,
            headers: auth(key),
            ...(script ? { script } : {}),
          }),
        );
    const runs: Array<[string, (seconds?: number) => Promise<Measured>]> = [
      [
        'bare Express 5 + pg (baseline)',
        (seconds) => measured(bare.pid!, () => wrk(bareUrl, { connections: CONNECTIONS, seconds: seconds ?? SECONDS })),
      ],
      ['docent, unlimited key', onApi('', unlimited.key)],
      ['docent, rate-limited key', onApi('', limited.key)],
      ['chat, docent-local', onApi('/chat', unlimited.key, localChat)],
      ['chat, zero-delay provider', onApi('/chat', unlimited.key, providerChat)],
    ];
    const onlyIndex = process.argv.indexOf('--only');
    const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
    // --only get|chat|chat-local|chat-provider (comma-separated): the baseline and GET /doc always run.
    const keep: Record<string, string[]> = {
      get: ['docent, rate-limited key'],
      chat: ['chat, docent-local', 'chat, zero-delay provider'],
      'chat-local': ['chat, docent-local'],
      'chat-provider': ['chat, zero-delay provider'],
    };
    if (only) {
      const wanted = new Set([
        'bare Express 5 + pg (baseline)',
        'docent, unlimited key',
        ...only.split(',').flatMap((o) => keep[o] ?? []),
      ]);
      for (let i = runs.length - 1; i >= 0; i--) if (!wanted.has(runs[i][0])) runs.splice(i, 1);
    }
    console.log(`warming up (load average ${load()})`);
    for (const [, run] of runs) await run(2);

    const results = new Map<string, Measured[]>(runs.map(([name]) => [name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`\nround ${round}/${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s each (load average ${load()})`);
      const [base] = runs;
      const baseline = await base[1]();
      results.get(base[0])!.push(baseline);
      console.log(`  ${base[0].padEnd(32)} ${fmt(baseline)}`);
      let getDoc = baseline.rps;
      for (const [name, run] of runs.slice(1)) {
        const r = await run();
        results.get(name)!.push(r);
        if (name === 'docent, unlimited key') getDoc = r.rps;
        const ratio = name.startsWith('chat')
          ? `${(r.rps / getDoc).toFixed(2)}× GET /doc`
          : `${(r.rps / baseline.rps).toFixed(2)}× baseline`;
        console.log(`  ${name.padEnd(32)} ${fmt(r)}   ${ratio}`);
      }
    }
    const after = treeRssMb(api.pid!).totalMb;
    const ratio = (name: string, of: string) =>
      median(results.get(name)!.map((r, i) => r.rps / results.get(of)![i].rps));
    const p99 = (name: string) => median(results.get(name)!.map((r) => r.p99Ms));
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const summary: Array<[string, string, string, number, string]> = [
      ['GET /doc, unlimited key', 'docent, unlimited key', 'bare Express 5 + pg (baseline)', 0.8, 'bare'],
      ['GET /doc, rate-limited key', 'docent, rate-limited key', 'bare Express 5 + pg (baseline)', 0.7, 'bare'],
      ['chat, docent-local', 'chat, docent-local', 'docent, unlimited key', 0.5, 'GET /doc'],
      ['chat, zero-delay provider', 'chat, zero-delay provider', 'docent, unlimited key', 0.5, 'GET /doc'],
    ];
    console.log(`\nmedian of ${ROUNDS} rounds (load average ${load()}):`);
    for (const [label, name, of, target, unit] of summary) {
      if (!results.has(name)) continue;
      const r = ratio(name, of);
      const cpu = (n: string) => median(results.get(n)!.map((x) => x.serverUs + x.pgUs));
      console.log(
        `  ${`${label}:`.padEnd(30)} ${r.toFixed(2)}× ${unit}   (target ≥ ${target}: ${verdict(r >= target)})   p99 ${p99(name).toFixed(1)} ms` +
          `   cpu/req ${(cpu(of) / cpu(name)).toFixed(2)}× as efficient (server + postgres)`,
      );
    }
    const gets = ['docent, unlimited key', 'docent, rate-limited key'].filter((n) => results.has(n));
    const p99Max = Math.max(...gets.map(p99));
    console.log(
      `  ${'p99 of GET /doc:'.padEnd(30)} ${p99Max.toFixed(1)} ms   (target < 25 ms: ${verdict(p99Max < 25)})`,
    );
    console.log(`  api process RSS: ${idleRss.toFixed(0)} MB idle after start, ${after.toFixed(0)} MB after the load`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
    await provider.close();
    await db.destroy();
    await drop();
    await stopPg();
  }
  console.log(`\ntotal ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(0);
}

await main();
