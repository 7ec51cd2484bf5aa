import { setTimeout as sleep } from 'node:timers/promises';
import type { Runner, WorkerEvents } from 'graphile-worker';
import { waitForDatabase } from '@docent/db';
import type { Logger } from 'pino';
import type pg from 'pg';

export interface SupervisedRunner {
  /** Runners started so far (1 + restarts). */
  readonly generation: number;
  /** Stops the current runner and every one still draining; waits for their running jobs. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** Starts one graphile-worker runner (run({...})) reporting on `events`. */
  start: () => Promise<Runner>;
  /** The events emitter given to every runner. */
  events: WorkerEvents;
  /** For the "is the database back?" probe and for unlocking the jobs of workers that died. */
  pgPool: pg.Pool;
  logger: Logger;
}

/**
 * Keeps a graphile-worker runner going through database outages. graphile-worker 0.16.6 does not:
 * - a worker that cannot mark its job done or failed (the database went away) "commits seppuku": it exits and is
 *   never replaced ("Worker exited, but pool is in continuous mode…", graphile/worker#592), its job stays locked;
 *   once every worker has gone that way the pool sits idle forever;
 * - cron stops for good at the first failed tick and takes the runner down with it (runner.promise rejects;
 *   left unhandled, the process exits). 0.17 retries cron but still shuts the pool down when a worker exits
 *   prematurely (and then resolves runner.promise, graphile/worker#635); 0.18 needs Node 22.
 * So this supervisor restarts the runner whenever it stops on its own or loses a worker: it waits for the
 * database to answer, unlocks the jobs of the workers that died (force_unlock_workers, the documented way), then
 * starts a fresh runner. The old runner drains in the background (its busy workers finish their jobs), so new
 * jobs do not wait for them. Cron registration on the new runner backfills ticks missed while it was down.
 */
export async function superviseRunner(options: SuperviseOptions): Promise<SupervisedRunner> {
  const { events, pgPool, logger } = options;
  let current: Runner | undefined;
  let generation = 0;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const draining = new Set<Promise<void>>();
  const deadWorkers = new Set<string>();
  // Workers of the runner being started or running now (a draining runner's workers may still exit badly).
  let currentWorkers = new Set<string>();
  events.on('worker:create', ({ worker }) => currentWorkers.add(worker.workerId));
  const stopSignal = new AbortController();

  const drain = (runner: Runner) => {
    const done = runner
      .stop()
      .catch(() => {}) // "Runner is already stopped" when it stopped itself
      .finally(() => draining.delete(done));
    draining.add(done);
  };

  const startOne = async (): Promise<void> => {
    for (let attempt = 0; !stopping; attempt++) {
      try {
        await waitForDatabase(() => pgPool.query('select 1'), {
          signal: stopSignal.signal,
          onWaiting: (error) =>
            logger.warn(
              { err: { message: (error as Error).message } },
              'database unavailable: jobs wait until it is back',
            ),
        });
        if (deadWorkers.size > 0) {
          const ids = [...deadWorkers];
          await pgPool.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
          for (const id of ids) deadWorkers.delete(id);
          logger.info({ workers: ids.length }, 'unlocked the jobs of workers that could not release them');
        }
        currentWorkers = new Set();
        const runner = await options.start();
        if (stopping) {
          drain(runner);
          return;
        }
        current = runner;
        generation++;
        if (generation > 1) logger.info({ generation }, 'job runner restarted');
        runner.promise.then(
          () => restart(runner, 'the job runner stopped'),
          (error) => restart(runner, `the job runner failed: ${(error as Error)?.message ?? error}`),
        );
        return;
      } catch (error) {
        if (stopping) return;
        const delay = Math.min(5_000, 250 * 2 ** attempt);
        logger.warn(
          { err: { message: (error as Error)?.message }, retryInMs: delay },
          'could not start the job runner; retrying',
        );
        await sleep(delay, undefined, { signal: stopSignal.signal }).catch(() => {});
      }
    }
  };

  function restart(from: Runner | undefined, reason: string): void {
    if (stopping || restarting || (from && from !== current)) return;
    logger.warn({ reason }, 'restarting the job runner');
    const old = current;
    current = undefined;
    if (old) drain(old);
    restarting = startOne().finally(() => {
      restarting = undefined;
    });
  }

  // A worker that could not release its job has exited for good: note it (its job is unlocked before the next
  // runner starts) and restart, so the pool is back to full strength as soon as the database is.
  events.on('worker:fatalError', ({ worker, error }) => {
    deadWorkers.add(worker.workerId);
    logger.warn(
      { workerId: worker.workerId, err: { message: (error as Error)?.message } },
      'a worker could not release its job',
    );
    if (currentWorkers.has(worker.workerId)) restart(undefined, 'a worker exited after failing to release its job');
  });

  await startOne();
  return {
    get generation() {
      return generation;
    },
    async stop() {
      stopping = true;
      stopSignal.abort();
      await restarting?.catch(() => {});
      if (current) drain(current);
      current = undefined;
      await Promise.all([...draining]);
    },
  };
}
