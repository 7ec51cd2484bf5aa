import type { Express } from 'express';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { ApiContext } from '../context';
import { observeRequests } from './request-observer';
import { metricsEndpoint } from './metrics-endpoint';
import { registerStateMetrics } from './state-metrics';
import { registerTermIndexMetrics } from './term-index-metrics';
import { termIndexOf } from '../term-index';

/**
 * Request logging, request ids, request metrics and GET /metrics. Installed first, so every request
 * (also 401s, 429s and 404s) is logged and counted. Each app gets its own registry: two apps in one
 * process (tests, `pnpm start`) never collide.
 */
export function installObservability(app: Express, ctx: ApiContext): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'docent_api_' });
  registerStateMetrics(registry, ctx.db, ctx.logger);
  registerTermIndexMetrics(registry, termIndexOf(ctx));
  app.use(observeRequests(ctx.logger, registry));
  app.get('/metrics', metricsEndpoint([registry, ...(ctx.metricsRegistries ?? [])], ctx.config.metricsToken));
  return registry;
}
