import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { DomainError } from '../common/errors';
import { lazyRequire } from '../common/lazy-require';

// The AWS SDK is loaded with the first S3 store made: a Postgres-only deployment never carries it.
const sdk = lazyRequire<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
const storage = lazyRequire<typeof import('@aws-sdk/lib-storage')>('@aws-sdk/lib-storage');
const presigner = lazyRequire<typeof import('@aws-sdk/s3-request-presigner')>('@aws-sdk/s3-request-presigner');

export interface S3Settings {
  bucket: string;
  /** Key prefix of every object ('' or ending in '/'). */
  prefix: string;
  /** Another S3-compatible service (MinIO, Cloudflare R2, Ceph RGW…): its URL. Absent: AWS. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (bucket in the path): what most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** The object store is unreachable or failing (network, 5xx, throttling): 503, worth retrying. */
export const storeUnavailable = (what: string) =>
  new DomainError('unavailable', `File storage is unavailable (${what}); nothing was stored, try again shortly`, {
    retryAfterS: 5,
  });

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** What an operator may read: the SDK's error name and status, never its message (it may quote a URL or key). */
const describe = (error: unknown) => {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  return `${e?.name ?? e?.code ?? 'error'}${status ? ` ${status}` : ''}`;
};

/** Objects of one bucket and prefix, keyed by document id. */
export interface S3Objects {
  readonly settings: Readonly<S3Settings>;
  keyOf(docid: string): string;
  /** Stores an object (multipart for large ones), streaming `body`. Throws storeUnavailable when the store fails. */
  put(key: string, body: Readable | Buffer, size: number): Promise<void>;
  /** The object's bytes [start, start + length), or all of it; undefined when it does not exist. */
  read(key: string, range?: { start: number; length: number }): Promise<Buffer | undefined>;
  /** The same as a stream, for downloads. */
  stream(key: string, range?: { start: number; length: number }): Promise<Readable | undefined>;
  /** Deletes objects (a missing one is not an error). */
  delete(keys: string[]): Promise<void>;
  /** A pre-signed GET URL valid for `expiresS`, with the download's file name and type. */
  presign(key: string, options: { expiresS: number; contentDisposition: string; contentType: string }): Promise<string>;
  close(): void;
}

export function createS3Objects(settings: S3Settings): S3Objects {
  const { S3Client, GetObjectCommand, DeleteObjectsCommand, DeleteObjectCommand } = sdk();
  const client: S3Client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Failing fast: a store that does not answer in 10 s turns into 503s, not requests hanging on it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
  const bucket = settings.bucket;
  const rangeHeader = (range?: { start: number; length: number }) =>
    range ? `bytes=${range.start}-${range.start + Math.max(0, range.length - 1)}` : undefined;

  const open = async (key: string, range?: { start: number; length: number }): Promise<Readable | undefined> => {
    if (range && range.length <= 0) return Readable.from([]);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: rangeHeader(range) }));
      return out.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw storeUnavailable(`reading: ${describe(error)}`);
    }
  };

  return {
    settings,
    keyOf: (docid) => `${settings.prefix}${docid}`,
    async put(key, body, size) {
      try {
        // lib-storage's Upload: one PUT for small bodies, a multipart upload (5 MB parts) for large ones.
        await new (storage().Upload)({
          client,
          params: { Bucket: bucket, Key: key, Body: body, ContentLength: size },
        }).done();
      } catch (error) {
        throw storeUnavailable(`writing: ${describe(error)}`);
      }
    },
    async read(key, range) {
      const stream = await open(key, range);
      if (!stream) return undefined;
      const parts: Buffer[] = [];
      try {
        for await (const part of stream) parts.push(part as Buffer);
      } catch (error) {
        throw storeUnavailable(`reading: ${describe(error)}`);
      }
      return Buffer.concat(parts);
    },
    stream: open,
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        try {
          if (batch.length === 1) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: batch[0] }));
          else if (batch.length > 1)
            await client.send(
              new DeleteObjectsCommand({
                Bucket: bucket,
                Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
              }),
            );
        } catch (error) {
          if (!isMissing(error)) throw storeUnavailable(`deleting: ${describe(error)}`);
        }
      }
    },
    async presign(key, options) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: options.contentDisposition,
        ResponseContentType: options.contentType,
      });
      return presigner().getSignedUrl(client, command, { expiresIn: Math.max(1, Math.floor(options.expiresS)) });
    },
    close: () => client.destroy(),
  };
}
