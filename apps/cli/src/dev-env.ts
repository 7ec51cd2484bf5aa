import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PostgresUnavailable, serverUser, startEmbeddedPostgres } from '@docent/db';

/** The repository this CLI belongs to (src/ and dist/ both sit two levels below it, in apps/cli). */
const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where dev state lives: the project's `.docent/` (wherever in the project the command runs from, so `pnpm start`
 * and `pnpm exec docent` in a subfolder share one database), unless DOCENT_HOME says otherwise.
 */
export const docentHome = () => path.resolve(process.env.DOCENT_HOME ?? path.join(PROJECT_ROOT, '.docent'));

export interface DevDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

const DATABASE = 'docent';
const runtimeFile = () => path.join(docentHome(), 'postgres.json');

/** `url` answers within a second (a running `pnpm start` serves it). */
const answers = async (url: string) => (await unreachable(url, 1000)) === undefined;

/** Where root keeps each project's cluster: the `postgres` account cannot enter a project under /root or /tmp/tmp.XXX. */
const ROOT_DATA_BASE = '/var/lib/docent';
/** Password of clusters made before passwords were random. */
const LEGACY_PASSWORD = 'docent';

/**
 * The cluster's data folder: `.docent/pg`, or, when we are root, a folder under /var/lib/docent keyed by the project's
 * path and linked from `.docent/pg` (an existing cluster in `.docent/pg` is used where it is). A cluster there that no
 * `.docent/pg` links to belonged to a `.docent` that was removed, with the password that opens it: it is moved aside
 * (never deleted) and a new one made.
 */
function devDataDir(home: string, log?: (line: string) => void): string {
  const link = path.join(home, 'pg');
  if (existsSync(path.join(link, 'PG_VERSION'))) return realpathSync(link);
  if (!serverUser().switched) return link;
  const key = createHash('sha256').update(home).digest('hex').slice(0, 16);
  const dir = path.join(ROOT_DATA_BASE, key, 'pg');
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  const stat = lstatSync(link, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink())
    rmSync(link); // dangling (the folder under /var/lib/docent was removed)
  else if (stat) rmSync(link, { recursive: true }); // a folder without a cluster (an interrupted first boot)
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const aside = `${dir}.orphaned-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, aside);
    log?.(`${home} was made anew: the cluster it had used is kept in ${aside} (remove it when it is not needed)`);
  }
  symlinkSync(dir, link);
  return dir;
}

/** The superuser password: random for a new cluster, kept in `.docent/postgres-password`. */
function devPassword(home: string, dataDir: string): string {
  const file = path.join(home, 'postgres-password');
  if (existsSync(path.join(dataDir, 'PG_VERSION')))
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : LEGACY_PASSWORD;
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Docent's dev folder made (or found) writable; else PostgresUnavailable saying why and what to set. */
function makeHome(home: string) {
  try {
    mkdirSync(home, { recursive: true });
    accessSync(home, constants.W_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const why =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a file stands where a folder should be'
          : code === 'EROFS'
            ? 'the file system is read-only'
            : message;
    throw new PostgresUnavailable(
      `Docent's data folder ${home} cannot be made or written (${why}); set DOCENT_HOME to a folder you can write`,
    );
  }
}

/** Why `url` does not answer within `timeoutMs`, in plain words (never its password); undefined when it does. */
async function unreachable(url: string, timeoutMs: number): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const reasons: Record<string, string> = {
      ECONNREFUSED: 'connection refused (is the server running, on that port?)',
      ENOTFOUND: 'no such host',
      EAI_AGAIN: 'the host name could not be looked up',
      ETIMEDOUT: 'no answer',
      EHOSTUNREACH: 'the host cannot be reached',
      '28P01': 'the password was refused',
      '28000': 'the user may not connect',
      '3D000': 'the database does not exist',
    };
    return reasons[code ?? ''] ?? (/timeout/i.test(message) ? `no answer within ${timeoutMs / 1000} s` : message);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database URL as it may be shown: without its password. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/**
 * DATABASE_URL when set (PostgresUnavailable, in plain words, when it does not answer); otherwise the embedded
 * Postgres under `.docent/`, reusing it when a running `pnpm start` already serves it (so the admin CLI works beside
 * the server), else starting it.
 */
export async function resolveDevDatabase(options: { log?: (line: string) => void } = {}): Promise<DevDatabase> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const why = await unreachable(external, 5000);
    if (why) {
      throw new PostgresUnavailable(
        `cannot use DATABASE_URL (${shownUrl(external)}): ${why}; unset DATABASE_URL to use the embedded PostgreSQL`,
      );
    }
    return { url: external, embedded: false, stop: async () => {} };
  }
  const home = docentHome();
  makeHome(home);
  if (existsSync(runtimeFile())) {
    const { url } = JSON.parse(readFileSync(runtimeFile(), 'utf8')) as { url: string };
    if (await answers(url)) return { url, embedded: true, stop: async () => {} };
  }
  const dataDir = devDataDir(home, options.log);
  const linked = dataDir === path.join(home, 'pg') ? '' : `, linked from ${path.join(home, 'pg')}`;
  options.log?.(`starting embedded PostgreSQL (data in ${dataDir}${linked})`);
  const handle = await startEmbeddedPostgres({
    dataDir,
    port: 54329,
    persistent: true,
    password: devPassword(home, dataDir),
  });
  const admin = new pg.Client({ connectionString: handle.adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    await handle.stop();
    if ((error as { code?: string }).code !== '28P01') throw error;
    throw new PostgresUnavailable(
      `the PostgreSQL cluster in ${dataDir} refused the password kept in ${path.join(home, 'postgres-password')} ` +
        '(was that file removed or replaced?); put the right one back, or move the cluster aside to start a new one',
    );
  }
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
