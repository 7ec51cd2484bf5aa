import { isDatabaseUnavailable, sql, type Db, type RawBuilder } from '@docent/db';
import type { Logger } from 'pino';
import { OCR_LOW_CONFIDENCE, OCR_PAGES_IN_FLIGHT, type PageOcr } from '../analysis/page-ocr';
import { refund } from '../credits/refund';
import type { PageText } from '../indexing/write-document-text';
import { commitDocumentText } from '../indexing/commit-document-text';
import { markOcrFailed } from '../documents/document-lifecycle';
import { readDocumentBlob } from '../storage/document-blobs';
import type { BlobStorage } from '../storage/blob-storage';
import { DocumentRejected, isDocumentRejected } from '../extraction/extraction-types';

export interface OcrJobInput {
  docid: string;
  requestId: string;
  /** The job's last attempt: a failure now is final (credits refunded) instead of a retry. */
  isLastAttempt: boolean;
}

export interface OcrJobDependencies {
  ocr: PageOcr;
  /** Pages read at once (the engine queues them for its workers). */
  pagesInFlight?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** An embeddings model is configured: the re-read document gets its embeddings job. */
  embed?: boolean;
  /** Where stored bytes may be (a blob in S3 needs the bucket); default: Postgres only. */
  blobs?: BlobStorage;
}

export type OcrJobOutcome =
  | { outcome: 'missing'; refunded: boolean }
  | { outcome: 'ready'; pages: number; chunks: number }
  | { outcome: 'failed'; error: string; refunded: boolean };

/** A failure that another attempt cannot fix (the stored bytes cannot be rendered or decoded, nothing to read). */
const isPermanent = isDocumentRejected;

class NothingToOcr extends DocumentRejected {
  override readonly name = 'NothingToOcr';
}

const MAX_ERROR_CHARS = 500;
const clip = (message: string) =>
  message.length > MAX_ERROR_CHARS ? `${message.slice(0, MAX_ERROR_CHARS - 1)}…` : message;

type OcrInput = Parameters<PageOcr>[0];

function pageInputs(
  mime: string | null,
  pages: number | null,
  bytes: Uint8Array,
): Array<{ pageNo: number; input: OcrInput }> {
  if (!pages || pages < 1) throw new NothingToOcr('document has no pages to OCR');
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  if (mime === 'application/pdf')
    return numbers.map((pageNo) => ({ pageNo, input: { kind: 'pdf-page', pdf: bytes, pageNo } }));
  if (mime?.startsWith('image/'))
    return numbers.map((pageNo) => ({ pageNo, input: { kind: 'image', bytes, frame: pageNo - 1 } }));
  throw new NothingToOcr(`a ${mime ?? 'text'} document has no page images to OCR`);
}

async function readAll(
  items: Array<{ pageNo: number; input: OcrInput }>,
  ocr: PageOcr,
  inFlight: number,
  onPageRead: () => Promise<void>,
): Promise<PageText[]> {
  const out: PageText[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      const { pageNo, input } = items[i];
      try {
        const read = await ocr(input);
        const text = read.text.trim();
        const confidence = Number.isFinite(read.confidence) ? Math.round(read.confidence * 100) / 100 : null;
        out[i] = {
          pageNo,
          text,
          source: 'ocr',
          ocrConfidence: confidence,
          // A blank page is empty, not doubtful: only text read with little confidence is flagged.
          lowConfidence: text !== '' && confidence !== null && confidence < OCR_LOW_CONFIDENCE,
        };
        await onPageRead();
      } catch (error) {
        failed = true;
        const e = error instanceof Error ? error : new Error(String(error));
        e.message = `page ${pageNo}: ${e.message}`;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(inFlight, items.length)) }, lane));
  return out;
}

/** The account that paid under `requestId` (the document may be gone). */
async function payerOf(db: Db, requestId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('credit_ledger')
    .select('account_id')
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.account_id;
}

async function refundRequest(db: Db, requestId: string, detail: Record<string, unknown>): Promise<boolean> {
  const accountId = await payerOf(db, requestId);
  if (!accountId) return false;
  return (await refund(db, { accountId, requestId, detail })).refunded;
}

/**
 * The forced-OCR job: every page of the document is read by the OCR engine, then its pages and chunks are
 * replaced and the document is `ready` again — in one transaction, so running it twice (at-least-once
 * delivery, a worker killed mid-way) leaves exactly one set of pages and chunks.
 * A failure is retried while attempts remain; when final (last attempt, or bytes that cannot be read) the
 * credits are refunded and the document returns to `ready` with its earlier text and an `error` saying why.
 */
export async function runOcrJob(db: Db, input: OcrJobInput, deps: OcrJobDependencies): Promise<OcrJobOutcome> {
  const { docid, requestId } = input;
  const doc = await db
    .selectFrom('documents')
    .select(['id', 'account_id', 'mime_type', 'pages'])
    .where('id', '=', docid)
    .executeTakeFirst();
  const bytes = doc && (await readDocumentBlob(db, docid, undefined, deps.blobs));
  if (!doc || !bytes) {
    // Deleted before its OCR ran: nothing was delivered, so nothing is owed.
    return { outcome: 'missing', refunded: await refundRequest(db, requestId, { docid, reason: 'document deleted' }) };
  }

  // Progress shown on the Doc (`ocr.pages_read`): from 0 again on a retry.
  const progress = (pagesRead: number | RawBuilder<number>) =>
    db
      .updateTable('documents')
      .set({ ocr_pages_read: pagesRead })
      .where('id', '=', docid)
      .where('ocr_request_id', '=', requestId)
      .execute();
  try {
    await progress(0);
    const pages = await readAll(
      pageInputs(doc.mime_type, doc.pages, bytes),
      deps.ocr,
      deps.pagesInFlight ?? OCR_PAGES_IN_FLIGHT,
      async () => {
        await progress(sql<number>`ocr_pages_read + 1`);
      },
    );
    const event = 'ocr.completed';
    const written = await commitDocumentText(db, {
      documentId: docid,
      accountId: doc.account_id,
      pages,
      event,
      embed: deps.embed,
    });
    if (!written)
      return {
        outcome: 'missing',
        refunded: await refundRequest(db, requestId, { docid, reason: 'document deleted' }),
      };
    deps.logger?.info({ docid, pages: pages.length, chunks: written.chunks }, 'document OCR done');
    return { outcome: 'ready', pages: pages.length, chunks: written.chunks };
  } catch (error) {
    // An outage is never the document's fault: the job runs again once the database is back.
    if (isDatabaseUnavailable(error)) throw error;
    const permanent = isPermanent(error);
    if (!permanent && !input.isLastAttempt) throw error; // worth another attempt
    const reason = error instanceof Error ? error.message : String(error);
    const message = clip(`OCR failed${permanent ? '' : ' after all retries'}: ${reason}; the earlier text is kept`);
    deps.logger?.warn({ docid, err: error, permanent }, 'document OCR failed');
    // The refund and the way back to `ready` commit together: a crash in between cannot leave one without the other.
    const refunded = await db.transaction().execute(async (trx) => {
      const result = await refund(trx, {
        accountId: doc.account_id,
        requestId,
        detail: { docid, error: clip(reason) },
      });
      await markOcrFailed(trx, { docid, error: message });
      return result.refunded;
    });
    return { outcome: 'failed', error: message, refunded };
  }
}
