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
}

/** A kysely instance over a pg pool. Call `db.destroy()` to close the pool. */
export function createDb(options: CreateDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'docent',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
