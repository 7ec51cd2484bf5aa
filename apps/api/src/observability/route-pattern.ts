import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { API_BASE_PATH, contract } from '@docent/contract';

interface Pattern {
  method: string;
  route: string;
  segments: string[];
}

function collect(router: AppRouter, into: Pattern[]): Pattern[] {
  for (const value of Object.values(router)) {
    if (isAppRoute(value)) {
      const route = value as AppRoute;
      into.push({
        method: route.method,
        route: `${API_BASE_PATH}${route.path}`,
        segments: route.path.split('/').filter(Boolean),
      });
    } else collect(value as AppRouter, into);
  }
  return into;
}

// By method and number of segments: a request is compared with the few routes of its shape only.
const CONTRACT_ROUTES = new Map<string, Pattern[]>();
for (const pattern of collect(contract, [])) {
  const shape = `${pattern.method} ${pattern.segments.length}`;
  CONTRACT_ROUTES.set(shape, [...(CONTRACT_ROUTES.get(shape) ?? []), pattern]);
}

/** Routes served outside the contract. */
const OTHER_ROUTES = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  `${API_BASE_PATH}/openapi.json`,
  `${API_BASE_PATH}/docs`,
]);
const DOCS_ASSETS = `${API_BASE_PATH}/docs/`;

function contractRouteOf(method: string, path: string): string | undefined {
  if (!path.startsWith(`${API_BASE_PATH}/`)) return undefined;
  const segments = path.slice(API_BASE_PATH.length).split('/').filter(Boolean);
  let best: { route: string; literals: number } | undefined;
  for (const candidate of CONTRACT_ROUTES.get(`${method.toUpperCase()} ${segments.length}`) ?? []) {
    let literals = 0;
    const fits = candidate.segments.every((segment, i) => {
      if (segment.startsWith(':')) return segments[i].length > 0;
      literals++;
      return segment === segments[i];
    });
    // Literal segments win over parameters, as `/doc/upload/:options` over `/doc/:docid/...`.
    if (fits && (!best || literals > best.literals)) best = { route: candidate.route, literals };
  }
  return best?.route;
}

export interface RoutePattern {
  route: string;
  /** `contract`: path parameters are ids, safe to log; otherwise the raw path may carry tokens. */
  source: 'contract' | 'app' | 'express' | 'none';
}

export interface RoutedRequest {
  method: string;
  /** Path without the query string (Express' `req.path` is relative to a mounted router; use originalUrl). */
  originalUrl: string;
  baseUrl?: string;
  route?: { path?: unknown };
}

/**
 * The route pattern a request belongs to, e.g. `/api/v1/doc/:docid`, or `unmatched`.
 * Worked out from the contract first rather than from Express' `req.route`, so that requests refused
 * before routing (401, 429) still carry their route, and metric labels stay a small, bounded set.
 * Routes outside the contract (signed downloads, health) fall back to the Express route that matched.
 */
export function routePatternOf(req: RoutedRequest): RoutePattern {
  const path = req.originalUrl.split('?')[0].replace(/\/+$/, '') || '/';
  if (OTHER_ROUTES.has(path)) return { route: path, source: 'app' };
  if (path.startsWith(DOCS_ASSETS)) return { route: `${DOCS_ASSETS}*`, source: 'app' };
  const fromContract = contractRouteOf(req.method, path);
  if (fromContract) return { route: fromContract, source: 'contract' };
  if (typeof req.route?.path === 'string') return { route: `${req.baseUrl ?? ''}${req.route.path}`, source: 'express' };
  return { route: 'unmatched', source: 'none' };
}
