import { sql, type LedgerReason } from '@docent/db';
import { invalid, paymentRequired } from '../common/errors';
import { creditsText, requireAmount, roundUpCredits } from './amounts';
import { findEntry, getBalances, lockAccount } from './balances';
import { inTransaction, type DbOrTransaction } from './in-transaction';

export interface ChargeOptions {
  accountId: string;
  /** The API key that caused the charge (it sees the entry in GET /credits); null for none. */
  keyId: string | null;
  workspace: number | null;
  reason: LedgerReason;
  /** Credits to take; rounded up to 4 decimals. 0 charges nothing and writes nothing. */
  credits: number;
  /** Idempotency key, unique per account: a second charge with it takes nothing. */
  requestId: string;
  /** What was charged (model, tokens, pages…), kept in the ledger entry. */
  detail: Record<string, unknown>;
}

export interface ChargeResult {
  /** true when this call took credits; false for a repeated request id or a free (0 credit) charge. */
  charged: boolean;
  /** Ledger deltas of the charge (negative or 0), also when repeated: the original ones. */
  deltaMonthly: number;
  deltaBundle: number;
}

const REASONS: readonly LedgerReason[] = ['chat', 'chatbot', 'api', 'other'];

function validate(options: ChargeOptions): number {
  if (!REASONS.includes(options.reason)) throw invalid(`reason must be one of ${REASONS.join(', ')}`);
  if (typeof options.requestId !== 'string' || options.requestId.length === 0 || options.requestId.length > 200) {
    throw invalid('requestId must be a non-empty string of at most 200 characters');
  }
  if (options.workspace !== null && !(Number.isInteger(options.workspace) && options.workspace >= 0 && options.workspace <= 32767)) {
    throw invalid('workspace must be an integer from 0 to 32767, or null');
  }
  return roundUpCredits(requireAmount('credits', options.credits));
}

function notEnough(credits: number, monthly: number, bundle: number) {
  const available = Math.round((monthly + bundle) * 10_000) / 10_000;
  return paymentRequired(
    `Not enough credits: this request needs ${credits} credits and the account has ${available} ` +
      `(monthly ${monthly}, bundle ${bundle}). Ask the operator for more credits.`,
    { needed: credits, monthly, bundle },
  );
}

/**
 * Takes credits from the monthly balance first, then the bundle, and writes one ledger entry, atomically.
 * Refuses with paymentRequired (402) when the balances together hold less than `credits`, taking nothing.
 * Works inside `db` when it is a transaction (the charge then commits or rolls back with the caller's writes).
 */
export async function charge(db: DbOrTransaction, options: ChargeOptions): Promise<ChargeResult> {
  const credits = validate(options);
  if (credits === 0) return { charged: false, deltaMonthly: 0, deltaBundle: 0 };
  return inTransaction(db, async (trx) => {
    const balances = await lockAccount(trx, options.accountId);
    const earlier = await findEntry(trx, options.accountId, options.requestId);
    if (earlier) return { charged: false, deltaMonthly: earlier.delta_monthly, deltaBundle: earlier.delta_bundle };
    const amount = creditsText(credits);
    // One statement: split the amount (monthly first), update both balances only when they cover it, write the entry.
    // The numeric arithmetic happens in Postgres, so no float rounding touches a balance.
    const result = await sql<{ delta_monthly: number; delta_bundle: number }>`
      with take as (
        select least(monthly_balance, ${amount}::numeric) as from_monthly,
               ${amount}::numeric - least(monthly_balance, ${amount}::numeric) as from_bundle
        from accounts
        where id = ${options.accountId} and monthly_balance + bundle_balance >= ${amount}::numeric
      ), updated as (
        update accounts a
        set monthly_balance = a.monthly_balance - take.from_monthly,
            bundle_balance = a.bundle_balance - take.from_bundle
        from take
        where a.id = ${options.accountId}
        returning take.from_monthly, take.from_bundle
      )
      insert into credit_ledger (account_id, key_id, reason, workspace, delta_monthly, delta_bundle, request_id, detail)
      select ${options.accountId}, ${options.keyId}, ${options.reason}, ${options.workspace},
             -from_monthly, -from_bundle, ${options.requestId}, ${JSON.stringify(options.detail ?? {})}::jsonb
      from updated
      returning delta_monthly, delta_bundle
    `.execute(trx);
    const entry = result.rows[0];
    if (!entry) throw notEnough(credits, balances.monthlyBalance, balances.bundleBalance);
    return { charged: true, deltaMonthly: Number(entry.delta_monthly), deltaBundle: Number(entry.delta_bundle) };
  });
}

/** Throws paymentRequired (402) when the account's monthly and bundle balances together hold less than `credits`. */
export async function assertCanAfford(db: DbOrTransaction, options: { accountId: string; credits: number }): Promise<void> {
  const credits = roundUpCredits(requireAmount('credits', options.credits));
  const balances = await getBalances(db, options.accountId);
  // Compare in 1/10,000 units so float sums like 0.1 + 0.2 cannot refuse an affordable request.
  const available = Math.round(balances.monthlyBalance * 10_000) + Math.round(balances.bundleBalance * 10_000);
  if (available < Math.round(credits * 10_000)) throw notEnough(credits, balances.monthlyBalance, balances.bundleBalance);
}
