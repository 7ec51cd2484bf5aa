import { sql, type Database, type Db, type Transaction } from '@docent/db';
import { DOCUMENT_DONE_CHANNEL } from '../jobs/document-jobs';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { DOC_COLUMNS, toDoc, type DocColumns } from './document-dto';

/**
 * The end states of a document's analysis and forced OCR, each written in one statement with what must go with it:
 * the NOTIFY that wakes `sync` uploads, and the webhook event (queued in the same transaction). Each clears a forced
 * OCR's progress (the Doc's `ocr`). A document starts
 * `queued` (createStoredDocuments) and goes `processing` when a job picks it up (analyseDocument, requestOcr).
 */
type Executor = Db | Transaction<Database>;

// SPEC.md: error messages are at most 500 characters.
const MAX_ERROR_CHARS = 500;
export const clipDocumentError = (message: string) =>
  message.length > MAX_ERROR_CHARS ? `${message.slice(0, MAX_ERROR_CHARS - 1)}…` : message;

type Finished = DocColumns & { account_id: string; has_webhooks: boolean };

const returned = sql.join(DOC_COLUMNS.map((c) => sql.ref(`done.${c}`)));

/** Runs an UPDATE … RETURNING * of one document (named `done`), announces it, and reads it back with its account. */
async function finish(
  executor: Executor,
  docid: string,
  update: ReturnType<typeof sql>,
): Promise<Finished | undefined> {
  const { rows } = await sql<Finished>`
    with done as (${update})
    select ${returned}, done.account_id,
           exists (select 1 from webhooks w where w.account_id = done.account_id) as has_webhooks,
           pg_notify(${DOCUMENT_DONE_CHANNEL}, ${docid})
    from done
  `.execute(executor);
  return rows[0];
}

async function announce(
  executor: Executor,
  row: Finished | undefined,
  type: 'document.ready' | 'document.failed' | 'ocr.completed',
) {
  // Accounts without webhooks (most) pay no extra round trip.
  if (row?.has_webhooks)
    await emitWebhookEvent(executor, { accountId: row.account_id, workspace: row.workspace, type, data: toDoc(row) });
}

/**
 * Analysis (`document.ready`) or forced OCR (`ocr.completed`) succeeded: `ready`, with its page count.
 * Called in the transaction that writes the pages and chunks (commitDocumentText).
 */
export async function markDocumentReady(
  trx: Transaction<Database>,
  input: {
    docid: string;
    pages: number;
    mimeType?: string;
    event: 'document.ready' | 'ocr.completed';
    /** `pending` when its embeddings job is queued with it; null: none asked for (DOCENT_EMBEDDINGS_MODEL unset). */
    embeddings?: 'pending' | null;
  },
): Promise<void> {
  const row = await finish(
    trx,
    input.docid,
    sql`
    update documents
    set status = 'ready', error = null, pages = ${input.pages},
        mime_type = coalesce(${input.mimeType ?? null}, mime_type), ready_at = now(), updated_at = now(),
        embeddings_status = ${input.embeddings ?? null}, embeddings_model = null,
        ocr_request_id = null, ocr_pages_read = null
    where id = ${input.docid}
    returning *
  `,
  );
  await announce(trx, row, input.event);
}

/**
 * Analysis failed for good: `failed` with the reason; its text (from an earlier analysis) goes, so nothing stale
 * stays searchable.
 */
export async function markDocumentFailed(
  db: Db,
  input: { docid: string; error: string; mimeType: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('chunks').where('document_id', '=', input.docid).execute();
    await trx.deleteFrom('pages').where('document_id', '=', input.docid).execute();
    const row = await finish(
      trx,
      input.docid,
      sql`
      update documents
      set status = 'failed', error = ${clipDocumentError(input.error)}, pages = null, ready_at = null,
          updated_at = now(), mime_type = coalesce(${input.mimeType}, mime_type), ocr_request_id = null,
          ocr_pages_read = null
      where id = ${input.docid}
      returning *
    `,
    );
    await announce(trx, row, 'document.failed');
  });
}

/** A forced OCR failed for good: back to `ready` with its earlier text, and `error` saying why (`ocr.completed`). */
export async function markOcrFailed(
  trx: Transaction<Database>,
  input: { docid: string; error: string },
): Promise<void> {
  const row = await finish(
    trx,
    input.docid,
    sql`
    update documents
    set status = 'ready', error = ${clipDocumentError(input.error)}, ready_at = now(), updated_at = now(),
        ocr_request_id = null, ocr_pages_read = null
    where id = ${input.docid}
    returning *
  `,
  );
  await announce(trx, row, 'ocr.completed');
}
