import { writeDocumentText } from '@docent/core';
import type { Db, DocumentStatus } from '@docent/db';
import { insertDocumentRow } from '../../src/testing';

/** A document analysed as the pipeline would leave it: the row, its pages and their indexed chunks. */
export async function seedDocument(
  db: Db,
  options: { accountId: string; name: string; pages: string[]; workspace?: number; status?: DocumentStatus },
): Promise<string> {
  const doc = await insertDocumentRow(db, {
    accountId: options.accountId,
    name: options.name,
    workspace: options.workspace,
    status: options.status ?? 'ready',
  });
  await db.transaction().execute(async (trx) => {
    await writeDocumentText(trx, {
      documentId: doc.docid,
      accountId: options.accountId,
      pages: options.pages.map((text, i) => ({ pageNo: i + 1, text, source: 'text' as const })),
    });
    await trx.updateTable('documents').set({ pages: options.pages.length }).where('id', '=', doc.docid).execute();
  });
  return doc.docid;
}
