import type { Db } from '@docent/db';
import type { Doc, Metadata } from '@docent/contract';
import { notFound } from '../common/errors';
import { DOC_COLUMNS, toDoc } from './document-dto';

export interface ListDocumentsOptions {
  accountId: string;
  workspace: number;
  offset?: number;
  limit?: number;
}

/** Documents of one workspace, oldest first (creation order). */
export async function listDocuments(db: Db, options: ListDocumentsOptions): Promise<Doc[]> {
  const rows = await db
    .selectFrom('documents')
    .select(DOC_COLUMNS)
    .where('account_id', '=', options.accountId)
    .where('workspace', '=', options.workspace)
    .orderBy('seq')
    .offset(options.offset ?? 0)
    .limit(options.limit ?? 100)
    .execute();
  return rows.map(toDoc);
}

/** A document of the account; another account's document is reported exactly like a missing one. */
export async function getDocument(db: Db, options: { accountId: string; docid: string }): Promise<Doc> {
  const row = await db
    .selectFrom('documents')
    .select(DOC_COLUMNS)
    .where('id', '=', options.docid)
    .where('account_id', '=', options.accountId)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${options.docid} not found`);
  return toDoc(row);
}

export async function updateDocument(
  db: Db,
  options: { accountId: string; docid: string; name?: string; metadata?: Metadata | null },
): Promise<Doc> {
  const patch: { name?: string; metadata?: string | null; updated_at: Date } = { updated_at: new Date() };
  if (options.name !== undefined) patch.name = options.name;
  if (options.metadata !== undefined)
    patch.metadata = options.metadata === null ? null : JSON.stringify(options.metadata);
  const row = await db
    .updateTable('documents')
    .set(patch)
    .where('id', '=', options.docid)
    .where('account_id', '=', options.accountId)
    .returning(DOC_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${options.docid} not found`);
  return toDoc(row);
}
