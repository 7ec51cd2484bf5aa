import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@docent/db';
import { afterAll, expect, it } from 'vitest';
import { removeLinkedCluster } from './support/dev-data';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const home = mkdtempSync(path.join(os.tmpdir(), 'docent-start-mistakes-'));
let blocker: Server | undefined;

afterAll(() => {
  blocker?.close();
  removeLinkedCluster(home);
  rmSync(home, { recursive: true, force: true });
});

/**
 * `pnpm start`'s entry point, as a user runs it (no DATABASE_URL unless `extra` gives one), until it exits or says
 * it is listening.
 */
function start(port: number | string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DOCENT_HOME: home, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.DOCENT_SECRET;
  Object.assign(env, extra);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/start.ts'], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const outcome = new Promise<{ exit: number | null } | { listening: true }>((resolve) => {
    child.once('exit', (code) => resolve({ exit: code }));
    child.stderr!.on('data', () => {
      if (/api listening: /.test(stderr)) resolve({ listening: true });
    });
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { outcome, stdout: () => stdout, stderr: () => stderr, stop };
}

/** A first boot with its own DOCENT_HOME, up and stopped cleanly: a cluster made, its password kept. */
async function bootOnce(docentHome: string) {
  const first = start(await freePort(), { DOCENT_HOME: docentHome });
  expect(await first.outcome, first.stderr()).toEqual({ listening: true });
  expect(await first.stop()).toBe(0);
}

/** Node's own report of an error (a stack trace) is never what the user reads. */
const STACK = /node:net|node:internal|\n\s+at /;

/** The embedded Postgres of `home` answers no more. */
async function embeddedPostgresIsDown() {
  const { url } = JSON.parse(readFileSync(path.join(home, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await expect(client.connect()).rejects.toThrow();
}

it('pnpm start on a port already in use says so in one line, makes no key, and leaves nothing running', async () => {
  const port = await freePort();
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(port, '127.0.0.1', resolve));

  const taken = start(port);
  expect(await taken.outcome).toEqual({ exit: 1 });
  expect(taken.stderr()).toContain(
    `[docent] cannot listen on 127.0.0.1:${port}: the port is already in use (is Docent already running?); ` +
      'stop what uses it, or set PORT to another port',
  );
  expect(taken.stderr()).not.toMatch(/EADDRINUSE/);
  expect(taken.stderr()).not.toMatch(STACK);
  // The first boot's key is made once the port is ours: not here, where nobody could use it.
  expect(taken.stdout()).not.toMatch(/dk_k/);
  // Its embedded Postgres went down with it.
  await embeddedPostgresIsDown();

  // Once the port is free, the same start is the first boot: it prints the account's key.
  await new Promise<void>((resolve) => blocker!.close(() => resolve()));
  const free = start(port);
  expect(await free.outcome, free.stderr()).toEqual({ listening: true });
  expect(free.stdout()).toMatch(/dk_k[0-9a-z]{15}_[0-9a-z]{32}/);
  expect(await free.stop()).toBe(0);
}, 120_000);

it('a bad setting is named in one line, and the embedded Postgres stops with the start', async () => {
  const bad = start('eighty');
  expect(await bad.outcome).toEqual({ exit: 1 });
  expect(bad.stderr()).toContain('[docent] Invalid environment variables:\n  PORT: must be a number\n');
  expect(bad.stderr()).not.toMatch(STACK);
  await embeddedPostgresIsDown();
}, 120_000);

it('a DATABASE_URL that does not answer is said in one line, without its password', async () => {
  const nobody = await freePort();
  const away = start(await freePort(), { DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${nobody}/docent` });
  expect(await away.outcome).toEqual({ exit: 1 });
  expect(away.stderr()).toContain(
    `[docent] cannot use DATABASE_URL (postgres://app@127.0.0.1:${nobody}/docent): connection refused (is the server ` +
      'running, on that port?); unset DATABASE_URL to use the embedded PostgreSQL\n',
  );
  expect(away.stderr()).not.toContain('s3cret-pw');
  expect(away.stderr()).not.toMatch(STACK);
}, 120_000);

it('a DOCENT_HOME that cannot be made is said in one line, naming it', async () => {
  // A file where the folder should be (as root, an unwritable folder cannot be shown: root writes anywhere).
  const blocked = path.join(home, 'a-file');
  writeFileSync(blocked, 'not a folder');
  const nowhere = start(await freePort(), { DOCENT_HOME: path.join(blocked, 'docent') });
  expect(await nowhere.outcome).toEqual({ exit: 1 });
  expect(nowhere.stderr()).toContain(
    `[docent] cannot start PostgreSQL: Docent's data folder ${path.join(blocked, 'docent')} cannot be made or ` +
      'written (a file stands where a folder should be); set DOCENT_HOME to a folder you can write\n',
  );
  expect(nowhere.stderr()).not.toMatch(STACK);
}, 60_000);

it('a removed .docent made anew starts a new cluster (as root, the old one is moved aside, never deleted)', async () => {
  const again = path.join(home, 'made-anew');
  await bootOnce(again);
  const firstCluster = realpathSync(path.join(again, 'pg'));
  const linked = lstatSync(path.join(again, 'pg')).isSymbolicLink(); // root: the cluster lives under /var/lib/docent

  rmSync(again, { recursive: true });
  const second = start(await freePort(), { DOCENT_HOME: again });
  expect(await second.outcome, second.stderr()).toEqual({ listening: true });
  expect(second.stdout()).toMatch(/dk_k[0-9a-z]{15}_[0-9a-z]{32}/); // a first boot again
  expect(await second.stop()).toBe(0);
  expect(second.stderr()).not.toMatch(STACK);
  if (linked) {
    const aside = /the cluster it had used is kept in (\S+) /.exec(second.stderr())?.[1];
    expect(aside, second.stderr()).toMatch(new RegExp(`^${firstCluster}\\.orphaned-`));
    expect(existsSync(path.join(aside!, 'PG_VERSION'))).toBe(true);
    expect(realpathSync(path.join(again, 'pg'))).toBe(firstCluster); // the new cluster takes its place
  }
  removeLinkedCluster(again);
}, 180_000);

it('a cluster whose kept password was replaced is said in one line, and nothing is left running', async () => {
  const replaced = path.join(home, 'password-replaced');
  await bootOnce(replaced);
  writeFileSync(path.join(replaced, 'postgres-password'), 'not-the-password\n', { mode: 0o600 });

  const refused = start(await freePort(), { DOCENT_HOME: replaced });
  expect(await refused.outcome).toEqual({ exit: 1 });
  expect(refused.stderr()).toContain(
    `refused the password kept in ${path.join(replaced, 'postgres-password')} (was that file removed or replaced?); ` +
      'put the right one back, or move the cluster aside to start a new one\n',
  );
  expect(refused.stderr()).not.toMatch(STACK);
  expect(refused.stderr()).not.toContain('not-the-password');
  const { url } = JSON.parse(readFileSync(path.join(replaced, 'postgres.json'), 'utf8'));
  await expect(new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 }).connect()).rejects.toThrow();
  removeLinkedCluster(replaced);
}, 180_000);
