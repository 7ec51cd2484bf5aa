import { sql, type Database, type PageSource, type Transaction } from '@docent/db';
import type { DbOrTransaction } from '../common/in-transaction';
import { chunkPageText, type ChunkOptions } from './chunk-page-text';

export interface PageText {
  pageNo: number;
  text: string;
  source: PageSource;
  ocrConfidence?: number | null;
  lowConfidence?: boolean;
}

export interface WriteDocumentTextInput {
  documentId: string;
  accountId: string;
  pages: PageText[];
  chunking?: ChunkOptions;
}

// Postgres text cannot hold NUL; other control characters are harmless.
const stripNul = (text: string) => (text.includes('\u0000') ? text.replace(/\u0000/g, '') : text);

/**
 * Replaces a document's pages and chunks with `pages`, inside the caller's transaction.
 * Deleting first makes it safe to run any number of times (at-least-once jobs): the result only
 * depends on the input. Chunks never span pages; `ord` numbers them across the whole document.
 * Returns the number of chunks written and their tokens; the document row gets the same totals.
 */
export async function writeDocumentText(trx: Transaction<Database>, input: WriteDocumentTextInput): Promise<{ chunks: number; tokens: number }> {
  const { documentId } = input;
  await clearDocumentText(trx, documentId);
  const written = await insertDocumentText(trx, input);
  await sql`update documents set chunk_count = ${written.chunks}, text_tokens = ${written.tokens} where id = ${documentId}`.execute(trx);
  return written;
}

/** Deletes a document's pages and chunks (one statement). */
export async function clearDocumentText(db: DbOrTransaction, documentId: string): Promise<void> {
  await sql`
    with gone_chunks as (delete from chunks where document_id = ${documentId})
    delete from pages where document_id = ${documentId}
  `.execute(db);
}

/**
 * Adds pages and their chunks to a document (one statement whatever the size: rows travel as arrays, so no
 * bind-parameter limit), numbering the chunks from `firstOrd`: a long document is written a range of pages at a
 * time, in page order, each range numbering on from the last. Nothing is deleted and the document's totals are
 * left to the caller. Returns the chunks written and their tokens.
 */
export async function insertDocumentText(
  db: DbOrTransaction,
  input: WriteDocumentTextInput & { firstOrd?: number },
): Promise<{ chunks: number; tokens: number }> {
  const { documentId, accountId } = input;
  const pages = [...input.pages].sort((a, b) => a.pageNo - b.pageNo);
  const seen = new Set<number>();
  for (const page of pages) {
    if (!Number.isInteger(page.pageNo) || page.pageNo < 1) throw new Error(`page number ${page.pageNo} is not a positive integer`);
    if (seen.has(page.pageNo)) throw new Error(`page ${page.pageNo} given twice`);
    seen.add(page.pageNo);
  }

  const pageRows = pages.map((p) => ({ ...p, text: stripNul(p.text) }));
  const tokenCache = new Map<string, number>();
  const chunkRows: Array<{ pageNo: number; text: string; tokens: number }> = [];
  for (const page of pageRows) {
    for (const chunk of chunkPageText(page.text, input.chunking, tokenCache)) chunkRows.push({ pageNo: page.pageNo, ...chunk });
  }
  const tokens = chunkRows.reduce((n, c) => n + c.tokens, 0);
  const firstOrd = input.firstOrd ?? 0;

  await sql`
    with new_pages as (
      insert into pages (document_id, page_no, text, source, ocr_confidence, low_confidence)
      select ${documentId}, x.page_no, x.text, x.source, x.ocr_confidence, x.low_confidence
      from unnest(
        ${pageRows.map((p) => p.pageNo)}::int[], ${pageRows.map((p) => p.text)}::text[], ${pageRows.map((p) => p.source)}::text[],
        ${pageRows.map((p) => p.ocrConfidence ?? null)}::real[], ${pageRows.map((p) => p.lowConfidence ?? false)}::boolean[]
      ) as x(page_no, text, source, ocr_confidence, low_confidence)
    )
    insert into chunks (document_id, account_id, page_no, ord, text, tokens)
    select ${documentId}, ${accountId}, x.page_no, (x.n - 1 + ${firstOrd})::int, x.text, x.tokens
    from unnest(${chunkRows.map((c) => c.pageNo)}::int[], ${chunkRows.map((c) => c.text)}::text[], ${chunkRows.map((c) => c.tokens)}::int[])
      with ordinality as x(page_no, text, tokens, n)
  `.execute(db);
  return { chunks: chunkRows.length, tokens };
}
