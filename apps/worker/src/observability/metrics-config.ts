import { parseEnv } from '@docent/core';
import { z } from 'zod';

const EnvSchema = z.object({
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  WORKER_METRICS_HOST: z.string().default('127.0.0.1'),
  DOCENT_METRICS_TOKEN: z.string().optional(),
});

export interface WorkerMetricsConfig {
  /** Port of the worker's GET /metrics; undefined = not served. */
  port?: number;
  host: string;
  token?: string;
}

/** The worker's metrics endpoint settings, parsed once at start like the rest of the config. */
export function loadWorkerMetricsConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerMetricsConfig> {
  const e = parseEnv(EnvSchema, env);
  return Object.freeze({
    port: e.WORKER_METRICS_PORT,
    host: e.WORKER_METRICS_HOST,
    token: e.DOCENT_METRICS_TOKEN || undefined,
  });
}
