import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@docent/db';

/**
 * The Postgres a benchmark runs against: DATABASE_URL's server when set, else a throw-away embedded one
 * (fsync on, as in production). `stop` removes what was started.
 */
export async function benchPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void>; pid?: number }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-pg-'));
  chmodSync(dir, 0o755); // as root the server runs as `postgres`, which must enter it
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  return {
    adminUrl: handle.adminUrl,
    // The postmaster (first line of postmaster.pid): its children are the backends, for CPU accounting.
    pid: Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the benchmark's server; `drop` removes it (forcing out leftover connections). */
export async function createBenchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}
