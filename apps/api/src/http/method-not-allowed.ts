import { isAppRoute, type AppRouter } from '@ts-rest/core';
import type { RequestHandler } from 'express';
import { sendError } from './errors';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

function knownPaths(router: AppRouter, extra: Array<{ method: string; path: string }>): KnownPath[] {
  const routes: Array<{ method: string; path: string }> = [...extra];
  const walk = (r: AppRouter) => {
    for (const value of Object.values(r)) {
      if (isAppRoute(value)) routes.push({ method: value.method, path: value.path });
      else walk(value as AppRouter);
    }
  };
  walk(router);
  const byPath = new Map<string, KnownPath>();
  for (const { method, path } of routes) {
    const source = `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;
    const known = byPath.get(source) ?? { pattern: new RegExp(source), methods: new Set<string>() };
    known.methods.add(method);
    if (method === 'GET') known.methods.add('HEAD');
    byPath.set(source, known);
  }
  return [...byPath.values()];
}

/**
 * After every route: a request whose path is an endpoint but whose method is not gets 405 with `Allow` (the methods
 * that path has), instead of a 404 that would say the path does not exist.
 */
export function methodNotAllowed(
  router: AppRouter,
  extra: Array<{ method: string; path: string }> = [],
): RequestHandler {
  const paths = knownPaths(router, extra);
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const known of paths) if (known.pattern.test(req.path)) for (const m of known.methods) allowed.add(m);
    if (allowed.size === 0 || allowed.has(req.method)) return next();
    const allow = [...allowed].sort().join(', ');
    res.setHeader('Allow', allow);
    sendError(res, 405, `method ${req.method} is not allowed here; this path allows ${allow}`);
  };
}
