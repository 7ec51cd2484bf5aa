import type { Db } from '@docent/db';
import { newAccountId } from '../common/ids';
import { notFound } from '../common/errors';
import { createApiKey } from './api-keys';

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

export async function createAccount(db: Db, options: CreateAccountOptions) {
  const id = newAccountId();
  const monthly = options.monthly ?? 0;
  await db
    .insertInto('accounts')
    .values({
      id,
      name: options.name,
      monthly_allowance: monthly,
      monthly_balance: monthly,
      bundle_balance: options.bundle ?? 0,
      monthly_period: firstOfMonthUtc(),
    })
    .execute();
  return { id };
}

export async function getAccount(db: Db, accountId: string) {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound(`account ${accountId} not found`);
  return row;
}

/** Creates an account (unless `accountId` is given) and a key for it; returns the plain key once. */
export async function createAccountKey(
  db: Db,
  options: { name: string; accountId?: string; monthly?: number; bundle?: number; rateLimit?: number },
) {
  const accountId = options.accountId
    ? (await getAccount(db, options.accountId)).id
    : (await createAccount(db, { name: options.name, monthly: options.monthly, bundle: options.bundle })).id;
  const key = await createApiKey(db, { accountId, name: options.name, rateLimit: options.rateLimit });
  return { accountId, keyId: key.id, key: key.key };
}
