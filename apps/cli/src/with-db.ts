import { createDb, migrateToLatest, type Db } from '@docent/db';
import { resolveDevDatabase } from './dev-env';

/** Runs an admin command against DATABASE_URL or the dev embedded Postgres, then cleans up. */
export async function withDb(
  fn: (db: Db, url: string) => Promise<void>,
  options: { migrate?: boolean } = {},
): Promise<void> {
  const database = await resolveDevDatabase({ log: (l) => process.stderr.write(`[docent] ${l}\n`) });
  const db = createDb({ connectionString: database.url, max: 2, applicationName: 'docent-cli' });
  try {
    if (options.migrate !== false) await migrateToLatest(db, database.url);
    await fn(db, database.url);
  } finally {
    await db.destroy();
    await database.stop();
  }
}
