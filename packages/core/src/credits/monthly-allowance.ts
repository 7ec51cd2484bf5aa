import { sql } from '@docent/db';
import { creditsText, requireAmount, roundCredits } from './amounts';
import { lockAccount } from './balances';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';

export interface AllowanceResult {
  monthlyAllowance: number;
  /** Change of this month's monthly balance (the ledger entry's delta; 0 writes no entry). */
  deltaMonthly: number;
}

/**
 * Changes an account's monthly allowance. This month's balance moves by the same difference (never below 0),
 * written as one `other` entry, so an upgrade is usable at once and the next reset refills to the new allowance.
 */
export async function setMonthlyAllowance(
  db: DbOrTransaction,
  options: { accountId: string; monthly: number },
): Promise<AllowanceResult> {
  const allowance = roundCredits(requireAmount('monthly', options.monthly));
  return inTransaction(db, async (trx) => {
    const before = await lockAccount(trx, options.accountId);
    const updated = await trx
      .updateTable('accounts')
      .set({
        monthly_allowance: creditsText(allowance),
        monthly_balance: sql<number>`greatest(0, monthly_balance + ${creditsText(allowance)}::numeric - monthly_allowance)`,
      })
      .where('id', '=', options.accountId)
      .returning(['monthly_allowance', 'monthly_balance'])
      .executeTakeFirstOrThrow();
    const delta = roundCredits(updated.monthly_balance - before.monthlyBalance);
    if (delta !== 0) {
      await trx
        .insertInto('credit_ledger')
        .values({
          account_id: options.accountId,
          key_id: null,
          reason: 'other',
          workspace: null,
          delta_monthly: creditsText(delta),
          delta_bundle: 0,
          request_id: null,
          detail: JSON.stringify({ kind: 'allowance', from: before.monthlyAllowance, to: allowance }),
        })
        .execute();
    }
    return { monthlyAllowance: updated.monthly_allowance, deltaMonthly: delta };
  });
}
