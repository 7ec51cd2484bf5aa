import { sql, type Db } from '@docent/db';
import { withAmericanSpelling } from '../indexing/spelling-variants';
import { spacedWords } from '../indexing/word-breaks';
import type { ChatScope } from './chat-scope';
import { questionClauses } from './question';
import { clauseLexemes, orQueryText, toRef, type ChunkRef } from './scope-chunks';
import type { QuestionLexemes } from './synonyms';
import { termCountColumns, termCountsOf, type TermCounts } from './term-counts';

/**
 * Bounds the work for a lexeme that matches a large part of the scope (a word on every page of a big label):
 * beyond this many matching chunks, which ones count is arbitrary, and such a word ranks little anyway (its
 * document frequency is then estimated from the table statistics).
 */
export const MAX_HITS_PER_LEXEME = 3000;
/** At least this many hits of a lexeme are read, whatever the scope's size. */
export const MIN_HITS_PER_LEXEME = 300;
/**
 * Hits read per lexeme in a scope of `n` chunks: a fiftieth of the scope, between MIN_ and MAX_HITS_PER_LEXEME. A word
 * in more than 2 % of the scope's chunks weighs little (IDF below ln 50) and its capped hits are an arbitrary subset
 * (the first in the table's physical order); its exact term frequencies still count in stage 2 for the candidates
 * that the rarer words found. (A tenth, as before, read 3,000 hits per common word in the 50,000-chunk label of
 * bench/chat: 14.7 against 7.6 ms for the GIN stage, for the same recall in bench/quality.)
 */
export const hitsCap = (n: number) => Math.max(MIN_HITS_PER_LEXEME, Math.min(MAX_HITS_PER_LEXEME, Math.ceil(n / 50)));
/**
 * Hits read for a synonym's lexeme (synonyms.ts): it weighs a fraction of a question word, so its first hits are
 * enough to bring its passages among the candidates, and a common one costs no more than this.
 */
export const SYNONYM_HITS = 100;
/** Candidates whose exact term frequencies are read (stage 2). */
export const MAX_EXACT_CANDIDATES = 160;

// BM25 (Robertson/Spärck Jones) with the usual constants.
const K1 = 1.2;
const B = 0.75;
/** A question word in the section heading counts like this many occurrences in the text. */
const HEADING_WEIGHT = 1.5;
/** A question word in the document's name or title adds this share of its weight to every chunk of the document. */
const NAME_WEIGHT = 0.8;
/** Table-of-contents and index units: found, but ranked below running text. */
const LOW_VALUE_FACTOR = 0.35;

export interface LexemeHits {
  lexeme: string;
  ids: number[];
  tokens: number[];
  /** Chunks of the scope holding the lexeme: exact, or estimated when the hits were capped. */
  df: number;
  /** The first clause of the prompt (questionClauses) that holds the lexeme; 0 for a synonym's. */
  clause?: number;
  /** A synonym's lexeme (asked for as `extra`), not one of the prompt's own. */
  extra?: boolean;
}

export interface ScoredChunk extends ChunkRef {
  score: number;
  /**
   * Score per part of the question, for coverage-aware selection: per clause when the ranking knows them
   * (`clauseOf`), else per question word (index into the lexeme list).
   */
  parts: Map<number, number>;
}

export interface ScopeStats {
  /** Chunks in the scope. */
  n: number;
  /** Average chunk length in tokens. */
  avgTokens: number;
}

export const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

const saturate = (tf: number, tokens: number, stats: ScopeStats) =>
  (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * tokens) / Math.max(1, stats.avgTokens)));

/**
 * Stage 1: the prompt's lexemes (as the index stems them) and one GIN lookup per lexeme, giving the scope's chunks
 * holding it with their lengths (narrow heap rows, no tsvector read), in one statement. `dbShare` estimates how
 * common a capped lexeme is (pg_stats), so its IDF stays honest. Each lexeme is quoted as a tsquery operand, so no
 * character of the prompt is ever read as an operator.
 */
