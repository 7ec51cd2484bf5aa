import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountKey } from '../accounts/accounts';
import { hitRateLimit } from './fixed-window';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('allows exactly `limit` of many concurrent hits in one window (the upsert is atomic)', async () => {
  const { keyId } = await createAccountKey(database.db, { name: 'burst' });
  const results = await Promise.all(
    Array.from({ length: 40 }, () => hitRateLimit(database.db, keyId, { limit: 15, windowS: 3600 })),
  );
  expect(results.filter((r) => r!.allowed)).toHaveLength(15);
  expect(results.filter((r) => !r!.allowed)).toHaveLength(25);
  expect(new Set(results.map((r) => r!.resetAt)).size).toBe(1);
  const remaining = results.map((r) => r!.remaining).sort((a, b) => b - a);
  expect(remaining.slice(0, 15)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  const { hits } = await database.db
    .selectFrom('rate_limit_windows')
    .select('hits')
    .where('key_id', '=', keyId)
    .executeTakeFirstOrThrow();
  expect(hits).toBe(40);
});

it('starts a fresh count in the next window, with the reset time at the window end', async () => {
  const { keyId } = await createAccountKey(database.db, { name: 'window' });
  const first = (await hitRateLimit(database.db, keyId, { limit: 1, windowS: 1 }))!;
  const nowS = Date.now() / 1000;
  expect(first.resetAt).toBeGreaterThan(nowS - 1);
  expect(first.resetAt).toBeLessThanOrEqual(Math.ceil(nowS) + 1);
  // Keep hitting until the second boundary passes: a new window allows one again.
  let allowedAgain = false;
  const deadline = Date.now() + 3000;
  while (!allowedAgain && Date.now() < deadline) {
    allowedAgain = (await hitRateLimit(database.db, keyId, { limit: 1, windowS: 1 }))!.allowed;
    if (!allowedAgain) await new Promise((r) => setTimeout(r, 50));
  }
  expect(allowedAgain).toBe(true);
});

it('treats limit 0 as unlimited and writes nothing', async () => {
  const { keyId } = await createAccountKey(database.db, { name: 'free', rateLimit: 0 });
  expect(await hitRateLimit(database.db, keyId, { limit: 0, windowS: 60 })).toBeUndefined();
  const rows = await database.db.selectFrom('rate_limit_windows').selectAll().where('key_id', '=', keyId).execute();
  expect(rows).toEqual([]);
});

it('keeps the counters in an unlogged table (no WAL write per request; a crash only restarts windows)', async () => {
  const { rows } = await sql<{
    relpersistence: string;
  }>`select relpersistence from pg_class where relname = 'rate_limit_windows'`.execute(database.db);
  expect(rows[0].relpersistence).toBe('u');
});
