import { isAppRoute, type AppRouter } from '@ts-rest/core';
import type { RequestHandler } from 'express';
import { sendError } from './errors';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

interface Route {
  method: string;
  /** As the contract writes it: `/doc/upload/:options`. */
  path: string;
  /** Matches the path without its last parameter: `/doc/upload`. */
  short?: RegExp;
}

const patternOf = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');

function routesOf(router: AppRouter, extra: Array<{ method: string; path: string }>): Route[] {
  const routes: Route[] = extra.map((r) => ({ ...r }));
  const walk = (r: AppRouter) => {
    for (const value of Object.values(r)) {
      if (isAppRoute(value)) routes.push({ method: value.method, path: value.path });
      else walk(value as AppRouter);
    }
  };
  walk(router);
  for (const route of routes) {
    const last = /\/:\w+$/.exec(route.path);
    if (last) route.short = new RegExp(`^${patternOf(route.path.slice(0, last.index))}/?$`);
  }
  return routes;
}

function knownPaths(routes: Route[]): KnownPath[] {
  const byPath = new Map<string, KnownPath>();
  for (const { method, path } of routes) {
    const source = `^${patternOf(path)}/?$`;
    const known = byPath.get(source) ?? { pattern: new RegExp(source), methods: new Set<string>() };
    known.methods.add(method);
    if (method === 'GET') known.methods.add('HEAD');
    byPath.set(source, known);
  }
  return [...byPath.values()];
}

export const NO_SUCH_ENDPOINT = 'No such endpoint';

/**
 * After every route: a request whose path is an endpoint but whose method is not gets 405 with `Allow` (the methods
 * that path has), instead of a 404 that would say the path does not exist. A path that is an endpoint of this method
 * with its last parameter left out (`POST /doc/upload`, `DELETE /doc`) is told which one it likely meant.
 */
export function methodNotAllowed(
  router: AppRouter,
  extra: Array<{ method: string; path: string }> = [],
): RequestHandler {
  const routes = routesOf(router, extra);
  const paths = knownPaths(routes);
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const known of paths) if (known.pattern.test(req.path)) for (const m of known.methods) allowed.add(m);
    if (allowed.has(req.method)) return next();
    // `POST /doc/upload` (the options left out) is most likely meant for `POST /doc/upload/{options}`.
    const meant = routes.find((r) => r.method === req.method && r.short?.test(req.path));
    const hint = meant ? `; did you mean ${meant.method} ${meant.path.replace(/:(\w+)/g, '{$1}')}?` : '';
    if (allowed.size === 0) return hint ? sendError(res, 404, `${NO_SUCH_ENDPOINT}${hint}`) : next();
    const allow = [...allowed].sort().join(', ');
    res.setHeader('Allow', allow);
    sendError(res, 405, `method ${req.method} is not allowed here; this path allows ${allow}${hint}`);
  };
}
