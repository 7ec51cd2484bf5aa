import { sql, type Db } from '@docent/db';
import { DOCUMENT_DONE_CHANNEL } from '../jobs/document-jobs';
import { writeDocumentText, type PageText } from './write-document-text';

/**
 * The end of every job that reads a document (analysis, forced OCR), in one transaction: replace its pages and
 * chunks, mark it ready, and announce it on DOCUMENT_DONE_CHANNEL. Returns null when the document was deleted
 * meanwhile (nothing is written).
 */
export async function commitDocumentText(
  db: Db,
  input: { documentId: string; accountId: string; pages: PageText[]; mimeType?: string },
): Promise<{ chunks: number } | null> {
  const docid = input.documentId;
  return db.transaction().execute(async (trx) => {
    // Lock the row: a delete racing this commit either wins (we write nothing) or waits for us.
    const still = await trx.selectFrom('documents').select('id').where('id', '=', docid).forUpdate().executeTakeFirst();
    if (!still) return null;
    const { chunks } = await writeDocumentText(trx, { documentId: docid, accountId: input.accountId, pages: input.pages });
    await sql`
      with done as (
        update documents
        set status = 'ready', error = null, pages = ${input.pages.length}, mime_type = coalesce(${input.mimeType ?? null}, mime_type),
            ready_at = now(), updated_at = now(), ocr_request_id = null, ocr_pages_read = null
        where id = ${docid}
      )
      select pg_notify(${DOCUMENT_DONE_CHANNEL}, ${docid})
    `.execute(trx);
    return { chunks };
  });
}
