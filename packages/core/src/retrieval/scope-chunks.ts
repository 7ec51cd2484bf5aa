import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';
import { searchText } from '../indexing/search-text';
import { questionClauses } from './question';

/** Chunk position and size, without its text (ranking and packing never need the text). */
export interface ChunkRef {
  id: number;
  documentId: string;
  pageNo: number;
  ord: number;
  tokens: number;
  lowValue?: boolean;
}

const ids = (scope: ChatScope) => scope.documents.map((d) => d.id);

/** A chunk row's place and size columns, as the queries here select them. */
export type RefRow = {
  id: string | number;
  document_id: string;
  page_no: number;
  ord: number;
  tokens: number;
  low_value?: boolean;
};
export const toRef = (r: RefRow): ChunkRef => ({
  id: Number(r.id),
  documentId: r.document_id,
  pageNo: r.page_no,
  ord: r.ord,
  tokens: r.tokens,
  lowValue: r.low_value ?? false,
});

/** Every chunk of the scope with its text, for when it all fits the budget. */
export async function allScopeChunks(db: Db, scope: ChatScope) {
  const { rows } = await sql<{
    id: number;
    document_id: string;
    page_no: number;
    ord: number;
    tokens: number;
    text: string;
    heading: string;
  }>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.text, c.heading
    from unnest(${ids(scope)}::text[]) as d(id)
    join chunks c on c.document_id = d.id
    where c.account_id = ${scope.accountId}
  `.execute(db);
  return rows;
}

/**
 * A query's rows of the lexemes of a prompt given as its clauses (questionClauses): each lexeme once, with the index
 * of the first clause that holds it (`clause`, from 0) and its place (`first`), in prompt order, at most `max`,
 * stemmed as chunks.tsv is (stop words dropped, lexemes over 60 characters left out; words of scripts written without
 * spaces set apart and operators read as words as the indexer reads them, search-text.ts).
 */
export function clauseLexemes(clauses: string[], max: number) {
  return sql<{ lexeme: string; first: number; clause: number }>`
    select t.lexeme, min((c.k - 1) * 100000 + t.positions[1]) as first, min(c.k - 1)::int as clause
    from unnest(${clauses.map((c) => searchText(c))}::text[]) with ordinality c(text, k)
    cross join lateral unnest(to_tsvector('english', c.text)) t
    where length(t.lexeme) <= 60
    group by t.lexeme
    order by first
    limit ${max}`;
}

/**
 * The prompt's lexemes as the index sees them: the same 'english' configuration as chunks.tsv, so stop words are
 * dropped and words stemmed exactly like the indexed text; at most `max`, in prompt order, each with its clause
 * (questionClauses).
 */
export async function promptLexemes(
  db: Db,
  prompt: string,
  max = 64,
): Promise<{ lexemes: string[]; clauses: number[] }> {
  const { rows } = await clauseLexemes(questionClauses(prompt), max).execute(db);
  return { lexemes: rows.map((r) => r.lexeme), clauses: rows.map((r) => Number(r.clause)) };
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
 * Table-of-contents and index units are skipped.
 */
export async function leadingChunkRefs(
  db: Db,
  scope: ChatScope,
  perDocument: number,
  limit: number,
): Promise<ChunkRef[]> {
  const { rows } = await sql<RefRow>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value
    from unnest(${ids(scope)}::text[]) with ordinality as d(id, pos)
    join chunks c on c.document_id = d.id and c.ord < ${perDocument}
    where c.account_id = ${scope.accountId} and not c.low_value
    order by c.ord, d.pos
    limit ${limit}
  `.execute(db);
  return rows.map(toRef);
}

/**
 * What a summary is made of: each document's opening (its first units of running text) and the first unit of each
 * section, at most `perDocument` per document; the documents take turns (each one's first unit, then each one's
 * second, …), so that a budget too small for them all still holds every document's opening.
 */
/** A unit where a document says what it covers ("This manual describes …"; docent-local reads it precisely). */
const SAYS_WHAT_IT_COVERS =
  '(^|[^[:alpha:]])(this|the present|the purpose of this) ([[:alpha:]]+ )?(manual|document|guide|book|text|faq|reference|standards?|specification|introduction|tutorial|handbook) ([[:alpha:]]+ ){0,3}(describ|cover|explain|provid|give|answer|introduc|present|aim|intend|is an? )';
/** … looked for among a document's first units only. */
const ABOUT_WITHIN_UNITS = 80;

export async function summaryChunkRefs(db: Db, scope: ChatScope, perDocument: number): Promise<ChunkRef[]> {
  const { rows } = await sql<RefRow & { about: boolean }>`
    select s.id, s.document_id, s.page_no, s.ord, s.tokens, s.low_value, s.about
    from unnest(${ids(scope)}::text[]) with ordinality as d(id, pos)
    cross join lateral (
      select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value, c.heading,
        lag(c.heading) over (order by c.ord) as previous,
        c.ord < ${ABOUT_WITHIN_UNITS} and c.text ~* ${SAYS_WHAT_IT_COVERS}
          and c.text !~* 'copies of this' as about
      from chunks c
      where c.document_id = d.id and c.account_id = ${scope.accountId} and c.ord < 2000
    ) s
    where (not s.low_value and (s.ord < 3 or s.previous is distinct from s.heading)) or s.about
    order by d.pos, s.ord
  `.execute(db);
  const byDocument = new Map<string, ChunkRef[]>();
  const told = new Set<string>();
  for (const row of rows) {
    const ref = toRef(row);
    const refs = byDocument.get(ref.documentId) ?? [];
    byDocument.set(ref.documentId, refs);
    // The first unit where the document says what it covers comes first: past a title page and a preface.
    if (row.about && !told.has(ref.documentId)) {
      told.add(ref.documentId);
      refs.unshift(ref);
      if (refs.length > perDocument) refs.pop();
    } else if (refs.length < perDocument && !(row.about && refs.some((r) => r.id === ref.id))) refs.push(ref);
  }
  const turns: ChunkRef[] = [];
  for (let i = 0; i < perDocument; i++)
    for (const refs of byDocument.values()) if (i < refs.length) turns.push(refs[i]);
  return turns;
}

/** The chunks just before and after the given ones in their documents (the passage around a hit). */
export async function neighbourRefs(db: Db, accountId: string, around: ChunkRef[]): Promise<ChunkRef[]> {
  if (around.length === 0) return [];
  const { rows } = await sql<RefRow>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value
    from unnest(${around.map((r) => r.documentId)}::text[], ${around.map((r) => r.ord)}::int[]) as x(document_id, ord)
    join chunks c on c.document_id = x.document_id and c.ord in (x.ord - 1, x.ord + 1)
    where c.account_id = ${accountId}
  `.execute(db);
  return rows.map(toRef);
}

export async function chunkTexts(
  db: Db,
  accountId: string,
  chunkIds: number[],
): Promise<Map<number, { text: string; heading: string }>> {
  if (chunkIds.length === 0) return new Map();
  const { rows } = await sql<{ id: number; text: string; heading: string }>`
    select id, text, heading from chunks where account_id = ${accountId} and id = any(${chunkIds}::bigint[])
  `.execute(db);
  return new Map(rows.map((r) => [Number(r.id), { text: r.text, heading: r.heading }]));
}
