import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_TABLE_LIMITS } from '@docent/core';

const EnvSchema = z.object({
  DATABASE_URL: z.string().url(),
  // Twice the cores: a job spends part of its time in Postgres, and meanwhile another one can parse.
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2 * Math.max(1, os.availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DOCENT_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(2000),
  DOCENT_ANALYSE_TIMEOUT_S: z.coerce.number().min(1).max(86_400).default(300),
  DOCENT_ANALYSE_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  DOCENT_MAX_UNZIPPED_MB: z.coerce.number().int().min(1).max(16_384).default(256),
  DOCENT_MAX_TABLE_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_TABLE_LIMITS.maxRows),
  DOCENT_MAX_TABLE_CELLS: z.coerce.number().int().min(1).max(1_000_000_000).default(DEFAULT_TABLE_LIMITS.maxCells),
  DOCENT_MAX_ATTACHMENTS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_TABLE_LIMITS.maxAttachments),
  OCR_LANGS: z.string().regex(/^[A-Za-z0-9_]+([+,][A-Za-z0-9_]+)*$/, 'tesseract language codes joined by + or , (e.g. eng+fra)').default('eng'),
  OCR_LANG_PATH: z.string().min(1).optional(),
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())),
  OCR_DPI: z.coerce.number().int().min(72).max(600).default(200),
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
  };
  /** OCR engine: languages, tessdata folder, tesseract workers in the pool, PDF render resolution. */
  ocr: { langs: string[]; langPath: string | null; concurrency: number; dpi: number };
}

const DEFAULT_OCR: WorkerConfig['ocr'] = { langs: ['eng'], langPath: null, concurrency: 2, dpi: 200 };
const DEFAULT_ANALYSIS: WorkerConfig['analysis'] = {
  maxPages: 2000,
  timeoutMs: 300_000,
  maxHeapMb: 512,
  maxUnzippedBytes: 256 * 1024 * 1024,
  ...DEFAULT_TABLE_LIMITS,
};

const parsersFor = (concurrency: number) => Math.max(1, Math.min(concurrency, os.availableParallelism()));

/** Parses the environment once, failing with the name of each bad variable. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    },
    ocr: { langs: e.OCR_LANGS.split(/[+,]/), langPath: e.OCR_LANG_PATH ?? null, concurrency: e.OCR_CONCURRENCY, dpi: e.OCR_DPI },
  });
}

export function makeWorkerConfig(overrides: Partial<WorkerConfig> & { databaseUrl: string }): Readonly<WorkerConfig> {
  const concurrency = overrides.concurrency ?? 2;
  return Object.freeze({ concurrency, parsers: parsersFor(concurrency), logLevel: 'silent', analysis: DEFAULT_ANALYSIS, ocr: DEFAULT_OCR, ...overrides });
}
