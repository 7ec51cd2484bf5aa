import { createAccountKey, createBlobStorage, type BlobStorage, type BlobStorageConfig } from '@docent/core';
import { startTestS3Server, type TestS3Server } from '@docent/core/testing';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import type { Db } from '@docent/db';
import type { Logger } from 'pino';
import { makeApiConfig, type ApiConfig } from '../config';
import { createLogger } from '../logger';
import { startApi } from '../server';

export interface TestApi {
  baseUrl: string;
  origin: string;
  db: Db;
  database: TestDatabase;
  /** An account with one key, ready to call the API. */
  alice: TestUser;
  /**
   * Where this api keeps uploaded files: Postgres, or (TEST_BLOB_STORE=s3, the `s3-blobs` test project) a real
   * S3-protocol server started for the file. Give `blobsConfig` to a worker, read blobs through `blobs`.
   */
  blobsConfig: BlobStorageConfig;
  blobs: BlobStorage;
  /** The S3 server, when TEST_BLOB_STORE=s3. */
  s3?: TestS3Server;
  /** Makes another account (or another key of `accountId`). */
  newUser: (options?: { accountId?: string; monthly?: number; bundle?: number }) => Promise<TestUser>;
  close: () => Promise<void>;
}

export interface TestUser {
  accountId: string;
  keyId: string;
  key: string;
  /** fetch relative to baseUrl with this user's Authorization header. */
  call: (path: string, init?: CallInit) => Promise<CallResult>;
}

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  workspace?: number | string;
}

export interface CallResult {
  status: number;
  body: any;
  headers: Headers;
}

export async function rawCall(baseUrl: string, path: string, init: CallInit = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.workspace !== undefined) headers['da-workspace'] = String(init.workspace);
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${baseUrl}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A real Postgres database for this test file, the real app on a free port, and a first user. */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  extras: { logger?: Logger } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  const s3 = process.env.TEST_BLOB_STORE === 's3' ? await startTestS3Server() : undefined;
  const blobsConfig: BlobStorageConfig = s3
    ? { kind: 's3', s3: s3.settings('files'), redirectDownloads: false }
    : { kind: 'postgres' };
  const blobs = createBlobStorage(blobsConfig);
  const config = makeApiConfig({
    databaseUrl: database.url,
    secret: 'test-secret-0123456789abcdef0123456789abcdef',
    blobs: blobsConfig,
    ...overrides,
  });
  const api = await startApi({
    db: database.db,
    config,
    logger: extras.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  const newUser = async (
    options: { accountId?: string; monthly?: number; bundle?: number } = {},
  ): Promise<TestUser> => {
    const created = await createAccountKey(database.db, { name: 'test', ...options });
    return {
      ...created,
      call: (path, init = {}) =>
        rawCall(api.baseUrl, path, { ...init, headers: { authorization: `Bearer ${created.key}`, ...init.headers } }),
    };
  };
  const alice = await newUser();
  return {
    baseUrl: api.baseUrl,
    origin: api.origin,
    db: database.db,
    database,
    blobsConfig,
    blobs,
    s3,
    alice,
    newUser,
    close: async () => {
      await api.close();
      blobs.close();
      await s3?.close();
      await database.drop();
    },
  };
}
