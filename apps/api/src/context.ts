import type { Db } from '@docent/db';
import type { Logger } from 'pino';
import type { ApiConfig } from './config';

/** What every route handler may use. Built once in createApp(). */
export interface ApiContext {
  db: Db;
  config: Readonly<ApiConfig>;
  logger: Logger;
}
