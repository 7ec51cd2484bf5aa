import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort } from '@docent/db';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing';

// @docent/client as another service gets it: `pnpm pack`, `npm install <tarball>` into a project outside the
// repository, then plain node (ESM and CommonJS) and the TypeScript compiler against what was installed.
const exec = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CLIENT = path.join(ROOT, 'packages/client');
const project = mkdtempSync(path.join(os.tmpdir(), 'docent-client-user-'));
let tarball: string;
let t: TestApi;
let worker: RunningWorker;
// The webhook receiver of the script below listens here: a loopback port the operator allow-listed.
let webhookPort = 0;

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT, 'dist/index.js')))
    throw new Error('packages/client/dist is missing: run `pnpm build` first');
  const packed = await exec('pnpm', ['pack', '--pack-destination', project], { cwd: CLIENT });
  tarball = packed.stdout.trim().split('\n').at(-1)!;
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'some-service', private: true }));
  await exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], {
    cwd: project,
  });
  webhookPort = await freePort();
  t = await startTestApi({ syncTimeoutMs: 60_000, fetchAllowHosts: [`127.0.0.1:${webhookPort}`] });
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 200 },
  );
}, 240_000);
afterAll(async () => {
  rmSync(project, { recursive: true, force: true });
  await worker?.stop();
  await t?.close();
});

const node = (file: string) =>
  exec(process.execPath, [file], {
    cwd: project,
    env: {
      PATH: process.env.PATH,
      DOCENT_URL: t.baseUrl,
      DOCENT_API_KEY: t.alice.key,
      WEBHOOK_PORT: String(webhookPort),
    },
  });

