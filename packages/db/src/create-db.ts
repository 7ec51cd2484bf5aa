import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// numeric (1700) and int8 (20) arrive as strings; credits and counts are safe as JS numbers here.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type Db = Kysely<Database>;

export interface CreateDbOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  /**
   * Told about connections lost outside a query (Postgres restarted, network cut); they are replaced on next use.
   * Not told once the pool is being closed (`db.destroy()`): its connections are going anyway, and a Postgres
   * stopped right after (`pnpm start`'s Ctrl-C) would otherwise be reported as lost connections.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a new connection may take before the caller gets an error (then 503), instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pg pool whose connections can never crash the process. pg-pool listens for 'error' only on IDLE clients:
 * a client checked out (in a transaction, LISTENing, between two statements) that loses its connection emits
 * 'error' with no listener, which Node turns into an uncaught exception. Every client gets a listener here.
 */
export function createPgPool(options: CreateDbOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'docent',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const onError = options.onConnectionError ?? (() => {});
  const report = (error: Error) => {
    if (!pool.ending) onError(error);
  };
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => report(error));
  });
  return pool;
}

const pools = new WeakMap<Db, pg.Pool>();

/** A kysely instance over a pg pool (see createPgPool). Call `db.destroy()` to close the pool. */
export function createDb(options: CreateDbOptions): Db {
  const pool = createPgPool(options);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pg pool under a Db made by createDb (for the few statements kysely cannot express, such as COPY). */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: this Db was not made by createDb()');
  return pool;
}
