import type { Db } from '@docent/db';
import type { Logger } from 'pino';
import type { WorkerConfig } from './config';

/** What every task may use. Built once in startWorker(). */
export interface WorkerContext {
  db: Db;
  config: Readonly<WorkerConfig>;
  logger: Logger;
}
