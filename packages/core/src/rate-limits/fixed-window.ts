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

/**
 * Counts one request of `keyId` in its current fixed window and says whether it is allowed.
 * One atomic upsert in Postgres, so every api process shares the count, and the window boundaries
 * come from the database clock, so processes with skewed clocks still agree. Returns undefined for
 * unlimited keys (limit 0) without touching the database.
 */
export async function hitRateLimit(db: Db, keyId: string, policy: RateLimitPolicy): Promise<RateLimitState | undefined> {
  if (policy.limit <= 0) return undefined;
  const windowS = Math.max(1, Math.floor(policy.windowS));
  const { rows } = await sql<{ hits: number; reset_at: number; now: number }>`
    with clock as (select extract(epoch from clock_timestamp())::float8 as now)
    insert into rate_limit_windows as w (key_id, window_start, hits)
    select ${keyId}, to_timestamp(floor(clock.now / ${windowS}) * ${windowS}), 1 from clock
    on conflict (key_id, window_start) do update set hits = w.hits + 1
    returning w.hits,
      (extract(epoch from w.window_start) + ${windowS})::float8 as reset_at,
      (select now from clock) as now`.execute(db);
  const { hits, reset_at: resetAt, now } = rows[0];
  return {
    limit: policy.limit,
    remaining: Math.max(0, policy.limit - hits),
    resetAt: Math.round(resetAt),
    retryAfterS: Math.max(1, Math.ceil(resetAt - now)),
    allowed: hits <= policy.limit,
  };
}

export function rateLimited(state: RateLimitState, windowS: number): DomainError {
  return new DomainError(
    'rate_limited',
    `Rate limit exceeded: this API key may make ${state.limit} requests per ${windowS} s; retry in ${state.retryAfterS} s`,
    { retryAfterS: state.retryAfterS },
  );
}
