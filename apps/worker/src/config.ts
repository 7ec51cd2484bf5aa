import os from 'node:os';
import {
  BLOB_STORE_ENV,
  DEFAULT_RETRY_SCHEDULE,
  DEFAULT_TABLE_LIMITS,
  DOCENT_ENV,
  EMBEDDINGS_ENV,
  embeddingsFromEnv,
  everyVariableOf,
  loadBlobStorageConfig,
  parseEnv,
  type BlobStorageConfig,
  type EmbeddingsConnection,
  type RetrySchedule,
} from '@docent/core';

/** The worker's variables, defined in DOCENT_ENV (its metrics endpoint's are in metrics-config.ts). */
const WorkerEnv = DOCENT_ENV.pick({
  DATABASE_URL: true,
  WORKER_CONCURRENCY: true,
  LOG_LEVEL: true,
  DOCENT_MAX_PAGES: true,
  DOCENT_ANALYSE_TIMEOUT_S: true,
  DOCENT_ANALYSE_MEMORY_MB: true,
  DOCENT_MAX_UNZIPPED_MB: true,
  DOCENT_MAX_TABLE_ROWS: true,
  DOCENT_MAX_TABLE_CELLS: true,
  DOCENT_MAX_ATTACHMENTS: true,
  DOCENT_PARSER_IDLE_S: true,
  OCR_LANGS: true,
  OCR_LANG_PATH: true,
  OCR_CONCURRENCY: true,
  OCR_DPI: true,
  ...everyVariableOf(EMBEDDINGS_ENV),
  ...everyVariableOf(BLOB_STORE_ENV),
  // Webhook deliveries: the signing secrets are sealed with DOCENT_SECRET; endpoints go through the fetch guard.
  DOCENT_SECRET: true,
  DOCENT_FETCH_ALLOW_HOSTS: true,
  DOCENT_WEBHOOK_TIMEOUT_S: true,
  DOCENT_WEBHOOK_RETRY_BASE_S: true,
  DOCENT_WEBHOOK_RETRIES: true,
});

export interface WorkerConfig {
  databaseUrl: string;
  concurrency: number;
  /** Parser processes: parsing is pure CPU, so never more than the cores (nor than the jobs at a time). */
  parsers: number;
  logLevel: string;
  /** Analysis limits: a document over any of them fails with a clear error (the process is never at risk). */
  analysis: {
    maxPages: number;
    timeoutMs: number;
    maxHeapMb: number;
    maxUnzippedBytes: number;
    /** Spreadsheet and CSV rows and cells per document, attachments per e-mail. */
    maxRows: number;
    maxCells: number;
    maxAttachments: number;
    /** Parser processes and OCR workers without work this long are ended (0: never). */
    parserIdleMs: number;
  };
  /** OCR engine: languages, tessdata folder, tesseract workers in the pool, PDF render resolution. */
  ocr: { langs: string[]; langPath: string | null; concurrency: number; dpi: number };
  /** DOCENT_EMBEDDINGS_MODEL and its endpoint; absent: no embeddings, nothing called. */
  embeddings?: EmbeddingsConnection;
  /** Where documents' bytes are read from (DOCENT_BLOB_STORE and its S3 settings); the hourly sweep uses it too. */
  blobs: BlobStorageConfig;
  /** Webhook deliveries: DOCENT_SECRET (opens signing secrets), the fetch allow-list, per-attempt timeout, backoff. */
  webhooks: { docentSecret?: string; allowHosts: string[]; timeoutMs: number; retry: RetrySchedule };
}

const DEFAULT_OCR: WorkerConfig['ocr'] = { langs: ['eng'], langPath: null, concurrency: 2, dpi: 200 };
const DEFAULT_ANALYSIS: WorkerConfig['analysis'] = {
  maxPages: 10_000,
  timeoutMs: 300_000,
  maxHeapMb: 512,
  maxUnzippedBytes: 256 * 1024 * 1024,
  ...DEFAULT_TABLE_LIMITS,
  parserIdleMs: 30_000,
};

const DEFAULT_WEBHOOKS: WorkerConfig['webhooks'] = { allowHosts: [], timeoutMs: 10_000, retry: DEFAULT_RETRY_SCHEDULE };

const parsersFor = (concurrency: number) => Math.max(1, Math.min(concurrency, os.availableParallelism()));

/** Parses the environment once, failing with the name of each bad variable. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const e = parseEnv(WorkerEnv, env);
  return Object.freeze({
    databaseUrl: e.DATABASE_URL,
    concurrency: e.WORKER_CONCURRENCY,
    parsers: parsersFor(e.WORKER_CONCURRENCY),
    logLevel: e.LOG_LEVEL,
    analysis: {
      maxPages: e.DOCENT_MAX_PAGES,
      timeoutMs: e.DOCENT_ANALYSE_TIMEOUT_S * 1000,
      maxHeapMb: e.DOCENT_ANALYSE_MEMORY_MB,
      maxUnzippedBytes: e.DOCENT_MAX_UNZIPPED_MB * 1024 * 1024,
      maxRows: e.DOCENT_MAX_TABLE_ROWS,
      maxCells: e.DOCENT_MAX_TABLE_CELLS,
      maxAttachments: e.DOCENT_MAX_ATTACHMENTS,
      parserIdleMs: e.DOCENT_PARSER_IDLE_S * 1000,
    },
    ocr: {
      langs: e.OCR_LANGS.split(/[+,]/),
      langPath: e.OCR_LANG_PATH ?? null,
      concurrency: e.OCR_CONCURRENCY,
      dpi: e.OCR_DPI,
    },
    embeddings: embeddingsFromEnv(e),
    blobs: loadBlobStorageConfig(env),
    webhooks: {
      docentSecret: e.DOCENT_SECRET,
      allowHosts: e.DOCENT_FETCH_ALLOW_HOSTS,
      timeoutMs: Math.floor(e.DOCENT_WEBHOOK_TIMEOUT_S * 1000),
      retry: {
        ...DEFAULT_RETRY_SCHEDULE,
        baseMs: Math.floor(e.DOCENT_WEBHOOK_RETRY_BASE_S * 1000),
        retries: e.DOCENT_WEBHOOK_RETRIES,
      },
    },
  });
}

export function makeWorkerConfig(overrides: Partial<WorkerConfig> & { databaseUrl: string }): Readonly<WorkerConfig> {
  const concurrency = overrides.concurrency ?? 2;
  return Object.freeze({
    concurrency,
    parsers: parsersFor(concurrency),
    logLevel: 'silent',
    analysis: DEFAULT_ANALYSIS,
    ocr: DEFAULT_OCR,
    webhooks: DEFAULT_WEBHOOKS,
    blobs: { kind: 'postgres' } as const,
    ...overrides,
  });
}
