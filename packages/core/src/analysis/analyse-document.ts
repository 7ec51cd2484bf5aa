import { isDatabaseUnavailable, sql, type Db } from '@docent/db';
import type { Logger } from 'pino';
import { markDocumentFailed } from '../documents/document-lifecycle';
import { isDocumentRejected, type ExtractionLimits, type ExtractionResult } from '../extraction/extraction-types';
import { commitDocumentText } from '../indexing/commit-document-text';
import { applyOcr } from './apply-ocr';
import type { PageOcr } from './page-ocr';

export interface AnalyseDependencies {
  /** Detects and extracts, bounded in memory and time (an ExtractionPool's `extract`). */
  extract: (bytes: Uint8Array, limits: ExtractionLimits) => Promise<ExtractionResult>;
  limits: ExtractionLimits;
  /** When present, pages without a usable text layer are OCR'd; when absent they are stored as image/empty pages. */
  ocr?: PageOcr;
  logger?: Pick<Logger, 'info' | 'warn' | 'debug'>;
  /** An embeddings model is configured: a ready document gets its embeddings job. */
  embed?: boolean;
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

/**
 * The analyse use case: stored bytes → pages (+ OCR where needed) → chunks → `ready`, announced with NOTIFY.
 * At-least-once safe: every run replaces the document's pages and chunks in the transaction that marks it
 * ready. Corrupt, unsupported or over-limit input fails the document at once (status `failed`, `error`);
 * other errors are thrown for the job to retry, and fail the document only on the last attempt.
 * Nothing here charges credits.
 */
export async function analyseDocument(db: Db, input: AnalyseInput, deps: AnalyseDependencies): Promise<AnalyseOutcome> {
  const { docid } = input;
  // One round trip: mark it processing and read its bytes (stored with the row, in one transaction).
  const { rows } = await sql<{ account_id: string; bytes: Buffer }>`
    with doc as (
      update documents set status = 'processing', error = null, ready_at = null, updated_at = now()
      where id = ${docid}
      returning id, account_id
    )
    select doc.account_id, b.bytes from doc join document_blobs b on b.document_id = doc.id
  `.execute(db);
  if (rows.length === 0) return { outcome: 'missing' }; // deleted while queued: nothing to do
  const doc = rows[0];
  const bytes = doc.bytes;

  let mime: string | null = null;
  try {
    const extracted = await deps.extract(bytes, deps.limits);
    mime = extracted.type.mime;
    const pages = await applyOcr(extracted.pages, bytes, deps.ocr, extracted.parts);
    const written = await commitDocumentText(db, { documentId: docid, accountId: doc.account_id, pages, mimeType: mime, embed: deps.embed });
    if (!written) return { outcome: 'missing' };
    deps.logger?.info({ docid, pages: pages.length, chunks: written.chunks, mime }, 'document analysed');
    return { outcome: 'ready', pages: pages.length, chunks: written.chunks, mime: mime! };
  } catch (error) {
    // An outage is never the document's fault: the job runs again once the database is back.
    if (isDatabaseUnavailable(error)) throw error;
    const permanent = isDocumentRejected(error);
    if (!permanent && !input.isLastAttempt) throw error; // worth another attempt
    const message = error instanceof Error ? error.message : String(error);
    const shown = permanent ? message : `analysis failed after all retries: ${message}`;
    deps.logger?.warn({ docid, err: error, permanent }, 'document analysis failed');
    await markDocumentFailed(db, { docid, error: shown, mimeType: mime });
    return { outcome: 'failed', error: shown };
  }
}
