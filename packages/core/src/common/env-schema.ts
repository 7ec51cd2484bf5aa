import os from 'node:os';
import { z } from 'zod';
import { EMBEDDINGS_ENV } from '../embeddings/embeddings-config';
import { DEFAULT_TABLE_LIMITS } from '../extraction/extraction-types';
import { BLOB_STORE_ENV } from '../storage/blob-storage';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** `a.example:443, b.example:8443,` → ['a.example:443', 'b.example:8443']: spaces and empty entries dropped. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every environment variable of the api and the worker, each defined once (type, default, bounds, message), so a
 * variable both apps read is judged the same by both. Each app parses its slice, `DOCENT_ENV.pick({ … })`, with
 * parseEnv (an empty variable is unset) and maps it to its config object. The README's table documents them.
 */
export const DOCENT_ENV = z.object({
  // PostgreSQL, the only stateful component.
  DATABASE_URL: z.string().url(),
  // pino level of the JSON lines logged per request and per job.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Signs download links and seals BYOK keys and webhook signing secrets: the api requires it, workers open webhooks'.
  DOCENT_SECRET: z.string().min(32, 'DOCENT_SECRET must be at least 32 characters').optional(),
  // `host:port` entries exempt from the private-address block of URL fetching and webhooks.
  DOCENT_FETCH_ALLOW_HOSTS: z.string().default('').transform(commaList),
  // One webhook attempt, connect to answer.
  DOCENT_WEBHOOK_TIMEOUT_S: z.coerce.number().positive().max(300).default(10),
  // When set, /metrics (the api's and the worker's) needs `Authorization: Bearer <token>`.
  DOCENT_METRICS_TOKEN: z.string().optional(),
  // The embeddings model and its endpoint (OPENAI_API_KEY / OPENAI_BASE_URL are the chat provider's too).
  ...EMBEDDINGS_ENV,
  // Where documents' bytes go (read by loadBlobStorageConfig; listed so each app knows them).
  ...BLOB_STORE_ENV,

  // The api's listen address and the base of its absolute links.
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  // Upload limits: per file, per request, and where uploads are streamed before they are stored.
  DOCENT_MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  DOCENT_MAX_UPLOAD_REQUEST_MB: z.coerce.number().positive().default(500),
  DOCENT_UPLOAD_DIR: z.string().min(1).optional(),
  // How long `sync` uploads wait for analysis; the whole budget of one `POST /doc {url}` fetch.
  DOCENT_SYNC_TIMEOUT_S: z.coerce.number().positive().default(120),
  DOCENT_FETCH_TIMEOUT_S: z.coerce.number().positive().default(30),
  // Model provider calls: per-attempt timeout, retries on 429/5xx/connection errors.
  DOCENT_PROVIDER_TIMEOUT_S: z.coerce.number().positive().default(60),
  DOCENT_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // Chat's in-memory term index per api process; 0 turns it off.
  DOCENT_TERM_CACHE_MB: z.coerce.number().min(0).default(64),
  // Behind a reverse proxy: trust its X-Forwarded-* headers (the scheme of links when PUBLIC_URL is unset).
  DOCENT_TRUST_PROXY: bool.default('false'),

  // Jobs at once per worker. Twice the cores: a job spends part of its time in Postgres, and meanwhile another parses.
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(2 * Math.max(1, os.availableParallelism())),
  // Real manuals run to thousands of pages (R's reference manual: 2,415): what bounds a document is its time and
  // memory (pages are read and written a range at a time), not its page count.
  DOCENT_MAX_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // Analysis limits: a document over any of them fails, never the worker.
  DOCENT_ANALYSE_TIMEOUT_S: z.coerce.number().min(1).max(86_400).default(300),
  DOCENT_ANALYSE_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  DOCENT_MAX_UNZIPPED_MB: z.coerce.number().int().min(1).max(16_384).default(256),
  DOCENT_MAX_TABLE_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_TABLE_LIMITS.maxRows),
  DOCENT_MAX_TABLE_CELLS: z.coerce.number().int().min(1).max(1_000_000_000).default(DEFAULT_TABLE_LIMITS.maxCells),
  DOCENT_MAX_ATTACHMENTS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_TABLE_LIMITS.maxAttachments),
  // A parser process (or OCR worker) without work this long is ended (0: never); the next document starts one again.
  DOCENT_PARSER_IDLE_S: z.coerce.number().min(0).max(86_400).default(30),
  // OCR: languages, tessdata folder, tesseract workers in the pool, PDF render resolution.
  OCR_LANGS: z
    .string()
    .regex(/^[A-Za-z0-9_]+([+,][A-Za-z0-9_]+)*$/, 'tesseract language codes joined by + or , (e.g. eng+fra)')
    .default('eng'),
  OCR_LANG_PATH: z.string().min(1).optional(),
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism())),
  OCR_DPI: z.coerce.number().int().min(72).max(600).default(200),
  // Webhook deliveries' backoff: the first retry's wait, and how many retries.
  DOCENT_WEBHOOK_RETRY_BASE_S: z.coerce.number().min(0).max(86_400).default(15),
  DOCENT_WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(50).default(8),
  // A standalone worker's /metrics: no endpoint when the port is unset.
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  WORKER_METRICS_HOST: z.string().default('127.0.0.1'),
});

/** Every variable of a fragment (EMBEDDINGS_ENV, BLOB_STORE_ENV), to take it whole into an app's slice. */
export function everyVariableOf<T extends z.ZodRawShape>(fragment: T): { [K in keyof T]: true } {
  return Object.fromEntries(Object.keys(fragment).map((name) => [name, true])) as { [K in keyof T]: true };
}
