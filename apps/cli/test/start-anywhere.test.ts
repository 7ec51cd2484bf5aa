import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '@docent/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeLinkedCluster } from './support/dev-data';

// A new user's first commands in a folder the `postgres` account cannot enter: a clone under a mkdtemp folder (mode
// 0700, as /root is). CI runs as root, where PostgreSQL must run as another account; as an ordinary user this is
// the everyday case. The clone is a copy of the working tree with its dependencies installed from pnpm's store.
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const outer = mkdtempSync(path.join(os.tmpdir(), 'docent-anywhere-'));
const clone = path.join(outer, 'docent');
const isRoot = process.getuid?.() === 0;
// Asynchronous on purpose: a child run synchronously for minutes blocks this test worker's event loop, and vitest's
// own messages to it time out ("Timeout calling onTaskUpdate").
const run = promisify(execFile);
let server: ChildProcess | undefined;

/** The environment of a user's shell: none of this test run's database or vitest variables. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, CI: 'true', NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  for (const name of Object.keys(env)) {
    if (/^(VITEST|TEST_DATABASE_URL$|DATABASE_URL$|DOCENT_|NODE_OPTIONS$)/.test(name) && !(name in extra))
      delete env[name];
  }
  return env;
}

/** Password files in /tmp that hold `password` (other programs on the machine may leave their own). */
const passwordFilesWith = (password: string) =>
  readdirSync(os.tmpdir())
    .filter((f) => f.startsWith('pg-password-'))
    .filter((f) => {
      try {
        return readFileSync(path.join(os.tmpdir(), f), 'utf8').includes(password);
      } catch {
        return false;
      }
    });

beforeAll(async () => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((f) => f && lstatSync(path.join(repo, f), { throwIfNoEntry: false })?.isFile());
  mkdirSync(clone);
  await run('cp', ['--parents', '-t', clone, ...files], { cwd: repo });
  await run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: clone, env: userEnv() });
}, 180_000);

afterAll(() => {
  if (server?.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
  removeLinkedCluster(path.join(clone, '.docent'));
  rmSync(outer, { recursive: true, force: true });
});

it('pnpm start in a mode-700 folder: serves, prints a key, keeps no secret world-readable, stops cleanly on Ctrl-C', async () => {
  expect(statSync(outer).mode & 0o777).toBe(0o700);
  const port = await freePort();
  // Its own process group, as a terminal gives a command: Ctrl-C is SIGINT to that whole group.
  server = spawn('pnpm', ['start'], {
    cwd: clone,
    env: userEnv({ PORT: String(port), LOG_LEVEL: 'warn' }),
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  server.stdout!.on('data', (d) => (stdout += d));
  server.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pnpm start did not come up:\n${stderr}`)), 120_000);
    server!.stderr!.on('data', () => {
      if (stderr.includes('api listening:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => reject(new Error(`pnpm start exited ${code}:\n${stdout}\n${stderr}`)));
  });

  const key = /(dk_k[0-9a-z]{15}_[0-9a-z]{32})/.exec(stdout)?.[1];
  expect(key, stdout).toBeDefined();
  const models = await fetch(`http://127.0.0.1:${port}/api/v1/models`, { headers: { authorization: `Bearer ${key}` } });
  expect(models.status).toBe(200);

  const home = path.join(clone, '.docent');
  const dataDir = realpathSync(path.join(home, 'pg'));
  expect(stderr).toContain(`data in ${dataDir}`);
  if (isRoot) expect(dataDir.startsWith('/var/lib/docent/')).toBe(true);
  // Secrets: the cluster's random password and the runtime file are the user's alone; no password file lingers.
  for (const f of ['postgres-password', 'postgres.json', 'secret'])
    expect(statSync(path.join(home, f)).mode & 0o077).toBe(0);
  const password = readFileSync(path.join(home, 'postgres-password'), 'utf8').trim();
  expect(passwordFilesWith(password)).toEqual([]);
  // initdb's password file (next to the data directory, embedded-postgres.ts) is gone; as a user other than root
  // that directory is .docent itself, where the kept postgres-password (0600, checked above) belongs.
  expect(readdirSync(path.dirname(dataDir)).filter((f) => f.startsWith('.pg-password-'))).toEqual([]);
  const { url } = JSON.parse(readFileSync(path.join(home, 'postgres.json'), 'utf8')) as { url: string };
  expect(new URL(url).password).not.toBe('docent');

  process.kill(-server.pid!, 'SIGINT');
  expect(await exited).toBe(0);
  expect(stderr).toContain('[docent] stopping');
  expect(stderr).not.toMatch(/ELIFECYCLE|Error|at .*\.ts:\d+/);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await expect(client.connect()).rejects.toThrow(); // PostgreSQL went down with it
}, 240_000);

it('the tests run from that folder too (their own embedded PostgreSQL)', async () => {
  const { stdout: out } = await run('pnpm', ['-s', 'test:only', 'apps/cli/test/keys-cli.test.ts'], {
    cwd: clone,
    env: userEnv(),
  });
  expect(out).toMatch(/tests use an embedded Postgres/);
  expect(out).toMatch(/Tests\s+\d+ passed/);
}, 240_000);
