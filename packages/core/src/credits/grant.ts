import { sql } from '@docent/db';
import { invalid } from '../common/errors';
import { creditsText, requireAmount, roundCredits } from './amounts';
import { findEntry, lockAccount } from './balances';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';

export interface GrantOptions {
  accountId: string;
  /** Credits added to the bundle balance (kept until used). */
  bundle?: number;
  /** Credits added to this month's monthly balance (they lapse at the next monthly reset). */
  monthly?: number;
  /** The key it was granted through, if any; null shows the grant to every key of the account. */
  keyId?: string | null;
  /** Makes the grant idempotent: a second grant with the same request id adds nothing. */
  requestId?: string;
  detail?: Record<string, unknown>;
}

export interface GrantResult {
  granted: boolean;
  deltaMonthly: number;
  deltaBundle: number;
}

/** Adds credits to an account's balances and writes one positive `other` ledger entry, in one transaction. */
export async function grant(db: DbOrTransaction, options: GrantOptions): Promise<GrantResult> {
  const bundle = roundCredits(requireAmount('bundle', options.bundle ?? 0));
  const monthly = roundCredits(requireAmount('monthly', options.monthly ?? 0));
  if (bundle === 0 && monthly === 0) throw invalid('a grant needs a bundle or monthly amount above 0');
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, options.accountId);
    if (options.requestId) {
      const earlier = await findEntry(trx, options.accountId, options.requestId);
      if (earlier) return { granted: false, deltaMonthly: earlier.delta_monthly, deltaBundle: earlier.delta_bundle };
    }
    await trx
      .updateTable('accounts')
      .set({
        monthly_balance: sql<number>`monthly_balance + ${creditsText(monthly)}::numeric`,
        bundle_balance: sql<number>`bundle_balance + ${creditsText(bundle)}::numeric`,
      })
      .where('id', '=', options.accountId)
      .execute();
    await trx
      .insertInto('credit_ledger')
      .values({
        account_id: options.accountId,
        key_id: options.keyId ?? null,
        reason: 'other',
        workspace: null,
        delta_monthly: creditsText(monthly),
        delta_bundle: creditsText(bundle),
        request_id: options.requestId ?? null,
        detail: JSON.stringify({ kind: 'grant', ...options.detail }),
      })
      .execute();
    return { granted: true, deltaMonthly: monthly, deltaBundle: bundle };
  });
}
