import { z } from 'zod';
import { sql, type Db } from '@docent/db';
import { defineJob } from '../jobs/define-job';

/** Cron job (00:00 UTC on the 1st); the payload carries nothing we need (graphile-worker adds `_cron`). */
export const monthlyResetJob = defineJob('credits-monthly-reset', z.object({}).passthrough(), { maxAttempts: 5 });

/** First day of the UTC month of `now`, as YYYY-MM-DD: the period a reset is for. */
export function monthlyPeriodOf(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

export interface MonthlyResetResult {
  period: string;
  /** Accounts moved to this period (their balance set to the allowance). */
  accounts: number;
  /** Ledger entries written (accounts whose balance was not already at the allowance). */
  entries: number;
}

/**
 * Sets every account's monthly balance back to its allowance for the month of `now`, writing one `other` ledger
 * entry for the difference (positive after usage; negative when a monthly top-up lapses). `monthly_period` makes it
 * idempotent per month: an account already reset for this period is skipped, so a second run does nothing.
 * Accounts are done in batches, each one statement (so one transaction): it locks the rows like a charge does.
 */
export async function runMonthlyReset(
  db: Db,
  options: { now?: Date; batchSize?: number } = {},
): Promise<MonthlyResetResult> {
  const period = monthlyPeriodOf(options.now ?? new Date());
  const batchSize = options.batchSize ?? 1000;
  const requestId = `monthly-reset:${period.slice(0, 7)}`;
  let accounts = 0;
  let entries = 0;
  for (;;) {
    const result = await sql<{ accounts: number; entries: number }>`
      with due as (
        select id, monthly_balance as old_balance, monthly_allowance
        from accounts
        where monthly_period is null or monthly_period < ${period}::date
        order by id
        limit ${batchSize}
        for update
      ), reset as (
        update accounts a
        set monthly_balance = due.monthly_allowance, monthly_period = ${period}::date
        from due
        where a.id = due.id
        returning a.id, due.monthly_allowance - due.old_balance as difference
      ), written as (
        insert into credit_ledger (account_id, key_id, reason, workspace, delta_monthly, delta_bundle, request_id, detail)
        select id, null, 'other', null, difference, 0, ${requestId},
               jsonb_build_object('kind', 'monthly-reset', 'period', ${period}::text)
        from reset
        where difference <> 0
        on conflict (account_id, request_id) where request_id is not null do nothing
        returning 1
      )
      select (select count(*) from reset)::int as accounts, (select count(*) from written)::int as entries
    `.execute(db);
    const batch = result.rows[0];
    accounts += batch.accounts;
    entries += batch.entries;
    if (batch.accounts < batchSize) break;
  }
  return { period, accounts, entries };
}