export async function lexemeHits(
  db: Db,
  scope: ChatScope,
  prompt: string,
  dbShare: Map<string, number>,
  stats: ScopeStats,
  options: { extra?: string[]; maxLexemes?: number } = {},
): Promise<LexemeHits[]> {
  const docids = scope.documents.map((d) => d.id);
  const { rows } = await sql<{
    lexeme: string;
    clause: number | null;
    ids: string[] | null;
    lens: number[] | null;
    extra: boolean;
  }>`
    with p as (${clauseLexemes(questionClauses(prompt), options.maxLexemes ?? 64)})
    select x.lexeme, x.clause, h.ids, h.lens, x.extra
    from (
      select lexeme, clause, first, false as extra from p
      union all
      select u.l, null, 1000000000 + u.o, true from unnest(${options.extra ?? []}::text[]) with ordinality u(l, o)
      where not exists (select from p where p.lexeme = u.l)
    ) x
    cross join lateral (
      select array_agg(s.id) as ids, array_agg(s.tokens) as lens
      from (
        select c.id, c.tokens
        from chunks c
        where c.account_id = ${scope.accountId}
          and c.document_id = any(${docids}::text[])
          and c.tsv @@ to_tsquery('simple', '''' || replace(replace(x.lexeme, E'\\\\', E'\\\\\\\\'), '''', '''''') || '''')
        limit case when x.extra then ${SYNONYM_HITS}::int else ${hitsCap(stats.n)}::int end
      ) s
    ) h
    order by x.first nulls last
  `.execute(db);
  return rows.map((r) => {
    const ids = (r.ids ?? []).map(Number);
    const capped = ids.length >= (r.extra ? SYNONYM_HITS : hitsCap(stats.n));
    const df = capped ? Math.max(ids.length, Math.round((dbShare.get(r.lexeme) ?? 0) * stats.n)) : ids.length;
    return {
      lexeme: r.lexeme,
      clause: r.clause ?? 0,
      ids,
      tokens: r.lens ?? [],
      df: Math.min(df, stats.n),
      extra: r.extra,
    };
  });
}

/** Stage-1 scores (BM25 with a term frequency of 1): which candidates deserve an exact look. Best first. */
export function approximateScores(
  hits: LexemeHits[],
  stats: ScopeStats,
  /** Per hit: the share of its IDF it weighs (a synonym's is below 1); default 1. */
  factor: number[] = [],
): Array<{ id: number; score: number }> {
  const scores = new Map<number, number>();
  for (const [k, h] of hits.entries()) {
    const w = idf(stats.n, h.df) * (factor[k] ?? 1);
    h.ids.forEach((id, i) =>
      scores.set(id, (scores.get(id) ?? 0) + w * saturate(1, h.tokens[i] ?? stats.avgTokens, stats)),
    );
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}

/** What scoring a chunk needs to know of the question and the scope. */
export interface ChunkScoring {
  lexemeIndex: Map<string, number>;
  weights: number[];
  stats: ScopeStats;
  nameMatches: Map<string, Set<number>>;
  /** Lexeme index → the question word it counts for (a synonym's is its word's); default: its own. */
  partOf?: number[];
  /** Question word (lexeme index) → its clause: the chunk's parts are then summed per clause. */
  clauseOf?: number[];
}

/** scoreChunk's per-word scores when it sums them per clause (scoring is synchronous: one Map serves every chunk). */
const wordScratch = new Map<number, number>();

/**
 * BM25 of one chunk from its counts of the question's lexemes (text, and section heading: a heading word counts
 * HEADING_WEIGHT occurrences), plus the name/title bonus of its document; table-of-contents units count less.
 * `parts` holds each lexeme's share (for coverage-aware selection).
 */
export function scoreChunk(ref: ChunkRef, counts: TermCounts, input: ChunkScoring): ScoredChunk {
  const { weights, stats, partOf, clauseOf } = input;
  // Per question word; summed per clause at the end when the clauses are known (then in a scratch Map, cleared here:
  // scoring runs for every matching chunk of a document, and a Map less per chunk is garbage the collector is spared).
  const parts = clauseOf ? wordScratch : new Map<number, number>();
  parts.clear();
  // Each lexeme once: those of the text (where a heading's lexemes also appear, counted 0 when only there), then any
  // other of the heading.
  const add = (lexeme: string) => {
    const i = input.lexemeIndex.get(lexeme);
    if (i === undefined) return;
    const inText = counts.text.get(lexeme) ?? 0;
    const tf = inText + ((counts.heading.get(lexeme) ?? 0) > 0 ? HEADING_WEIGHT : 0);
    if (tf === 0) return;
    // A synonym stands in for its question word: the part counts the better of the two.
    const part = partOf?.[i] ?? i;
    parts.set(part, Math.max(parts.get(part) ?? 0, weights[i] * saturate(tf, ref.tokens, stats)));
  };
  for (const lexeme of counts.text.keys()) add(lexeme);
  for (const lexeme of counts.heading.keys()) if (!counts.text.has(lexeme)) add(lexeme);
  for (const i of input.nameMatches.get(ref.documentId) ?? [])
    parts.set(i, (parts.get(i) ?? 0) + weights[i] * NAME_WEIGHT);
  let score = 0;
  for (const v of parts.values()) score += v;
  const scale = ref.lowValue ? LOW_VALUE_FACTOR : 1;
  score *= scale;
  if (!clauseOf) {
    if (scale !== 1) for (const [k, v] of parts) parts.set(k, v * scale);
    return { ...ref, score, parts };
  }
  const byClause = new Map<number, number>();
  for (const [k, v] of parts) {
    const clause = clauseOf[k] ?? 0;
    byClause.set(clause, (byClause.get(clause) ?? 0) + v * scale);
  }
  return { ...ref, score, parts: byClause };
}

/** Postgres orders a tsvector's lexemes by their bytes (shorter first on a tie), and so a chunk's counts. */
export const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * scoreChunk for every chunk a scan found (scan-scope.ts), from its flat postings: per lexeme of `lexemes` (the
 * lexemes `scoring.lexemeIndex` indexes), triplets of an index into `refs`, the occurrences in the chunk's text and in
 * its section heading. The same scores and parts as scoreChunk over each chunk's counts, summed in the same order (a
 * chunk's lexemes in byte order, as its counts hold them, then its document's name matches), so a ranking is the
 * same to the last bit (score-postings.test.ts); without the objects and Maps per chunk of its counts, which over a label's thousands of
 * matching chunks made scoring its slowest step and a fifth of its time garbage collection. Chunks of `also` (by id:
 * hits by meaning) are scored even when they hold no question word. In `refs` order.
 */
