import type { RequestHandler } from 'express';
import type { Actor } from '@docent/core';
import type { ApiContext } from '../context';
import { keyGuardOf } from './key-guard';
import { applyRateLimit } from './rate-limit';

declare global {
  namespace Express {
    interface Request {
      actor?: Actor;
    }
  }
}

/**
 * Bearer authentication for every /api/v1 route (verified keys cached in this process, see KeyAuthenticator), then
 * the key's rate limit; failures reach the error handler as 401 or 429.
 */
export function requireApiKey(ctx: ApiContext): RequestHandler {
  const { keys, limiter } = keyGuardOf(ctx);
  return (req, res, next) => {
    keys
      .authenticate(req.headers.authorization)
      .then(async (actor) => {
        req.actor = { accountId: actor.accountId, keyId: actor.keyId };
        // After authentication: the limit is per key, and unauthenticated calls have no key to count.
        await applyRateLimit(limiter, actor.keyId, { limit: actor.rateLimit, windowS: actor.rateWindowS }, res);
        next();
      })
      .catch(next);
  };
}

/** The authenticated caller of a request that passed requireApiKey. */
export function actorOf(req: { actor?: Actor }): Actor {
  if (!req.actor) throw new Error('actorOf() called on a route without requireApiKey');
  return req.actor;
}

export function workspaceOf(headers: { 'da-workspace'?: number }): number {
  return headers['da-workspace'] ?? 0;
}
