import type { Db } from '@docent/db';
import { leaseRateLimitTokens, type RateLimitPolicy, type RateLimitState } from './fixed-window';

export interface RateLimiter {
  /**
   * Counts one request of `keyId`: allowed or refused, with what the headers should say. Undefined for unlimited
   * keys (limit 0). Most calls are answered from this process's lease without waiting.
   */
  hit(keyId: string, policy: RateLimitPolicy): Promise<RateLimitState | undefined>;
}

export interface RateLimiterOptions {
  db: Db;
  /** The largest lease is max(1, floor(limit × this)). Default 1/100. */
  maxLeaseShare?: number;
}

/** This process's share of one key's current window. */
interface KeyWindow {
  limit: number;
  windowS: number;
  /** Tokens leased and not yet spent here. */
  tokens: number;
  /** The window's shared count after our last lease. */
  hits: number;
  /** Unix seconds (database clock) at which the window ends; 0 before the first lease. */
  resetAt: number;
  /** performance.now() at which the window ends here. */
  endsAt: number;
  /** The limit was reached: nothing more will be granted in this window, so refusals need no round trip. */
  exhausted: boolean;
  /** Size of the next lease: doubles while leases are spent within LEASE_FAST_MS, halves when one lasts longer than LEASE_SLOW_MS. */
  nextWant: number;
  grantedAt: number;
  pending?: Promise<void>;
}

const LEASE_FAST_MS = 100;
const LEASE_SLOW_MS = 1_000;
const PRUNE_ABOVE = 10_000;

/**
 * Per-key fixed-window rate limits shared by every api process, without a database write per request: each process
 * leases tokens from the window's count in Postgres (`leaseRateLimitTokens`, one atomic upsert) and spends them
 * locally. A key's lease grows while its tokens go fast (up to max(1, limit/100)), so a busy key costs a few writes
 * a second per process, and a key of a small limit (under 200 a window) leases one token at a time, exactly as if
 * every request were counted in Postgres.
 *
 * How exact: a key is never let through more than its limit in a window, across all processes (tokens are granted
 * by Postgres before they are spent). A process may refuse while another still holds unspent tokens: at most
 * max(1, floor(limit/100)) − 1 per other process, and tokens of a process that exits are lost for the window.
 * Once Postgres reports the window full, refusals are answered here until the window ends.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const share = options.maxLeaseShare ?? 1 / 100;
  const windows = new Map<string, KeyWindow>();

  const prune = (now: number) => {
    if (windows.size <= PRUNE_ABOVE) return;
    for (const [keyId, w] of windows) if (w.endsAt <= now && !w.pending) windows.delete(keyId);
  };

  const lease = async (keyId: string, w: KeyWindow): Promise<void> => {
    const cap = Math.max(1, Math.floor(w.limit * share));
    if (w.grantedAt) {
      const lasted = performance.now() - w.grantedAt;
      if (lasted < LEASE_FAST_MS) w.nextWant = Math.min(cap, w.nextWant * 2);
      else if (lasted > LEASE_SLOW_MS) w.nextWant = Math.max(1, Math.floor(w.nextWant / 2));
    }
    const want = Math.min(cap, w.nextWant);
    const got = await leaseRateLimitTokens(options.db, keyId, { limit: w.limit, windowS: w.windowS }, want);
    const now = performance.now();
    if (got.resetAt !== w.resetAt) {
      // The lease landed in a later window than the tokens held (if any): those are void.
      w.tokens = 0;
      w.exhausted = false;
    }
    w.resetAt = got.resetAt;
    w.endsAt = now + (got.resetAt - got.now) * 1000;
    w.hits = got.hits;
    w.tokens += got.granted;
    w.grantedAt = now;
    if (got.granted < want) w.exhausted = true;
  };

  const stateOf = (w: KeyWindow, allowed: boolean, now: number): RateLimitState => ({
    limit: w.limit,
    remaining: Math.max(0, w.limit - w.hits) + w.tokens,
    resetAt: Math.round(w.resetAt),
    retryAfterS: Math.max(1, Math.ceil((w.endsAt - now) / 1000)),
    allowed,
  });

  return {
    async hit(keyId, policy) {
      if (policy.limit <= 0) return undefined;
      const windowS = Math.max(1, Math.floor(policy.windowS));
      for (;;) {
        const now = performance.now();
        let w = windows.get(keyId);
        if (w?.pending) {
          await w.pending;
          continue;
        }
        if (!w || w.limit !== policy.limit || w.windowS !== windowS || now >= w.endsAt) {
          prune(now);
          w = {
            limit: policy.limit,
            windowS,
            tokens: 0,
            hits: 0,
            resetAt: 0,
            endsAt: Number.POSITIVE_INFINITY,
            exhausted: false,
            nextWant: 1,
            grantedAt: 0,
          };
          windows.set(keyId, w);
        }
        if (w.tokens > 0) {
          w.tokens--;
          return stateOf(w, true, now);
        }
        if (w.exhausted) return stateOf(w, false, now);
        const current = w;
        current.pending = lease(keyId, current).finally(() => {
          current.pending = undefined;
        });
        await current.pending;
      }
    },
  };
}
