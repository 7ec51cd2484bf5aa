import { sql, type LedgerReason } from '@docent/db';
import { creditsText } from './amounts';
import { findEntry, lockAccount } from './balances';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';

export interface RefundOptions {
  accountId: string;
  /** The request id of the charge to give back. */
  requestId: string;
  /** Reason of the refund entry; defaults to the charge's reason. */
  reason?: LedgerReason;
  detail?: Record<string, unknown>;
}

export interface RefundResult {
  /** true when this call gave credits back; false when nothing was charged or it was already refunded. */
  refunded: boolean;
  /** Ledger deltas of the refund entry (positive or 0). */
  deltaMonthly: number;
  deltaBundle: number;
}

export const refundRequestId = (requestId: string) => `${requestId}:refund`;

/**
 * Gives back exactly what the charge with `requestId` took, into the balances it came from, as one positive
 * entry with request id `<requestId>:refund` (same key and workspace as the charge). Idempotent; a no-op when
 * nothing was charged under that request id.
 */
export async function refund(db: DbOrTransaction, options: RefundOptions): Promise<RefundResult> {
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, options.accountId);
    const refundId = refundRequestId(options.requestId);
    const earlier = await findEntry(trx, options.accountId, refundId);
    if (earlier) return { refunded: false, deltaMonthly: earlier.delta_monthly, deltaBundle: earlier.delta_bundle };
    const charged = await findEntry(trx, options.accountId, options.requestId);
    if (!charged) return { refunded: false, deltaMonthly: 0, deltaBundle: 0 };
    // Only what was taken comes back; a positive entry under that id (a grant) is not a charge.
    const backMonthly = Math.max(0, -charged.delta_monthly);
    const backBundle = Math.max(0, -charged.delta_bundle);
    if (backMonthly === 0 && backBundle === 0) return { refunded: false, deltaMonthly: 0, deltaBundle: 0 };
    await trx
      .updateTable('accounts')
      .set({
        monthly_balance: sql<number>`monthly_balance + ${creditsText(backMonthly)}::numeric`,
        bundle_balance: sql<number>`bundle_balance + ${creditsText(backBundle)}::numeric`,
      })
      .where('id', '=', options.accountId)
      .execute();
    const entry = await trx
      .insertInto('credit_ledger')
      .values({
        account_id: options.accountId,
        key_id: charged.key_id,
        reason: options.reason ?? charged.reason,
        workspace: charged.workspace,
        delta_monthly: creditsText(backMonthly),
        delta_bundle: creditsText(backBundle),
        request_id: refundId,
        detail: JSON.stringify({ refundOf: options.requestId, ...options.detail }),
      })
      .returning(['delta_monthly', 'delta_bundle'])
      .executeTakeFirstOrThrow();
    return { refunded: true, deltaMonthly: entry.delta_monthly, deltaBundle: entry.delta_bundle };
  });
}
