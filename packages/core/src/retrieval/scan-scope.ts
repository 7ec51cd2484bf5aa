import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';
import { questionClauses } from './question';
import { clauseLexemes, promptLexemes, toRef, type ChunkRef } from './scope-chunks';
import type { ChunkTermRow } from './ranked-chunks';
import type { TermIndexCache } from './term-index-cache';
import { termCountColumns, termCountsOf } from './term-counts';

/**
 * Scopes of at most this many chunks (a document of a few hundred pages, a small label) are ranked from one pass over
 * their own chunks: about 2–3 ms for 1,500 chunks, whatever the size of the database, where the GIN index would read
 * each question word's postings over every account's chunks (a common word: tens of thousands) to keep a few.
 */
export const SCAN_SCOPE_MAX_CHUNKS = 2000;
/**
 * Larger scopes (a label of a dozen manuals) are ranked from one pass too once the process's term index holds them
 * (TermIndexCache: from their second question on), as a document is: exact BM25 for every matching unit, where the
 * GIN path weighs only its 160 best candidates by an estimate. Over the nine manuals of bench/quality (6,954 units),
 * each question of the manuals asked of their label (quick.ts --in-label all): ranking p50 14.6 ms from memory
 * against 8.8 ms by the index (54 ms by a pass in Postgres, so a first question still takes the index), recall
 * @ 16,000 69 → 86 %, @ 4,000 60 → 65 %.
 */
export const SCAN_HELD_SCOPE_MAX_CHUNKS = 10_000;

/** A scope read in one pass: the question's lexemes, every chunk's place and size, and the question words it holds. */
export interface ScopeScan {
  /** The prompt's lexemes (english configuration, stop words dropped), in prompt order. */
  lexemes: string[];
  /** Per lexeme: the index of the first clause of the prompt (questionClauses) that holds it. */
  clauses: number[];
  /** The `extra` lexemes asked for (synonyms) that the prompt does not hold itself, in the order given. */
  extraLexemes: string[];
  /** Every chunk of the scope (any order). */
  refs: ChunkRef[];
  /**
   * Per lexeme of `lexemes`, then of `extraLexemes`: the chunks holding it, as flat triplets of an index into `refs`,
   * the occurrences in the chunk's text and in its section heading. (Flat arrays rather than each chunk's counts in
   * Maps: a label's scan finds thousands of chunks per question, and objects per chunk cost more than the scoring.)
   */
  postings: number[][];
}

/**
 * One statement: the prompt's lexemes (as the index stems them) and, for every chunk of the scope, its position,
 * size and the occurrences of those lexemes in its text and heading. Nothing else is read for ranking, and the
 * passages around the best hits and the leading chunks come from `refs` without another query. When a `termIndex`
 * serves the scope (TermIndexCache.serves), only the prompt's lexemes are read from Postgres (the counts are the same).
 */
export async function scanScope(
  db: Db,
  scope: ChatScope,
  prompt: string,
  options: { extra?: string[]; maxLexemes?: number; termIndex?: TermIndexCache } = {},
): Promise<ScopeScan> {
  const maxLexemes = options.maxLexemes ?? 64;
  const { termIndex } = options;
  if (termIndex?.serves(scope)) {
    const { lexemes, clauses } = await promptLexemes(db, prompt, maxLexemes);
    const extraLexemes = (options.extra ?? []).filter((l) => !lexemes.includes(l));
    const { refs, postings } = await termIndex.scan(db, scope, [...lexemes, ...extraLexemes]);
    return { lexemes, clauses, extraLexemes, refs, postings };
  }
  const { rows } = await sql<
    ChunkTermRow & { lexemes: string[] | null; clauses: number[] | null; extra: string[] | null }
  >`
    with p as (
      select coalesce(array_agg(x.lexeme order by x.first), '{}') as lexemes,
        coalesce(array_agg(x.clause order by x.first), '{}') as clauses
      from (${clauseLexemes(questionClauses(prompt), maxLexemes)}) x
    ), q as (
      select p.lexemes, p.clauses, e.extra, p.lexemes || e.extra as every
      from p cross join lateral (
        select coalesce(array_agg(u.l order by u.o), '{}') as extra
        from unnest(${options.extra ?? []}::text[]) with ordinality u(l, o)
        where not (u.l = any(p.lexemes))
      ) e
    )
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value, ${termCountColumns(sql<string[]>`q.every`)},
      case when row_number() over () = 1 then q.lexemes end as lexemes,
      case when row_number() over () = 1 then q.clauses end as clauses,
      case when row_number() over () = 1 then q.extra end as extra
    from q cross join chunks c
    where c.account_id = ${scope.accountId} and c.document_id = any(${scope.documents.map((d) => d.id)}::text[])
  `.execute(db);
  let lexemes: string[] = [];
  let clauses: number[] = [];
  let extraLexemes: string[] = [];
  // (The first row carries the prompt's lexemes; no row, no chunk: they are read apart.)
  const first = rows.find((r) => r.lexemes);
  if (first) [lexemes, clauses, extraLexemes] = [first.lexemes!, (first.clauses ?? []).map(Number), first.extra ?? []];
  else ({ lexemes, clauses } = await promptLexemes(db, prompt, maxLexemes));
  const all = [...lexemes, ...extraLexemes];
  // (A lexeme listed twice is counted under its last index, as ranking reads it.)
  const index = new Map(all.map((l, i) => [l, i]));
  const refs: ChunkRef[] = [];
  const postings = all.map(() => [] as number[]);
  for (const r of rows) {
    const j = refs.length;
    refs.push(toRef(r));
    if (!r.text_terms && !r.heading_terms) continue;
    const { text, heading } = termCountsOf(r);
    const add = (lexeme: string, inText: number, inHeading: number) => {
      const i = index.get(lexeme);
      if (i !== undefined) postings[i].push(j, inText, inHeading);
    };
    for (const [l, n] of text) add(l, n, heading.get(l) ?? 0);
    for (const [l, n] of heading) if (!text.has(l)) add(l, 0, n);
  }
  return { lexemes, clauses, extraLexemes, refs, postings };
}

/**
 * The chunks just before and after the given ones, from a scan's refs: one pass over them for the few asked about (a
 * map of every ref by place cost 3.6 ms a chat over the nine manuals' 6,954 units, for four passages' neighbours).
 */
export function neighboursInScan(refs: ChunkRef[]): (around: ChunkRef[]) => ChunkRef[] {
  return (around) => {
    const found: Array<ChunkRef | undefined> = around.flatMap(() => [undefined, undefined]);
    for (const r of refs) {
      for (let k = 0; k < around.length; k++) {
        const a = around[k];
        if (r.documentId !== a.documentId) continue;
        if (r.ord === a.ord - 1) found[2 * k] = r;
        else if (r.ord === a.ord + 1) found[2 * k + 1] = r;
      }
    }
    return found.filter((x): x is ChunkRef => x !== undefined);
  };
}

/**
 * The leading chunks of a scan, as leadingChunkRefs reads them from the database: the first of every document, then
 * the second of every document, …, at most `perDocument` deep, table-of-contents and index units skipped.
 */
export function leadingInScan(
  refs: ChunkRef[],
  documentOrder: Map<string, number>,
  perDocument: number,
  limit: number,
): ChunkRef[] {
  return refs
    .filter((r) => r.ord < perDocument && !r.lowValue)
    .sort((a, b) => a.ord - b.ord || (documentOrder.get(a.documentId) ?? 0) - (documentOrder.get(b.documentId) ?? 0))
    .slice(0, limit);
}
