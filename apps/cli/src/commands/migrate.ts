import type { Command } from 'commander';
import { migrateToLatest } from '@docent/db';
import { withDb } from '../with-db';

export function registerMigrate(program: Command) {
  program
    .command('migrate')
    .description('apply database migrations (ours and graphile-worker’s)')
    .action(() =>
      withDb(
        async (db, url) => {
          const result = await migrateToLatest(db, url);
          for (const r of result.results ?? []) process.stdout.write(`${r.status}: ${r.migrationName}\n`);
          process.stdout.write('database is up to date\n');
        },
        { migrate: false },
      ),
    );
}
