import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@docent/db';

/** Where dev state lives: `.docent/` under the current directory unless DOCENT_HOME says otherwise. */
export const docentHome = () => path.resolve(process.env.DOCENT_HOME ?? '.docent');

export interface DevDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

const DATABASE = 'docent';
const runtimeFile = () => path.join(docentHome(), 'postgres.json');

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded Postgres under `.docent/` — reusing it when a running
 * `pnpm start` already serves it (so the admin CLI works beside the server), else starting it.
 */
export async function resolveDevDatabase(options: { log?: (line: string) => void } = {}): Promise<DevDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const home = docentHome();
  mkdirSync(home, { recursive: true });
  if (existsSync(runtimeFile())) {
    const { url } = JSON.parse(readFileSync(runtimeFile(), 'utf8')) as { url: string };
    if (await answers(url)) return { url, embedded: true, stop: async () => {} };
  }
  options.log?.(`starting embedded PostgreSQL (data in ${path.join(home, 'pg')})`);
  const handle = await startEmbeddedPostgres({
    dataDir: path.join(home, 'pg'),
    port: 54329,
    persistent: true,
  });
  const admin = new pg.Client({ connectionString: handle.adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = handle.url(DATABASE);
  writeFileSync(runtimeFile(), JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
  return { url, embedded: true, stop: handle.stop };
}

/** DOCENT_SECRET when set; otherwise one generated once and kept in `.docent/secret`. */
export function resolveDevSecret(): string {
  if (process.env.DOCENT_SECRET) return process.env.DOCENT_SECRET;
  const file = path.join(docentHome(), 'secret');
  mkdirSync(docentHome(), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
