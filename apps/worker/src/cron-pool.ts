import { isDatabaseUnavailable, waitForDatabase } from '@docent/db';
import type { Logger } from 'pino';
import type pg from 'pg';

/**
 * The pool graphile-worker is given. Its cron is the only part that calls `pool.query()` directly (jobs go through
 * `pool.connect()`), and in 0.16.6 a cron query that fails stops cron for good and rejects a promise nobody handles
 * (`cron.promise.finally(...)` in its runner), which ends the process: defect 1 of issue 13, e.g. Postgres down
 * at the top of the hour. Here such a query waits for the database and runs again (cron's statements are idempotent:
 * a tick is recorded in `known_crontabs` with its jobs in one statement and never scheduled twice), so a tick that
 * falls in an outage is merely late. Everything else is the pool itself.
 */
export function patientCronPool(pool: pg.Pool, options: { logger: Logger; signal: AbortSignal }): pg.Pool {
  const query = async (...args: unknown[]) => {
    for (;;) {
      try {
        return await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || options.signal.aborted) throw error;
        options.logger.warn(
          { err: { message: (error as Error).message } },
          'cron could not reach the database; retrying when it is back',
        );
        await waitForDatabase(() => pool.query('select 1'), { signal: options.signal });
      }
    }
  };
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
