export { createDb, createPgPool, poolOf, CONNECT_TIMEOUT_MS, type Db, type CreateDbOptions } from './create-db';
export { isDatabaseUnavailable } from './connection-errors';
export { transactionWithClient } from './transaction-with-client';
export { waitForDatabase, type WaitForDatabaseOptions } from './wait-for-database';
export { migrateToLatest } from './migrate';
export {
  startEmbeddedPostgres,
  freePort,
  PostgresUnavailable,
  serverUser,
  type EmbeddedPostgresHandle,
} from './embedded-postgres';
export * from './schema';
export { sql, type Transaction, type Kysely, type RawBuilder } from 'kysely';
