import type { Response } from 'express';
import { rateLimited, type RateLimiter, type RateLimitPolicy } from '@docent/core';

/**
 * Counts the request against its key's window (shared by every api process through Postgres leases), sets
 * X-RateLimit-Limit / -Remaining / -Reset, and past the limit throws `rate_limited` (429) after setting
 * Retry-After. Keys with limit 0 are unlimited and get no rate-limit headers.
 */
export async function applyRateLimit(
  limiter: RateLimiter,
  keyId: string,
  policy: RateLimitPolicy,
  res: Response,
): Promise<void> {
  const state = await limiter.hit(keyId, policy);
  if (!state) return;
  res.setHeader('X-RateLimit-Limit', String(state.limit));
  res.setHeader('X-RateLimit-Remaining', String(state.remaining));
  res.setHeader('X-RateLimit-Reset', String(state.resetAt));
  if (!state.allowed) {
    res.setHeader('Retry-After', String(state.retryAfterS));
    throw rateLimited(state, policy.windowS);
  }
}
