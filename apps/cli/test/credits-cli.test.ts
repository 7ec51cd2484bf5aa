import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@docent/api/testing';
import { runDocent } from './support/run-docent';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const docent = (...args: string[]) => runDocent(t.database.url, ...args);

it('keys create --monthly/--bundle, credits grant, allowance and show keep balances and ledger in step', async () => {
  const key = (await docent('keys', 'create', '--name', 'cli', '--monthly', '500', '--bundle', '20')).stdout.trim();
  const keyId = key.split('_')[1];
  const { account_id: accountId } = await t.db
    .selectFrom('api_keys')
    .select('account_id')
    .where('id', '=', keyId)
    .executeTakeFirstOrThrow();
  const ledger = () =>
    t.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  expect(await ledger()).toEqual([
    expect.objectContaining({
      reason: 'other',
      key_id: null,
      delta_monthly: 500,
      delta_bundle: 20,
      request_id: 'account-created',
    }),
  ]);

  const grant = ['credits', 'grant', '--account', accountId, '--bundle', '100.5', '--request-id', 'invoice-7'];
  const granted = await docent(...grant);
  expect(granted.stdout).toContain('bundle 120.5');
  // The same request id again adds nothing.
  const again = await docent(...grant);
  expect(again.stdout).toContain('bundle 120.5');
  expect(again.stderr).toContain('already granted');

  await docent('credits', 'allowance', '--account', accountId, '--monthly', '300');
  const account = await t.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  expect(account).toMatchObject({ monthly_allowance: 300, monthly_balance: 300, bundle_balance: 120.5 });
  expect((await ledger()).map((e) => [e.delta_monthly, e.delta_bundle])).toEqual([
    [500, 20],
    [0, 100.5],
    [-200, 0],
  ]);

  const shown = await docent('credits', 'show', '--account', accountId);
  expect(shown.stdout).toContain(`account ${accountId}: monthly 300 of 300`);
  expect(shown.stdout).toContain('invoice-7');
  expect(shown.stdout.indexOf('-200')).toBeLessThan(shown.stdout.indexOf('invoice-7')); // newest first
}, 150_000);

it('credits grant refuses an unknown account or a bad amount and changes nothing', async () => {
  const before = await t.db.selectFrom('credit_ledger').select('id').execute();
  await expect(docent('credits', 'grant', '--account', 'a000000000000000', '--bundle', '5')).rejects.toMatchObject({
    stderr: expect.stringContaining('not found'),
  });
  await expect(docent('credits', 'grant', '--account', t.alice.accountId, '--bundle', '-5')).rejects.toMatchObject({
    stderr: expect.stringContaining('credits'),
  });
  await expect(docent('credits', 'grant', '--account', t.alice.accountId)).rejects.toMatchObject({
    stderr: expect.stringContaining('bundle or monthly'),
  });
  expect(await t.db.selectFrom('credit_ledger').select('id').execute()).toHaveLength(before.length);
}, 150_000);
