import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const db = createDb({ connectionString: url, max: 1 });
const result = await migrateToLatest(db, url);
for (const r of result.results ?? []) console.log(`${r.status}: ${r.migrationName}`);
await db.destroy();
