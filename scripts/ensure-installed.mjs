// Lets `pnpm start` and `pnpm test` work on a fresh clone: installs the locked dependencies when they are
// missing or older than the lockfile. Plain Node, no dependencies of its own.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.modules.yaml';
const stale = !existsSync(marker) || statSync('pnpm-lock.yaml').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  process.stderr.write('[docent] installing dependencies (pnpm install --frozen-lockfile)\n');
  execSync('pnpm install --frozen-lockfile', { stdio: ['ignore', 'inherit', 'inherit'] });
}
