import type { Db } from '@docent/db';

/** An account's ledger entries for chats. */
export const chatLedgerOf = (db: Db, accountId: string) =>
  db.selectFrom('credit_ledger').selectAll().where('account_id', '=', accountId).where('reason', '=', 'chat').execute();
