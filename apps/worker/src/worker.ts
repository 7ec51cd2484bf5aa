import { EventEmitter } from 'node:events';
import { createExtractionPool, createOcrEngine, createBlobStorage } from '@docent/core';
import { run, type Runner, Logger as GraphileLogger, type LogLevel, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';
import pg from 'pg';
import type { WorkerContext } from './context';
import { startCrashRecovery } from './crash-recovery';
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
export async function startWorker(
  ctx: WorkerContext,
  options: { crontab?: string; pollInterval?: number; crashSweepMs?: number } = {},
): Promise<RunningWorker> {
  // Our own pool, so a connection dropped by a Postgres shutdown is logged instead of crashing the process.
  const pgPool = new pg.Pool({ connectionString: ctx.config.databaseUrl, max: ctx.config.concurrency + 2, application_name: 'docent-worker' });
  pgPool.on('error', (error) => ctx.logger.warn({ err: error }, 'worker database connection lost'));
  // Parser processes (jobs beyond them wait for one); owned (and closed) here unless the caller brought its own.
  const ownExtraction = ctx.extraction
    ? undefined
    : createExtractionPool({
        size: ctx.config.parsers,
        maxHeapMb: ctx.config.analysis.maxHeapMb,
        timeoutMs: ctx.config.analysis.timeoutMs,
        // Started with the first document, ended when idle: an idle worker holds no parser in memory.
        idleMs: ctx.config.analysis.parserIdleMs,
      });
  ctx = { ...ctx, extraction: ctx.extraction ?? ownExtraction };
  // The OCR engine (tesseract workers, made on the first page that needs them) is shared by every job.
  const ownOcr = ctx.pageOcr
    ? undefined
    : createOcrEngine(ctx.config.ocr, {
        log: (level, message, fields) => ctx.logger[level](fields ?? {}, message),
        // PDF pages are drawn in the parser processes, under their memory and time limits.
        renderPdfPage: ctx.extraction?.renderPdfPage,
        idleMs: ctx.config.analysis.parserIdleMs,
      });
  ctx = { ...ctx, pageOcr: ctx.pageOcr ?? ownOcr?.readPage };
  // Documents' bytes may be in S3 (DOCENT_BLOB_STORE): one client for every job.
  const ownBlobs = ctx.blobs ? undefined : createBlobStorage(ctx.config.blobs);
  ctx = { ...ctx, blobs: ctx.blobs ?? ownBlobs };
  // Jobs of a worker process that died (crash, SIGKILL, OOM) are released at start and then periodically.
  const events = new EventEmitter() as WorkerEvents;
  const recovery = await startCrashRecovery({ databaseUrl: ctx.config.databaseUrl, events, logger: ctx.logger, sweepEveryMs: options.crashSweepMs ?? 30_000 });
  await recovery.sweep().catch((error) => ctx.logger.warn({ err: error }, 'crashed-worker sweep failed'));
  const runner = await run({
    events,
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
      await recovery.stop();
      await ownExtraction?.close();
      await ownOcr?.close();
      ownBlobs?.close();
    },
  };
}
