import { sql, type Database, type PageSource, type RawBuilder, type Transaction } from '@docent/db';
import type { DbOrTransaction } from '../common/in-transaction';
import { chunkBlocks, type BlockChunk } from './chunk-blocks';
import { reflowDocument, type ReflowInputPage } from './reflow/reflow-document';
import type { ReflowedPage } from './reflow/text-blocks';
import { searchTextOf } from './search-text';

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
  chunking?: { maxTokens?: number };
}

// Postgres text cannot hold NUL; other control characters are harmless.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is removed
const stripNul = (text: string) => (text.includes('\u0000') ? text.replace(/\u0000/g, '') : text);

/** The pages in page order, their numbers checked (positive, each once) and NUL removed from their text. */
function checkedPages<P extends { pageNo: number; text: string }>(input: P[]): P[] {
  const pages = [...input].sort((a, b) => a.pageNo - b.pageNo);
  const seen = new Set<number>();
  for (const page of pages) {
    if (!Number.isInteger(page.pageNo) || page.pageNo < 1) {
      throw new Error(`page number ${page.pageNo} is not a positive integer`);
    }
    if (seen.has(page.pageNo)) throw new Error(`page ${page.pageNo} given twice`);
    seen.add(page.pageNo);
  }
  return pages.map((p) => ({ ...p, text: stripNul(p.text) }));
}

/** A Markdown heading line, as the page text of every source with marked headings writes them. */
const MARKED_HEADING = /^#{1,6} \S/;

/**
 * The document's title as its text gives it: the first lines of its first page with text (at most 200 characters),
 * or the heading that page opens with when its source marks it as one (`input`: HTML's <h1>, Markdown's `#`, a
 * sheet's name), alone: what follows it is the text ("8.1. Numeric Types" | "Numeric types consist of …") or the
 * first section ("Node.js Project Governance" | "Triagers"), not more of the title.
 */
export function titleOf(pages: ReflowedPage[], input: ReadonlyArray<{ pageNo: number; text: string }> = []): string {
  const first = pages.find((p) => p.blocks.length > 0);
  if (!first) return '';
  const source = input.find((p) => p.pageNo === first.pageNo)?.text.trimStart() ?? '';
  if (MARKED_HEADING.test(source) && first.blocks[0].kind === 'heading') return first.blocks[0].text.slice(0, 200);
  let title = '';
  for (const block of first.blocks.slice(0, 3)) {
    if (block.kind === 'toc' || block.kind === 'table') break;
    title = title ? `${title} ${block.text}` : block.text;
    if (title.split(/\s+/).length >= 4) break;
  }
  return title.slice(0, 200);
}

/**
 * A long document is reflowed in windows of this many pages, by page number (1–200, 201–400, …), each on its own
 * (its running headers, vocabulary and page-break mending from its own pages, plenty of evidence for them; a sentence
 * broken across two windows stays broken). So no process holds a long document's whole text, and its units are the
 * same however it was written: whole, a page range at a time as its parsers read it (whatever their number), or
 * again by `docent reindex`.
 */
export const REFLOW_WINDOW_PAGES = 200;

/** The reflow window a page belongs to (0 for pages 1–200). */
export const reflowWindowOf = (pageNo: number) => Math.floor((pageNo - 1) / REFLOW_WINDOW_PAGES);

/**
 * Reflowed text → retrieval units and the title (the first window's), from a document's stored pages, a window at a
 * time (analysis and reindex alike).
 */
export function indexPages(
  pages: Array<Pick<PageText, 'pageNo' | 'text' | 'source'>>,
  chunking?: { maxTokens?: number },
): {
  chunks: BlockChunk[];
  title: string;
} {
  const windows = new Map<number, ReflowInputPage[]>();
  for (const p of pages) {
    const w = reflowWindowOf(p.pageNo);
    const window = windows.get(w) ?? [];
    window.push({ pageNo: p.pageNo, text: stripNul(p.text), source: p.source });
    windows.set(w, window);
  }
  const chunks: BlockChunk[] = [];
  let title = '';
  for (const w of [...windows.keys()].sort((a, b) => a - b)) {
    const reflowed = reflowDocument(windows.get(w)!);
    for (const c of chunkBlocks(reflowed, chunking)) chunks.push(c);
    title ||= titleOf(reflowed, windows.get(w)!);
  }
  return { chunks, title };
}

/** `insert into pages …` of a document's pages (a statement of its own or a CTE's body; rows travel as arrays). */
function insertPages(documentId: string, pages: PageText[]): RawBuilder<unknown> {
  return sql`
    insert into pages (document_id, page_no, text, source, ocr_confidence, low_confidence)
    select ${documentId}, x.page_no, x.text, x.source, x.ocr_confidence, x.low_confidence
    from unnest(
      ${pages.map((p) => p.pageNo)}::int[], ${pages.map((p) => p.text)}::text[], ${pages.map((p) => p.source)}::text[],
      ${pages.map((p) => p.ocrConfidence ?? null)}::real[], ${pages.map((p) => p.lowConfidence ?? false)}::boolean[]
    ) as x(page_no, text, source, ocr_confidence, low_confidence)`;
}

