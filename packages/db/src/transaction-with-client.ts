import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import { poolOf, type Db } from './create-db';
import type { Database } from './schema';

/**
 * A kysely transaction together with the pg client it runs on, for statements kysely cannot express (COPY,
 * which streams rows of any size without holding them in memory) inside the same transaction as kysely's.
 * The client is checked out of `db`'s pool for the whole transaction and discarded if anything failed.
 */
export async function transactionWithClient<T>(
  db: Db,
  fn: (trx: Transaction<Database>, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await poolOf(db).connect();
  // kysely releases its connection after the transaction: a stand-in keeps the real client checked out until we are done.
  const lease = new Proxy(client, {
    get: (target, prop) => (prop === 'release' ? () => {} : Reflect.get(target, prop, target)),
  });
  const single = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => lease, end: async () => {} } as never }),
  });
  let failed: Error | undefined;
  try {
    return await single.transaction().execute((trx) => fn(trx, client));
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    await single.destroy().catch(() => {});
    // A client whose COPY or transaction broke off may be mid-protocol: never hand it to the next caller.
    client.release(failed);
  }
}
