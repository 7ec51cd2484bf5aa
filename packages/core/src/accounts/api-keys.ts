import { bearerToken } from './bearer-token';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@docent/db';
import { randomBase36, newKeyId } from '../common/ids';
import { unauthorized } from '../common/errors';
import type { Actor } from '../common/actor';
import type { DbOrTransaction } from '../common/in-transaction';

/** Keys look like `dk_<keyid>_<secret>`: the key id finds the row, the hash of the whole key proves it. */
const KEY_PATTERN = /^dk_(k[0-9a-z]{15})_([0-9a-z]{32})$/;

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest();

export function generateApiKey(): { id: string; key: string; hash: Buffer; prefix: string } {
  const id = newKeyId();
  const key = `dk_${id}_${randomBase36(32)}`;
  return { id, key, hash: hashKey(key), prefix: key.slice(0, 12) };
}

export interface CreateApiKeyOptions {
  accountId: string;
  name: string;
  rateLimit?: number;
}

export async function createApiKey(db: DbOrTransaction, options: CreateApiKeyOptions) {
  const generated = generateApiKey();
  await db
    .insertInto('api_keys')
    .values({
      id: generated.id,
      account_id: options.accountId,
      name: options.name,
      key_hash: generated.hash,
      key_prefix: generated.prefix,
      ...(options.rateLimit !== undefined ? { rate_limit: options.rateLimit } : {}),
    })
    .execute();
  return { id: generated.id, key: generated.key };
}

/**
 * Resolves an `Authorization` header value to the calling account and key.
 * Throws `unauthorized` for a missing header, another scheme, an unknown, malformed or revoked key.
 */
export async function authenticate(db: Db, authorization: string | undefined): Promise<Actor & { rateLimit: number; rateWindowS: number }> {
  const presented = bearerToken(authorization);
  if (!presented) throw unauthorized();
  const parsed = KEY_PATTERN.exec(presented);
  const row = parsed
    ? await db
        .selectFrom('api_keys')
        .select(['id', 'account_id', 'key_hash', 'revoked_at', 'rate_limit', 'rate_window_s'])
        .where('id', '=', parsed[1])
        .executeTakeFirst()
    : undefined;
  // Compare in constant time even when no row was found, so timing says nothing about key ids.
  const expected = row?.key_hash ?? Buffer.alloc(32);
  const matches = timingSafeEqual(hashKey(presented), expected) && row !== undefined;
  if (!matches || !row || row.revoked_at) throw unauthorized();
  return { accountId: row.account_id, keyId: row.id, rateLimit: row.rate_limit, rateWindowS: row.rate_window_s };
}

export async function listApiKeys(db: Db, accountId?: string) {
  let q = db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'name', 'key_prefix', 'rate_limit', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('created_at');
  if (accountId) q = q.where('account_id', '=', accountId);
  return q.execute();
}

/** Returns true when a key was revoked now, false when it was unknown or already revoked. */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