it('packs to a tarball of compiled JavaScript and declarations that depends only on npm packages', async () => {
  const listing = (await exec('tar', ['-tzf', tarball])).stdout.split('\n').filter(Boolean).sort();
  expect(listing).toEqual(
    expect.arrayContaining([
      'package/README.md',
      'package/dist/index.cjs',
      'package/dist/index.d.ts',
      'package/dist/index.js',
      'package/package.json',
    ]),
  );
  expect(listing.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.d.cts'))).toEqual([]);
  const manifest = (await exec('tar', ['-xzOf', tarball, 'package/package.json'])).stdout;
  expect(manifest).not.toContain('workspace:');
  const pkg = JSON.parse(manifest);
  expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(Object.keys(pkg.dependencies).sort()).toEqual([
    '@ts-rest/core',
    'eventsource-parser',
    'standardwebhooks',
    'zod',
  ]);
  const installed = JSON.parse(readFileSync(path.join(project, 'node_modules/@docent/client/package.json'), 'utf8'));
  expect(installed.version).toBe(pkg.version);
  for (const dep of Object.keys(pkg.dependencies))
    expect(existsSync(path.join(project, 'node_modules', dep, 'package.json')), dep).toBe(true);
});

it('uploads, waits for analysis and chats from a plain node ESM script', async () => {
  writeFileSync(
    path.join(project, 'app.mjs'),
    `import { createDocentClient, expectOk, uploadAndWait } from '@docent/client';

const docent = createDocentClient({ baseUrl: process.env.DOCENT_URL, apiKey: process.env.DOCENT_API_KEY });
const [doc] = await uploadAndWait(docent, [{ name: 'plan.txt', data: 'The launch code name is Bluebird. It ships in May.' }]);
console.log('status', doc.status, doc.ready);
const reply = expectOk(await docent.documents.chatDoc({ params: { docid: doc.docid }, body: { prompt: 'What is the code name?' } }));
console.log('answer', reply.answer);
`,
  );
  const { stdout, stderr } = await node('app.mjs');
  expect(stderr).toBe('');
  expect(stdout).toContain('status ready true');
  expect(stdout).toMatch(/answer .*Bluebird/);
}, 120_000);

it('streams a chat, retries a create idempotently and verifies a signed webhook from a plain node script', async () => {
  writeFileSync(
    path.join(project, 'extras.mjs'),
    `import http from 'node:http';
import { createDocentClient, expectOk, streamChat, uploadAndWait, verifyWebhook } from '@docent/client';

const connection = { baseUrl: process.env.DOCENT_URL, apiKey: process.env.DOCENT_API_KEY };
const docent = createDocentClient(connection);
const [doc] = await uploadAndWait(docent, [{ name: 'engine.txt', data: 'The rover runs on a Stirling engine.' }]);
let deltas = 0;
for await (const event of streamChat({ ...connection, target: { docid: doc.docid }, body: { prompt: 'Which engine?' }, idempotencyKey: 'ask-1' })) {
  if (event.type === 'delta') deltas++;
  else console.log('streamed', deltas > 0, event.result.answer.includes('Stirling'));
}

const create = { body: { name: 'engines', color: '#aa3300' }, headers: { 'idempotency-key': 'label-1' } };
const first = expectOk(await docent.labels.createLabel(create));
const again = expectOk(await docent.labels.createLabel(create));
console.log('same label', first.data[0].lid === again.data[0].lid);

let secret = '';
const received = new Promise((resolve) => {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(204, { connection: 'close' }).end();
      server.close();
      resolve(verifyWebhook(body, req.headers, secret).type);
    });
  });
  server.listen(Number(process.env.WEBHOOK_PORT), '127.0.0.1');
});
const url = 'http://127.0.0.1:' + process.env.WEBHOOK_PORT + '/hooks';
const { data: hook } = expectOk(await docent.webhooks.createWebhook({ body: { url, events: ['document.ready'] } }));
secret = hook.secret;
console.log('test delivered', expectOk(await docent.webhooks.testWebhook({ params: { id: hook.id } })).data.delivered);
console.log('verified', await received);
expectOk(await docent.webhooks.deleteWebhook({ params: { id: hook.id } }));
`,
  );
  const { stdout, stderr } = await node('extras.mjs');
  expect(stderr).toBe('');
  expect(stdout).toContain('streamed true true');
  expect(stdout).toContain('same label true');
  expect(stdout).toContain('test delivered true');
  expect(stdout).toContain('verified webhook.test');
}, 120_000);

it('works from CommonJS (require) too, with a typed DocentError for failures', async () => {
  writeFileSync(
    path.join(project, 'app.cjs'),
    `const { createDocentClient, expectOk, DocentError } = require('@docent/client');

(async () => {
  const docent = createDocentClient({ baseUrl: process.env.DOCENT_URL, apiKey: process.env.DOCENT_API_KEY });
  console.log('models', expectOk(await docent.models.listModels()).data.length > 0);
  try {
    expectOk(await docent.documents.getDoc({ params: { docid: 'd000000000000000' } }));
  } catch (error) {
    console.log('error', error instanceof DocentError, error.status);
  }
})();
`,
  );
  const { stdout } = await node('app.cjs');
  expect(stdout).toContain('models true');
  expect(stdout).toContain('error true 404');
}, 60_000);

it('gives a TypeScript user named, checked types (Doc, ChatResult, the request bodies)', async () => {
  writeFileSync(
    path.join(project, 'typed.ts'),
    `import { createDocentClient, expectOk, type Doc, type ChatResult } from '@docent/client';

const docent = createDocentClient({ baseUrl: 'http://127.0.0.1:8080/api/v1', apiKey: 'k' });
export async function firstReady(): Promise<Doc | undefined> {
  return expectOk(await docent.documents.listDocs({ query: { limit: 10 } })).data.find((d) => d.ready);
}
export async function ask(docid: string): Promise<ChatResult> {
  return expectOk(await docent.documents.chatDoc({ params: { docid }, body: { prompt: 'Hi', adherence: 'strict' } }));
}
// @ts-expect-error adherence is an enum: a typo is a compile error
docent.documents.chatDoc({ params: { docid: 'd' }, body: { prompt: 'Hi', adherence: 'strictest' } });
`,
  );
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const args = [
    '--noEmit',
    '--strict',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    '--skipLibCheck',
    'typed.ts',
  ];
  await exec(process.execPath, [tsc, ...args], { cwd: project }).catch((e) => {
    throw new Error(`tsc failed:\n${e.stdout}${e.stderr}`);
  });
}, 120_000);
