import { ensureWorkspace, newDocId, toDoc } from '@docent/core';
import { DOC_COLUMNS } from '@docent/core';
import type { Db, DocumentStatus } from '@docent/db';

/**
 * Inserts a document row directly (no bytes, no job): for tests of routes that only need the row.
 * Ingestion tests go through the real upload path instead.
 */
export async function insertDocumentRow(
  db: Db,
  options: { accountId: string; workspace?: number; name?: string; status?: DocumentStatus; metadata?: Record<string, string> },
) {
  const workspace = options.workspace ?? 0;
  await ensureWorkspace(db, options.accountId, workspace);
  const row = await db
    .insertInto('documents')
    .values({
      id: newDocId(),
      account_id: options.accountId,
      workspace,
      name: options.name ?? 'test.txt',
      status: options.status ?? 'ready',
      metadata: options.metadata ? JSON.stringify(options.metadata) : null,
      pages: options.status === 'ready' || options.status === undefined ? 1 : null,
    })
    .returning(DOC_COLUMNS)
    .executeTakeFirstOrThrow();
  return toDoc(row);
}
