import { sql, type Database, type Transaction } from '@docent/db';
import { paymentRequired } from '../common/errors';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';
import { creditsText, requireAmount, roundUpCredits } from './amounts';
import { lockAccount } from './balances';
import { charge, type ChargeOptions, type ChargeResult } from './charge';

/** Credits reserved for work in flight (a chat's worst case), counted against the balances until it ends. */
export interface CreditHold {
  accountId: string;
  /** The request the hold is for; the settling charge uses the same id. */
  requestId: string;
  credits: number;
}

/** SQL for the credits an account has on hold right now (expired holds no longer count). */
export const heldCredits = (accountId: string) =>
  sql<number>`(select coalesce(sum(h.credits), 0) from credit_holds h where h.account_id = ${accountId} and h.expires_at > now())`;

export async function sumHeld(db: DbOrTransaction, accountId: string): Promise<number> {
  const { rows } = await sql<{ held: number }>`select ${heldCredits(accountId)} as held`.execute(db);
  return Number(rows[0]?.held ?? 0);
}

/**
 * Reserves `credits` (the most the work may cost) before anything is spent: under the account's row lock, so
 * holds and charges of one account are serialised, it checks `monthly + bundle - active holds >= credits`, then
 * records the hold. Refuses with 402, reserving nothing, when that is not available. Nothing moves in the
 * balances or the ledger until the hold is settled. `ttlMs`: a hold whose holder died lapses after this.
 */
export async function placeHold(
  db: DbOrTransaction,
  options: { accountId: string; keyId: string | null; requestId: string; credits: number; ttlMs: number },
): Promise<CreditHold> {
  const credits = roundUpCredits(requireAmount('credits', options.credits));
  const hold = { accountId: options.accountId, requestId: options.requestId, credits };
  if (credits === 0) return hold;
  return inTransaction(db, async (trx) => {
    const balances = await lockAccount(trx, options.accountId);
    const held = await sumHeld(trx, options.accountId);
    const available =
      Math.round(balances.monthlyBalance * 10_000) +
      Math.round(balances.bundleBalance * 10_000) -
      Math.round(held * 10_000);
    if (available < Math.round(credits * 10_000)) {
      const has = Math.round(available) / 10_000;
      const reserved = held > 0 ? `, ${held} reserved by chats in progress` : '';
      throw paymentRequired(
        `Not enough credits: this request may cost up to ${credits} credits and the account has ${has} ` +
          `(monthly ${balances.monthlyBalance}, bundle ${balances.bundleBalance}${reserved}). Ask the operator for more credits.`,
        { needed: credits, monthly: balances.monthlyBalance, bundle: balances.bundleBalance, held },
      );
    }
    await trx
      .insertInto('credit_holds')
      .values({
        account_id: options.accountId,
        key_id: options.keyId,
        request_id: options.requestId,
        credits: creditsText(credits),
        expires_at: sql<Date>`now() + make_interval(secs => ${Math.max(1, Math.ceil(options.ttlMs / 1000))})`,
      })
      .execute();
    return hold;
  });
}

/** Gives a hold back without charging (the work failed or was refused). Idempotent. */
export async function releaseHold(db: DbOrTransaction, hold: CreditHold): Promise<void> {
  if (hold.credits === 0) return;
  await db
    .deleteFrom('credit_holds')
    .where('account_id', '=', hold.accountId)
    .where('request_id', '=', hold.requestId)
    .execute();
}

/** Keeps a hold alive for another `ttlMs` (long work, e.g. a streamed answer). */
export async function extendHold(db: DbOrTransaction, hold: CreditHold, ttlMs: number): Promise<void> {
  if (hold.credits === 0) return;
  await db
    .updateTable('credit_holds')
    .set({ expires_at: sql<Date>`now() + make_interval(secs => ${Math.max(1, Math.ceil(ttlMs / 1000))})` })
    .where('account_id', '=', hold.accountId)
    .where('request_id', '=', hold.requestId)
    .execute();
}

/**
 * Replaces the hold by the real charge, in the caller's transaction (with the writes it pays for): the hold is
 * dropped and `credits` charged with the hold's request id, but never more than was held (the hold is the
 * price the caller agreed to) nor than the account has. Returns the charge.
 */
export async function settleHold(
  trx: Transaction<Database>,
  hold: CreditHold,
  options: Omit<ChargeOptions, 'accountId' | 'requestId'>,
): Promise<ChargeResult & { credits: number }> {
  const balances = await lockAccount(trx, hold.accountId);
  await releaseHold(trx, hold);
  const held = await sumHeld(trx, hold.accountId);
  const available = Math.max(0, balances.monthlyBalance + balances.bundleBalance - held);
  const credits = Math.min(
    roundUpCredits(requireAmount('credits', options.credits)),
    hold.credits,
    Math.floor(available * 10_000) / 10_000,
  );
  const result = await charge(trx, { ...options, accountId: hold.accountId, requestId: hold.requestId, credits });
  return { ...result, credits: result.charged ? credits : 0 };
}

/** Drops holds that have lapsed (their holder died): housekeeping. */
export async function deleteExpiredHolds(db: DbOrTransaction): Promise<number> {
  const result = await db.deleteFrom('credit_holds').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
