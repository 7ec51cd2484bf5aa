import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { Histogram, type Registry } from 'prom-client';
import { requestIdOf } from './request-id';
import { routePatternOf } from './route-pattern';

/** Probes would drown the request log; they are logged at debug level only. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

function workspaceOf(req: IncomingMessage): number | undefined {
  const raw = req.headers['da-workspace'];
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= 32767 ? n : undefined;
}

/**
 * Request ids, one log line and one duration observation per request, from a single listener on the response
 * (the route pattern is worked out once, for both). Installed first, so every request (also 401s, 429s and 404s)
 * is logged and counted.
 *
 * The log line is built field by field, never from the raw request, so headers (Authorization), query strings (a
 * signed link's `sig`) and bodies (BYOK keys) can't reach the log:
 * `{requestId, method, route, path, status, duration, keyId, workspace}`; `path` only for routes of the contract,
 * whose parameters are ids. Status 500 and above is logged at error level as `request failed`; probes at debug.
 */
export function observeRequests(logger: Logger, registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'docent_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });

  const done = (req: Request, res: ServerResponse, requestId: string, started: number) => {
    const elapsedMs = performance.now() - started;
    const originalUrl = req.originalUrl ?? req.url ?? '';
    const pattern = routePatternOf({ method: req.method, originalUrl, baseUrl: req.baseUrl, route: req.route });
    const status = res.statusCode;
    duration.observe({ method: req.method, route: pattern.route, status: String(status) }, elapsedMs / 1000);

    const path = originalUrl.split('?')[0];
    const level = PROBES.has(path) ? 'debug' : status >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const fields = {
      requestId,
      method: req.method,
      route: pattern.route,
      path: pattern.source === 'contract' ? path : undefined,
      status,
      duration: Math.round(elapsedMs),
      keyId: req.actor?.keyId,
      workspace: workspaceOf(req),
    };
    if (level === 'error')
      logger.error(
        { ...fields, err: { type: 'Error', message: `failed with status code ${status}` } },
        'request failed',
      );
    else logger[level](fields, 'request');
  };

  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdOf(req, res);
    // 'close' follows 'finish', and also comes alone when the client goes away before the answer is sent.
    res.once('close', () => done(req, res, requestId, started));
    next();
  };
}
