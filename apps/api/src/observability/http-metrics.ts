import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { routePatternOf } from './route-pattern';

/** Request durations by route pattern (never the raw path: bounded label values) and status. */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'docent_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const r = req as Request;
      const { route } = routePatternOf({ method: r.method, originalUrl: r.originalUrl, baseUrl: r.baseUrl, route: r.route });
      duration.observe({ method: r.method, route, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
