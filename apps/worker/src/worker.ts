import { run, type Runner, Logger as GraphileLogger, type LogLevel } from 'graphile-worker';
import type { Logger } from 'pino';
import pg from 'pg';
import type { WorkerContext } from './context';
import { buildTaskList, CRONTAB } from './tasks/index';

export interface RunningWorker {
  runner: Runner;
  /** Stops taking jobs and waits for running ones to finish. */
  stop: () => Promise<void>;
}

function graphileLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { jobId: scope.jobId, task: scope.taskIdentifier, workerId: scope.workerId, ...(meta as object) };
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    logger[method](fields, message);
  });
}

/** Runs graphile-worker on the Docent database with the typed task list. */
export async function startWorker(ctx: WorkerContext, options: { crontab?: string; pollInterval?: number } = {}): Promise<RunningWorker> {
  // Our own pool, so a connection dropped by a Postgres shutdown is logged instead of crashing the process.
  const pgPool = new pg.Pool({ connectionString: ctx.config.databaseUrl, max: ctx.config.concurrency + 2, application_name: 'docent-worker' });
  pgPool.on('error', (error) => ctx.logger.warn({ err: error }, 'worker database connection lost'));
  const runner = await run({
    pgPool,
    concurrency: ctx.config.concurrency,
    taskList: buildTaskList(ctx),
    crontab: options.crontab ?? CRONTAB,
    noHandleSignals: true,
    pollInterval: options.pollInterval ?? 2000,
    logger: graphileLogger(ctx.logger),
  });
  return {
    runner,
    stop: async () => {
      await runner.stop().catch((error) => ctx.logger.warn({ err: error }, 'worker stop'));
      await pgPool.end().catch(() => {});
    },
  };
}
