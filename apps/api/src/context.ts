import type { Db } from '@docent/db';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { ApiConfig } from './config';

/** What every route handler may use. Built once in createApp(). */
export interface ApiContext {
  db: Db;
  config: Readonly<ApiConfig>;
  logger: Logger;
  /** Other registries served on this app's /metrics too (the worker's, when it runs in the same process). */
  metricsRegistries?: Registry[];
}
