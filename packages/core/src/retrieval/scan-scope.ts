import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';
import { questionClauses } from './question';
import { clauseLexemes, promptLexemes, toRef, type ChunkRef } from './scope-chunks';
import type { ChunkTermRow } from './ranked-chunks';
import type { TermIndexCache } from './term-index-cache';
import { termCountColumns, termCountsOf, type TermCounts } from './term-counts';

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
  /** Chunk id → occurrences of question lexemes (only chunks holding at least one). */
  terms: Map<number, TermCounts>;
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
    const { refs, terms } = await termIndex.scan(db, scope, [...lexemes, ...extraLexemes]);
    return { lexemes, clauses, extraLexemes, refs, terms };
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
  const refs: ChunkRef[] = [];
  const terms = new Map<number, TermCounts>();
  let lexemes: string[] = [];
  let clauses: number[] = [];
  let extraLexemes: string[] = [];
  for (const r of rows) {
    if (r.lexemes) [lexemes, clauses, extraLexemes] = [r.lexemes, (r.clauses ?? []).map(Number), r.extra ?? []];
    const id = Number(r.id);
    refs.push(toRef(r));
    if (r.text_terms || r.heading_terms) terms.set(id, termCountsOf(r));
  }
  if (rows.length === 0) ({ lexemes, clauses } = await promptLexemes(db, prompt, maxLexemes));
  return { lexemes, clauses, extraLexemes, refs, terms };
}

/** The chunks just before and after the given ones, from a scan's refs. */
export function neighboursInScan(refs: ChunkRef[]): (around: ChunkRef[]) => ChunkRef[] {
  let byPlace: Map<string, ChunkRef> | undefined;
  return (around) => {
    byPlace ??= new Map(refs.map((r) => [`${r.documentId}:${r.ord}`, r]));
    return around.flatMap((r) =>
      [byPlace!.get(`${r.documentId}:${r.ord - 1}`), byPlace!.get(`${r.documentId}:${r.ord + 1}`)].filter(
        (x): x is ChunkRef => x !== undefined,
      ),
    );
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
