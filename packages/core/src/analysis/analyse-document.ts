import { isDatabaseUnavailable, sql, type BlobStoreKind, type Db } from '@docent/db';
import type { Logger } from 'pino';
import { markDocumentFailed } from '../documents/document-lifecycle';
import { isDocumentRejected, type ExtractionLimits, type ExtractionResult } from '../extraction/extraction-types';
import { commitDocumentText, commitStreamedDocument } from '../indexing/commit-document-text';
import { clearDocumentText, insertDocumentText, reflowWindowOf, type PageText } from '../indexing/write-document-text';
import { POSTGRES_BLOBS, type BlobStorage } from '../storage/blob-storage';
import { BLOB_READ_CHUNK, readWholeBlob } from '../storage/read-whole-blob';
import { applyOcr } from './apply-ocr';
import type { PageOcr } from './page-ocr';

export interface AnalyseDependencies {
  /**
   * Detects and extracts, bounded in memory and time, handing the pages over a range at a time in page order
   * (an ExtractionPool's `extractPages`).
   */
  extractPages: (
    bytes: Uint8Array,
    limits: ExtractionLimits,
    onPages: (part: ExtractionResult) => Promise<void>,
  ) => Promise<{ type: ExtractionResult['type']; pages: number }>;
  limits: ExtractionLimits;
  /** When present, pages without a usable text layer are OCR'd; when absent they are stored as image/empty pages. */
  ocr?: PageOcr;
  logger?: Pick<Logger, 'info' | 'warn' | 'debug'>;
  /** An embeddings model is configured: a ready document gets its embeddings job. */
  embed?: boolean;
  /** Where stored bytes may be (a blob in S3 needs the bucket); default: Postgres only. */
  blobs?: BlobStorage;
}

export interface AnalyseInput {
  docid: string;
  /** The job's last attempt: a failure now is final (status `failed`) instead of a retry. */
  isLastAttempt: boolean;
}

export type AnalyseOutcome =
  | { outcome: 'missing' }
  | { outcome: 'ready'; pages: number; chunks: number; mime: string }
  | { outcome: 'failed'; error: string };

const documentExists = async (db: Db, docid: string) =>
  (await db.selectFrom('documents').select('id').where('id', '=', docid).executeTakeFirst()) !== undefined;

/**
 * The analyse use case: stored bytes → pages (+ OCR where needed) → chunks → `ready`, announced with NOTIFY.
 * At-least-once safe: every run replaces the document's pages and chunks, in the transaction that marks it
 * ready (or, for a long PDF written a page range at a time, before its first range; it is marked ready after the
 * last). Corrupt, unsupported or over-limit input fails the document at once (status `failed`, `error`);
 * other errors are thrown for the job to retry, and fail the document only on the last attempt.
 * Nothing here charges credits.
 */
