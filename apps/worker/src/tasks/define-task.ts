import { isDocid, type JobDefinition } from '@docent/core';
import { isDatabaseUnavailable, sql, waitForDatabase } from '@docent/db';
import type { JobHelpers, Task } from 'graphile-worker';
import type { z } from 'zod';
import type { WorkerContext } from '../context';

export interface TaskRun {
  ctx: WorkerContext;
  helpers: JobHelpers;
}

export interface DefinedTask {
  name: string;
  build: (ctx: WorkerContext) => Task;
}

/** How long a job waits for an unreachable database before it gives up (and is retried later like any failure). */
const DATABASE_WAIT_MS = 10 * 60_000;

/**
 * Runs the handler; when it fails because the database went away, waits for the database and runs it again (the
 * handlers are at-least-once safe). The job stays locked by this live worker meanwhile, so no attempt is spent
 * on an outage and graphile-worker never has to release a job while the database is unreachable.
 */
async function runThroughOutages(
  run: () => Promise<void>,
  ctx: WorkerContext,
  log: WorkerContext['logger'],
): Promise<void> {
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn(
        { err: { message: (error as Error).message } },
        'database unavailable during the job: running it again once it is back',
      );
      await waitForDatabase(() => sql`select 1`.execute(ctx.db), { maxWaitMs: DATABASE_WAIT_MS });
    }
  }
}

/**
 * Binds a job definition to its handler. The payload is parsed with the job's schema, never trusted:
 * old jobs outlive code changes. An invalid payload fails the job permanently-ish (it will retry, then stop).
 */
export function defineTask<S extends z.ZodTypeAny>(
  job: JobDefinition<S>,
  handler: (payload: z.output<S>, run: TaskRun) => Promise<void>,
): DefinedTask {
  return {
    name: job.name,
    build: (ctx) => async (raw, helpers) => {
      // Logged and measured here, once for every task: start, end or failure with job id, task and docid.
      const started = process.hrtime.bigint();
      const docid = (raw as { docid?: unknown } | null)?.docid;
      const log = ctx.logger.child({
        jobId: helpers.job.id,
        task: job.name,
        docid: isDocid(docid) ? docid : undefined,
        attempt: helpers.job.attempts,
      });
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
      log.info('job start');
      try {
        const payload = job.payload.parse(raw ?? {});
        await runThroughOutages(() => handler(payload, { ctx, helpers }), ctx, log);
      } catch (error) {
        const seconds = elapsed();
        ctx.metrics?.observe(job.name, 'failure', seconds);
        const e = error as Error;
        const willRetry = helpers.job.attempts < helpers.job.max_attempts;
        log.error(
          { duration: Math.round(seconds * 1000), err: { type: e?.name, message: e?.message }, willRetry },
          'job failed',
        );
        throw error;
      }
      const seconds = elapsed();
      ctx.metrics?.observe(job.name, 'success', seconds);
      log.info({ duration: Math.round(seconds * 1000) }, 'job end');
    },
  };
}
