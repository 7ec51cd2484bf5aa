import { DOCENT_ENV, parseEnv } from '@docent/core';

/** The worker's metrics endpoint variables, defined in DOCENT_ENV. */
const WorkerMetricsEnv = DOCENT_ENV.pick({
  WORKER_METRICS_PORT: true,
  WORKER_METRICS_HOST: true,
  DOCENT_METRICS_TOKEN: true,
});

export interface WorkerMetricsConfig {
  /** Port of the worker's GET /metrics; undefined = not served. */
  port?: number;
  host: string;
  token?: string;
}

/** The worker's metrics endpoint settings, parsed once at start like the rest of the config. */
export function loadWorkerMetricsConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerMetricsConfig> {
  const e = parseEnv(WorkerMetricsEnv, env);
  return Object.freeze({
    port: e.WORKER_METRICS_PORT,
    host: e.WORKER_METRICS_HOST,
    token: e.DOCENT_METRICS_TOKEN,
  });
}
