import type { TaskList } from 'graphile-worker';
import type { WorkerContext } from '../context';
import type { DefinedTask } from './define-task';
import { housekeepingTask } from './housekeeping.task';
import { monthlyResetTask } from './monthly-reset.task';
import { analyseTask } from './analyse.task';
import { ocrTask } from './ocr.task';
import { embedTask } from './embed.task';
import { webhookDeliverTask } from './webhook-deliver.task';

/** Every task the worker runs. Add new ones here. */
export const TASKS: DefinedTask[] = [
  housekeepingTask,
  analyseTask,
  ocrTask,
  embedTask,
  monthlyResetTask,
  webhookDeliverTask,
];

/** Cron schedule (graphile-worker crontab syntax). */
export const CRONTAB = [
  // fill=1h: a tick missed while the database was away runs once the worker's cron is back.
  '0 * * * * housekeeping ?fill=1h',
  // 00:00 UTC on the 1st; fill=2w runs it on start when the worker was down then (the task is idempotent per month).
  '0 0 1 * * credits-monthly-reset ?fill=2w',
].join('\n');

export function buildTaskList(ctx: WorkerContext): TaskList {
  return Object.fromEntries(TASKS.map((t) => [t.name, t.build(ctx)]));
}
