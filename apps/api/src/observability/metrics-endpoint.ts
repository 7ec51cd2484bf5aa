import { timingSafeEqual, createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Registry } from 'prom-client';
import { sendError } from '../http/errors';
import { bearerToken } from '@docent/core';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when no token is configured, or the request carries `Authorization: Bearer <token>`. */
export function metricsAuthorized(token: string | undefined, authorization: string | undefined): boolean {
  if (!token) return true;
  const presented = bearerToken(authorization) ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

/** GET /metrics in the Prometheus text format, from this app's registry plus any others (an in-process worker). */
export function metricsEndpoint(registries: Registry[], token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!metricsAuthorized(token, req.headers.authorization)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(res, 401, 'Unauthorized: send Authorization: Bearer <DOCENT_METRICS_TOKEN>');
    }
    try {
      const merged = registries.length === 1 ? registries[0] : Registry.merge(registries);
      const text = await merged.metrics();
      res.type(merged.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
}
