import { describe, expect, it } from 'vitest';
import { blobStorageConfigFrom, loadBlobStorageConfig } from './blob-storage';

describe('DOCENT_BLOB_STORE', () => {
  it('is Postgres by default (an empty variable counts as unset)', () => {
    expect(blobStorageConfigFrom({})).toEqual({ kind: 'postgres' });
    expect(blobStorageConfigFrom({ DOCENT_BLOB_STORE: '' })).toEqual({ kind: 'postgres' });
  });

  it('reads s3://bucket/prefix with its endpoint, region, credentials and path style', () => {
    expect(
      blobStorageConfigFrom({
        DOCENT_BLOB_STORE: 's3://docent-files/prod/uploads/',
        DOCENT_S3_ENDPOINT: 'http://minio:9000',
        DOCENT_S3_ACCESS_KEY_ID: 'id',
        DOCENT_S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      redirectDownloads: false,
      s3: {
        bucket: 'docent-files',
        prefix: 'prod/uploads/',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    // AWS itself: no endpoint, virtual-hosted style, the SDK's own credentials chain.
    expect(
      blobStorageConfigFrom({
        DOCENT_BLOB_STORE: 's3://docent-files',
        DOCENT_S3_REGION: 'eu-west-1',
        DOCENT_BLOB_DOWNLOADS: 'redirect',
      }),
    ).toEqual({
      kind: 's3',
      redirectDownloads: true,
      s3: {
        bucket: 'docent-files',
        prefix: '',
        endpoint: undefined,
        region: 'eu-west-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  it('keeps a bucket readable while the store is Postgres again (DOCENT_BLOB_S3)', () => {
    const config = blobStorageConfigFrom({ DOCENT_BLOB_STORE: 'postgres', DOCENT_BLOB_S3: 's3://old-files/p' });
    expect(config).toMatchObject({ kind: 'postgres', s3: { bucket: 'old-files', prefix: 'p/' } });
  });

  it('names the variable that is wrong', () => {
    const error = (env: NodeJS.ProcessEnv) => (() => loadBlobStorageConfig(env)) as () => unknown;
    expect(error({ DOCENT_BLOB_STORE: 'ftp://x' })).toThrow(
      /Invalid environment variables:\n {2}DOCENT_BLOB_STORE: postgres, or s3:\/\/bucket\/prefix/,
    );
    expect(error({ DOCENT_BLOB_STORE: 's3://Bad_Bucket' })).toThrow(/DOCENT_BLOB_STORE/);
    expect(error({ DOCENT_BLOB_STORE: 's3://ok-bucket', DOCENT_S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(
      /give both or neither/,
    );
    expect(error({ DOCENT_BLOB_STORE: 's3://ok-bucket', DOCENT_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /DOCENT_S3_ENDPOINT/,
    );
    expect(error({ DOCENT_BLOB_DOWNLOADS: 'redirect' })).toThrow(/redirect needs DOCENT_BLOB_STORE=s3/);
    expect(error({ DOCENT_BLOB_STORE: 's3://a-bucket', DOCENT_BLOB_S3: 's3://b-bucket' })).toThrow(/DOCENT_BLOB_S3/);
  });
});
