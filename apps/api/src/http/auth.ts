import type { RequestHandler } from 'express';
import { authenticate, type Actor } from '@docent/core';
import type { Db } from '@docent/db';
import { applyRateLimit } from './rate-limit';

declare global {
  namespace Express {
    interface Request {
      actor?: Actor;
    }
  }
}

/** Bearer authentication for every /api/v1 route; failures reach the error handler as 401. */
export function requireApiKey(db: Db): RequestHandler {
  return (req, res, next) => {
    authenticate(db, req.headers.authorization)
      .then(async (actor) => {
        req.actor = { accountId: actor.accountId, keyId: actor.keyId };
        // After authentication: the limit is per key, and unauthenticated calls have no key to count.
        await applyRateLimit(db, actor.keyId, { limit: actor.rateLimit, windowS: actor.rateWindowS }, res);
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
