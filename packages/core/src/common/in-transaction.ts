import type { Database, Db, Transaction } from '@docent/db';

export type DbOrTransaction = Db | Transaction<Database>;

/**
 * Runs `fn` inside the caller's transaction when given one (so a charge commits or rolls back with the
 * caller's own writes), else inside a new transaction of its own.
 */
export function inTransaction<T>(db: DbOrTransaction, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
