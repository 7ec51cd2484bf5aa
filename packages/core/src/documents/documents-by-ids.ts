import type { Db } from '@docent/db';
import type { Doc } from '@docent/contract';
import { DOC_COLUMNS, toDoc } from './document-dto';

/** Documents of the account in the order of `docids` (ids no longer there are skipped). */
export async function getDocumentsByIds(db: Db, options: { accountId: string; docids: string[] }): Promise<Doc[]> {
  if (options.docids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select(DOC_COLUMNS)
    .where('account_id', '=', options.accountId)
    .where('id', 'in', options.docids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return options.docids.flatMap((id) => (byId.has(id) ? [toDoc(byId.get(id)!)] : []));
}
