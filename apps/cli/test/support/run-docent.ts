import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs the admin CLI as a user would (`pnpm docent ...`), against the given database. */
export function runDocent(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/cli/src/docent.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DOCENT_HOME: '/nonexistent-docent-home' },
  });
}
