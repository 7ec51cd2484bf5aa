import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { bearerToken, listenFailure } from '@docent/core';

const digest = (s: string) => createHash('sha256').update(s).digest();

export interface MetricsServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * GET /metrics of a worker process (workers have no other HTTP surface). With a token, callers must
 * send `Authorization: Bearer <token>`, as for the api's /metrics.
 */
export async function serveMetrics(
  registry: Registry,
  options: { port: number; host: string; token?: string },
): Promise<MetricsServer> {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (options.token) {
      const presented = bearerToken(req.headers.authorization) ?? '';
      if (!timingSafeEqual(digest(presented), digest(options.token))) {
        res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' });
        res.end(
          JSON.stringify({ error: { message: 'Unauthorized: send Authorization: Bearer <DOCENT_METRICS_TOKEN>' } }),
        );
        return;
      }
    }
    try {
      const text = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType }).end(text);
    } catch (error) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: (error as Error).message } }));
    }
  });
  server.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error) =>
      reject(
        listenFailure(error, {
          host: options.host,
          port: options.port,
          variables: { port: 'WORKER_METRICS_PORT', host: 'WORKER_METRICS_HOST' },
        }),
      ),
    );
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
