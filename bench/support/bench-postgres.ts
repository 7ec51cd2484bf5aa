import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@docent/db';

/**
 * The Postgres a benchmark runs against: DATABASE_URL's server when set, else a throw-away embedded one
 * (fsync on, as in production). `stop` removes what was started.
 */
export async function benchPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docent-bench-pg-'));
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  return {
    adminUrl: handle.adminUrl,
    stop: async () => {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
