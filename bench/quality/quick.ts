/**
 * Fast iteration on retrieval and docent-local (seconds, not minutes): the question set evaluated in-process against
 * a kept database that holds the ingested corpus. Not a substitute for `pnpm bench quality` (which drives the REST API
 * and compares with the baseline): use it while tuning, then confirm with the real benchmark.
 *
 *   npx tsx bench/quality/quick.ts [--only <category,...>] [--filter <text>] [--set tuned|held-out] [--reindex]
 *     [--verbose] [--save <file>] [--compare <file>] [--verbose --explain: how docent-local weighed each part]
 *     [--ranks: each fact's place in the ranking: its passage's rank and the tokens ranked before it]
 *     [--ranks --top N: also the first N passages of that ranking, with their tokens, page and opening]
 *     [--questions manuals|unspaced|translated: another question set, over its own documents; give each set its own
 *      DOCENT_QUALITY_DEV, as the kept database holds the documents of the set that made it]
 *     [--in-label <label>: each question about one of the label's documents asked of the whole label instead]
 *     [--term-cache MB: the in-memory term index, as the api keeps one (default 64; 0: every scope read in Postgres)]
 *     [--embeddings <base URL> [--embeddings-model <name>]: hybrid retrieval with that OpenAI-compatible
 *      /v1/embeddings endpoint; the documents' units are embedded first (kept per model in the database)]
 *
 * The first run ingests the corpus through this checkout (api + worker child process, as the benchmark does) into an
 * embedded PostgreSQL kept in $DOCENT_QUALITY_DEV (default /tmp/docent-quality-dev); later runs reuse it. `--reindex`
 * re-chunks every document from its stored pages (after a change to reflow or chunking). Recall is measured on what
 * composeMessages would send (instructions + context) at budgets 4000, 8000 and 16000; docent-local's answer as
 * runChat builds it. With `--save`, results are written there; a second run with `--compare <file>` lists the
 * questions whose verdicts changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answerLocally,
  composeMessages,
  embedDocument,
  localAnswerInput,
  reindexDocuments,
  resolveChatOptions,
  resolveDocumentScope,
  resolveLabelScope,
  TermIndexCache,
} from '@docent/core';
import { createDb, migrateToLatest, sql, startEmbeddedPostgres } from '@docent/db';
import { startOpenAIProtocolServer } from '../../apps/api/test/support/openai-protocol-server';
import { questionSearch } from '../../packages/core/src/chat/question-search';
import { phrasesOffTheirPages } from './check-pages';
import { startDocent } from './docent-process';
import { ingestCorpus } from './ingest-corpus';
import { askedOfLabel, questionSetOf } from './question-sets';
import { isHeldOut, questionGroups } from './questions';
import { CATEGORIES, type Category, type Question } from './questions/types';
import { RestClient } from './rest-client';
import { containsAny } from './match';
import { phrasesOf, scoreContext, scoreLocal, summarise, type QuestionResult } from './scoring';
import { LABELS, type DocKey, type LabelKey } from './corpus';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('only')?.split(',') as Category[] | undefined;
/** `--questions translated|unspaced`: another set over its own documents (keep it in its own DOCENT_QUALITY_DEV). */
const questionSet = questionSetOf(option('questions'));
const filter = option('filter')?.toLowerCase();
const verbose = args.includes('--verbose');
/** `--set tuned`: tune without ever seeing the held-out questions; `--set held-out`: those alone. */
const set = option('set') as 'tuned' | 'held-out' | undefined;
if (set && set !== 'tuned' && set !== 'held-out') throw new Error('--set takes tuned or held-out');
/** `--in-label <label>`: each question about one of that label's documents asked of the whole label (askedOfLabel). */
const inLabel = option('in-label') as LabelKey | undefined;
if (inLabel && !(inLabel in LABELS)) throw new Error(`--in-label takes one of ${Object.keys(LABELS).join(', ')}`);
const home = process.env.DOCENT_QUALITY_DEV ?? path.join(os.tmpdir(), 'docent-quality-dev');
const BUDGETS = { '4000': 4000, 'local default': 8000, 'model default': 16000 } as const;
const embeddingsUrl = option('embeddings');
const embeddings = embeddingsUrl
  ? { baseUrl: embeddingsUrl, model: option('embeddings-model') ?? 'embeddings', timeoutMs: 120_000 }
  : undefined;

/** The chat body's defaults (contract's ChatRequest). */
const DEFAULTS = { pcap: 0.1, ocap: 1024, adherence: 'balanced', page: true, byok: false, dryrun: false } as const;

