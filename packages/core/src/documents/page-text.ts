import type { Db } from '@docent/db';
import { notFound } from '../common/errors';

export interface PageTextResult {
  docid: string;
  page: number;
  text: string;
  source: 'text' | 'ocr' | 'image' | 'empty';
  confidence: number | null;
  low_confidence: boolean;
}

/** The extracted text of one page of a document of the account. */
export async function getPageText(
  db: Db,
  options: { accountId: string; docid: string; page: number },
): Promise<PageTextResult> {
  const doc = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', options.docid)
    .where('account_id', '=', options.accountId)
    .executeTakeFirst();
  if (!doc) throw notFound(`document ${options.docid} not found`);
  const row = await db
    .selectFrom('pages')
    .select(['page_no', 'text', 'source', 'ocr_confidence', 'low_confidence'])
    .where('document_id', '=', options.docid)
    .where('page_no', '=', options.page)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${options.docid} has no page ${options.page}`);
  return {
    docid: options.docid,
    page: row.page_no,
    text: row.text,
    source: row.source,
    confidence: row.ocr_confidence,
    low_confidence: row.low_confidence,
  };
}
