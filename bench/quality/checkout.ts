import { execFileSync, spawnSync } from 'node:child_process';
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
 * A throw-away copy of `ref` (a tag, branch or commit of this repository) with its dependencies installed: the
 * tracked files exported with `git archive` (no worktree is registered), then `pnpm install --frozen-lockfile
 * --offline` from the local store. A few seconds.
 */
export function checkoutRef(repoDir: string, ref: string): Checkout {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: repoDir,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), `docent-quality-${commit}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: repoDir, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString()}`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`untar ${ref}: ${untar.stderr.toString()}`);
    const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: dir, encoding: 'utf8' });
    if (install.status !== 0)
      throw new Error(`pnpm install in the ${ref} checkout failed:\n${install.stdout}\n${install.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, commit, remove };
}
