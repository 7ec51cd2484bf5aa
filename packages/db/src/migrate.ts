import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { Logger, runMigrations } from 'graphile-worker';
import type { Db } from './create-db';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings a database to the latest schema: ours (kysely migrations) and graphile-worker's,
 * so that `graphile_worker.add_job` can be called from any transaction before a worker ever ran.
 */
export async function migrateToLatest(db: Db, connectionString: string): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  await runMigrations({ connectionString, logger: quietLogger });
  return result;
}

const quietLogger = new Logger(() => () => {});
