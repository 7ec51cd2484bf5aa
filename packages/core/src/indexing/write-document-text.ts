import type { Database, PageSource, Transaction } from '@docent/db';
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

// Rows per insert statement: well under Postgres' 65,535 bind parameters.
const BATCH_ROWS = 1000;

// Postgres text cannot hold NUL; other control characters are harmless.
const stripNul = (text: string) => (text.includes('\u0000') ? text.replace(/\u0000/g, '') : text);

/**
 * Replaces a document's pages and chunks with `pages`, inside the caller's transaction.
 * Deleting first makes it safe to run any number of times (at-least-once jobs): the result only
 * depends on the input. Chunks never span pages; `ord` numbers them across the whole document.
 * Returns the number of chunks written.
 */
export async function writeDocumentText(trx: Transaction<Database>, input: WriteDocumentTextInput): Promise<{ chunks: number }> {
  const { documentId, accountId } = input;
  const pages = [...input.pages].sort((a, b) => a.pageNo - b.pageNo);
  const seen = new Set<number>();
  for (const page of pages) {
    if (!Number.isInteger(page.pageNo) || page.pageNo < 1) throw new Error(`page number ${page.pageNo} is not a positive integer`);
    if (seen.has(page.pageNo)) throw new Error(`page ${page.pageNo} given twice`);
    seen.add(page.pageNo);
  }

  await trx.deleteFrom('chunks').where('document_id', '=', documentId).execute();
  await trx.deleteFrom('pages').where('document_id', '=', documentId).execute();

  const pageRows = pages.map((p) => ({
    document_id: documentId,
    page_no: p.pageNo,
    text: stripNul(p.text),
    source: p.source,
    ocr_confidence: p.ocrConfidence ?? null,
    low_confidence: p.lowConfidence ?? false,
  }));
  for (let i = 0; i < pageRows.length; i += BATCH_ROWS) {
    await trx.insertInto('pages').values(pageRows.slice(i, i + BATCH_ROWS)).execute();
  }

  const tokenCache = new Map<string, number>();
  const chunkRows: Array<{ document_id: string; account_id: string; page_no: number; ord: number; text: string; tokens: number }> = [];
  for (const row of pageRows) {
    for (const chunk of chunkPageText(row.text, input.chunking, tokenCache)) {
      chunkRows.push({ document_id: documentId, account_id: accountId, page_no: row.page_no, ord: chunkRows.length, text: chunk.text, tokens: chunk.tokens });
    }
  }
  for (let i = 0; i < chunkRows.length; i += BATCH_ROWS) {
    await trx.insertInto('chunks').values(chunkRows.slice(i, i + BATCH_ROWS)).execute();
  }
  return { chunks: chunkRows.length };
}
