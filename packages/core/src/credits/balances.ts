import { sql, type Database, type Transaction } from '@docent/db';
import { notFound } from '../common/errors';
import type { DbOrTransaction } from '../common/in-transaction';

export interface Balances {
  monthlyAllowance: number;
  monthlyBalance: number;
  bundleBalance: number;
  /** First day (UTC, YYYY-MM-DD) of the month the monthly balance was last reset for. */
  monthlyPeriod: string | null;
}

// pg turns a date column into a local-midnight Date; the period is a calendar day, so read it as text.
const periodText = sql<string | null>`to_char(monthly_period, 'YYYY-MM-DD')`.as('monthly_period');

function toBalances(row: {
  monthly_allowance: number;
  monthly_balance: number;
  bundle_balance: number;
  monthly_period: string | null;
}): Balances {
  return {
    monthlyAllowance: row.monthly_allowance,
    monthlyBalance: row.monthly_balance,
    bundleBalance: row.bundle_balance,
    monthlyPeriod: row.monthly_period,
  };
}

export async function getBalances(db: DbOrTransaction, accountId: string): Promise<Balances> {
  const row = await db
    .selectFrom('accounts')
    .select(['monthly_allowance', 'monthly_balance', 'bundle_balance', periodText])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(`account ${accountId} not found`);
  return toBalances(row);
}

/**
 * Locks the account row until the transaction ends. Every balance change takes this lock first, so changes
 * of one account are serialised and an idempotency check made after it sees every earlier committed entry.
 */
export async function lockAccount(trx: Transaction<Database>, accountId: string): Promise<Balances> {
  const row = await trx
    .selectFrom('accounts')
    .select(['monthly_allowance', 'monthly_balance', 'bundle_balance', periodText])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`account ${accountId} not found`);
  return toBalances(row);
}

/** The ledger entry an account already has for a request id, if any. */
export async function findEntry(trx: Transaction<Database>, accountId: string, requestId: string) {
  return trx
    .selectFrom('credit_ledger')
    .select(['id', 'key_id', 'reason', 'workspace', 'delta_monthly', 'delta_bundle', 'detail'])
    .where('account_id', '=', accountId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}
