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
      const payload = job.payload.parse(raw ?? {});
      await handler(payload, { ctx, helpers });
    },
  };
}
