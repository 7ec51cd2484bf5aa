/**
 * Answer-quality benchmark (issue 12): real manuals, questions written from them, scored through the REST API.
 *
 *   pnpm bench quality [--baseline <ref> | --no-baseline] [--only <category,...>] [--filter <text>] [--out <file>]
 *     [--questions manuals|unspaced|translated]   (unspaced: Chinese, Japanese and Korean over Vim's tutorials; translated:
 *     French, German, Spanish and Russian over Debian's translations of two manuals)
 *
 * Two Docent versions run side by side as child processes, each from its own checkout against its own database:
 * this checkout, and the baseline (default: the tag release-1), exported with `git archive` and installed offline.
 * Each ingests the corpus (bench/quality/corpus, see README.md); every question is then asked of both, alternately:
 *  - three chats with the provider model, whose endpoint is a stand-in OpenAI-protocol server started here that
 *    records the messages it is sent and answers a fixed sentence: at budget 4000, at docent-local's default budget
 *    and at the model's default budget. Context recall = every expected phrase is in what the model was sent;
 *  - one chat with docent-local at its default budget: does the answer hold the fact, cite an expected page,
 *    decline when the documents do not say.
 * Prints one table per metric and category, baseline → this checkout, and writes per-question results as JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  startOpenAIProtocolServer,
  type OpenAIProtocolServer,
} from '../../apps/api/test/support/openai-protocol-server';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';
import { checkQuestionSet, phrasesOffTheirPages } from './check-pages';
import { checkoutRef, UnknownRefError } from './checkout';
import type { DocKey } from './corpus';
import { startDocent, type DocentProcess } from './docent-process';
import { ingestCorpus, type IngestedCorpus } from './ingest-corpus';
import { questionSetOf } from './question-sets';
import { questionGroups } from './questions';
import { CATEGORIES, type Category, type Question } from './questions/types';
import { RestClient, type ChatResult } from './rest-client';
import { scoreContext, scoreLocal, summarise, type QuestionResult, type Summary } from './scoring';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const baselineRef = args.includes('--no-baseline') ? null : (option('baseline') ?? 'release-1');
const only = option('only')
  ?.split(',')
  .map((c) => c.trim()) as Category[] | undefined;
const filter = option('filter')?.toLowerCase();
const outFile = path.resolve(option('out') ?? path.join(root, 'bench/quality/results/last-run.json'));
for (const c of only ?? []) {
  if (!CATEGORIES.includes(c)) {
    console.error(`unknown category ${c}; known: ${CATEGORIES.join(', ')}`);
    process.exit(2);
  }
}

/** Which questions, over which documents: the manuals (the targets are theirs), or other languages. */
const { questions: pool, documents } = questionSetOf(option('questions'));

const selected = pool.filter(
  (q) =>
    (!only || only.includes(q.category)) &&
    (!filter || q.id.toLowerCase().includes(filter) || q.prompt.toLowerCase().includes(filter)),
);
checkQuestionSet(pool);
if (selected.length === 0) {
  console.error('no question matches --only/--filter');
  process.exit(2);
}

interface Version {
  name: string;
  dropDatabase: () => Promise<void>;
  dir: string;
  docent: DocentProcess;
  client: RestClient;
  corpus: IngestedCorpus;
  docids: Record<DocKey, string>;
  /** docid → file name, to name the documents of a context's page markers. */
  fileOfDocid: Record<string, string>;
  providerModel: string;
  /** Budget name → tokens, from this version's GET /models. */
  budgets: Record<string, number>;
  results: Map<string, QuestionResult>;
}

let versionsStarted = 0;
const BUDGET_KEYS = ['4000', 'local default', 'model default'] as const;
const LOCAL_BUDGET = 'local default';

/** The text the stand-in model was sent, less the question itself (so a phrase quoted by the prompt never counts). */
function contextOf(request: OpenAIProtocolServer['requests'][number], prompt: string): string {
  const text = (request.body.messages as Array<{ content: unknown }>)
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
  return text.split(prompt).join('\n');
}

/**
 * Brings the tables to the state autovacuum leaves them in some time after a bulk load: statistics up to date and
 * the new rows vacuumed. Without the statistics, whatever autovacuum happened to sample by then decides which words a
 * version's ranking treats as common (release-1 reads lexeme frequencies from pg_stats), and the same code scores
 * differently from run to run. Without the vacuum, every index lookup of a chat also visits the heap to check the
 * rows' visibility: label chats measured 2–3× slower (compose p50 30–40 against 8–10 ms), a state that lasts only
 * until autovacuum's next pass after the upload.
 */
