import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '@docent/api/testing';
import {
  startOpenAIProtocolServer,
  systemOf,
  type OpenAIProtocolServer,
} from '../../api/test/support/openai-protocol-server';
import { seedDocument } from '../../api/test/support/seed-documents';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const SECRET = 'byok-test-secret-0123456789abcdef0123456789';
let t: TestApi;
let operator: OpenAIProtocolServer;
let own: OpenAIProtocolServer;
let user: TestUser;
let doc: string;

const env = () => ({
  ...process.env,
  DATABASE_URL: t.database.url,
  DOCENT_SECRET: SECRET,
  DOCENT_HOME: '/nonexistent-docent-home',
});
const docent = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/cli/src/docent.ts', ...args], { cwd: root, env: env() });
const chat = (json: Record<string, unknown>) => user.call(`/doc/${doc}/chat`, { method: 'POST', json });

beforeAll(async () => {
  operator = await startOpenAIProtocolServer();
  own = await startOpenAIProtocolServer({ reply: (body) => `own provider answered with ${body.model}` });
  t = await startTestApi({ secret: SECRET, openai: { apiKey: 'sk-operator', baseUrl: operator.baseUrl } });
  user = await t.newUser(); // no credits: BYOK chats cost none
  doc = await seedDocument(t.db, {
    accountId: user.accountId,
    name: 'notes.txt',
    pages: ['Meeting notes.', 'The budget for 2026 is 3 million.'],
  });
});
afterAll(async () => {
  await t?.close();
  await operator?.close();
  await own?.close();
});

it('byok add stores the key encrypted; list and GET /models/byok show the models, never the key', async () => {
  const { stdout } = await docent(
    'byok',
    'add',
    '--account',
    user.accountId,
    '--provider',
    'openai',
    '--base-url',
    own.baseUrl,
    '--api-key',
    'sk-own-very-secret-key',
    '--models',
    'my-llama,gpt-4.1',
  );
  const id = stdout.trim();
  expect(id).toMatch(/^b[0-9a-z]{15}$/);
  const row = await t.db.selectFrom('byok_providers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.models).toEqual(['my-llama', 'gpt-4.1']);
  expect(row.api_key_enc).not.toContain('sk-own');
  expect(row.api_key_enc).toMatch(/^v1:/);

  const list = await docent('byok', 'list', '--account', user.accountId);
  expect(list.stdout).toContain(`${id}\t${user.accountId}\topenai\t${own.baseUrl}\tmy-llama,gpt-4.1`);
  expect(list.stdout + list.stderr).not.toContain('sk-own');

  const models = await user.call('/models/byok');
  expect(models.status).toBe(200);
  expect(models.body.data.map((m: any) => m.id)).toEqual(['my-llama', 'gpt-4.1']);
  expect(JSON.stringify(models.body)).not.toContain('sk-own');
}, 60_000);

it('a byok chat goes to the account’s own endpoint with its key and costs no credits', async () => {
  operator.requests.length = 0;
  const r = await chat({ prompt: 'What is the budget for 2026?', byok: true, model: 'my-llama' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('own provider answered with my-llama');
  expect(operator.requests).toHaveLength(0);
  const sent = own.requests.at(-1)!;
  expect(sent.authorization).toBe('Bearer sk-own-very-secret-key');
  expect(systemOf(sent)).toContain('The budget for 2026 is 3 million.');
  // A registry model id as a BYOK model keeps its limits and thinking modes but is free.
  const known = await chat({ prompt: 'Budget?', byok: true, model: 'gpt-4.1', ocap: 32_768 });
  expect(known.status).toBe(200);
  const [message] = await t.db.selectFrom('messages').selectAll().where('promptid', '=', known.body.promptid).execute();
  expect(message.credits).toBe(0);
  expect(await t.db.selectFrom('credit_ledger').select('id').where('reason', '=', 'chat').execute()).toEqual([]);
  // Without a model, the first BYOK model.
  const first = await chat({ prompt: 'Budget?', byok: true });
  expect(first.body.answer).toBe('own provider answered with my-llama');
  const dry = await chat({ prompt: 'Budget?', byok: true, dryrun: true });
  expect(dry.body.estimate.credits).toBe(0);
});

it('byok options are checked: other models, and BYOK models without byok: true, are 400', async () => {
  const other = await chat({ prompt: 'q', byok: true, model: 'o4-mini' });
  expect(other.status).toBe(400);
  expect(other.body.error.message).toBe('model: o4-mini is not a BYOK model of this account (see GET /models/byok)');
  const notFlagged = await chat({ prompt: 'q', model: 'my-llama' });
  expect(notFlagged.status).toBe(400);
  expect(notFlagged.body.error.message).toBe(
    'model: unknown model my-llama (it is one of your BYOK models: send byok: true)',
  );
  // Another account cannot use them.
  const stranger = await t.newUser();
  const strangerDoc = await seedDocument(t.db, { accountId: stranger.accountId, name: 's.txt', pages: ['x'] });
  const r = await stranger.call(`/doc/${strangerDoc}/chat`, {
    method: 'POST',
    json: { prompt: 'q', byok: true, model: 'my-llama' },
  });
  expect(r.status).toBe(400);
});

it('reads the key from stdin with --api-key -, rejects bad input, and byok remove takes the models away', async () => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/cli/src/docent.ts',
      'byok',
      'add',
      '--account',
      user.accountId,
      '--api-key',
      '-',
      '--models',
      'piped-model',
      '--base-url',
      own.baseUrl,
    ],
    { cwd: root, env: env() },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stdin.end('sk-from-stdin\n');
  await new Promise((resolve) => child.on('close', resolve));
  const id = out.trim();
  expect(id).toMatch(/^b[0-9a-z]{15}$/);
  await chat({ prompt: 'q', byok: true, model: 'piped-model' });
  expect(own.requests.at(-1)!.authorization).toBe('Bearer sk-from-stdin');

  await expect(
    docent('byok', 'add', '--account', user.accountId, '--api-key', 'k', '--models', 'm', '--base-url', 'ftp://x'),
  ).rejects.toThrow(/base-url/);
  await expect(
    docent('byok', 'add', '--account', 'a000000000000000', '--api-key', 'k', '--models', 'm'),
  ).rejects.toThrow(/account/);

  const removed = await docent('byok', 'remove', id);
  expect(removed.stdout).toBe(`removed ${id}\n`);
  const gone = await chat({ prompt: 'q', byok: true, model: 'piped-model' });
  expect(gone.status).toBe(400);
}, 60_000);
