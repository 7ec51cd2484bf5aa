import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawCall, startTestApi, type TestApi } from '@docent/api/testing';
import { runDocent } from './support/run-docent';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const docent = (...args: string[]) => runDocent(t.database.url, ...args);

it('keys create prints only the new key, which works against the running api; revoke makes it 401', async () => {
  const { stdout } = await docent('keys', 'create', '--name', 'ci', '--monthly', '500');
  const key = stdout.trim();
  expect(key).toMatch(/^dk_k[0-9a-z]{15}_[0-9a-z]{32}$/);
  expect(stdout).toBe(`${key}\n`);
  const ok = await rawCall(t.baseUrl, '/doc', { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status).toBe(200);

  const keyId = key.split('_')[1];
  const list = await docent('keys', 'list');
  expect(list.stdout).toContain(keyId);
  expect(list.stdout).not.toContain(key);

  const account = await t.db
    .selectFrom('api_keys')
    .select('account_id')
    .where('id', '=', keyId)
    .executeTakeFirstOrThrow();
  const second = (await docent('keys', 'create', '--name', 'second', '--account', account.account_id)).stdout.trim();
  expect(second).not.toBe(key);
  const keys = await t.db.selectFrom('api_keys').select('id').where('account_id', '=', account.account_id).execute();
  expect(keys).toHaveLength(2);

  await docent('keys', 'revoke', keyId);
  const denied = await rawCall(t.baseUrl, '/doc', { headers: { authorization: `Bearer ${key}` } });
  expect(denied.status).toBe(401);
  const stillOk = await rawCall(t.baseUrl, '/doc', { headers: { authorization: `Bearer ${second}` } });
  expect(stillOk.status).toBe(200);
}, 60_000);

it('keys create --account with an unknown account fails without creating anything', async () => {
  const before = await t.db.selectFrom('api_keys').select('id').execute();
  await expect(docent('keys', 'create', '--name', 'x', '--account', 'a000000000000000')).rejects.toThrow();
  // starting credits are for new accounts only: asking for them on an existing account is an error, not a silent no-op
  await expect(
    docent('keys', 'create', '--name', 'x', '--account', t.alice.accountId, '--monthly', '5'),
  ).rejects.toThrow(/credits grant/);
  const after = await t.db.selectFrom('api_keys').select('id').execute();
  expect(after.length).toBe(before.length);
});

it('`pnpm -s docent keys create` and `pnpm exec docent keys create` print exactly the key on stdout', async () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const env = { ...process.env, DATABASE_URL: t.database.url, DOCENT_HOME: '/nonexistent-docent-home' };
  const run = promisify(execFile);
  const viaScript = await run('pnpm', ['-s', 'docent', 'keys', 'create', '--name', 'script'], { cwd: root, env });
  expect(viaScript.stdout).toMatch(/^dk_k[0-9a-z]{15}_[0-9a-z]{32}\n$/);
  // The binary, from a subfolder of the repository: what `K=$(pnpm exec docent keys create …)` captures.
  const viaBin = await run('pnpm', ['exec', 'docent', 'keys', 'create', '--name', 'bin'], {
    cwd: `${root}apps/api`,
    env,
  });
  expect(viaBin.stdout).toMatch(/^dk_k[0-9a-z]{15}_[0-9a-z]{32}\n$/);
  for (const key of [viaScript.stdout.trim(), viaBin.stdout.trim()]) {
    expect((await rawCall(t.baseUrl, '/models', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
  }
}, 120_000);
