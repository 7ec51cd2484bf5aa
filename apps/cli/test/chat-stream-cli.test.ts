import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@docent/api/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../../api/test/support/openai-protocol-server';
import { seedDocument } from '../../api/test/support/seed-documents';

// `docent chat` prints the answer as the model writes it: the first words are on stdout while the model still works.
const root = fileURLToPath(new URL('../../..', import.meta.url));
let t: TestApi;
let provider: OpenAIProtocolServer;

beforeAll(async () => {
  provider = await startOpenAIProtocolServer({
    reply: () => 'Employees receive 27 days of paid vacation per year [p. 1].',
  });
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('prints tokens as they arrive, then the thread on stderr', { timeout: 60_000 }, async () => {
  const user = await t.newUser({ bundle: 100 });
  const docid = await seedDocument(t.db, {
    accountId: user.accountId,
    name: 'h.txt',
    pages: ['Employees get 27 vacation days.'],
  });
  let open!: () => void;
  provider.midStream = new Promise<void>((resolve) => (open = resolve));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/cli/src/docent.ts', 'chat', docid, 'How many vacation days?'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DOCENT_URL: t.baseUrl,
        DOCENT_API_KEY: user.key,
        DOCENT_HOME: '/nonexistent-docent-home',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (stdout.length > 0) resolve();
    });
    child.once('exit', (code) => reject(new Error(`docent chat exited (${code}) before printing anything: ${stderr}`)));
  });
  // The model has sent one word and is holding the rest: the CLI has already printed it.
  expect(stdout).toBe('Employees ');
  expect(provider.inFlight).toBe(1);
  provider.midStream = undefined;
  open();
  expect(await exited).toBe(0);
  expect(stdout).toBe('Employees receive 27 days of paid vacation per year [p. 1].\n');
  expect(stderr).toMatch(/^thread t[0-9a-z]{15} \(continue with --tid t[0-9a-z]{15}\)\n$/);
});