export function scorePostings(
  refs: ChunkRef[],
  lexemes: string[],
  postings: ArrayLike<number>[],
  scoring: ChunkScoring,
  also: Set<number> = new Set(),
): ScoredChunk[] {
  const { weights, stats, partOf, clauseOf } = scoring;
  const L = lexemes.length;
  // Lexemes as scoreChunk reads them: in byte order, each under the index the scoring gives it (a lexeme listed
  // twice counts once, under its last index).
  const order = lexemes
    .map((_, i) => i)
    .filter((i) => scoring.lexemeIndex.get(lexemes[i]) === i)
    .sort((a, b) => byteOrder(lexemes[a], lexemes[b]) || a - b);
  // Each matching chunk's slot, in `refs` order.
  const slotOf = new Int32Array(refs.length).fill(-1);
  for (const i of order) for (let k = 0; k < postings[i].length; k += 3) slotOf[postings[i][k]] = 0;
  let m = 0;
  for (let j = 0; j < refs.length; j++) if (slotOf[j] === 0 || also.has(refs[j].id)) slotOf[j] = m++;
  // Term frequency per slot and lexeme (0: absent): its text's occurrences, and HEADING_WEIGHT when in its heading.
  const tf = new Float64Array(m * L);
  for (const i of order) {
    const p = postings[i];
    for (let k = 0; k < p.length; k += 3) tf[slotOf[p[k]] * L + i] = p[k + 1] + (p[k + 2] > 0 ? HEADING_WEIGHT : 0);
  }
  // Per part, its value and the chunk it was last set for; the parts in the order they were set.
  const value = new Float64Array(L);
  const setFor = new Int32Array(L).fill(-1);
  const setOrder = new Int32Array(L);
  const scored: ScoredChunk[] = [];
  for (let j = 0; j < refs.length; j++) {
    const slot = slotOf[j];
    if (slot < 0) continue;
    const ref = refs[j];
    // (Each part's value as scoreChunk's Map holds it: the better of its lexemes, then its name match added.)
    let n = 0;
    for (const i of order) {
      const f = tf[slot * L + i];
      if (f === 0) continue;
      const part = partOf?.[i] ?? i;
      const v = weights[i] * saturate(f, ref.tokens, stats);
      if (setFor[part] !== slot) {
        setFor[part] = slot;
        setOrder[n++] = part;
        value[part] = Math.max(0, v);
      } else value[part] = Math.max(value[part], v);
    }
    for (const i of scoring.nameMatches.get(ref.documentId) ?? []) {
      if (setFor[i] !== slot) {
        setFor[i] = slot;
        setOrder[n++] = i;
        value[i] = 0;
      }
      value[i] += weights[i] * NAME_WEIGHT;
    }
    let score = 0;
    for (let k = 0; k < n; k++) score += value[setOrder[k]];
    const scale = ref.lowValue ? LOW_VALUE_FACTOR : 1;
    score *= scale;
    const parts = new Map<number, number>();
    for (let k = 0; k < n; k++) {
      const part = setOrder[k];
      if (!clauseOf) parts.set(part, scale !== 1 ? value[part] * scale : value[part]);
      else {
        const clause = clauseOf[part] ?? 0;
        parts.set(clause, (parts.get(clause) ?? 0) + value[part] * scale);
      }
    }
    scored.push({
      id: ref.id,
      documentId: ref.documentId,
      pageNo: ref.pageNo,
      ord: ref.ord,
      tokens: ref.tokens,
      lowValue: ref.lowValue,
      score,
      parts,
    });
  }
  return scored;
}

