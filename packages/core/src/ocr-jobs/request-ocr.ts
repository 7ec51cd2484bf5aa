import { sql } from '@docent/db';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';
import { conflict, invalid, notFound } from '../common/errors';
import { randomBase36 } from '../common/ids';
import { charge } from '../credits/charge';
import { ocrJobKey } from '../documents/job-keys';
import { enqueueJob } from '../jobs/define-job';
import { ocrJob } from '../jobs/document-jobs';

/** Forced OCR costs this many credits per page (ledger reason `api`). */
export const OCR_CREDITS_PER_PAGE = 1;

export interface RequestOcrOptions {
  accountId: string;
  /** The API key asking: it sees the charge in GET /credits. */
  keyId: string | null;
  docid: string;
}

export interface RequestOcrResult {
  /**
   * The OCR's id, `ocr-` + 16 of [0-9a-z]: the new one, or the one already pending or running. The same id is the
   * request_id of its charge in GET /credits, and the Doc's `ocr.id` while it runs.
   */
  queue: string[];
  /** false when an OCR job of the document was already pending or running (nothing new charged or queued). */
  queued: boolean;
  requestId: string | null;
  pages: number;
}

/** The kinds of documents that have page images; text formats (DOCX, HTML, TXT…) have nothing to OCR. */
export const isOcrable = (mime: string | null) => mime === 'application/pdf' || (mime?.startsWith('image/') ?? false);

/**
 * POST /doc/{docid}/ocr: in one transaction, charge 1 credit per page, set the document back to processing
 * (`ready` false) and queue the `ocr` job under the job key `ocr:<docid>`. The document row is locked first,
 * so two calls at once are serialised: the second finds the first one's job and returns its id without
 * charging or queueing again. Out of credits → 402 and nothing changes.
 */
export async function requestOcr(db: DbOrTransaction, options: RequestOcrOptions): Promise<RequestOcrResult> {
  return inTransaction(db, async (trx) => {
    const doc = await trx
      .selectFrom('documents')
      .select(['id', 'workspace', 'status', 'pages', 'mime_type', 'ocr_request_id'])
      .where('id', '=', options.docid)
      .where('account_id', '=', options.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!doc) throw notFound(`document ${options.docid} not found`);

    // A job that has attempts left is pending, running or waiting to retry: that is the answer.
    const pending = await sql<{ id: string }>`
      select id::text as id from graphile_worker.jobs
      where key = ${ocrJobKey(doc.id)} and attempts < max_attempts
    `.execute(trx);
    // (A job queued before OCR ids were kept on the document is known by its job id.)
    if (pending.rows[0])
      return {
        queue: [doc.ocr_request_id ?? pending.rows[0].id],
        queued: false,
        requestId: null,
        pages: doc.pages ?? 0,
      };

    if (!isOcrable(doc.mime_type) && doc.status === 'ready') {
      throw invalid(
        `docid: document ${doc.id} is ${doc.mime_type ?? 'text'}; only PDF and image documents can be OCR'd`,
      );
    }
    if (doc.status !== 'ready' || !doc.pages) {
      throw conflict(
        doc.status === 'failed'
          ? `document ${doc.id} failed analysis, so it has no pages to OCR`
          : `document ${doc.id} is still being analysed (pages without text are OCR'd automatically); try again when it is ready`,
      );
    }

    const requestId = `ocr-${randomBase36(16)}`;
    await charge(trx, {
      accountId: options.accountId,
      keyId: options.keyId,
      workspace: doc.workspace,
      reason: 'api',
      credits: doc.pages * OCR_CREDITS_PER_PAGE,
      requestId,
      detail: { docid: doc.id, pages: doc.pages },
    });
    await trx
      .updateTable('documents')
      .set({
        status: 'processing',
        error: null,
        ready_at: null,
        updated_at: sql`now()`,
        ocr_request_id: requestId,
        ocr_pages_read: 0,
      })
      .where('id', '=', doc.id)
      .execute();
    await enqueueJob(trx, ocrJob, { docid: doc.id, requestId }, { jobKey: ocrJobKey(doc.id) });
    return { queue: [requestId], queued: true, requestId, pages: doc.pages };
  });
}
