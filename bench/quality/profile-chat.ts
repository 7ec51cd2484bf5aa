/**
 * Where a chat's time goes, in-process, on quick.ts's kept database ($DOCENT_QUALITY_DEV, its cluster running: start
 * it with `quick.ts --filter none --hold 36000`): for every question, `rounds` times: scope, compose (retrieval +
 * messages) and docent-local's answer, timed apart; a document scope's one-pass scan alone; the provider path's
 * citation mapping (citeAnswer on a made-up answer citing the context's pages).
 *
 *   npx tsx bench/quality/profile-chat.ts [--rounds 5] [--repeat N] [--dump file] [--term-cache MB] [--questions set]
 *   node --cpu-prof --import tsx bench/quality/profile-chat.ts …     # a CPU profile of the same
 *
 * `--repeat N`: docent-local's answers and the citation mapping again N times over the kept contexts (CPU only, no
 * database). `--dump file`: per question, a hash of the messages at budgets 8000 (docent-local), 4000 and 16000, the
 * answer, its parts and relevance, the citations: two dumps of different code must be byte-identical when a change
 * is meant to be pure speed. `--term-cache MB`: the in-memory term index, as the api keeps one (default 64, as
 * DOCENT_TERM_CACHE_MB; 0: every question's document is scanned in Postgres).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answerLocally,
  citeAnswer,
  composeMessages,
  localAnswerInput,
  resolveChatOptions,
  resolveDocumentScope,
  resolveLabelScope,
  TermIndexCache,
  type LocalAnswerOptions,
} from '@docent/core';
import { createDb } from '@docent/db';
import { questionSetOf } from './question-sets';
import { scanScope } from '../../packages/core/src/retrieval/scan-scope';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = Number(option('rounds') ?? 5);
/** `--questions <set>` (question-sets.ts; default the manuals): e.g. manuals-in-label, to time a label's chats. */
const questions = questionSetOf(option('questions')).questions;
const termIndex = new TermIndexCache(Number(option('term-cache') ?? 64) * 1024 * 1024);
const home = process.env.DOCENT_QUALITY_DEV ?? path.join(os.tmpdir(), 'docent-quality-dev');
const DEFAULTS = { pcap: 0.1, ocap: 1024, adherence: 'balanced', page: true, byok: false, dryrun: false } as const;

