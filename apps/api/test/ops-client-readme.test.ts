import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '@docent/db';
import { startTestApi, type TestApi } from '../src/testing';

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CLIENT = path.join(ROOT, 'packages/client');
// Inside the client package, so `import ... from '@docent/client'` resolves exactly as for a user.
const RUN_DIR = path.join(CLIENT, `.readme-run-${process.pid}`);

interface Example {
  line: number;
  code: string;
  expectStdout?: RegExp;
}

/** The ```ts blocks of the README, each with an optional `<!-- test: stdout matches /re/flags -->` before it. */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```ts') continue;
    const start = i + 1;
    let end = start;
    while (lines[end].trim() !== '```') end++;
    const marker = /<!-- test: stdout matches \/(.+)\/([a-z]*) -->/.exec(lines[i - 1] ?? '');
    examples.push({
      line: i + 1,
      code: lines.slice(start, end).join('\n'),
      expectStdout: marker ? new RegExp(marker[1], marker[2]) : undefined,
    });
    i = end;
  }
  return examples;
}

const examples = examplesOf(readFileSync(path.join(CLIENT, 'README.md'), 'utf8'));

let t: TestApi;
let worker: RunningWorker;
// The webhook example listens here: a loopback port the operator allow-listed (a public URL in real life).
let webhookPort = 0;
beforeAll(async () => {
  webhookPort = await freePort();
  const allowHosts = [`127.0.0.1:${webhookPort}`];
  t = await startTestApi({ syncTimeoutMs: 60_000, fetchAllowHosts: allowHosts });
  const webhooks = {
    docentSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    allowHosts,
    timeoutMs: 10_000,
    retry: { baseMs: 0, capMs: 0, retries: 3 },
  };
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({ databaseUrl: t.database.url, webhooks }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200 },
  );
  mkdirSync(RUN_DIR, { recursive: true });
});
afterAll(async () => {
  rmSync(RUN_DIR, { recursive: true, force: true });
  await worker?.stop();
  await t?.close();
});

function run(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [file], {
      cwd: RUN_DIR,
      env: { ...process.env, DOCENT_URL: t.baseUrl, DOCENT_API_KEY: t.alice.key, WEBHOOK_PORT: String(webhookPort) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('the README has examples', () => {
  expect(examples.length).toBeGreaterThanOrEqual(4);
});

for (const example of examples) {
  it(`README example at line ${example.line} runs against a live api`, async () => {
    const file = path.join(RUN_DIR, `example-${example.line}.ts`);
    writeFileSync(file, example.code);
    const result = await run(file);
    expect(result.stderr + result.stdout, 'output').not.toMatch(/Error/);
    expect(result.code, result.stderr).toBe(0);
    if (example.expectStdout) expect(result.stdout).toMatch(example.expectStdout);
    if (process.env.SHOW_README_OUTPUT) console.log(result.stdout);
  }, 90_000);
}
