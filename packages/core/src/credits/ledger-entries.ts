import { sql } from '@docent/db';
import type { DbOrTransaction } from '../common/in-transaction';

/** The newest ledger entries of an account, every key (for operators: `docent credits show`). */
export async function listRecentLedgerEntries(db: DbOrTransaction, options: { accountId: string; limit?: number }) {
  return db
    .selectFrom('credit_ledger')
    .select([
      'id',
      // Not aliased event_ts: ORDER BY would then sort the text instead of using the (event_ts, id) index.
      sql<string>`to_char(event_ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('event_ts_utc'),
      'key_id',
      'reason',
      'workspace',
      'delta_monthly',
      'delta_bundle',
      'request_id',
      'detail',
    ])
    .where('account_id', '=', options.accountId)
    .orderBy('event_ts', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 20)
    .execute();
}
