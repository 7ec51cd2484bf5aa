import { sql, type Db } from '@docent/db';
import type { Doc } from '@docent/contract';
import { notFound } from '../common/errors';
import { DOC_COLUMNS, toDoc } from './document-dto';
import { documentJobKeys, ocrJobKey } from './job-keys';
import { refund } from '../credits/refund';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

/**
 * Deletes a document with its blob, pages, chunks and label links (foreign keys cascade), its chat
 * threads (their messages quote the document), and its pending jobs, in one transaction with its
 * `document.deleted` event.
 * A job already running finds the document gone and ends.
 */
export async function deleteDocument(db: Db, options: { accountId: string; docid: string }): Promise<Doc> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('documents')
      .where('id', '=', options.docid)
      .where('account_id', '=', options.accountId)
      .returning(DOC_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound(`document ${options.docid} not found`);
    await trx.deleteFrom('threads').where('kind', '=', 'doc').where('scope_id', '=', options.docid).execute();
    for (const jobKey of documentJobKeys(options.docid)) {
      const removed = await sql<{ payload: { requestId?: unknown } | null; locked_at: Date | null }>`
        select payload, locked_at from graphile_worker.remove_job(${jobKey})
      `.execute(trx);
      // A forced OCR that will now never run gives its credits back. (A running one, locked_at set, finds
      // the document gone and refunds itself.)
      const job = removed.rows[0];
      if (
        jobKey === ocrJobKey(options.docid) &&
        job &&
        job.locked_at === null &&
        typeof job.payload?.requestId === 'string'
      ) {
        await refund(trx, {
          accountId: options.accountId,
          requestId: job.payload.requestId,
          detail: { docid: options.docid, cause: 'document deleted' },
        });
      }
    }
    const doc = toDoc(row);
    const event = { accountId: options.accountId, workspace: doc.workspace, data: doc };
    await emitWebhookEvent(trx, { ...event, type: 'document.deleted' });
    return doc;
  });
}
