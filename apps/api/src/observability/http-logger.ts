import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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
 * The fields of a request's log line. Built field by field (never from the raw request), so headers
 * (Authorization), query strings (a signed link's `sig`) and bodies (BYOK keys) can't reach the log.
 * The request id comes from the request logger's bindings.
 */
export function requestLogFields(req: IncomingMessage, res: ServerResponse, duration: number) {
  const r = req as Request;
  const pattern = routePatternOf({ method: r.method, originalUrl: r.originalUrl ?? r.url ?? '', baseUrl: r.baseUrl, route: r.route });
  return {
    method: r.method,
    route: pattern.route,
    // Path parameters of contract routes are ids; other paths (signed downloads) may carry tokens.
    path: pattern.source === 'contract' ? (r.originalUrl ?? '').split('?')[0] : undefined,
    status: res.statusCode,
    duration,
    keyId: r.actor?.keyId,
    workspace: workspaceOf(req),
  };
}

/** One JSON line per request, with the request id taken from `X-Request-Id` or generated and echoed. */
export function httpLogger(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (req, res, err) => {
      if (PROBES.has((req as Request).originalUrl?.split('?')[0] ?? '')) return 'debug';
      if (err || res.statusCode >= 500) return 'error';
      return 'info';
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, val) => requestLogFields(req, res, val.responseTime),
    customErrorObject: (req, res, error, val) => ({
      ...requestLogFields(req, res, val.responseTime),
      err: { type: error.name, message: error.message },
    }),
  });
  return middleware as unknown as RequestHandler;
}
