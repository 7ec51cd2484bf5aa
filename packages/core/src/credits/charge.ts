import { sql, type Database, type LedgerReason, type Transaction } from '@docent/db';
import { invalid, notFound, paymentRequired } from '../common/errors';
import { creditsText, requireAmount, roundUpCredits } from './amounts';
import { getBalances, lockAccount } from './balances';
import { heldCredits, sumHeld } from './holds';
import type { DbOrTransaction } from '../common/in-transaction';

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
  if (
    options.workspace !== null &&
    !(Number.isInteger(options.workspace) && options.workspace >= 0 && options.workspace <= 32767)
  ) {
    throw invalid('workspace must be an integer from 0 to 32767, or null');
  }
  return roundUpCredits(requireAmount('credits', options.credits));
}

function notEnough(credits: number, monthly: number, bundle: number, held = 0) {
  const available = Math.round((monthly + bundle - held) * 10_000) / 10_000;
  const reserved = held > 0 ? `, ${Math.round(held * 10_000) / 10_000} reserved by chats in progress` : '';
  return paymentRequired(
    `Not enough credits: this request needs ${credits} credits and the account has ${available} ` +
      `(monthly ${monthly}, bundle ${bundle}${reserved}). Ask the operator for more credits.`,
    { needed: credits, monthly, bundle, held },
  );
}

type Outcome = { outcome: 'charged' | 'repeated' | 'balances'; monthly: number; bundle: number; held: number };

/**
 * One statement does the whole charge: it finds an earlier entry for the request id, locks the account row
 * only when the balances cover the amount (FOR UPDATE re-checks that condition on the newest row version
 * after waiting, so concurrent charges can never overdraw), splits the amount monthly-first, updates both
 * balances and writes the ledger entry. The arithmetic is numeric in Postgres, so no float touches a balance.
 */
function chargeStatement(options: ChargeOptions, amount: string) {
  return sql<Outcome>`
    with existing as (
      select delta_monthly, delta_bundle from credit_ledger
      where account_id = ${options.accountId} and request_id = ${options.requestId}
    ), take as (
      select id, least(monthly_balance, ${amount}::numeric) as from_monthly,
             ${amount}::numeric - least(monthly_balance, ${amount}::numeric) as from_bundle
      from accounts
      where id = ${options.accountId} and monthly_balance + bundle_balance - ${heldCredits(options.accountId)} >= ${amount}::numeric
        and not exists (select 1 from existing)
      for update
    ), updated as (
      update accounts a
      set monthly_balance = a.monthly_balance - take.from_monthly,
          bundle_balance = a.bundle_balance - take.from_bundle
      from take
      where a.id = take.id
      returning take.from_monthly, take.from_bundle
    ), inserted as (
      insert into credit_ledger (account_id, key_id, reason, workspace, delta_monthly, delta_bundle, request_id, detail)
      select ${options.accountId}, ${options.keyId}, ${options.reason}, ${options.workspace},
             -from_monthly, -from_bundle, ${options.requestId}, ${JSON.stringify(options.detail ?? {})}::jsonb
      from updated
      returning delta_monthly, delta_bundle
    )
    select 'charged' as outcome, delta_monthly as monthly, delta_bundle as bundle, 0::numeric as held from inserted
    union all
    select 'repeated', delta_monthly, delta_bundle, 0 from existing
    union all
    select 'balances', monthly_balance, bundle_balance, ${heldCredits(options.accountId)} from accounts
    where id = ${options.accountId} and not exists (select 1 from inserted) and not exists (select 1 from existing)
  `;
}

function outcomeOf(rows: Outcome[], credits: number, accountId: string): ChargeResult {
  const row = rows[0];
  if (!row) throw notFound(`account ${accountId} not found`);
  if (row.outcome === 'balances') throw notEnough(credits, row.monthly, row.bundle, row.held);
  return { charged: row.outcome === 'charged', deltaMonthly: row.monthly, deltaBundle: row.bundle };
}

const isDuplicateRequest = (error: unknown) =>
  (error as { code?: string; constraint?: string })?.code === '23505' &&
  (error as { constraint?: string }).constraint === 'credit_ledger_request_idx';

/**
 * Takes credits from the monthly balance first, then the bundle, and writes one ledger entry, atomically.
 * Refuses with paymentRequired (402) when the balances together hold less than `credits`, taking nothing.
 * Idempotent per (account, requestId): a repeat takes nothing and returns the original deltas.
 *
 * Given a Db, the charge is one autocommitted statement (one round trip). Given a Transaction, it runs inside
 * it (it commits or rolls back with the caller's writes): the account row is locked first, so the statement
 * sees every committed entry of a racing charge with the same request id and never raises a unique violation
 * that would abort the caller's transaction. Callers' transactions are expected to be READ COMMITTED (the default).
 */
export async function charge(db: DbOrTransaction, options: ChargeOptions): Promise<ChargeResult> {
  const credits = validate(options);
  if (credits === 0) return { charged: false, deltaMonthly: 0, deltaBundle: 0 };
  const statement = chargeStatement(options, creditsText(credits));
  if (db.isTransaction) {
    await lockAccount(db as Transaction<Database>, options.accountId);
    return outcomeOf((await statement.execute(db)).rows, credits, options.accountId);
  }
  try {
    return outcomeOf((await statement.execute(db)).rows, credits, options.accountId);
  } catch (error) {
    // A racing charge with the same request id committed first: this statement rolled back whole; report the original.
    if (!isDuplicateRequest(error)) throw error;
    return outcomeOf((await statement.execute(db)).rows, credits, options.accountId);
  }
}

/** Throws paymentRequired (402) when the account's monthly and bundle balances, less its active holds, hold less than `credits`. */
export async function assertCanAfford(
  db: DbOrTransaction,
  options: { accountId: string; credits: number },
): Promise<void> {
  const credits = roundUpCredits(requireAmount('credits', options.credits));
  const balances = await getBalances(db, options.accountId);
  const held = await sumHeld(db, options.accountId);
  // Compare in 1/10,000 units so float sums like 0.1 + 0.2 cannot refuse an affordable request.
  const available =
    Math.round(balances.monthlyBalance * 10_000) +
    Math.round(balances.bundleBalance * 10_000) -
    Math.round(held * 10_000);
  if (available < Math.round(credits * 10_000))
    throw notEnough(credits, balances.monthlyBalance, balances.bundleBalance, held);
}
