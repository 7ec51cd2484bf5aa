import os from 'node:os';
import { z } from 'zod';
import {
  BLOB_STORE_ENV,
  DEFAULT_RETRY_SCHEDULE,
  DEFAULT_TABLE_LIMITS,
  EMBEDDINGS_ENV,
  embeddingsFromEnv,
  loadBlobStorageConfig,
  parseEnv,
  type BlobStorageConfig,
  type EmbeddingsConnection,
  type RetrySchedule,
} from '@docent/core';

const EnvSchema = z.object({
  DATABASE_URL: z.string().url(),
  // Twice the cores: a job spends part of its time in Postgres, and meanwhile another one can parse.
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(2 * Math.max(1, os.availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Real manuals run to thousands of pages (R's reference manual: 2,415): what bounds a document is its time and
  // memory (pages are read and written a range at a time), not its page count.
  DOCENT_MAX_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  DOCENT_ANALYSE_TIMEOUT_S: z.coerce.number().min(1).max(86_400).default(300),
  DOCENT_ANALYSE_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  DOCENT_MAX_UNZIPPED_MB: z.coerce.number().int().min(1).max(16_384).default(256),
  DOCENT_MAX_TABLE_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_TABLE_LIMITS.maxRows),
  DOCENT_MAX_TABLE_CELLS: z.coerce.number().int().min(1).max(1_000_000_000).default(DEFAULT_TABLE_LIMITS.maxCells),
  DOCENT_MAX_ATTACHMENTS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_TABLE_LIMITS.maxAttachments),
  // A parser process (or OCR worker) without work this long is ended (0: never); the next document starts one again.
  DOCENT_PARSER_IDLE_S: z.coerce.number().min(0).max(86_400).default(30),
  OCR_LANGS: z
    .string()
    .regex(/^[A-Za-z0-9_]+([+,][A-Za-z0-9_]+)*$/, 'tesseract language codes joined by + or , (e.g. eng+fra)')
    .default('eng'),
  OCR_LANG_PATH: z.string().min(1).optional(),
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())),
  OCR_DPI: z.coerce.number().int().min(72).max(600).default(200),
  ...EMBEDDINGS_ENV,
  ...BLOB_STORE_ENV,
  // Webhook deliveries: the signing secrets are sealed with DOCENT_SECRET; endpoints go through the fetch guard.
  DOCENT_SECRET: z.string().min(32, 'DOCENT_SECRET must be at least 32 characters').optional(),
  DOCENT_FETCH_ALLOW_HOSTS: z.string().default(''),
  DOCENT_WEBHOOK_TIMEOUT_S: z.coerce.number().positive().max(300).default(10),
  DOCENT_WEBHOOK_RETRY_BASE_S: z.coerce.number().min(0).max(86_400).default(15),
  DOCENT_WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(50).default(8),
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
  const e = parseEnv(EnvSchema, env);
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
      allowHosts: e.DOCENT_FETCH_ALLOW_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
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