export async function analyseDocument(db: Db, input: AnalyseInput, deps: AnalyseDependencies): Promise<AnalyseOutcome> {
  const { docid } = input;
  // One round trip: mark it processing and read its size and first megabyte (all of a small file); a larger file's
  // other megabytes follow one read each (readWholeBlob says why).
  const { rows } = await sql<{
    account_id: string;
    byte_size: number;
    head: Buffer | null;
    store: BlobStoreKind;
    object_key: string | null;
  }>`
    with doc as (
      update documents set status = 'processing', error = null, ready_at = null, updated_at = now()
      where id = ${docid}
      returning id, account_id
    )
    select doc.account_id, b.byte_size, substring(b.bytes from 1 for ${BLOB_READ_CHUNK}::int) as head, b.store, b.object_key
    from doc join document_blobs b on b.document_id = doc.id
  `.execute(db);
  if (rows.length === 0) return { outcome: 'missing' }; // deleted while queued: nothing to do
  const doc = rows[0];
  const location = { store: doc.store, objectKey: doc.object_key, storage: deps.blobs ?? POSTGRES_BLOBS };
  const bytes = await readWholeBlob(db, docid, Number(doc.byte_size), doc.head ?? undefined, location);
  if (!bytes) return { outcome: 'missing' };

  let mime: string | null = null;
  try {
    // A document read in one part (nearly all) is written in one transaction with its ready mark. A long PDF comes
    // in page ranges: each is OCR'd where needed, and its pages are written a reflow window at a time as the
    // windows fill (old text from an earlier attempt goes first), so neither this process nor a query ever holds
    // the whole document's text; the ready mark follows. The windows are fixed by page number (REFLOW_WINDOW_PAGES),
    // not by the ranges the parsers read, so the units are the same whatever the number of parsers.
    let first: ExtractionResult | undefined;
    const streamed = { pages: 0, chunks: 0, tokens: 0, title: '', started: false };
    let waiting: PageText[] = [];
    const flush = async (upTo: number) => {
      const ready = waiting.filter((p) => reflowWindowOf(p.pageNo) < upTo);
      if (ready.length === 0) return;
      waiting = waiting.filter((p) => reflowWindowOf(p.pageNo) >= upTo);
      const written = await insertDocumentText(db, {
        documentId: docid,
        accountId: doc.account_id,
        pages: ready,
        firstOrd: streamed.chunks,
      });
      streamed.title ||= written.title;
      streamed.pages += ready.length;
      streamed.chunks += written.chunks;
      streamed.tokens += written.tokens;
    };
    const write = async (part: ExtractionResult) => {
      const pages = await applyOcr(part.pages, bytes, deps.ocr, part.parts);
      waiting.push(...pages);
      // Ranges come in page order: the windows before the last page's are complete.
      const last = pages.reduce((m, p) => Math.max(m, p.pageNo), 0);
      await flush(reflowWindowOf(last));
    };
    const extracted = await deps.extractPages(bytes, deps.limits, async (part) => {
      mime = part.type.mime;
      if (!streamed.started && first === undefined) {
        first = part;
        return;
      }
      if (!streamed.started) {
        streamed.started = true;
        await clearDocumentText(db, docid);
        await write(first!);
        first = undefined;
      }
      await write(part);
    });
    mime = extracted.type.mime;
    let chunks: number;
    if (streamed.started) {
      await flush(Number.POSITIVE_INFINITY);
      const { started: _, ...totals } = streamed;
      if (!(await commitStreamedDocument(db, { documentId: docid, mimeType: mime, embed: deps.embed, ...totals })))
        return { outcome: 'missing' };
      chunks = streamed.chunks;
    } else {
      const pages = await applyOcr(first?.pages ?? [], bytes, deps.ocr, first?.parts);
      const written = await commitDocumentText(db, {
        documentId: docid,
        accountId: doc.account_id,
        pages,
        mimeType: mime,
        embed: deps.embed,
      });
      if (!written) return { outcome: 'missing' };
      chunks = written.chunks;
    }
    deps.logger?.info({ docid, pages: extracted.pages, chunks, mime }, 'document analysed');
    return { outcome: 'ready', pages: extracted.pages, chunks, mime: mime! };
  } catch (error) {
    // An outage is never the document's fault: the job runs again once the database is back.
    if (isDatabaseUnavailable(error)) throw error;
    // Deleted while its pages were being written (their rows refer to it): nothing left to analyse.
    if (!(await documentExists(db, docid))) return { outcome: 'missing' };
    const permanent = isDocumentRejected(error);
    if (!permanent && !input.isLastAttempt) throw error; // worth another attempt
    const message = error instanceof Error ? error.message : String(error);
    const shown = permanent ? message : `analysis failed after all retries: ${message}`;
    deps.logger?.warn({ docid, err: error, permanent }, 'document analysis failed');
    await markDocumentFailed(db, { docid, error: shown, mimeType: mime });
    return { outcome: 'failed', error: shown };
  }
}
