import { createHash } from 'node:crypto';
import { sql, type Db } from '@docent/db';
import { conflict, unprocessable } from '../common/errors';
import type { DbOrTransaction } from '../common/in-transaction';

/** How long a first response is kept for replay. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export interface StoredResponse {
  status: number;
  /** The response body as JSON text (replayed byte for byte). */
  body: string;
}

export type Claim = { claimed: true } | { claimed: false; replay: StoredResponse };

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of what makes a request the same request (endpoint, workspace, validated body or files' hashes). */
export const requestFingerprint = (parts: unknown): Buffer => createHash('sha256').update(canonical(parts)).digest();

/**
 * Claims (account, key) for one request, in one statement that commits at once, so of any number of concurrent
 * requests exactly one runs. A key whose record expired, or whose earlier holder died while running the same request
 * (lease passed: its work never committed, since completion commits with the work), is claimed anew.
 * Otherwise: the same request answered → its stored response; still running → 409; a different request → 422.
 */
export async function claimIdempotencyKey(
  db: Db,
  options: { accountId: string; key: string; fingerprint: Buffer; leaseMs: number },
): Promise<Claim> {
  const leaseS = Math.max(1, Math.ceil(options.leaseMs / 1000));
  const { rows } = await sql<{ claimed: boolean }>`
    insert into idempotency_keys as k (account_id, key, fingerprint, state, lease_until, expires_at)
    values (${options.accountId}, ${options.key}, ${options.fingerprint}, 'running',
            now() + make_interval(secs => ${leaseS}), now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}))
    on conflict (account_id, key) do update
      set fingerprint = excluded.fingerprint, state = 'running', status = null, body = null,
          lease_until = excluded.lease_until, created_at = now(), expires_at = excluded.expires_at
      where k.expires_at < now()
         or (k.state = 'running' and k.lease_until < now() and k.fingerprint = excluded.fingerprint)
    returning true as claimed
  `.execute(db);
  if (rows.length > 0) return { claimed: true };

  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'state', 'status', 'body', 'lease_until'])
    .where('account_id', '=', options.accountId)
    .where('key', '=', options.key)
    .executeTakeFirst();
  // Deleted between the two statements (the first request failed): it is free again.
  if (!existing) return claimIdempotencyKey(db, options);
  if (!existing.fingerprint.equals(options.fingerprint)) {
    throw unprocessable(
      'Idempotency-Key: this key was already used with a different request; use a new key for a new request',
    );
  }
  // `committed` whose holder is gone (lease passed) replays the response saved with the work.
  const holderAlive =
    existing.state === 'running' || (existing.state === 'committed' && existing.lease_until > new Date());
  if (holderAlive || existing.status === null || existing.body === null) {
    throw conflict('Idempotency-Key: the first request with this key is still running; retry when it has answered');
  }
  return { claimed: false, replay: { status: existing.status, body: existing.body } };
}

/**
 * Stores the response of a claimed key. Given the transaction of the request's work, it commits with that work (so a
 * crash can never leave work done and the key free to run it again). A `provisional` response (the work is done, the
 * request still running, e.g. an upload waiting for analysis) is replaced by the final one; until then repeats get 409.
 */
export async function storeIdempotentResponse(
  executor: DbOrTransaction,
  options: { accountId: string; key: string; response: StoredResponse; provisional?: boolean },
): Promise<void> {
  await executor
    .updateTable('idempotency_keys')
    .set({
      state: options.provisional ? 'committed' : 'done',
      status: options.response.status,
      body: options.response.body,
    })
    .where('account_id', '=', options.accountId)
    .where('key', '=', options.key)
    .execute();
}

/**
 * Ends the claim of a request that failed. A key whose work never committed is freed (an error changed nothing: a
 * retry runs the request). A key whose work committed with a provisional response (an upload whose `sync` wait then
 * failed, e.g. the database went away) keeps that response as the final one: a retry replays it at once instead of
 * getting 409 until the lease passes.
 */
export async function releaseIdempotencyKey(db: Db, options: { accountId: string; key: string }): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', options.accountId)
    .where('key', '=', options.key)
    .where('state', '=', 'running')
    .execute();
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done' })
    .where('account_id', '=', options.accountId)
    .where('key', '=', options.key)
    .where('state', '=', 'committed')
    .execute();
}
