import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccount } from '../accounts/accounts';
import { charge } from './charge';
import { getBalances } from './balances';
import { grant } from './grant';
import { monthlyPeriodOf, runMonthlyReset } from './monthly-reset';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
};
const resetEntries = (accountId: string) =>
  t.db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('request_id', 'like', 'monthly-reset:%')
    .execute();

describe('runMonthlyReset', () => {
  it('returns each monthly balance to its allowance once per month, with an other entry for the difference', async () => {
    const used = await createAccount(t.db, { name: 'used', monthly: 10, bundle: 3 });
    const untouched = await createAccount(t.db, { name: 'untouched', monthly: 5 });
    const topped = await createAccount(t.db, { name: 'topped', monthly: 2 });
    await charge(t.db, {
      accountId: used.id,
      keyId: null,
      workspace: 0,
      reason: 'chat',
      credits: 11,
      requestId: 'c',
      detail: {},
    });
    await grant(t.db, { accountId: topped.id, monthly: 3 });
    // This month was set at creation: a run now changes nothing.
    const same = await runMonthlyReset(t.db);
    expect(same.entries).toBe(0);
    expect((await getBalances(t.db, used.id)).monthlyBalance).toBe(0);

    const when = nextMonth();
    const first = await runMonthlyReset(t.db, { now: when, batchSize: 2 });
    expect(first.period).toBe(monthlyPeriodOf(when));
    expect(first.accounts).toBeGreaterThanOrEqual(3);
    expect(await getBalances(t.db, used.id)).toMatchObject({
      monthlyBalance: 10,
      bundleBalance: 2,
      monthlyPeriod: first.period,
    });
    expect(await getBalances(t.db, untouched.id)).toMatchObject({ monthlyBalance: 5, monthlyPeriod: first.period });
    expect((await getBalances(t.db, topped.id)).monthlyBalance).toBe(2);
    expect(await resetEntries(used.id)).toEqual([
      expect.objectContaining({ reason: 'other', key_id: null, workspace: null, delta_monthly: 10, delta_bundle: 0 }),
    ]);
    expect(await resetEntries(untouched.id)).toEqual([]);
    // A lapsing monthly top-up is written too (negative).
    expect((await resetEntries(topped.id))[0]).toMatchObject({ delta_monthly: -3 });

    await charge(t.db, {
      accountId: used.id,
      keyId: null,
      workspace: 0,
      reason: 'chat',
      credits: 1,
      requestId: 'd',
      detail: {},
    });
    const second = await runMonthlyReset(t.db, { now: new Date(when.getTime() + 3 * 86_400_000) });
    expect(second).toEqual({ period: first.period, accounts: 0, entries: 0 });
    expect((await getBalances(t.db, used.id)).monthlyBalance).toBe(9);
    expect(await resetEntries(used.id)).toHaveLength(1);
  });

  it('does not double when two runs race', async () => {
    const a = await createAccount(t.db, { name: 'race', monthly: 4 });
    await charge(t.db, {
      accountId: a.id,
      keyId: null,
      workspace: 0,
      reason: 'chat',
      credits: 4,
      requestId: 'c',
      detail: {},
    });
    const later = new Date(nextMonth().getTime() + 40 * 86_400_000);
    const runs = await Promise.all([runMonthlyReset(t.db, { now: later }), runMonthlyReset(t.db, { now: later })]);
    expect(runs.reduce((s, r) => s + r.entries, 0)).toBeGreaterThanOrEqual(1);
    expect(
      (await resetEntries(a.id)).filter((e) => e.request_id === `monthly-reset:${monthlyPeriodOf(later).slice(0, 7)}`),
    ).toHaveLength(1);
    expect((await getBalances(t.db, a.id)).monthlyBalance).toBe(4);
  });
});
