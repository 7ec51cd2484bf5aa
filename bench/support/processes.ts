import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The production command of an app: compiled JavaScript when built (`pnpm build`), else its TypeScript entry through tsx. */
export function productionCommand(app: 'api' | 'worker'): { args: string[]; shape: string } {
  const dist = path.join(ROOT, `apps/${app}/dist/main.js`);
  // As the apps' `start` scripts run it: workspace packages resolve to their dist/ under the docent-dist condition.
  if (existsSync(dist))
    return {
      args: ['--conditions=docent-dist', dist],
      shape: `node --conditions=docent-dist apps/${app}/dist/main.js`,
    };
  return {
    args: ['--import', 'tsx', path.join(ROOT, `apps/${app}/src/main.ts`)],
    shape: `node --import tsx apps/${app}/src/main.ts`,
  };
}

/**
 * Starts a process in its own process group and resolves once its output (stdout or stderr) matches `ready`.
 * Its output is drained afterwards (a full pipe would block it) and kept only as a short tail, for errors.
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<ChildProcess & { tail: () => string }> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let seen = '';
  const onData = (d: Buffer) => {
    seen = (seen + d).slice(-20_000);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${seen.slice(-3000)}`)), 120_000);
    const check = () => {
      if (!ready.test(seen)) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => reject(new Error(`${name} exited with ${code}:\n${seen.slice(-3000)}`));
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', onExit);
  });
  return Object.assign(child, { tail: () => seen.slice(-3000) });
}

/** SIGTERM, then whatever is left of its process group is killed. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  }
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone
  }
}
