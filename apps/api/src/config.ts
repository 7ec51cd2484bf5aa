import os from 'node:os';
import {
  BLOB_STORE_ENV,
  DOCENT_ENV,
  EMBEDDINGS_ENV,
  embeddingsFromEnv,
  everyVariableOf,
  loadBlobStorageConfig,
  parseEnv,
  type BlobStorageConfig,
  type EmbeddingsConnection,
} from '@docent/core';

/** The api's variables, defined in DOCENT_ENV; DOCENT_SECRET is required here, the api signs and seals with it. */
const ApiEnv = DOCENT_ENV.pick({
  ...everyVariableOf(EMBEDDINGS_ENV),
  ...everyVariableOf(BLOB_STORE_ENV),
  DATABASE_URL: true,
  PORT: true,
  HOST: true,
  PUBLIC_URL: true,
  DOCENT_SECRET: true,
  // The chat provider's endpoint, besides the embeddings' default.
  OPENAI_API_KEY: true,
  OPENAI_BASE_URL: true,
  DOCENT_FETCH_ALLOW_HOSTS: true,
  DOCENT_MAX_UPLOAD_MB: true,
  DOCENT_MAX_UPLOAD_REQUEST_MB: true,
  DOCENT_UPLOAD_DIR: true,
  DOCENT_SYNC_TIMEOUT_S: true,
  DOCENT_FETCH_TIMEOUT_S: true,
  DOCENT_PROVIDER_TIMEOUT_S: true,
  DOCENT_PROVIDER_RETRIES: true,
  DOCENT_WEBHOOK_TIMEOUT_S: true,
  DOCENT_TERM_CACHE_MB: true,
  DOCENT_METRICS_TOKEN: true,
  DOCENT_TRUST_PROXY: true,
  LOG_LEVEL: true,
}).required({ DOCENT_SECRET: true });

export interface ApiConfig {
  databaseUrl: string;
  port: number;
  host: string;
  /** Base of absolute links, e.g. https://docent.example.com (no /api/v1). */
  publicUrl?: string;
  secret: string;
  openai: { apiKey?: string; baseUrl?: string };
  fetchAllowHosts: string[];
  maxUploadBytes: number;
  /** All parts of one upload request together (413 beyond, as soon as it is passed). */
  maxUploadRequestBytes: number;
  /** Where uploads are streamed to before they are stored (a temp directory per request, removed after it). */
  uploadDir: string;
  syncTimeoutMs: number;
  /** POST /doc {url}: the whole fetch, redirects and body included. */
  fetchTimeoutMs: number;
  /** Model provider: per-attempt timeout and retries (429/5xx/connection errors). */
  providerTimeoutMs: number;
  providerMaxRetries: number;
  /** One webhook attempt (POST /webhooks/{id}/test), connect to answer. */
  webhookTimeoutMs: number;
  /** Chat: documents' lexemes kept in this process, so their next questions rank from memory; 0 turns it off. */
  termCacheBytes: number;
  metricsToken?: string;
  trustProxy: boolean;
  logLevel: string;
  /** DOCENT_EMBEDDINGS_MODEL and its endpoint: questions are embedded for hybrid retrieval; absent: lexical only. */
  embeddings?: EmbeddingsConnection;
  /** DOCENT_BLOB_STORE and its S3 settings: where uploaded files go (docs/operations.md). */
  blobs: BlobStorageConfig;
}

/** Parses the environment once, failing with the name of each bad variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): Readonly<ApiConfig> {
  const e = parseEnv(ApiEnv, env);
  return Object.freeze({
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    secret: e.DOCENT_SECRET,
    openai: { apiKey: e.OPENAI_API_KEY || undefined, baseUrl: e.OPENAI_BASE_URL },
    fetchAllowHosts: e.DOCENT_FETCH_ALLOW_HOSTS,
    maxUploadBytes: Math.floor(e.DOCENT_MAX_UPLOAD_MB * 1024 * 1024),
    maxUploadRequestBytes: Math.floor(e.DOCENT_MAX_UPLOAD_REQUEST_MB * 1024 * 1024),
    uploadDir: e.DOCENT_UPLOAD_DIR ?? os.tmpdir(),
    syncTimeoutMs: Math.floor(e.DOCENT_SYNC_TIMEOUT_S * 1000),
    fetchTimeoutMs: Math.floor(e.DOCENT_FETCH_TIMEOUT_S * 1000),
    providerTimeoutMs: Math.floor(e.DOCENT_PROVIDER_TIMEOUT_S * 1000),
    providerMaxRetries: e.DOCENT_PROVIDER_RETRIES,
    webhookTimeoutMs: Math.floor(e.DOCENT_WEBHOOK_TIMEOUT_S * 1000),
    termCacheBytes: Math.floor(e.DOCENT_TERM_CACHE_MB * 1024 * 1024),
    metricsToken: e.DOCENT_METRICS_TOKEN,
    trustProxy: e.DOCENT_TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    embeddings: embeddingsFromEnv(e),
    blobs: loadBlobStorageConfig(env),
  });
}

/** A config for tests and embedded use: defaults for everything but what is given. */
export function makeApiConfig(
  overrides: Partial<ApiConfig> & { databaseUrl: string; secret: string },
): Readonly<ApiConfig> {
  return Object.freeze({
    port: 0,
    host: '127.0.0.1',
    openai: {},
    fetchAllowHosts: [],
    maxUploadBytes: 50 * 1024 * 1024,
    maxUploadRequestBytes: 500 * 1024 * 1024,
    uploadDir: os.tmpdir(),
    syncTimeoutMs: 120_000,
    fetchTimeoutMs: 30_000,
    providerTimeoutMs: 60_000,
    providerMaxRetries: 2,
    webhookTimeoutMs: 10_000,
    termCacheBytes: 64 * 1024 * 1024,
    trustProxy: false,
    logLevel: 'silent',
    blobs: { kind: 'postgres' } as const,
    ...overrides,
  });
}
