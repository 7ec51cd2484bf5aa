import { sql, type Db } from '@docent/db';
import { DomainError } from '../common/errors';

export interface RateLimitPolicy {
  /** Requests allowed per window; 0 = unlimited. */
  limit: number;
  windowS: number;
}

export interface RateLimitState {
  limit: number;
  /** Requests left in the current window (0 once over). */
  remaining: number;
  /** Unix time (seconds) at which the current window ends. */
  resetAt: number;
  /** Seconds until the window ends, at least 1. */
  retryAfterS: number;
  allowed: boolean;
}

export interface TokenLease {
  /** Tokens granted now (0 to `want`): requests this caller may let through. */
  granted: number;
  /** The window's count after this lease: every token asked for in it so far, granted or not. */
  hits: number;
  /** Unix time (seconds, fractional) at which the window ends, and the database clock now. */
  resetAt: number;
  now: number;
}

/**
 * Asks the key's current fixed window for `want` tokens and grants what is left of the limit (all, some or none).
 * One atomic upsert in Postgres, so every api process shares the count, and the window boundaries come from the
 * database clock, so processes with skewed clocks still agree. The count grows by `want` even when less is
 * granted, so it never falls back under the limit within a window.
 */
export async function leaseRateLimitTokens(
  db: Db,
  keyId: string,
  policy: RateLimitPolicy,
  want: number,
): Promise<TokenLease> {
  const windowS = Math.max(1, Math.floor(policy.windowS));
  const { rows } = await sql<{ hits: number; reset_at: number; now: number }>`
    with clock as (select extract(epoch from clock_timestamp())::float8 as now)
    insert into rate_limit_windows as w (key_id, window_start, hits)
    select ${keyId}, to_timestamp(floor(clock.now / ${windowS}) * ${windowS}), ${want} from clock
    on conflict (key_id, window_start) do update set hits = w.hits + ${want}
    returning w.hits,
      (extract(epoch from w.window_start) + ${windowS})::float8 as reset_at,
      (select now from clock) as now`.execute(db);
  const { hits, reset_at: resetAt, now } = rows[0];
  const before = hits - want;
  return { granted: Math.max(0, Math.min(want, policy.limit - before)), hits, resetAt, now };
}

/**
 * Counts one request of `keyId` in its current fixed window (a lease of one token) and says whether it is allowed.
 * Returns undefined for unlimited keys (limit 0) without touching the database. The api does not call this per
 * request: it goes through a RateLimiter, which leases tokens in batches.
 */
export async function hitRateLimit(
  db: Db,
  keyId: string,
  policy: RateLimitPolicy,
): Promise<RateLimitState | undefined> {
  if (policy.limit <= 0) return undefined;
  const lease = await leaseRateLimitTokens(db, keyId, policy, 1);
  return {
    limit: policy.limit,
    remaining: Math.max(0, policy.limit - lease.hits),
    resetAt: Math.round(lease.resetAt),
    retryAfterS: Math.max(1, Math.ceil(lease.resetAt - lease.now)),
    allowed: lease.granted === 1,
  };
}

export function rateLimited(state: RateLimitState, windowS: number): DomainError {
  return new DomainError(
    'rate_limited',
    `Rate limit exceeded: this API key may make ${state.limit} requests per ${windowS} s; retry in ${state.retryAfterS} s`,
    { retryAfterS: state.retryAfterS },
  );
}
