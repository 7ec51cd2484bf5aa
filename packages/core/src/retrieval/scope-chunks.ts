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

export interface DocumentChunkStats {
  documentId: string;
  chunks: number;
  tokens: number;
}

const ids = (scope: ChatScope) => scope.documents.map((d) => d.id);

/** Chunk count and token sum per document of the scope. */
export async function scopeChunkStats(db: Db, scope: ChatScope): Promise<DocumentChunkStats[]> {
  const { rows } = await sql<{ document_id: string; chunks: number; tokens: number }>`
    select document_id, count(*)::int as chunks, coalesce(sum(tokens), 0)::int as tokens
    from chunks
    where account_id = ${scope.accountId} and document_id = any(${ids(scope)}::text[])
    group by document_id
  `.execute(db);
  return rows.map((r) => ({ documentId: r.document_id, chunks: r.chunks, tokens: r.tokens }));
}

/** Every chunk of the scope with its text, for when it all fits the budget. */
export async function allScopeChunks(db: Db, scope: ChatScope) {
  const { rows } = await sql<{ id: number; document_id: string; page_no: number; ord: number; tokens: number; text: string }>`
    select id, document_id, page_no, ord, tokens, text
    from chunks
    where account_id = ${scope.accountId} and document_id = any(${ids(scope)}::text[])
  `.execute(db);
  return rows;
}

/**
 * The prompt's lexemes as the index sees them: the same 'english' configuration as chunks.tsv, so stop
 * words are dropped and words stemmed exactly like the indexed text. At most `max`, in prompt order.
 */
export async function promptLexemes(db: Db, prompt: string, max = 200): Promise<string[]> {
  const { rows } = await sql<{ lexeme: string }>`
    select lexeme from unnest(to_tsvector('english', ${prompt})) as t
    order by positions[1] nulls last
    limit ${max}
  `.execute(db);
  return rows.map((r) => r.lexeme);
}

/** A tsquery text OR-ing the lexemes, each quoted so no character of the prompt is read as an operator. */
export function orQueryText(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}

/** Chunks matching any lexeme, best first (ts_rank_cd: cover density, so chunks with more and closer terms win). */
export async function rankedChunkRefs(db: Db, scope: ChatScope, lexemes: string[], limit: number): Promise<ChunkRef[]> {
  if (lexemes.length === 0) return [];
  const { rows } = await sql<{ id: number; document_id: string; page_no: number; ord: number; tokens: number }>`
    with q as (select to_tsquery('simple', ${orQueryText(lexemes)}) as q)
    select c.id, c.document_id, c.page_no, c.ord, c.tokens
    from chunks c, q
    where c.account_id = ${scope.accountId}
      and c.document_id = any(${ids(scope)}::text[])
      and c.tsv @@ q.q
    order by ts_rank_cd(c.tsv, q.q) desc, c.document_id, c.ord
    limit ${limit}
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
    from chunks c
    join unnest(${ids(scope)}::text[]) with ordinality as d(id, pos) on d.id = c.document_id
    where c.account_id = ${scope.accountId} and c.ord < ${perDocument}
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