const pidFile = path.join(home, 'pg', 'postmaster.pid');
if (!existsSync(pidFile)) throw new Error(`no running cluster in ${home} (run quick.ts --hold 100000 first)`);
const port = readFileSync(pidFile, 'utf8').split('\n')[3];
const db = createDb({ connectionString: `postgres://postgres:docent@127.0.0.1:${port}/docent_quality_dev` });
const state = JSON.parse(readFileSync(path.join(home, 'ingested.json'), 'utf8'));

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const t = {
  scan: [] as number[],
  scope: [] as number[],
  compose: [] as number[],
  answer: [] as number[],
  cite: [] as number[],
};
const byKind = { doc: [] as number[], label: [] as number[] };
/** Per scope kind: scope, compose and answer apart (a label's time is mostly its ranking over many documents). */
const stepsByKind = {
  doc: { scope: [] as number[], compose: [] as number[], answer: [] as number[] },
  label: { scope: [] as number[], compose: [] as number[], answer: [] as number[] },
};
const dump: Record<string, unknown> = {};
// Contexts kept for the CPU-only pass below (--repeat): docent-local's answer and citation mapping, no database.
const kept: LocalAnswerOptions[] = [];
for (let r = 0; r < rounds; r++) {
  for (const q of questions) {
    const t0 = performance.now();
    const scope =
      'doc' in q.scope
        ? await resolveDocumentScope(db, { accountId: state.accountId, docid: state.docids[q.scope.doc] })
        : await resolveLabelScope(db, { accountId: state.accountId, ref: state.labelids[q.scope.label] });
    const t1 = performance.now();
    const options = resolveChatOptions(
      { ...DEFAULTS, prompt: q.prompt, model: 'docent-local' },
      { providerConfigured: true, byokModels: [] },
    );
    const composed = await composeMessages(db, { scope, prompt: q.prompt, turns: [], options, termIndex });
    const t2 = performance.now();
    const input = localAnswerInput(scope, composed, options);
    const local = answerLocally(input);
    const t3 = performance.now();
    // A provider-like answer: a few claims, each citing a page of the context.
    const withDoc = scope.kind === 'label';
    const claims = composed.context.chunks
      .filter((_, i) => i % 7 === 0)
      .slice(0, 6)
      .map((c) => `${q.prompt} ${withDoc ? `DOC!${c.documentId}!PAGE!${c.pageNo}` : `PAGE!${c.pageNo}`}`)
      .join(' ');
    const cited = citeAnswer(claims, composed.context.chunks, { page: true, withDocument: withDoc });
    const t4 = performance.now();
    if (r === 0) {
      kept.push(input);
    }
    t.scope.push(t1 - t0);
    if (scope.kind === 'doc') {
      // The one-pass scan of a document scope (the statement and the parsing of its rows), apart.
      const ts = performance.now();
      await scanScope(db, scope, q.prompt, { termIndex });
      t.scan.push(performance.now() - ts);
    }
    t.compose.push(t2 - t1);
    t.answer.push(t3 - t2);
    t.cite.push(t4 - t3);
    byKind[scope.kind].push(t3 - t0);
    stepsByKind[scope.kind].scope.push(t1 - t0);
    stepsByKind[scope.kind].compose.push(t2 - t1);
    stepsByKind[scope.kind].answer.push(t3 - t2);
    if (r === 0) {
      const h = createHash('sha256');
      for (const m of composed.messages) h.update(m.content);
      // The contexts a provider model gets at budgets 4000 and 16000 too.
      const other: string[] = [];
      for (const budget of [4000, 16000]) {
        const o = resolveChatOptions(
          { ...DEFAULTS, prompt: q.prompt, model: 'gpt-4.1-mini', budget },
          { providerConfigured: true, byokModels: [] },
        );
        const c = await composeMessages(db, { scope, prompt: q.prompt, turns: [], options: o, termIndex });
        const hb = createHash('sha256');
        for (const m of c.messages) hb.update(m.content);
        other.push(`${hb.digest('hex')} ${c.inputTokens}`);
      }
      dump[q.id] = {
        messages: h.digest('hex'),
        other,
        tokens: composed.inputTokens,
        mode: composed.context.mode,
        absent: composed.context.absentLexemes,
        answer: local.text,
        parts: local.parts,
        relevance: local.relevance,
        cited,
      };
    }
  }
}
const fmt = (xs: number[]) =>
  xs.length === 0
    ? 'none'
    : `p50 ${p50(xs).toFixed(2)} ms, mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)}`;
console.log(`rounds ${rounds} × ${questions.length} questions`);
for (const [k, xs] of Object.entries(t)) console.log(`${k.padEnd(8)} ${fmt(xs)}`);
console.log(`doc chat (scope+compose+answer) ${fmt(byKind.doc)}; label ${fmt(byKind.label)}`);
for (const [kind, steps] of Object.entries(stepsByKind)) {
  console.log(
    `  ${kind}: ${Object.entries(steps)
      .map(([k, xs]) => `${k} ${fmt(xs)}`)
      .join('; ')}`,
  );
}
const repeat = Number(option('repeat') ?? 0);
if (repeat > 0) {
  const answer: number[] = [];
  const cite: number[] = [];
  // The fastest round's mean per question: the least disturbed by other processes on a shared machine.
  let fastest = Infinity;
  for (let r = 0; r < repeat; r++) {
    const round = performance.now();
    for (const k of kept) {
      const a = performance.now();
      answerLocally(k);
      const b = performance.now();
      const claims = k.chunks
        .filter((_, i) => i % 7 === 0)
        .slice(0, 6)
        .map((c) => `${k.prompt} ${k.withDocumentName ? `DOC!${c.documentId}!PAGE!${c.pageNo}` : `PAGE!${c.pageNo}`}`)
        .join(' ');
      citeAnswer(claims, k.chunks, { page: true, withDocument: k.withDocumentName });
      cite.push(performance.now() - b);
      answer.push(b - a);
    }
    fastest = Math.min(fastest, (performance.now() - round) / kept.length);
  }
  console.log(
    `CPU only, ${repeat} × ${kept.length}: answer ${fmt(answer)}; cite ${fmt(cite)}; fastest round ${fastest.toFixed(2)} ms a question`,
  );
}
const file = option('dump');
if (file) writeFileSync(file, JSON.stringify(dump, null, 1));
await db.destroy();
process.exit(0);