/** A chunk as ranking reads it: where it is, its size, and the counts of the question's lexemes in it. */
export interface ChunkTermRow {
  id: string;
  document_id: string;
  page_no: number;
  ord: number;
  tokens: number;
  low_value: boolean;
  text_terms: string | null;
  heading_terms: string | null;
}

/**
 * Stage 2: exact BM25 for the best candidates, from their counts of the question's lexemes (termCountColumns),
 * plus the name/title bonus of their document. Returns each candidate's score and its parts.
 * `namedDocuments` (documents the question names, "the GNU Coding Standards"): every chunk of theirs that holds a
 * question word is scored too, not only those stage 1 found: a capped common word's hits are the first ones in the
 * table's physical order, so the named document's passages may be missing from them.
 */
export async function exactScores(
  db: Db,
  scope: ChatScope,
  input: {
    ids: number[];
    hits: LexemeHits[];
    /** How the hits' lexemes weigh (synonyms); default: each its own part, whole. */
    question?: QuestionLexemes;
    stats: ScopeStats;
    nameMatches: Map<string, Set<number>>;
    namedDocuments?: string[];
  },
): Promise<ScoredChunk[]> {
  const { ids, hits, stats, question } = input;
  const named = input.namedDocuments ?? [];
  const lexemes = hits.map((h) => h.lexeme);
  // A named document is searched for the question's own words: its synonyms' would bring in many more passages.
  const ownLexemes = hits.filter((h) => !h.extra).map((h) => h.lexeme);
  if (ids.length === 0 && (named.length === 0 || ownLexemes.length === 0)) return [];
  const { rows } = await sql<ChunkTermRow>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value, ${termCountColumns(lexemes)}
    from chunks c
    where c.account_id = ${scope.accountId}
      and (c.id = any(${ids}::bigint[])
        or (c.document_id = any(${named}::text[]) and c.tsv @@ to_tsquery('simple', ${orQueryText(ownLexemes)})))
  `.execute(db);
  const scoring = {
    lexemeIndex: new Map(lexemes.map((l, i) => [l, i])),
    weights: hits.map((h, i) => idf(stats.n, h.df) * (question?.factor[i] ?? 1)),
    stats,
    nameMatches: input.nameMatches,
    partOf: question?.partOf,
    clauseOf: question?.clauseOf,
  };
  return rows.map((r) => scoreChunk(toRef(r), termCountsOf(r), scoring));
}

const nameWords = new Map<string, string[]>();
/**
 * The words of a document's name and title, lower-cased ("bashref.pdf" → bashref, pdf; "数据库手册.pdf" → 数据, 库,
 * 手册, pdf: word-breaks.ts; "Colour-guide.pdf" → color, guide, pdf). Cached by text.
 */
function wordsOfName(text: string): string[] {
  let words = nameWords.get(text);
  if (!words) {
    // (British spellings read as American ones, as the question's lexemes are: spelling-variants.ts.)
    words = withAmericanSpelling(spacedWords(text).toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
    if (nameWords.size > 20_000) nameWords.clear();
    nameWords.set(text, words);
  }
  return words;
}

/**
 * The label's documents whose name or title holds question words: docid → indexes of those lexemes. A question
 * naming "the Bash manual" then favours that manual's chunks. Matched here, from the scope's names and titles
 * (a lexeme is a stem: "manual" matches "manuals"), so a label of thousands of documents costs no query.
 */
export function documentNameMatches(scope: ChatScope, lexemes: string[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  if (scope.documents.length < 2 || lexemes.length === 0) return out;
  const counts = new Map<number, number>();
  const matched = new Map<string, number[]>();
  for (const d of scope.documents) {
    const words = wordsOfName(`${d.name} ${d.title ?? ''}`);
    const hits = lexemes.flatMap((l, i) => (l.length >= 2 && words.some((w) => w.startsWith(l)) ? [i] : []));
    if (hits.length === 0) continue;
    matched.set(d.id, hits);
    for (const i of hits) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  // A word in many documents' names says nothing about which one is meant.
  for (const [id, hits] of matched) {
    const distinctive = hits.filter((i) => (counts.get(i) ?? 0) < scope.documents.length / 2);
    if (distinctive.length > 0) out.set(id, new Set(distinctive));
  }
  return out;
}
