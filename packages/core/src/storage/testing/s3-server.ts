import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../s3-objects';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Settings for a client of this server, under `prefix`. */
  settings(prefix?: string): S3Settings;
  /** Stops answering (connections refused), as an outage would; `start` brings it back with its objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, objects kept in a temp directory) on loopback, with one bucket, for tests of
 * the S3 blob store. `stop`/`start` simulate an outage on the same port.
 */
export async function startTestS3Server(bucket = 'docent-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'docent-s3-'));
  const make = (port: number) =>
    new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({
      bucket,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }),
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async start() {
      if (running) return;
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
