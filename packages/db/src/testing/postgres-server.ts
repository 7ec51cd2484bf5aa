import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverUser, startEmbeddedPostgres } from '../embedded-postgres';
import { unreachableAncestor } from '../embedded/reachable';

export interface TestServer {
  adminUrl: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The Postgres that tests run against: TEST_DATABASE_URL or DATABASE_URL when set,
 * else a server on 127.0.0.1:5432 when one answers, else an embedded Postgres in a temp dir.
 */
export async function resolveTestServer(log: (line: string) => void = () => {}): Promise<TestServer> {
  const fromEnv = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (fromEnv) {
    log(`tests use the Postgres at TEST_DATABASE_URL/DATABASE_URL`);
    return { adminUrl: withDatabase(fromEnv, 'postgres'), stop: async () => {} };
  }
  for (const candidate of [
    'postgres://postgres@127.0.0.1:5432/postgres',
    'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  ]) {
    if (await answers(candidate)) {
      log('tests use the Postgres answering on 127.0.0.1:5432');
      return { adminUrl: candidate, stop: async () => {} };
    }
  }
  // As root the server runs as `postgres`: its folder must be enterable (mkdtemp makes it 0700, TMPDIR may not be).
  const base = unreachableAncestor(os.tmpdir(), serverUser()) ? '/var/tmp' : os.tmpdir();
  const dir = mkdtempSync(path.join(base, 'docent-test-pg-'));
  chmodSync(dir, 0o755);
  const started = Date.now();
  const handle = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'data'),
    persistent: false,
    unsafeFast: true,
  }).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  log(`tests use an embedded Postgres on port ${handle.port} (started in ${Date.now() - started} ms)`);
  return {
    adminUrl: handle.adminUrl,
    stop: async () => {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { withDatabase };
