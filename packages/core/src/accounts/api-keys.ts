import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@docent/db';
import { randomBase36, newKeyId } from '../common/ids';
import { unauthorized } from '../common/errors';
import type { Actor } from '../common/actor';
import { bearerToken } from './bearer-token';
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

/** What a verified key says about its caller: the account, the key, and the key's rate limit. */
export type AuthenticatedKey = Actor & { rateLimit: number; rateWindowS: number };

/** The stored facts about one key that authentication needs. */
export interface KeyRecord {
  id: string;
  accountId: string;
  keyHash: Buffer;
  revoked: boolean;
  rateLimit: number;
  rateWindowS: number;
}

/** The key id named by an `Authorization` header, or undefined when it is not `Bearer dk_<keyid>_<secret>`. */
export function presentedKey(authorization: string | undefined): { key: string; keyId?: string } | undefined {
  const key = bearerToken(authorization);
  if (!key) return undefined;
  return { key, keyId: KEY_PATTERN.exec(key)?.[1] };
}

export async function loadKeyRecord(db: Db, keyId: string): Promise<KeyRecord | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'key_hash', 'revoked_at', 'rate_limit', 'rate_window_s'])
    .where('id', '=', keyId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      accountId: row.account_id,
      keyHash: row.key_hash,
      revoked: row.revoked_at !== null,
      rateLimit: row.rate_limit,
      rateWindowS: row.rate_window_s,
    }
  );
}

/**
 * The caller of a presented key, given its stored record (or undefined when none was found).
 * Throws `unauthorized` for an unknown, wrong or revoked key. The hash is compared in constant time even when no
 * record was found, so timing says nothing about which key ids exist.
 */
export function verifyKey(presented: string, record: KeyRecord | undefined): AuthenticatedKey {
  const expected = record?.keyHash ?? Buffer.alloc(32);
  const matches = timingSafeEqual(hashKey(presented), expected) && record !== undefined;
  if (!matches || !record || record.revoked) throw unauthorized();
  return {
    accountId: record.accountId,
    keyId: record.id,
    rateLimit: record.rateLimit,
    rateWindowS: record.rateWindowS,
  };
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
