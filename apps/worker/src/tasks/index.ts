import type { TaskList } from 'graphile-worker';
import type { WorkerContext } from '../context';
import type { DefinedTask } from './define-task';
import { housekeepingTask } from './housekeeping.task';

/** Every task the worker runs. Add new ones here. */
export const TASKS: DefinedTask[] = [housekeepingTask];

/** Cron schedule (graphile-worker crontab syntax). */
export const CRONTAB = ['0 * * * * housekeeping'].join('\n');

export function buildTaskList(ctx: WorkerContext): TaskList {
  return Object.fromEntries(TASKS.map((t) => [t.name, t.build(ctx)]));
}
