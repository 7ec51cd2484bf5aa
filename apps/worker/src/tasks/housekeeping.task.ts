import { housekeepingJob, runHousekeeping } from '@docent/core';
import type { WorkerContext } from '../context';
import { defineTask } from './define-task';

export const housekeepingTask = defineTask(housekeepingJob, async (_payload, { ctx }) => {
  const result = await runHousekeeping(ctx.db);
  ctx.logger.debug(result, 'housekeeping done');
});

export type { WorkerContext };
