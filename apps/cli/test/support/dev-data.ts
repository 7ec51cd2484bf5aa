import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the cluster that `pnpm start` as root keeps under /var/lib/docent for a DOCENT_HOME (linked as pg). */
export function removeLinkedCluster(home: string) {
  const link = path.join(home, 'pg');
  if (!lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const target = readlinkSync(link);
  if (target.startsWith('/var/lib/docent/')) rmSync(path.dirname(target), { recursive: true, force: true });
}
