import { execFileSync } from 'node:child_process';
import { PostgresUnavailable } from './postgres-unavailable';

/** The account the PostgreSQL server runs as: ourselves, or `postgres` when we are root (PostgreSQL refuses root). */
export interface ServerUser {
  uid: number;
  gid: number;
  /** True when the server runs as another account than this process (we are root). */
  switched: boolean;
}

const NAME = 'postgres';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function lookup(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(
      execFileSync('id', ['-u', NAME], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', NAME], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    );
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Who runs the server; as root, the `postgres` system account (created once, without a home or a login shell). */
export function serverUser(): ServerUser {
  if (!isRoot()) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, switched: false };
  let found = lookup();
  if (!found) {
    try {
      // -U makes the group of the same name; a group left by an earlier install is reused instead.
      const groupExists = (() => {
        try {
          execFileSync('getent', ['group', NAME], { stdio: 'ignore' });
          return true;
        } catch {
          return false;
        }
      })();
      const args = [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        ...(groupExists ? ['-g', NAME] : ['-U']),
        NAME,
      ];
      execFileSync('useradd', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch {
      throw new PostgresUnavailable(
        'PostgreSQL cannot run as root and the `postgres` account could not be created: ' +
          'create it (useradd --system postgres), run as an ordinary user, or set DATABASE_URL',
      );
    }
    found = lookup();
    if (!found)
      throw new PostgresUnavailable('the `postgres` account was created but cannot be looked up (id -u postgres)');
  }
  return { ...found, switched: true };
}
