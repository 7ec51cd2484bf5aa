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

const ids = (scope: ChatScope) => scope.documents.map((d) => d.id);

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
