import type { BlobStorage, ExtractionPool, PageOcr } from '@docent/core';
import type { Db } from '@docent/db';
import type { Logger } from 'pino';
import type { WorkerConfig } from './config';
import type { JobMetrics } from './observability/job-metrics';

/** What every task may use. Built once in startWorker(). */
export interface WorkerContext {
  db: Db;
  config: Readonly<WorkerConfig>;
  logger: Logger;
  /** Job counts and durations by task and outcome (served on WORKER_METRICS_PORT, or by an in-process api). */
  metrics?: JobMetrics;
  /** Parses documents in parser processes with memory/time limits. startWorker() creates one when absent. */
  extraction?: ExtractionPool;
  /** OCR engine for pages without a text layer; absent: such pages are stored as image/empty pages. */
  pageOcr?: PageOcr;
  /** Where stored bytes are (config.blobs). startWorker() creates it when absent. */
  blobs?: BlobStorage;
}
