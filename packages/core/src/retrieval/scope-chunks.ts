import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';

/** Chunk position and size, without its text (ranking and packing never need the text). */
export interface ChunkRef {
  id: number;
  documentId: string;
  pageNo: number;
  ord: number;
  tokens: number;
}

export interface ScopeSize {
  /** Chunks counted (at most `maxRows`). */
  chunks: number;
  tokens: number;
  /** true when the scope has more than `maxRows` chunks (so it cannot fit a budget that small). */
  truncated: boolean;
}

const ids = (scope: ChatScope) => scope.documents.map((d) => d.id);

/**
 * Size of the scope's text, reading at most `maxRows` chunks: enough to decide whether it all fits a budget,
 * without summing a 50,000-chunk label on every prompt.
 */
export async function scopeSize(db: Db, scope: ChatScope, maxRows: number): Promise<ScopeSize> {
  const { rows } = await sql<{ chunks: number; tokens: number }>`
    select count(*)::int as chunks, coalesce(sum(tokens), 0)::int as tokens
    from (
      select c.tokens
      from unnest(${ids(scope)}::text[]) as d(id)
      join chunks c on c.document_id = d.id
      where c.account_id = ${scope.accountId}
      limit ${maxRows + 1}
    ) s
  `.execute(db);
  const { chunks, tokens } = rows[0];
  return { chunks: Math.min(chunks, maxRows), tokens, truncated: chunks > maxRows };
}

/** Every chunk of the scope with its text, for when it all fits the budget. */
export async function allScopeChunks(db: Db, scope: ChatScope) {
  const { rows } = await sql<{ id: number; document_id: string; page_no: number; ord: number; tokens: number; text: string }>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.text
    from unnest(${ids(scope)}::text[]) as d(id)
    join chunks c on c.document_id = d.id
    where c.account_id = ${scope.accountId}
  `.execute(db);
  return rows;
}

/**
 * The prompt's lexemes as the index sees them: the same 'english' configuration as chunks.tsv, so stop
 * words are dropped and words stemmed exactly like the indexed text. At most `max`, in prompt order.
 */
export async function promptLexemes(db: Db, prompt: string, max = 64): Promise<string[]> {
  const { rows } = await sql<{ lexeme: string }>`
    select lexeme from unnest(to_tsvector('english', ${prompt})) as t
    order by positions[1] nulls last
    limit ${max}
  `.execute(db);
  return rows.map((r) => r.lexeme);
}

/** A lexeme as a quoted tsquery operand, so no character of the prompt is ever read as an operator. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsquery text OR-ing the lexemes. */
export function orQueryText(lexemes: string[]): string {
  return lexemes.map(quoteLexeme).join(' | ');
}

/**
 * Chunks matching any lexeme (OR semantics), best first, at most `limit`.
 *
 * Two stages, because ranking functions decompress every candidate's tsvector (about 2 KB a chunk), which for a
 * common word over 50,000 chunks costs hundreds of milliseconds:
 * 1. From the GIN index alone (one lookup per lexeme, no tsvector read): score = sum, over the lexemes a chunk
 *    contains, of ln(1 + all hits / hits of that lexeme), so rare words weigh more than common ones (an IDF).
 * 2. ts_rank_cd (cover density: more terms, closer together) orders the top-scored candidates only.
 */
/**
 * Bounds the work for a lexeme that matches a large part of the scope (a word on every page of a big label):
 * beyond this many matching chunks, which ones count is arbitrary, and such a word ranks little anyway.
 */
export const MAX_HITS_PER_LEXEME = 3000;

export async function rankedChunkRefs(db: Db, scope: ChatScope, lexemes: string[], limit: number): Promise<ChunkRef[]> {
  if (lexemes.length === 0) return [];
  const { rows } = await sql<{ id: number; document_id: string; page_no: number; ord: number; tokens: number }>`
    with docs as materialized (select id from unnest(${ids(scope)}::text[]) as d(id)),
    hits as materialized (
      select x.lexeme, h.id
      from unnest(${lexemes.map(quoteLexeme)}::text[]) as x(lexeme)
      cross join lateral (
        select c.id
        from chunks c
        join docs on docs.id = c.document_id
        where c.account_id = ${scope.accountId}
          and c.tsv @@ to_tsquery('simple', x.lexeme)
        limit ${MAX_HITS_PER_LEXEME}
      ) h
    ),
    weights as (
      select lexeme, ln(1 + (select count(*) from hits)::float8 / count(*)) as w from hits group by lexeme
    ),
    top as (
      select h.id, sum(w.w) as score
      from hits h join weights w using (lexeme)
      group by h.id
      order by score desc, h.id
      limit ${limit}
    )
    select c.id, c.document_id, c.page_no, c.ord, c.tokens
    from top join chunks c on c.id = top.id
    order by top.score desc, ts_rank_cd(c.tsv, to_tsquery('simple', ${orQueryText(lexemes)})) desc, c.document_id, c.ord
  `.execute(db);
  return rows.map((r) => ({ id: r.id, documentId: r.document_id, pageNo: r.page_no, ord: r.ord, tokens: r.tokens }));
}

/**
 * The leading chunks of the scope: first chunk of every document, then the second of every document, and so on,
 * so a label's documents are all represented. `perDocument` bounds how deep into each document it reads.
 */
export async function leadingChunkRefs(db: Db, scope: ChatScope, perDocument: number, limit: number): Promise<ChunkRef[]> {
  const { rows } = await sql<{ id: number; document_id: string; page_no: number; ord: number; tokens: number }>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens
    from unnest(${ids(scope)}::text[]) with ordinality as d(id, pos)
    join chunks c on c.document_id = d.id and c.ord < ${perDocument}
    where c.account_id = ${scope.accountId}
    order by c.ord, d.pos
    limit ${limit}
  `.execute(db);
  return rows.map((r) => ({ id: r.id, documentId: r.document_id, pageNo: r.page_no, ord: r.ord, tokens: r.tokens }));
}

export async function chunkTexts(db: Db, accountId: string, chunkIds: number[]): Promise<Map<number, string>> {
  if (chunkIds.length === 0) return new Map();
  const { rows } = await sql<{ id: number; text: string }>`
    select id, text from chunks where account_id = ${accountId} and id = any(${chunkIds}::bigint[])
  `.execute(db);
  return new Map(rows.map((r) => [r.id, r.text]));
}
