import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Checkout {
  dir: string;
  /** The commit it holds (short). */
  commit: string;
  remove: () => void;
}

/**
 * Tags the benchmarks name by default, and the commit each stands for: a clone may lack them (tags are not always
 * fetched or pushed), and the baseline must not depend on that.
 */
const KNOWN_TAGS: Record<string, string> = { 'release-1': '62c0b7a1d4c11c3d0af56743d5ff80d32db17715' };

/** A baseline that names no commit of this repository (said in one line, not as git's stack). */
export class UnknownRefError extends Error {}

/** The short commit `ref` names: a tag, branch or commit of this repository, or one of KNOWN_TAGS. */
export function resolveCommit(repoDir: string, ref: string): string {
  for (const candidate of [ref, KNOWN_TAGS[ref]]) {
    if (!candidate) continue;
    const found = spawnSync('git', ['rev-parse', '--short', '--verify', '--quiet', `${candidate}^{commit}`], {
      cwd: repoDir,
      encoding: 'utf8',
    });
    if (found.status === 0) return found.stdout.trim();
  }
  throw new UnknownRefError(
    `no commit of this repository is named ${ref}: ` +
      'give --baseline a tag, branch or commit (git log --oneline), or --no-baseline',
  );
}

/**
 * A throw-away copy of `ref` (a tag, branch or commit of this repository) with its dependencies installed: the
 * tracked files exported with `git archive` (no worktree is registered), then `pnpm install --frozen-lockfile
 * --prefer-offline` (from the local store; what a fresh machine's store lacks, an older version's packages, comes
 * from the registry). A few seconds once the store holds them.
 */
export function checkoutRef(repoDir: string, ref: string): Checkout {
  const commit = resolveCommit(repoDir, ref);
  const dir = mkdtempSync(path.join(os.tmpdir(), `docent-quality-${commit}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: repoDir, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString()}`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`untar ${ref}: ${untar.stderr.toString()}`);
    const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (install.status !== 0)
      throw new Error(`pnpm install in the ${ref} checkout failed:\n${install.stdout}\n${install.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, commit, remove };
}
