import os from 'node:os';
import { z } from 'zod';
import {
  BLOB_STORE_ENV,
  EMBEDDINGS_ENV,
  embeddingsFromEnv,
  loadBlobStorageConfig,
  parseEnv,
  type BlobStorageConfig,
  type EmbeddingsConnection,
} from '@docent/core';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  ...EMBEDDINGS_ENV,
  ...BLOB_STORE_ENV,
  DATABASE_URL: z.string().url(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DOCENT_SECRET: z.string().min(32, 'DOCENT_SECRET must be at least 32 characters'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  DOCENT_FETCH_ALLOW_HOSTS: z.string().default(''),
  DOCENT_MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  DOCENT_MAX_UPLOAD_REQUEST_MB: z.coerce.number().positive().default(500),
  DOCENT_UPLOAD_DIR: z.string().min(1).optional(),
  DOCENT_SYNC_TIMEOUT_S: z.coerce.number().positive().default(120),
  DOCENT_FETCH_TIMEOUT_S: z.coerce.number().positive().default(30),
  DOCENT_PROVIDER_TIMEOUT_S: z.coerce.number().positive().default(60),
  DOCENT_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  DOCENT_WEBHOOK_TIMEOUT_S: z.coerce.number().positive().max(300).default(10),
  DOCENT_TERM_CACHE_MB: z.coerce.number().min(0).default(64),
  DOCENT_METRICS_TOKEN: z.string().optional(),
  DOCENT_TRUST_PROXY: bool.default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  const e = parseEnv(EnvSchema, env);
  return Object.freeze({
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    secret: e.DOCENT_SECRET,
    openai: { apiKey: e.OPENAI_API_KEY || undefined, baseUrl: e.OPENAI_BASE_URL },
    fetchAllowHosts: e.DOCENT_FETCH_ALLOW_HOSTS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maxUploadBytes: Math.floor(e.DOCENT_MAX_UPLOAD_MB * 1024 * 1024),
    maxUploadRequestBytes: Math.floor(e.DOCENT_MAX_UPLOAD_REQUEST_MB * 1024 * 1024),
    uploadDir: e.DOCENT_UPLOAD_DIR ?? os.tmpdir(),
    syncTimeoutMs: Math.floor(e.DOCENT_SYNC_TIMEOUT_S * 1000),
    fetchTimeoutMs: Math.floor(e.DOCENT_FETCH_TIMEOUT_S * 1000),
    providerTimeoutMs: Math.floor(e.DOCENT_PROVIDER_TIMEOUT_S * 1000),
    providerMaxRetries: e.DOCENT_PROVIDER_RETRIES,
    webhookTimeoutMs: Math.floor(e.DOCENT_WEBHOOK_TIMEOUT_S * 1000),
    termCacheBytes: Math.floor(e.DOCENT_TERM_CACHE_MB * 1024 * 1024),
    metricsToken: e.DOCENT_METRICS_TOKEN || undefined,
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
