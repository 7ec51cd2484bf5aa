import { monthlyResetJob, runMonthlyReset } from '@docent/core';
import { defineTask } from './define-task';

/** Cron (00:00 UTC on the 1st, backfilled when the worker was down): monthly balances back to the allowance. */
export const monthlyResetTask = defineTask(monthlyResetJob, async (_payload, { ctx }) => {
  const result = await runMonthlyReset(ctx.db);
  ctx.logger.info(result, 'monthly credit reset done');
});
