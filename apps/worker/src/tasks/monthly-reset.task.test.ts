import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { parseCrontab } from 'graphile-worker';
import { charge, createAccount, enqueueJob, getBalances, monthlyPeriodOf, monthlyResetJob } from '@docent/core';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { makeWorkerConfig } from '../config';
import { startWorker, type RunningWorker } from '../worker';
import { CRONTAB } from './index';

let t: TestDatabase;
let worker: RunningWorker;
beforeAll(async () => {
  t = await createTestDatabase();
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.url }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 100 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.drop();
});

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('monthly reset task', () => {
  it('is scheduled at 00:00 UTC on the 1st', () => {
    const item = parseCrontab(CRONTAB).find((i) => i.task === monthlyResetJob.name);
    expect(item?.match).toBeDefined();
    // graphile-worker matches a UTC digest of the minute.
    const at = (iso: string) => {
      const ts = new Date(iso);
      return {
        min: ts.getUTCMinutes(),
        hour: ts.getUTCHours(),
        date: ts.getUTCDate(),
        month: ts.getUTCMonth() + 1,
        dow: ts.getUTCDay(),
      };
    };
    expect(item!.match(at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(item!.match(at('2026-12-01T00:01:00Z'))).toBe(false);
    expect(item!.match(at('2026-12-02T00:00:00Z'))).toBe(false);
    expect(item!.match(at('2026-11-30T23:00:00Z'))).toBe(false);
  });

  it('runs in the worker: resets an account of last month once, and a second run does nothing', async () => {
    const { id } = await createAccount(t.db, { name: 'w', monthly: 8 });
    await charge(t.db, {
      accountId: id,
      keyId: null,
      workspace: 0,
      reason: 'chat',
      credits: 5,
      requestId: 'c1',
      detail: {},
    });
    // The month turned: the account was last reset for an earlier period.
    await t.db.updateTable('accounts').set({ monthly_period: '2000-01-01' }).where('id', '=', id).execute();
    await enqueueJob(t.db, monthlyResetJob, {});
    const after = await until(
      () => getBalances(t.db, id),
      (b) => b.monthlyPeriod === monthlyPeriodOf(new Date()),
    );
    expect(after).toMatchObject({ monthlyBalance: 8, monthlyPeriod: monthlyPeriodOf(new Date()) });

    await charge(t.db, {
      accountId: id,
      keyId: null,
      workspace: 0,
      reason: 'chat',
      credits: 2,
      requestId: 'c2',
      detail: {},
    });
    await enqueueJob(t.db, monthlyResetJob, {});
    await until(
      async () =>
        (await t.db
          .selectFrom('graphile_worker.jobs' as any)
          .select((eb: any) => eb.fn.countAll().as('n'))
          .executeTakeFirst()) as any,
      (r) => Number(r.n) === 0,
    );
    expect((await getBalances(t.db, id)).monthlyBalance).toBe(6);
    const resets = await t.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('account_id', '=', id)
      .where('request_id', 'like', 'monthly-reset:%')
      .execute();
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({ reason: 'other', delta_monthly: 5, delta_bundle: 0 });
  });
});
