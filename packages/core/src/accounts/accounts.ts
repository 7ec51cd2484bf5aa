import { newAccountId } from '../common/ids';
import { invalid, notFound } from '../common/errors';
import { createApiKey } from './api-keys';
import { requireAmount, roundCredits } from '../credits/amounts';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';

export interface CreateAccountOptions {
  name: string;
  /** Monthly allowance in credits; the monthly balance starts at it. */
  monthly?: number;
  /** Bundle credits granted at creation. */
  bundle?: number;
}

function firstOfMonthUtc(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** Creates an account; its starting balances are written as one positive `other` ledger entry in the same transaction. */
export async function createAccount(db: DbOrTransaction, options: CreateAccountOptions) {
  const id = newAccountId();
  const monthly = roundCredits(requireAmount('monthly', options.monthly ?? 0));
  const bundle = roundCredits(requireAmount('bundle', options.bundle ?? 0));
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id,
        name: options.name,
        monthly_allowance: monthly,
        monthly_balance: monthly,
        bundle_balance: bundle,
        monthly_period: firstOfMonthUtc(),
      })
      .execute();
    if (monthly > 0 || bundle > 0) {
      await trx
        .insertInto('credit_ledger')
        .values({
          account_id: id,
          key_id: null,
          reason: 'other',
          workspace: null,
          delta_monthly: monthly,
          delta_bundle: bundle,
          request_id: 'account-created',
          detail: JSON.stringify({ kind: 'initial', monthlyAllowance: monthly, bundle }),
        })
        .execute();
    }
  });
  return { id };
}

export async function getAccount(db: DbOrTransaction, accountId: string) {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound(`account ${accountId} not found`);
  return row;
}

/**
 * Creates an account (unless `accountId` is given) and a key for it, in one transaction; returns the plain key once.
 * Starting credits apply to a new account only (an existing one is topped up with `credits grant`).
 */
export async function createAccountKey(
  db: DbOrTransaction,
  options: { name: string; accountId?: string; monthly?: number; bundle?: number; rateLimit?: number },
) {
  if (options.accountId && (options.monthly !== undefined || options.bundle !== undefined)) {
    throw invalid(
      'monthly and bundle apply to a new account; use `credits grant` or `credits allowance` for an existing one',
    );
  }
  return inTransaction(db, async (trx) => {
    const accountId = options.accountId
      ? (await getAccount(trx, options.accountId)).id
      : (await createAccount(trx, { name: options.name, monthly: options.monthly, bundle: options.bundle })).id;
    const key = await createApiKey(trx, { accountId, name: options.name, rateLimit: options.rateLimit });
    return { accountId, keyId: key.id, key: key.key };
  });
}