async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function startVersion(
  name: string,
  dir: string,
  adminUrl: string,
  provider: OpenAIProtocolServer,
): Promise<Version> {
  const { url, drop: dropDatabase } = await createBenchDatabase(adminUrl, `docent_quality_${versionsStarted++}`);
  let docent: DocentProcess | undefined;
  try {
    docent = await startDocent({ dir, databaseUrl: url, providerBaseUrl: provider.baseUrl, tag: name });
    return await prepareVersion(name, dir, url, docent, dropDatabase);
  } catch (error) {
    await docent?.stop();
    await dropDatabase();
    throw error;
  }
}

/** Ingests the corpus into a started version and reads its models' budgets. */
async function prepareVersion(
  name: string,
  dir: string,
  url: string,
  docent: DocentProcess,
  dropDatabase: () => Promise<void>,
): Promise<Version> {
  const client = new RestClient(docent.baseUrl, docent.apiKey);
  const corpus = await ingestCorpus(client, documents);
  await analyze(url);
  const models = await client.models();
  const providerModel =
    models.find((m) => m.default && m.id !== 'docent-local') ?? models.find((m) => m.id !== 'docent-local');
  const local = models.find((m) => m.id === 'docent-local');
  if (!providerModel?.budget || !local?.budget)
    throw new Error(`${name}: GET /models lacks the provider model or docent-local`);
  console.log(`${name}: ${Object.keys(corpus.docs).length} documents ingested in ${corpus.seconds.toFixed(1)} s`);
  return {
    name,
    dropDatabase,
    dir,
    docent,
    client,
    corpus,
    docids: Object.fromEntries(Object.entries(corpus.docs).map(([k, d]) => [k, d.docid])) as Record<DocKey, string>,
    fileOfDocid: Object.fromEntries(Object.values(corpus.docs).map((d) => [d.docid, d.name])),
    providerModel: providerModel.id,
    budgets: { '4000': 4000, 'local default': local.budget.default, 'model default': providerModel.budget.default },
    results: new Map(),
  };
}

async function ask(v: Version, q: Question, provider: OpenAIProtocolServer): Promise<QuestionResult> {
  const scope = 'doc' in q.scope ? { docid: v.docids[q.scope.doc] } : { labelid: v.corpus.labelids[q.scope.label] };
  const recall: QuestionResult['recall'] = {};
  const errors: string[] = [];
  let providerMs = NaN;
  for (const key of BUDGET_KEYS) {
    const before = provider.requests.length;
    const started = performance.now();
    try {
      await v.client.chat(scope, { prompt: q.prompt, model: v.providerModel, budget: v.budgets[key] });
    } catch (error) {
      // A refused or failed chat is a miss, recorded with its message; one bad answer does not end the run.
      errors.push(`budget ${key}: ${(error as Error).message}`);
      recall[key] = { hit: false, facts: q.facts.map(() => false), pages: [] };
      continue;
    }
    if (key === 'model default') providerMs = performance.now() - started;
    const sent = provider.requests.slice(before);
    if (sent.length !== 1)
      throw new Error(`${v.name} ${q.id}: one request to the stand-in model expected, ${sent.length} seen`);
    recall[key] = scoreContext(q, contextOf(sent[0], q.prompt), v.fileOfDocid);
  }
  const started = performance.now();
  let answer = '';
  let citations: ChatResult['citations'];
  try {
    ({ answer, citations } = await v.client.chat(scope, { prompt: q.prompt, model: 'docent-local' }));
  } catch (error) {
    errors.push(`docent-local: ${(error as Error).message}`);
  }
  const ms = errors.some((e) => e.startsWith('docent-local')) ? NaN : performance.now() - started;
  const local = scoreLocal(q, answer, citations, v.docids, ms);
  return { recall, local, providerMs, ...(errors.length ? { errors } : {}) };
}

// ---- output -------------------------------------------------------------------------------------------------------

const pct = (x: number | null) => (x === null ? '' : `${Math.round(x * 100)}`);
const msf = (x: number) => (Number.isNaN(x) ? '' : x.toFixed(0));

