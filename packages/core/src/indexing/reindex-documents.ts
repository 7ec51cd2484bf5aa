import { sql, type Db } from '@docent/db';
import { enqueueJob } from '../jobs/define-job';
import { embedJob } from '../jobs/document-jobs';
import { rechunkDocument } from './write-document-text';

export interface ReindexOptions {
  /** Only this account's documents (default: every account). */
  accountId?: string;
  /** Re-chunk from the stored pages (true) or leave chunks as they are (false: only queue embeddings). */
  rechunk: boolean;
  /** Queue the embeddings job of each document (an embeddings model must be configured for the worker). */
  embed: boolean;
  /** With `embed` and without `rechunk`: skip documents whose embeddings are ready for this model. */
  model?: string;
  onProgress?: (done: number, total: number) => void;
}

/**
 * After an upgrade that changes how text is indexed (`pnpm docent reindex`): every ready document's chunks are
 * rebuilt from its stored pages (the text as extracted: no file is parsed again, no OCR runs again), one document
 * per transaction with its row locked, so chat keeps working meanwhile and a crash loses nothing. With `embed`,
 * each document's embeddings job is queued in the same transaction.
 */
export async function reindexDocuments(
  db: Db,
  options: ReindexOptions,
): Promise<{ documents: number; chunks: number; queued: number }> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'account_id'])
    .where('status', '=', 'ready')
    .$if(options.accountId !== undefined, (q) => q.where('account_id', '=', options.accountId!))
    .$if(!options.rechunk && options.model !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('embeddings_status', 'is', null),
          eb('embeddings_status', '!=', 'ready'),
          eb('embeddings_model', '!=', options.model!),
        ]),
      ),
    )
    .orderBy('seq')
    .execute();
  let chunks = 0;
  let queued = 0;
  let done = 0;
  for (const doc of rows) {
    await db.transaction().execute(async (trx) => {
      // A document deleted or re-analysed meanwhile is skipped: its own job writes its chunks.
      const still = await trx
        .selectFrom('documents')
        .select('id')
        .where('id', '=', doc.id)
        .where('status', '=', 'ready')
        .forUpdate()
        .executeTakeFirst();
      if (!still) return;
      if (options.rechunk) {
        const written = await rechunkDocument(trx, { documentId: doc.id, accountId: doc.account_id });
        chunks += written.chunks;
        if (!options.embed)
          await trx
            .updateTable('documents')
            .set({ embeddings_status: null, embeddings_model: null })
            .where('id', '=', doc.id)
            .execute();
      }
      if (options.embed) {
        await sql`update documents set embeddings_status = 'pending' where id = ${doc.id}`.execute(trx);
        await enqueueJob(trx, embedJob, { docid: doc.id }, { jobKey: `embed:${doc.id}` });
        queued += 1;
      }
    });
    done += 1;
    options.onProgress?.(done, rows.length);
  }
  return { documents: done, chunks, queued };
}
