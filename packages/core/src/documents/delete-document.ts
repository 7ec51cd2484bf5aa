import { sql, type Db } from '@docent/db';
import type { Doc } from '@docent/contract';
import { notFound } from '../common/errors';
import { DOC_COLUMNS, toDoc } from './document-dto';
import { documentJobKeys } from './job-keys';

/**
 * Deletes a document with its blob, pages, chunks and label links (foreign keys cascade), its chat
 * threads (their messages quote the document), and its pending jobs, in one transaction.
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
      await sql`select graphile_worker.remove_job(${jobKey})`.execute(trx);
    }
    return toDoc(row);
  });
}
