import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccount, createAccountKey } from '../accounts/accounts';
import { isDomainError } from '../common/errors';
import { assertCanAfford, charge } from './charge';
import { getBalances } from './balances';
import { refund } from './refund';
import { grant } from './grant';
import { estimateCredits } from './amounts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const base = { keyId: null, workspace: 0, reason: 'chat' as const, detail: { model: 'm' } };

async function ledger(accountId: string) {
  return t.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

async function paymentStatus(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return isDomainError(error) ? error.code : String(error);
  }
}

describe('charge', () => {
  it('takes from the monthly balance first, then the bundle', async () => {
    const { id } = await createAccount(t.db, { name: 'a', monthly: 3, bundle: 5 });
    const r = await charge(t.db, { ...base, accountId: id, credits: 4.5, requestId: 'r1' });
    expect(r).toEqual({ charged: true, deltaMonthly: -3, deltaBundle: -1.5 });
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 0, bundleBalance: 3.5, monthlyAllowance: 3 });
  });

  it('refuses with payment_required and takes nothing when the balances do not cover the charge', async () => {
    const { id } = await createAccount(t.db, { name: 'a', monthly: 1, bundle: 1 });
    expect(await paymentStatus(charge(t.db, { ...base, accountId: id, credits: 2.0001, requestId: 'big' }))).toBe(
      'payment_required',
    );
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 1, bundleBalance: 1 });
    expect((await ledger(id)).filter((e) => e.reason === 'chat')).toHaveLength(0);
    expect(await paymentStatus(assertCanAfford(t.db, { accountId: id, credits: 2.0001 }))).toBe('payment_required');
    expect(await paymentStatus(assertCanAfford(t.db, { accountId: id, credits: 2 }))).toBe('ok');
    expect(await paymentStatus(charge(t.db, { ...base, accountId: id, credits: 2, requestId: 'exact' }))).toBe('ok');
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 0, bundleBalance: 0 });
  });

  it('50 parallel charges against credit for 10: exactly 10 succeed and the balance ends at 0', async () => {
    const { id } = await createAccount(t.db, { name: 'a', monthly: 4, bundle: 6 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => charge(t.db, { ...base, accountId: id, credits: 1, requestId: `p${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && isDomainError(r.reason) && r.reason.code === 'payment_required',
    );
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 0, bundleBalance: 0 });
    const charges = (await ledger(id)).filter((e) => e.reason === 'chat');
    expect(charges).toHaveLength(10);
    expect(charges.reduce((s, e) => s + e.delta_monthly + e.delta_bundle, 0)).toBe(-10);
  });

  it('is idempotent per request id, also when the same request id races itself', async () => {
    const { id } = await createAccount(t.db, { name: 'a', bundle: 100 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => charge(t.db, { ...base, accountId: id, credits: 7, requestId: 'same' })),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    for (const r of results) expect(r).toMatchObject({ deltaMonthly: 0, deltaBundle: -7 });
    expect(await getBalances(t.db, id)).toMatchObject({ bundleBalance: 93 });
    expect((await ledger(id)).filter((e) => e.request_id === 'same')).toHaveLength(1);
    // A request id belongs to one account: another account may use it too.
    const other = await createAccount(t.db, { name: 'b', bundle: 10 });
    expect((await charge(t.db, { ...base, accountId: other.id, credits: 1, requestId: 'same' })).charged).toBe(true);
  });

  it("keeps both guarantees when charging inside callers' transactions", async () => {
    const { id } = await createAccount(t.db, { name: 'a', monthly: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        t.db
          .transaction()
          .execute((trx) => charge(trx, { ...base, accountId: id, credits: 1, requestId: `t${i % 15}` })),
      ),
    );
    const values = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // 15 request ids, each twice: 10 charged (their repeats return charged:false), 5 refused twice.
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    expect(values).toHaveLength(20);
    expect(values.filter((v) => v.charged)).toHaveLength(10);
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 0 });
    expect((await ledger(id)).filter((e) => e.reason === 'chat')).toHaveLength(10);
  });

  it('charges 0 credits without an entry (free models)', async () => {
    const { id } = await createAccount(t.db, { name: 'a' });
    expect(await charge(t.db, { ...base, accountId: id, credits: 0, requestId: 'free' })).toEqual({
      charged: false,
      deltaMonthly: 0,
      deltaBundle: 0,
    });
    expect(await ledger(id)).toHaveLength(0);
  });

  it('works inside the caller transaction and rolls back with it', async () => {
    const { id } = await createAccount(t.db, { name: 'a', bundle: 10 });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await charge(trx, { ...base, accountId: id, credits: 4, requestId: 'tx1' });
        expect((await getBalances(trx, id)).bundleBalance).toBe(6);
        throw new Error('caller fails later');
      }),
    ).rejects.toThrow('caller fails later');
    expect((await getBalances(t.db, id)).bundleBalance).toBe(10);
    expect(await ledger(id)).toHaveLength(1); // only the initial grant
    await t.db.transaction().execute((trx) => charge(trx, { ...base, accountId: id, credits: 4, requestId: 'tx1' }));
    expect((await getBalances(t.db, id)).bundleBalance).toBe(6);
  });

  it('keeps the key, workspace, reason and detail in the entry', async () => {
    const { accountId, keyId } = await createAccountKey(t.db, { name: 'k', bundle: 10 });
    await charge(t.db, {
      accountId,
      keyId,
      workspace: 7,
      reason: 'api',
      credits: 0.25,
      requestId: 'ocr-1',
      detail: { pages: 3 },
    });
    const entry = (await ledger(accountId)).find((e) => e.request_id === 'ocr-1');
    expect(entry).toMatchObject({
      key_id: keyId,
      workspace: 7,
      reason: 'api',
      delta_monthly: 0,
      delta_bundle: -0.25,
      detail: { pages: 3 },
    });
  });

  it('rejects invalid amounts as invalid', async () => {
    const { id } = await createAccount(t.db, { name: 'a', bundle: 10 });
    for (const credits of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(await paymentStatus(charge(t.db, { ...base, accountId: id, credits, requestId: 'bad' }))).toBe('invalid');
    }
    expect(await paymentStatus(charge(t.db, { ...base, accountId: 'nope', credits: 1, requestId: 'x' }))).toBe(
      'not_found',
    );
  });
});

describe('refund', () => {
  it('gives back exactly what the charge took, once', async () => {
    const { id } = await createAccount(t.db, { name: 'a', monthly: 2, bundle: 5 });
    await charge(t.db, { ...base, accountId: id, credits: 3.5, requestId: 'job' });
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 0, bundleBalance: 3.5 });
    const first = await refund(t.db, { accountId: id, requestId: 'job', detail: { why: 'failed' } });
    expect(first).toEqual({ refunded: true, deltaMonthly: 2, deltaBundle: 1.5 });
    const again = await refund(t.db, { accountId: id, requestId: 'job' });
    expect(again).toEqual({ refunded: false, deltaMonthly: 2, deltaBundle: 1.5 });
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 2, bundleBalance: 5 });
    const entry = (await ledger(id)).find((e) => e.request_id === 'job:refund');
    expect(entry).toMatchObject({ reason: 'chat', workspace: 0, delta_monthly: 2, delta_bundle: 1.5 });
    // A charge that never happened refunds nothing.
    expect(await refund(t.db, { accountId: id, requestId: 'never' })).toEqual({
      refunded: false,
      deltaMonthly: 0,
      deltaBundle: 0,
    });
    expect((await ledger(id)).filter((e) => e.request_id?.endsWith(':refund'))).toHaveLength(1);
  });
});

describe('grant', () => {
  it('adds to the balances with a positive other entry, idempotent with a request id', async () => {
    const { id } = await createAccount(t.db, { name: 'a' });
    expect(await grant(t.db, { accountId: id, bundle: 10, monthly: 1, requestId: 'g1' })).toEqual({
      granted: true,
      deltaMonthly: 1,
      deltaBundle: 10,
    });
    expect((await grant(t.db, { accountId: id, bundle: 10, requestId: 'g1' })).granted).toBe(false);
    expect(await getBalances(t.db, id)).toMatchObject({ monthlyBalance: 1, bundleBalance: 10 });
    expect(await paymentStatus(grant(t.db, { accountId: id }))).toBe('invalid');
  });
});

describe('estimateCredits', () => {
  it('is tokens × price / 1e6 rounded up to 4 decimals', () => {
    expect(
      estimateCredits({ inputTokens: 1000, outputTokens: 500, pricing: { inputPerMTok: 40, outputPerMTok: 160 } }),
    ).toBe(0.12);
    expect(
      estimateCredits({ inputTokens: 1, outputTokens: 0, pricing: { inputPerMTok: 40, outputPerMTok: 160 } }),
    ).toBe(0.0001);
    expect(estimateCredits({ inputTokens: 7, outputTokens: 0, pricing: { inputPerMTok: 100, outputPerMTok: 0 } })).toBe(
      0.0007,
    );
    expect(
      estimateCredits({ inputTokens: 123_456, outputTokens: 0, pricing: { inputPerMTok: 0, outputPerMTok: 0 } }),
    ).toBe(0);
  });
});
