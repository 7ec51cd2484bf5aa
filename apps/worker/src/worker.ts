import { EventEmitter } from 'node:events';
import { createBlobStorage, createExtractionPool, createOcrEngine } from '@docent/core';
import { createPgPool } from '@docent/db';
import { run, Logger as GraphileLogger, type LogLevel, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';
import type { WorkerContext } from './context';
import { patientCronPool } from './cron-pool';
import { startCrashRecovery } from './crash-recovery';
import { superviseRunner } from './runner-supervisor';
import { buildTaskList, CRONTAB } from './tasks/index';

export interface RunningWorker {
  /** graphile-worker runners started so far: 1, plus one per restart after a database outage. */
  readonly generation: number;
  /** Stops taking jobs and waits for running ones to finish. */
  stop: () => Promise<void>;
}

/** graphile-worker puts whole pg clients and jobs in its log metadata: keep what an operator can read. */
function readableMeta(meta: unknown): Record<string, unknown> {
  if (!meta || typeof meta !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (value instanceof Error || (value && typeof value === 'object' && 'message' in value)) {
      const e = value as { message?: unknown; code?: unknown };
      out[key] = { message: e.message, code: e.code };
    } else if (key === 'job' && value && typeof value === 'object') {
      const job = value as { id?: unknown; task_identifier?: unknown; attempts?: unknown };
      out.job = { id: job.id, task: job.task_identifier, attempts: job.attempts };
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value;
    }
  }
  return out;
}

function graphileLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { jobId: scope.jobId, task: scope.taskIdentifier, workerId: scope.workerId, ...readableMeta(meta) };
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
  const pgPool = createPgPool({
    connectionString: ctx.config.databaseUrl,
    max: ctx.config.concurrency + 2,
    applicationName: 'docent-worker',
    onConnectionError: (error) => ctx.logger.debug({ err: { message: error.message } }, 'job queue connection lost'),
  });
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
        // Image files are decoded there too: a 16k × 16k PNG costs a parser process, never the worker.
        decodeImageFrame: ctx.extraction?.decodeImageFrame,
      });
  ctx = { ...ctx, pageOcr: ctx.pageOcr ?? ownOcr?.readPage };
  // Documents' bytes may be in S3 (DOCENT_BLOB_STORE): one client for every job.
  const ownBlobs = ctx.blobs ? undefined : createBlobStorage(ctx.config.blobs);
  ctx = { ...ctx, blobs: ctx.blobs ?? ownBlobs };
  // Jobs of a worker process that died (crash, SIGKILL, OOM) are released at start and then periodically.
  const events = new EventEmitter() as WorkerEvents;
  events.setMaxListeners(50);
  const recovery = await startCrashRecovery({
    databaseUrl: ctx.config.databaseUrl,
    events,
    logger: ctx.logger,
    sweepEveryMs: options.crashSweepMs ?? 30_000,
  });
  await recovery
    .sweep()
    .catch((error) => ctx.logger.warn({ err: { message: (error as Error).message } }, 'crashed-worker sweep failed'));
  const taskList = buildTaskList(ctx);
  const stopping = new AbortController();
  const graphilePool = patientCronPool(pgPool, { logger: ctx.logger, signal: stopping.signal });
  const supervisor = await superviseRunner({
    events,
    pgPool,
    logger: ctx.logger,
    start: () =>
      run({
        events,
        pgPool: graphilePool,
        concurrency: ctx.config.concurrency,
        taskList,
        crontab: options.crontab ?? CRONTAB,
        noHandleSignals: true,
        pollInterval: options.pollInterval ?? 2000,
        logger: graphileLogger(ctx.logger),
      }),
  });
  return {
    get generation() {
      return supervisor.generation;
    },
    stop: async () => {
      stopping.abort();
      await supervisor.stop().catch((error) => ctx.logger.warn({ err: error }, 'worker stop'));
      await pgPool.end().catch(() => {});
      await recovery.stop();
      await ownExtraction?.close();
      await ownOcr?.close();
      ownBlobs?.close();
    },
  };
}