interface Ingested {
  accountId: string;
  docids: Record<DocKey, string>;
  labelids: Record<LabelKey, string>;
}

async function main() {
  mkdirSync(home, { recursive: true });
  // A cluster already running on the kept data directory (another run's --hold) is used as it is.
  const running = runningCluster(path.join(home, 'pg'));
  const pgHandle = running
    ? { url: (name: string) => running.replace(/\/postgres$/, `/${name}`), adminUrl: running, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDir: path.join(home, 'pg'), persistent: true, password: 'docent' });
  const url = pgHandle.url('docent_quality_dev');
  const stateFile = path.join(home, 'ingested.json');
  try {
    if (!existsSync(stateFile)) {
      const admin = createDb({ connectionString: pgHandle.adminUrl });
      await sql`drop database if exists docent_quality_dev`.execute(admin);
      await sql`create database docent_quality_dev`.execute(admin);
      await admin.destroy();
      const provider = await startOpenAIProtocolServer({ reply: () => 'stand-in' });
      const docent = await startDocent({
        dir: process.cwd(),
        databaseUrl: url,
        providerBaseUrl: provider.baseUrl,
        tag: 'dev',
      });
      try {
        const corpus = await ingestCorpus(new RestClient(docent.baseUrl, docent.apiKey), questionSet.documents);
        const dbx = createDb({ connectionString: url });
        const { rows } = await sql<{ account_id: string }>`select account_id from documents limit 1`.execute(dbx);
        await sql`analyze`.execute(dbx);
        await dbx.destroy();
        const state: Ingested = {
          accountId: rows[0].account_id,
          docids: Object.fromEntries(Object.entries(corpus.docs).map(([k, d]) => [k, d.docid])) as Record<
            DocKey,
            string
          >,
          labelids: corpus.labelids,
        };
        writeFileSync(stateFile, JSON.stringify(state));
        console.log(`ingested in ${corpus.seconds.toFixed(0)} s`);
      } finally {
        await docent.stop();
        await provider.close();
      }
    }
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as Ingested;
    const db = createDb({ connectionString: url });
    await migrateToLatest(db, url);
    if (args.includes('--reindex')) {
      const t = Date.now();
      const r = await reindexDocuments(db, { rechunk: true, embed: false });
      await sql`analyze chunks`.execute(db);
      console.log(
        `reindexed ${r.documents} documents, ${r.chunks} chunks in ${((Date.now() - t) / 1000).toFixed(0)} s`,
      );
    }
    if (embeddings) {
      const t = Date.now();
      for (const docid of Object.values(state.docids)) {
        const r = await embedDocument(db, { docid, isLastAttempt: true }, { connection: embeddings });
        if (r.outcome !== 'ready') throw new Error(`embedding ${docid}: ${JSON.stringify(r)}`);
      }
      console.log(`embedded for ${embeddings.model} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    const selected = questionSet.questions
      .filter(
        (q) =>
          (!only || only.includes(q.category)) &&
          (!filter || q.id.includes(filter) || q.prompt.toLowerCase().includes(filter)) &&
          (!set || (set === 'held-out') === isHeldOut(q)),
      )
      .flatMap((q) => (inLabel ? askedOfLabel([q], inLabel) : [q]));
    const results = new Map<string, QuestionResult>();
    const fileOfDocid: Record<string, string> = {};
    const { DOCUMENTS } = await import('./corpus');
    for (const [k, id] of Object.entries(state.docids)) fileOfDocid[id] = DOCUMENTS[k as DocKey].file;
    // The question set against the kept pages, as `pnpm bench quality` checks it against the REST API.
    const pages = await db
      .selectFrom('pages')
      .select(['document_id', 'page_no', 'text'])
      .where('document_id', 'in', Object.values(state.docids))
      .execute();
    const pageText = new Map(pages.map((p) => [`${p.document_id}:${p.page_no}`, p.text]));
    const problems = await phrasesOffTheirPages(
      selected,
      async (doc, n) => pageText.get(`${state.docids[doc]}:${n}`) ?? '',
    );
    for (const p of problems) console.log(`question set: ${p}`);
    const started = performance.now();
    for (const q of selected) results.set(q.id, await evaluate(db, state, q, fileOfDocid));
    const seconds = (performance.now() - started) / 1000;
    printSummary(selected, results);
    console.log(`${selected.length} questions in ${seconds.toFixed(1)} s`);
    const save = option('save');
    const out = Object.fromEntries(selected.map((q) => [q.id, results.get(q.id)]));
    if (save) writeFileSync(save, JSON.stringify(out, null, 1));
    const compare = option('compare');
    if (compare) printChanges(selected, JSON.parse(readFileSync(compare, 'utf8')), results);
    const hold = Number(option('hold') ?? 0);
    if (hold > 0) {
      console.log(`holding ${hold} s: ${url}`);
      await new Promise((r) => setTimeout(r, hold * 1000));
    }
    await db.destroy();
  } finally {
    await pgHandle.stop();
  }
}

/** The admin URL of a cluster some other process runs on `dataDir`, from its postmaster.pid (line 4: the port). */
function runningCluster(dataDir: string): string | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return `postgres://postgres:docent@127.0.0.1:${port}/postgres`;
}

/** As the api keeps one (DOCENT_TERM_CACHE_MB, 64 MB): a document's later questions are ranked from memory. */
const termIndex = new TermIndexCache(Number(option('term-cache') ?? 64) * 1024 * 1024);

async function evaluate(
  db: ReturnType<typeof createDb>,
  state: Ingested,
  q: Question,
  names: Record<string, string>,
): Promise<QuestionResult> {
  const scope =
    'doc' in q.scope
      ? await resolveDocumentScope(db, { accountId: state.accountId, docid: state.docids[q.scope.doc] })
      : await resolveLabelScope(db, { accountId: state.accountId, ref: state.labelids[q.scope.label] });
  const semanticFor = (prompt: string) => questionSearch(db, { scope, prompt, embeddings });
  const recall: QuestionResult['recall'] = {};
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const options = resolveChatOptions(
      { ...DEFAULTS, prompt: q.prompt, model: 'gpt-4.1-mini', budget },
      { providerConfigured: true, byokModels: [] },
    );
    const composed = await composeMessages(db, { scope, prompt: q.prompt, turns: [], options, semanticFor, termIndex });
    const sent = composed.messages
      .map((m) => m.content)
      .join('\n')
      .split(q.prompt)
      .join('\n');
    recall[key] = scoreContext(q, sent, names);
  }
  const options = resolveChatOptions(
    { ...DEFAULTS, prompt: q.prompt, model: 'docent-local' },
    { providerConfigured: true, byokModels: [] },
  );
  const t = performance.now();
  const composed = await composeMessages(db, { scope, prompt: q.prompt, turns: [], options, semanticFor, termIndex });
  const local = answerLocally({
    ...localAnswerInput(scope, composed, options),
    explain: verbose && args.includes('--explain') ? (line) => console.log(`    ${line}`) : undefined,
  });
  const ms = performance.now() - t;
  if (args.includes('--ranks') && q.facts.length > 0) {
    // Where each fact's passage lies in the ranking of the largest budget: its rank, and the tokens ranked before it
    // (what a budget must hold to reach it); '-' when no passage of that context states it.
    const options = resolveChatOptions(
      { ...DEFAULTS, prompt: q.prompt, model: 'gpt-4.1-mini', budget: BUDGETS['model default'] },
      { providerConfigured: true, byokModels: [] },
    );
    const ranked = (
      await composeMessages(db, { scope, prompt: q.prompt, turns: [], options, semanticFor, termIndex })
    ).context.chunks
      .filter((c) => c.rank !== undefined)
      .sort((a, b) => a.rank! - b.rank!);
    const places = q.facts.map((f) => {
      if (ranked.length === 0) return 'the whole scope is sent';
      let before = 0;
      for (const c of ranked) {
        if (containsAny(c.text, phrasesOf(q, f))) return `rank ${c.rank} after ${before} tokens`;
        before += c.tokens;
      }
      return '-';
    });
    // In a label: how many of the first ten passages come from the documents that state the facts.
    const factDocs = new Set(q.facts.flatMap((f) => (f.doc ? [names[state.docids[f.doc]] ?? f.doc] : [])));
    const fromThem = ranked.slice(0, 10).filter((c) => factDocs.has(names[c.documentId] ?? '')).length;
    const fromWhich = 'label' in q.scope ? ` (top 10: ${fromThem} from the facts' documents)` : '';
    console.log(`RANK ${q.id} ${recall['4000'].hit ? 'in @4000' : 'MISS @4000'}: ${places.join('; ')}${fromWhich}`);
    const top = Number(option('top') ?? 0);
    for (const c of ranked.slice(0, top)) {
      console.log(
        `  r${c.rank} ${'label' in q.scope ? `${names[c.documentId]} ` : ''}${c.tokens}t p.${c.pageNo} ${c.heading ?? ''} | ${c.text.replace(/\s+/g, ' ').slice(0, 140)}`,
      );
    }
  }
  const citations = local.parts.flatMap((p) => (p.source ? [p.source] : []));
  const scored = scoreLocal(q, local.text, citations, state.docids, ms);
  if (verbose) {
    const tag = q.facts.length
      ? `${scored.holds ? 'HOLDS' : 'miss '} ${scored.cited ? 'CITED' : 'nocit'}`
      : scored.declined
        ? 'DECLINED'
        : 'ANSWERED';
    console.log(
      `\n${q.id} [${tag}] rel=${local.relevance.toFixed(2)} recall8000=${recall['local default'].hit}\n  Q: ${q.prompt}\n  A: ${local.text.replace(/\n/g, '\n     ')}`,
    );
    if (q.facts.length)
      console.log(
        `  expected: ${q.facts.map((f) => `${JSON.stringify(f.phrases)} p.${f.pages.join(',')}`).join(' + ')}`,
      );
  }
  return { recall, local: { ...scored, relevance: local.relevance } as never, providerMs: NaN };
}

function printSummary(questions: Question[], results: Map<string, QuestionResult>) {
  const groups: Array<[string, Question[]]> = [
    ...CATEGORIES.map((c) => [c, questions.filter((q) => q.category === c)] as [string, Question[]]),
    ...questionGroups(questions),
  ];
  const rows: Array<[string, (s: ReturnType<typeof summarise>) => number | null]> = [
    ['recall @4000', (s) => s.recall['4000']],
    ['recall @8000', (s) => s.recall['local default']],
    ['recall @16000', (s) => s.recall['model default']],
    ['local holds the fact', (s) => s.localHolds],
    ['local cites a page', (s) => s.localCited],
    ['local declines (unanswerable)', (s) => s.declines],
    ['local answers when in context', (s) => s.answersWhenInContext],
    ['local answers tentatively', (s) => s.tentative],
    ['local holds the fact if sure', (s) => s.holdsWhenSure],
    ['local declines/tentative (unans.)', (s) => s.declinesOrTentative],
    ["local shows Markdown's marks", (s) => s.markup],
    ['local p50 ms (compose + answer)', (s) => s.localP50 / 100],
  ];
  const live = groups.filter(([, qs]) => qs.length > 0);
  const sums = live.map(([, qs]) =>
    summarise(
      qs.map((q) => ({ q, r: results.get(q.id)! })),
      Object.keys(BUDGETS),
      'local default',
    ),
  );
  console.log(`${''.padEnd(32)}${live.map(([g, qs]) => `${g} (${qs.length})`.padStart(18)).join('')}`);
  for (const [label, get] of rows) {
    console.log(
      `${label.padEnd(32)}${sums
        .map((s) => {
          const v = get(s);
          return (v === null || Number.isNaN(v) ? '' : `${Math.round(v * 100)}`).padStart(18);
        })
        .join('')}`,
    );
  }
}

function printChanges(
  questions: Question[],
  before: Record<string, QuestionResult>,
  after: Map<string, QuestionResult>,
) {
  const verdicts: Array<[string, (q: Question, r: QuestionResult) => boolean | null]> = [
    ['recall @4000', (q, r) => (q.facts.length ? r.recall['4000'].hit : null)],
    ['recall @8000', (q, r) => (q.facts.length ? r.recall['local default'].hit : null)],
    ['recall @16000', (q, r) => (q.facts.length ? r.recall['model default'].hit : null)],
    ['holds', (q, r) => (q.facts.length ? r.local.holds : null)],
    ['cited', (q, r) => (q.facts.length ? r.local.cited : null)],
    ['declined', (_q, r) => r.local.declined],
    // Whether an answer says it is only the closest sentences: a change between sure and tentative moves no fact, but
    // is what a reader is told (an answer turned sure that holds no fact is a loss the lines above do not show).
    ['tentative', (_q, r) => (r.local.declined ? null : (r.local.tentative ?? null))],
  ];
  for (const [name, verdict] of verdicts) {
    const gained: string[] = [];
    const lost: string[] = [];
    for (const q of questions) {
      if (!before[q.id]) continue;
      const b = verdict(q, before[q.id]);
      const a = verdict(q, after.get(q.id)!);
      if (b === false && a === true) gained.push(q.id);
      if (b === true && a === false) lost.push(q.id);
    }
    if (gained.length || lost.length) console.log(`${name}: +[${gained.join(' ')}] -[${lost.join(' ')}]`);
  }
}

await main();
process.exit(0);
