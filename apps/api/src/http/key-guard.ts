import { createKeyAuthenticator, createRateLimiter, type KeyAuthenticator, type RateLimiter } from '@docent/core';
import type { ApiContext } from '../context';

/** What every authenticated request goes through: the key cache and the rate limiter of this api process. */
export interface KeyGuard {
  keys: KeyAuthenticator;
  limiter: RateLimiter;
}

// One per api (per context): the key cache holds one LISTEN connection, opened when the app is built.
const guards = new WeakMap<ApiContext, KeyGuard>();

export function keyGuardOf(ctx: ApiContext): KeyGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = {
      keys: createKeyAuthenticator({
        db: ctx.db,
        connectionString: ctx.config.databaseUrl,
        onError: (err) =>
          ctx.logger.warn({ err: { message: (err as Error)?.message } }, 'api key cache: listener connection error'),
      }),
      limiter: createRateLimiter({ db: ctx.db }),
    };
    guards.set(ctx, guard);
  }
  return guard;
}

export async function closeKeyGuard(ctx: ApiContext): Promise<void> {
  const guard = guards.get(ctx);
  guards.delete(ctx);
  await guard?.keys.close();
}
