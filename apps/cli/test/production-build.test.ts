import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccountKey } from '@docent/core';
import { makeTextPdf } from '../../../packages/core/src/extraction/fixtures/index';
import { freePort } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Production runs what `pnpm build` made (dist/ of every package and app) with plain node: the api and worker
// start scripts, and the parser processes the worker forks. No TypeScript loader anywhere.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const processes: ChildProcess[] = [];
let t: TestDatabase;

beforeAll(async () => {
  for (const dir of [
    'packages/contract',
    'packages/db',
    'packages/core',
    'packages/client',
    'apps/api',
    'apps/worker',
    'apps/cli',
  ]) {
    if (!existsSync(path.join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run \`pnpm build\` first`);
  }
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const p of processes) if (p.exitCode === null) process.kill(-p.pid!, 'SIGKILL');
  await t?.drop();
});

/** `pnpm --filter <pkg> start`, as an operator runs it, until it logs `ready`. */
async function start(pkg: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn('pnpm', ['--silent', '--filter', pkg, 'start'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    detached: true,
  });
  processes.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => ready.test(output) && resolve());
    child.once('exit', (code) => reject(new Error(`${pkg} exited ${code}:\n${output}`)));
  });
  return child;
}

/** Every process under `pid`, with its command line. */
function tree(pid: number): Array<{ pid: number; args: string }> {
  const out: Array<{ pid: number; args: string }> = [];
  const walk = (p: number) => {
    let kids: number[] = [];
    try {
      kids = execFileSync('pgrep', ['-P', String(p)])
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      // none
    }
    for (const k of kids) {
      try {
        out.push({ pid: k, args: readFileSync(`/proc/${k}/cmdline`, 'utf8').split('\0').join(' ').trim() });
      } catch {
        continue; // exited meanwhile
      }
      walk(k);
    }
  };
  walk(pid);
  return out;
}

it('api and worker start from dist/ with plain node; a PDF is analysed by compiled parser processes', async () => {
  const { key } = await createAccountKey(t.db, { name: 'prod', monthly: 100 });
  const port = await freePort();
  const api = await start(
    '@docent/api',
    { DATABASE_URL: t.url, DOCENT_SECRET: 's'.repeat(40), PORT: String(port) },
    /docent api listening/,
  );
  const worker = await start(
    '@docent/worker',
    { DATABASE_URL: t.url, WORKER_CONCURRENCY: '2' },
    /docent worker running/,
  );

  const form = new FormData();
  const pdf = makeTextPdf([['The harbour opens at dawn.'], ['Ships leave at noon.']]);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'harbour.pdf');
  const r = await fetch(`http://127.0.0.1:${port}/api/v1/doc/upload/sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const body = (await r.json()) as { data: Array<{ ready: boolean; pages: number }> };
  expect(r.status).toBe(200);
  expect(body.data[0]).toMatchObject({ ready: true, pages: 2 });

  const nodes = [...tree(api.pid!), ...tree(worker.pid!)].filter((p) => /(^|\/)node /.test(p.args));
  expect(nodes.map((p) => p.args).join('\n')).not.toMatch(/tsx|\.ts\b/);
  expect(nodes.some((p) => p.args.endsWith('apps/api/dist/main.js') || p.args.endsWith('dist/main.js'))).toBe(true);
  expect(nodes.filter((p) => p.args.includes('packages/core/dist/extraction-child.js')).length).toBeGreaterThan(0);

  for (const child of [api, worker]) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}, 180_000);