function cell(base: string, cur: string, delta: string): string {
  if (!base) return cur;
  return delta ? `${base} → ${cur} (${delta})` : `${base} → ${cur}`;
}

function printTable(versions: Version[], questions: Question[]): Record<string, Record<string, Summary>> {
  const groups: Array<[string, Question[]]> = [
    ...CATEGORIES.map((c) => [c, questions.filter((q) => q.category === c)] as [string, Question[]]),
    ...questionGroups(questions),
  ].filter(([, qs]) => qs.length > 0) as Array<[string, Question[]]>;
  const summaries: Record<string, Record<string, Summary>> = {};
  for (const v of versions) {
    summaries[v.name] = Object.fromEntries(
      groups.map(([g, qs]) => [
        g,
        summarise(
          qs.map((q) => ({ q, r: v.results.get(q.id)! })),
          [...BUDGET_KEYS],
          LOCAL_BUDGET,
        ),
      ]),
    );
  }
  const [base, cur] = versions.length === 2 ? versions : [undefined, versions[0]];
  const rows: Array<[string, (s: Summary) => number | null, 'pct' | 'ms' | 'count']> = [
    [`context recall @4000`, (s) => s.recall['4000'], 'pct'],
    [`context recall @${cur.budgets[LOCAL_BUDGET]} (docent-local default)`, (s) => s.recall[LOCAL_BUDGET], 'pct'],
    [
      `context recall @${cur.budgets['model default']} (${cur.providerModel} default)`,
      (s) => s.recall['model default'],
      'pct',
    ],
    ['docent-local: answer holds the fact', (s) => s.localHolds, 'pct'],
    ['docent-local: cites an expected page', (s) => s.localCited, 'pct'],
    ['docent-local: declines (unanswerable)', (s) => s.declines, 'pct'],
    ['docent-local: answers when fact in context', (s) => s.answersWhenInContext, 'pct'],
    ['docent-local: answers given tentatively', (s) => s.tentative, 'pct'],
    ['docent-local: holds the fact when not tentative', (s) => s.holdsWhenSure, 'pct'],
    ['docent-local: declines or is tentative (unanswerable)', (s) => s.declinesOrTentative, 'pct'],
    ["docent-local: answers showing Markdown's marks", (s) => s.markup, 'pct'],
    ['chat p50 ms, docent-local', (s) => s.localP50, 'ms'],
    ['chat p95 ms, docent-local', (s) => s.localP95, 'ms'],
    [`chat p50 ms, ${cur.providerModel} (stand-in)`, (s) => s.providerP50, 'ms'],
    [`chat p95 ms, ${cur.providerModel} (stand-in)`, (s) => s.providerP95, 'ms'],
    ['questions with a failed chat (see errors in the JSON)', (s) => s.errors || null, 'count'],
  ];
  const header = ['', ...groups.map(([g, qs]) => `${g} (${qs.length})`)];
  const table: string[][] = [header];
  for (const [label, get, kind] of rows) {
    const line = [label];
    for (const [g] of groups) {
      const c = get(summaries[cur.name][g]);
      const fmt = kind === 'pct' ? pct : (x: number | null) => (x === null ? '' : msf(x));
      if (c === null || Number.isNaN(c)) {
        line.push('');
        continue;
      }
      if (!base) {
        line.push(fmt(c));
        continue;
      }
      const p = get(summaries[base.name][g]);
      if (p === null || Number.isNaN(p)) {
        line.push(fmt(c));
        continue;
      }
      const d = kind === 'pct' ? Math.round(c * 100) - Math.round(p * 100) : Math.round(c - p);
      line.push(cell(fmt(p), fmt(c), `${d >= 0 ? '+' : ''}${d}`));
    }
    if (line.slice(1).some(Boolean)) table.push(line); // rows that say nothing for these questions are left out
  }
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const title = base
    ? `${base.name} → ${cur.name} (percent, or ms; delta in points/ms)`
    : `${cur.name} (percent, or ms)`;
  console.log(`\n${title}`);
  for (const [i, r] of table.entries()) {
    console.log(r.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return summaries;
}

/** This checkout's name in the report: branch and commit, "+ changes" when the work tree differs from it. */
function describeCheckout(): string {
  const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  return `${branch} ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + changes' : ''}`;
}

/** Which questions a verdict changed for, baseline → this checkout: the ones to read in the JSON. */
function printChanges(base: Version, cur: Version, questions: Question[]): void {
  const verdicts: Array<[string, (q: Question, r: QuestionResult) => boolean | null]> = [
    ['recall @4000', (q, r) => (q.facts.length ? r.recall['4000'].hit : null)],
    ['recall @local default', (q, r) => (q.facts.length ? r.recall['local default'].hit : null)],
    ['recall @model default', (q, r) => (q.facts.length ? r.recall['model default'].hit : null)],
    ['local holds the fact', (q, r) => (q.facts.length ? r.local.holds : null)],
    ['local cites a page', (q, r) => (q.facts.length ? r.local.cited : null)],
    ['local declines', (q, r) => (q.facts.length ? null : r.local.declined)],
  ];
  const lines: string[] = [];
  for (const [name, verdict] of verdicts) {
    const gained: string[] = [];
    const lost: string[] = [];
    for (const q of questions) {
      const before = verdict(q, base.results.get(q.id)!);
      const after = verdict(q, cur.results.get(q.id)!);
      if (before === false && after === true) gained.push(q.id);
      if (before === true && after === false) lost.push(q.id);
    }
    if (gained.length) lines.push(`  ${name}, now met: ${gained.join(' ')}`);
    if (lost.length) lines.push(`  ${name}, no longer met: ${lost.join(' ')}`);
  }
  console.log(lines.length ? `\nquestions whose verdict changed:\n${lines.join('\n')}` : '\nno verdict changed');
}

// ---- main ---------------------------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  const counts = CATEGORIES.map((c) => `${c} ${selected.filter((q) => q.category === c).length}`).join(', ');
  console.log(`${selected.length} questions (${counts}) over ${documents.length} documents`);
  // The baseline first: a name that is no commit is said before anything is started.
  const checkout = baselineRef ? checkoutRef(root, baselineRef) : null;
  const { adminUrl, stop: stopPg } = await benchPostgres();
  const provider = await startOpenAIProtocolServer({
    reply: () => 'Stand-in answer: the benchmark reads what it was sent, not this.',
    usage: { prompt_tokens: 100, completion_tokens: 10 },
  });
  const versions: Version[] = [];
  try {
    if (checkout) versions.push(await startVersion(`${baselineRef}`, checkout.dir, adminUrl, provider));
    versions.push(await startVersion(describeCheckout(), root, adminUrl, provider));
    const current = versions.at(-1)!;

    const problems = await phrasesOffTheirPages(selected, (doc, n) => current.client.pageText(current.docids[doc], n));
    for (const p of problems) console.log(`  question set: ${p}`);
    const sound = selected.length - new Set(problems.map((p) => p.split(':')[0])).size;
    console.log(`question set: ${sound}/${selected.length} have every phrase on an expected page`);

    let done = 0;
    for (const q of selected) {
      for (const v of versions) v.results.set(q.id, await ask(v, q, provider));
      done++;
      if (done % 10 === 0) process.stderr.write(`  ${done}/${selected.length} questions\n`);
    }

    const summaries = printTable(versions, selected);
    if (versions.length === 2) printChanges(versions[0], versions[1], selected);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const interleaved = versions.length > 1 ? '; the versions take turns, question by question' : '';
    console.log(`\n(load average ${load} on ${os.cpus().length} cores${interleaved})`);

    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(
      outFile,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          args,
          versions: versions.map((v) => ({
            name: v.name,
            commit: v === current ? undefined : checkout?.commit,
            providerModel: v.providerModel,
            budgets: v.budgets,
            ingestSeconds: v.corpus.seconds,
          })),
          summaries,
          questions: selected.map((q) => ({
            ...q,
            results: Object.fromEntries(versions.map((v) => [v.name, v.results.get(q.id)])),
          })),
        },
        null,
        1,
      ),
    );
    console.log(`per-question results: ${path.relative(process.cwd(), outFile)}`);
  } finally {
    for (const v of versions) {
      await v.docent.stop();
      await v.dropDatabase();
    }
    checkout?.remove();
    await provider.close();
    await stopPg();
  }
  console.log(`total ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

await main().catch((error) => {
  if (!(error instanceof UnknownRefError)) throw error;
  console.error(`bench quality: ${error.message}`);
  process.exit(2);
});
process.exit(0);
