import type { Db, Transaction, Database } from '@docent/db';

/** Workspaces exist per account as soon as something is stored in them. */
export async function ensureWorkspace(
  db: Db | Transaction<Database>,
  accountId: string,
  workspace: number,
): Promise<void> {
  await db
    .insertInto('workspaces')
    .values({ account_id: accountId, workspace })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
