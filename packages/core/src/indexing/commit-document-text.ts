import type { Db } from '@docent/db';
import { markDocumentReady } from '../documents/document-lifecycle';
import { enqueueJob } from '../jobs/define-job';
import { embedJob } from '../jobs/document-jobs';
import { writeDocumentText, type PageText } from './write-document-text';

/**
 * The end of every job that reads a document (analysis, forced OCR), in one transaction: replace its pages and
 * chunks, mark it ready (NOTIFY and webhook event included) and, with `embed`, queue its embeddings. Returns null when the document was deleted
 * meanwhile (nothing is written).
 */
export async function commitDocumentText(
  db: Db,
  input: {
    documentId: string;
    accountId: string;
    pages: PageText[];
    mimeType?: string;
    event?: 'document.ready' | 'ocr.completed';
    /** An embeddings model is configured: queue the follow-up job that embeds the new chunks. */
    embed?: boolean;
  },
): Promise<{ chunks: number } | null> {
  const docid = input.documentId;
  return db.transaction().execute(async (trx) => {
    // Lock the row: a delete racing this commit either wins (we write nothing) or waits for us.
    const still = await trx.selectFrom('documents').select('id').where('id', '=', docid).forUpdate().executeTakeFirst();
    if (!still) return null;
    const { chunks } = await writeDocumentText(trx, {
      documentId: docid,
      accountId: input.accountId,
      pages: input.pages,
    });
    const embeddings = input.embed && chunks > 0 ? 'pending' : null;
    await markDocumentReady(trx, {
      docid,
      pages: input.pages.length,
      mimeType: input.mimeType,
      event: input.event ?? 'document.ready',
      embeddings,
    });
    if (embeddings) await enqueueJob(trx, embedJob, { docid }, { jobKey: `embed:${docid}` });
    return { chunks };
  });
}

/**
 * The end of an analysis whose pages and chunks were written a range at a time (`insertDocumentText`): in one
 * transaction, record the totals and title, mark the document ready (NOTIFY and webhook event included) and, with
 * `embed`, queue its embeddings. Returns false when the document was deleted meanwhile.
 */
export async function commitStreamedDocument(
  db: Db,
  input: {
    documentId: string;
    pages: number;
    chunks: number;
    tokens: number;
    title: string;
    mimeType?: string;
    embed?: boolean;
  },
): Promise<boolean> {
  const docid = input.documentId;
  return db.transaction().execute(async (trx) => {
    const still = await trx.selectFrom('documents').select('id').where('id', '=', docid).forUpdate().executeTakeFirst();
    if (!still) return false;
    await trx
      .updateTable('documents')
      .set({ chunk_count: input.chunks, text_tokens: input.tokens, title: input.title })
      .where('id', '=', docid)
      .execute();
    const embeddings = input.embed && input.chunks > 0 ? 'pending' : null;
    await markDocumentReady(trx, {
      docid,
      pages: input.pages,
      mimeType: input.mimeType,
      event: 'document.ready',
      embeddings,
    });
    if (embeddings) await enqueueJob(trx, embedJob, { docid }, { jobKey: `embed:${docid}` });
    return true;
  });
}
