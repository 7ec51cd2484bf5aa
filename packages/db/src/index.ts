export { createDb, type Db, type CreateDbOptions } from './create-db';
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