/** `insert into chunks …` of a document's retrieval units, their `ord` counted from `firstOrd` (a CTE's body). */
function insertChunks(documentId: string, accountId: string, chunks: BlockChunk[], firstOrd = 0): RawBuilder<unknown> {
  return sql`
    insert into chunks (
      document_id, account_id, page_no, ord, text, tokens, heading, low_value, search_text, search_heading
    )
    select ${documentId}, ${accountId}, x.page_no, (x.n - 1 + ${firstOrd})::int, x.text, x.tokens, x.heading, x.low_value,
      x.search_text, x.search_heading
    from unnest(
      ${chunks.map((c) => c.pageNo)}::int[], ${chunks.map((c) => c.text)}::text[], ${chunks.map((c) => c.tokens)}::int[],
      ${chunks.map((c) => c.heading)}::text[], ${chunks.map((c) => c.lowValue)}::boolean[],
      ${chunks.map((c) => searchTextOf(c.text))}::text[], ${chunks.map((c) => searchTextOf(c.heading))}::text[]
    ) with ordinality as x(page_no, text, tokens, heading, low_value, search_text, search_heading, n)`;
}

/** The document row's totals and title for its chunks (what chat reads to decide whether a scope fits a budget). */
function setTotals(documentId: string, totals: ChunkTotals, title: string): RawBuilder<unknown> {
  return sql`update documents set chunk_count = ${totals.chunks}, text_tokens = ${totals.tokens}, title = ${title}
    where id = ${documentId}`;
}

interface ChunkTotals {
  chunks: number;
  tokens: number;
}

const totalsOf = (chunks: BlockChunk[]): ChunkTotals => ({
  chunks: chunks.length,
  tokens: chunks.reduce((n, c) => n + c.tokens, 0),
});

/**
 * Rebuilds a document's chunks from its stored pages (the text as extracted) inside the caller's transaction, a
 * reflow window at a time (no process holds a long document's whole text; the units are the ones its analysis
 * wrote), with the document's totals and title (what chat reads to decide whether a scope fits a budget, and to match
 * a document's name).
 */
export async function rechunkDocument(
  trx: Transaction<Database>,
  input: { documentId: string; accountId: string; chunking?: { maxTokens?: number } },
): Promise<ChunkTotals> {
  const { documentId, accountId } = input;
  await sql`delete from chunks where document_id = ${documentId}`.execute(trx);
  const { last } = await trx
    .selectFrom('pages')
    .select((eb) => eb.fn.max<number | null>('page_no').as('last'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  const totals: ChunkTotals = { chunks: 0, tokens: 0 };
  let title = '';
  for (let w = 0; last !== null && w <= reflowWindowOf(last); w++) {
    const pages = await trx
      .selectFrom('pages')
      .select(['page_no', 'text', 'source'])
      .where('document_id', '=', documentId)
      .where('page_no', '>', w * REFLOW_WINDOW_PAGES)
      .where('page_no', '<=', (w + 1) * REFLOW_WINDOW_PAGES)
      .orderBy('page_no')
      .execute();
    if (pages.length === 0) continue;
    const indexed = indexPages(
      pages.map((p) => ({ pageNo: p.page_no, text: p.text, source: p.source })),
      input.chunking,
    );
    if (indexed.chunks.length > 0) {
      await sql`${insertChunks(documentId, accountId, indexed.chunks, totals.chunks)}`.execute(trx);
    }
    const added = totalsOf(indexed.chunks);
    totals.chunks += added.chunks;
    totals.tokens += added.tokens;
    title ||= indexed.title;
  }
  await setTotals(documentId, totals, title).execute(trx);
  return totals;
}

/**
 * Replaces a document's pages and chunks with `pages`, inside the caller's transaction.
 * Deleting first makes it safe to run any number of times (at-least-once jobs): the result only
 * depends on the input. Pages keep the text as extracted (GET /doc/{docid}/pages/{n}/text); chunks hold it
 * reflowed (reflow/), never span pages, and `ord` numbers them across the whole document.
 * Returns the number of chunks written and their tokens; the document row gets the same totals.
 */
export async function writeDocumentText(
  trx: Transaction<Database>,
  input: WriteDocumentTextInput,
): Promise<{ chunks: number; tokens: number }> {
  const { documentId, accountId } = input;
  const pageRows = checkedPages(input.pages);
  const { chunks, title } = indexPages(pageRows, input.chunking);
  const totals = totalsOf(chunks);
  // The old chunks go first (they reference nothing, but new ones reuse their ords), then pages are replaced.
  await clearDocumentText(trx, documentId);
  await sql`
    with new_pages as (${insertPages(documentId, pageRows)}),
      new_chunks as (${insertChunks(documentId, accountId, chunks)})
    ${setTotals(documentId, totals, title)}
  `.execute(trx);
  return totals;
}

/** Deletes a document's pages and chunks (one statement). */
export async function clearDocumentText(db: DbOrTransaction, documentId: string): Promise<void> {
  await sql`
    with gone_chunks as (delete from chunks where document_id = ${documentId})
    delete from pages where document_id = ${documentId}
  `.execute(db);
}

/**
 * Adds a range of a long document's pages and their chunks, numbering the chunks from `firstOrd` (one statement:
 * rows travel as arrays). A long PDF is written a reflow window at a time (REFLOW_WINDOW_PAGES), in page order, so
 * that no process holds its whole text; `pages` are whole windows, so its units are those indexPages gives the whole
 * document. Nothing is deleted, and the totals and title are left to the caller (the first window's title is the
 * document's).
 */
export async function insertDocumentText(
  db: DbOrTransaction,
  input: WriteDocumentTextInput & { firstOrd?: number },
): Promise<{ chunks: number; tokens: number; title: string }> {
  const { documentId, accountId } = input;
  const pageRows = checkedPages(input.pages);
  const { chunks, title } = indexPages(pageRows, input.chunking);
  await sql`
    with new_pages as (${insertPages(documentId, pageRows)})
    ${insertChunks(documentId, accountId, chunks, input.firstOrd)}
  `.execute(db);
  return { ...totalsOf(chunks), title };
}
