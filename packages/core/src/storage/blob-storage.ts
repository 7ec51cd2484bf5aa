import type { BlobStoreKind } from '@docent/db';
import { z } from 'zod';
import { ConfigError } from '../common/env';
import { createS3Objects, type S3Objects, type S3Settings } from './s3-objects';

/**
 * Where documents' bytes go, chosen by DOCENT_BLOB_STORE: `postgres` (default: the `document_blobs` table, in the
 * transaction that creates the document) or `s3://bucket/prefix` (S3-compatible object storage, written before the
 * document's row commits). Reading follows each blob's own row, so blobs stay readable while they are being moved
 * from one store to the other (`docent blobs migrate`); reading one in S3 needs the S3 settings.
 */
export interface BlobStorage {
  /** Where new blobs are written. */
  readonly target: BlobStoreKind;
  /** The bucket, when S3 is configured. */
  readonly s3?: S3Objects;
  /** Download links answer with a redirect to a pre-signed URL of the object instead of streaming it. */
  readonly redirectDownloads: boolean;
  close(): void;
}

export const POSTGRES_BLOBS: BlobStorage = { target: 'postgres', redirectDownloads: false, close: () => {} };

export type BlobStorageConfig =
  | { kind: 'postgres'; s3?: S3Settings; redirectDownloads?: false }
  | { kind: 's3'; s3: S3Settings; redirectDownloads: boolean };

/** The variables blobStorageConfigFrom reads, for the apps' environment schemas (so none counts as unknown). */
export const BLOB_STORE_ENV = {
  DOCENT_BLOB_STORE: z.string().optional(),
  DOCENT_BLOB_S3: z.string().optional(),
  DOCENT_BLOB_DOWNLOADS: z.string().optional(),
  DOCENT_S3_ENDPOINT: z.string().optional(),
  DOCENT_S3_REGION: z.string().optional(),
  DOCENT_S3_ACCESS_KEY_ID: z.string().optional(),
  DOCENT_S3_SECRET_ACCESS_KEY: z.string().optional(),
  DOCENT_S3_FORCE_PATH_STYLE: z.string().optional(),
};

/** blobStorageConfigFrom, failing like the apps' config parsers ("Invalid environment variables: …"). */
export function loadBlobStorageConfig(env: NodeJS.ProcessEnv): BlobStorageConfig {
  try {
    return blobStorageConfigFrom(env);
  } catch (error) {
    throw new ConfigError(`Invalid environment variables:\n  ${(error as Error).message}`);
  }
}

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;
const TRUE = new Set(['1', 'true', 'yes']);

/**
 * DOCENT_BLOB_STORE and its S3 settings, from the environment (an empty variable counts as unset):
 * DOCENT_S3_ENDPOINT (another S3-compatible service), DOCENT_S3_REGION (us-east-1), DOCENT_S3_ACCESS_KEY_ID and
 * DOCENT_S3_SECRET_ACCESS_KEY (else the SDK's default chain: AWS_ACCESS_KEY_ID…, a profile, an instance role),
 * DOCENT_S3_FORCE_PATH_STYLE (true when an endpoint is given), DOCENT_BLOB_DOWNLOADS (`stream` or `redirect`), and
 * DOCENT_BLOB_S3 (the bucket still read while DOCENT_BLOB_STORE=postgres, when blobs are moved back from it).
 * Throws naming the variable that is wrong.
 */
export function blobStorageConfigFrom(env: NodeJS.ProcessEnv): BlobStorageConfig {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const store = get('DOCENT_BLOB_STORE') ?? 'postgres';
  const downloads = get('DOCENT_BLOB_DOWNLOADS') ?? 'stream';
  if (downloads !== 'stream' && downloads !== 'redirect') throw new Error('DOCENT_BLOB_DOWNLOADS: stream or redirect');
  // Moving blobs back to Postgres: new ones go there, those still in the bucket stay readable (and movable).
  const readBucket = get('DOCENT_BLOB_S3');
  if (store === 'postgres') {
    if (downloads === 'redirect') throw new Error('DOCENT_BLOB_DOWNLOADS: redirect needs DOCENT_BLOB_STORE=s3://…');
    if (readBucket === undefined) return { kind: 'postgres' };
    return { kind: 'postgres', s3: s3Settings(env, readBucket, 'DOCENT_BLOB_S3') };
  }
  if (readBucket !== undefined && readBucket !== store)
    throw new Error('DOCENT_BLOB_S3: when DOCENT_BLOB_STORE is s3://…, leave it unset or give the same bucket');
  return { kind: 's3', redirectDownloads: downloads === 'redirect', s3: s3Settings(env, store, 'DOCENT_BLOB_STORE') };
}

function s3Settings(env: NodeJS.ProcessEnv, url: string, variable: string): S3Settings {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const match = S3_URL.exec(url);
  if (!match)
    throw new Error(
      `${variable}: postgres, or s3://bucket/prefix (a bucket name of 3–63 lowercase letters, digits, dots, hyphens)`,
    );
  const rawPrefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = get('DOCENT_S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new Error('DOCENT_S3_ENDPOINT: an http(s) URL');
  const keyId = get('DOCENT_S3_ACCESS_KEY_ID');
  const secret = get('DOCENT_S3_SECRET_ACCESS_KEY');
  if ((keyId === undefined) !== (secret === undefined))
    throw new Error('DOCENT_S3_ACCESS_KEY_ID and DOCENT_S3_SECRET_ACCESS_KEY: give both or neither');
  const pathStyle = get('DOCENT_S3_FORCE_PATH_STYLE');
  return {
    bucket: match[1],
    prefix: rawPrefix ? `${rawPrefix}/` : '',
    endpoint,
    region: get('DOCENT_S3_REGION') ?? 'us-east-1',
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : TRUE.has(pathStyle.toLowerCase()),
  };
}

/** The storage of a process, from its configuration (one S3 client, reused). */
export function createBlobStorage(config: BlobStorageConfig): BlobStorage {
  if (config.kind === 'postgres' && !config.s3) return POSTGRES_BLOBS;
  const s3 = config.s3 ? createS3Objects(config.s3) : undefined;
  return {
    target: config.kind,
    s3,
    redirectDownloads: config.kind === 's3' && config.redirectDownloads,
    close: () => s3?.close(),
  };
}

/** The bucket of a blob that lives in S3, or a clear error when this process has no S3 settings. */
export function s3Of(storage: BlobStorage): S3Objects {
  if (!storage.s3)
    throw new Error("a document's bytes are in S3, but this process has no DOCENT_BLOB_STORE=s3://… settings");
  return storage.s3;
}
