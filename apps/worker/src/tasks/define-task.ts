import type { JobDefinition } from '@docent/core';
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
        docid: typeof docid === 'string' && /^d[0-9a-z]{15}$/.test(docid) ? docid : undefined,
        attempt: helpers.job.attempts,
      });
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
      log.info('job start');
      try {
        const payload = job.payload.parse(raw ?? {});
        await handler(payload, { ctx, helpers });
      } catch (error) {
        const seconds = elapsed();
        ctx.metrics?.observe(job.name, 'failure', seconds);
        const e = error as Error;
        const willRetry = helpers.job.attempts < helpers.job.max_attempts;
        log.error({ duration: Math.round(seconds * 1000), err: { type: e?.name, message: e?.message }, willRetry }, 'job failed');
        throw error;
      }
      const seconds = elapsed();
      ctx.metrics?.observe(job.name, 'success', seconds);
      log.info({ duration: Math.round(seconds * 1000) }, 'job end');
    },
  };
}
