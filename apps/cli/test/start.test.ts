import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@docent/db';
import { afterAll, expect, it } from 'vitest';
import { removeLinkedCluster } from './support/dev-data';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const home = mkdtempSync(path.join(os.tmpdir(), 'docent-start-'));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  removeLinkedCluster(home);
  rmSync(home, { recursive: true, force: true });
});

/** Runs `pnpm start`'s entry point as a user would, with no DATABASE_URL, until it prints its base URL. */
async function start(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DOCENT_HOME: home, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.DOCENT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/start.ts'], { cwd: root, env });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not come up:\n${stderr}`)), 60_000);
    child.stderr!.on('data', () => {
      const m = /api listening: (\S+)/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`start exited ${code}:\n${stderr}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { child, baseUrl, stdout: () => stdout, stderr: () => stderr, stop };
}

it('pnpm start boots embedded Postgres, prints one working key on first boot, and keeps data across restarts', async () => {
  const port = await freePort();
  const first = await start(port);
  expect(first.baseUrl).toBe(`http://127.0.0.1:${port}/api/v1`);
  const key = /(dk_k[0-9a-z]{15}_[0-9a-z]{32})/.exec(first.stdout())?.[1];
  expect(key, first.stdout()).toBeDefined();
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const models = await fetch(`${first.baseUrl}/models`, { headers: auth });
  expect(models.status).toBe(200);
  const label = await fetch(`${first.baseUrl}/label`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'persisted', color: '#fff' }),
  });
  expect(label.status).toBe(200);
  expect(await first.stop()).toBe(0);

  const second = await start(port);
  expect(second.stdout()).not.toMatch(/dk_k/);
  const labels = await fetch(`${second.baseUrl}/label`, { headers: auth });
  expect(((await labels.json()) as any).data.map((l: any) => l.name)).toEqual(['persisted']);
  expect(await second.stop()).toBe(0);

  // the embedded Postgres went down with it: nothing is left running
  const { url } = JSON.parse(readFileSync(path.join(home, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await expect(client.connect()).rejects.toThrow();
}, 120_000);
