import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../create-db';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../embedded-postgres';
import { migrateToLatest } from '../migrate';

export interface RestartablePostgres {
  /** Connection string of the migrated `docent` database (the same across restarts). */
  url: string;
  port: number;
  /** Fast shutdown (SIGINT, like `pg_ctl stop -m fast`): sessions are terminated, then the server exits. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data directory. */
  start: () => Promise<void>;
  running: () => boolean;
  /** Stops it for good and removes its data. */
  close: () => Promise<void>;
}

/**
 * A PostgreSQL server of a test's own (not the run's shared one), so the test can stop and restart it under
 * running processes. Initialised empty (about a second), with the migrated database `docent`.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-outage-pg-'));
  chmodSync(dir, 0o755); // as root the server runs as `postgres`, which must enter it
  const dataDir = path.join(dir, 'data');
  let handle: EmbeddedPostgresHandle | undefined = await startEmbeddedPostgres({
    dataDir,
    persistent: true,
    unsafeFast: true,
  });
  const port = handle.port;
  const admin = new pg.Client({ connectionString: handle.adminUrl });
  await admin.connect();
  await admin.query('create database docent');
  await admin.end();
  const url = handle.url('docent');
  const db = createDb({ connectionString: url, max: 2 });
  await migrateToLatest(db, url);
  await db.destroy();
  return {
    url,
    port,
    stop: async () => {
      const current = handle;
      handle = undefined;
      await current?.stop();
    },
    start: async () => {
      if (handle) return;
      handle = await startEmbeddedPostgres({ dataDir, port, persistent: true, unsafeFast: true });
      if (handle.port !== port)
        throw new Error(`Postgres came back on port ${handle.port}, not ${port} (the port was taken meanwhile)`);
    },
    running: () => handle !== undefined,
    close: async () => {
      await handle?.stop().catch(() => {});
      handle = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
