import type { Db } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountKey } from '../accounts/accounts';
import { createRateLimiter } from './rate-limiter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** The same database with every statement counted (the real driver, observed). */
function counted(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const observed = db.withPlugin({
    transformQuery: (args) => {
      n++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: observed, statements: () => n };
}

const newKey = async () => (await createAccountKey(database.db, { name: 'limited' })).keyId;

it('lets exactly `limit` requests through when one process counts, with Remaining counting down to 0', async () => {
  const keyId = await newKey();
  const limiter = createRateLimiter({ db: database.db });
  const states = [];
  for (let i = 0; i < 12; i++) states.push((await limiter.hit(keyId, { limit: 10, windowS: 3600 }))!);
  expect(states.map((s) => s.allowed)).toEqual([...Array(10).fill(true), false, false]);
  expect(states.map((s) => s.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0]);
  expect(new Set(states.map((s) => s.resetAt)).size).toBe(1);
  expect(states[11].retryAfterS).toBeGreaterThanOrEqual(1);
  expect(states[11].retryAfterS).toBeLessThanOrEqual(3600);
});

it('never lets more than the limit through across several processes hitting at once, and refuses at most a few early', async () => {
  const keyId = await newKey();
  const limit = 300; // leases of up to 3 tokens
  const processes = [0, 1, 2].map(() => createRateLimiter({ db: database.db }));
  const results = await Promise.all(
    Array.from({ length: 900 }, (_, i) => processes[i % 3].hit(keyId, { limit, windowS: 3600 })),
  );
  const allowed = results.filter((r) => r!.allowed).length;
  expect(allowed).toBeLessThanOrEqual(limit);
  // Two other processes may each hold up to 2 tokens it has not spent.
  expect(allowed).toBeGreaterThanOrEqual(limit - 2 * 2);
});

it('counts a busy key with a few writes, not one per request', async () => {
  const keyId = await newKey();
  const { db, statements } = counted(database.db);
  const limiter = createRateLimiter({ db });
  let allowed = 0;
  // 64 callers, 2,048 requests, like a busy client.
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      for (let i = 0; i < 32; i++)
        if ((await limiter.hit(keyId, { limit: 1_000_000, windowS: 3600 }))!.allowed) allowed++;
    }),
  );
  expect(allowed).toBe(2048);
  expect(statements()).toBeLessThan(allowed / 20);
});

it('answers refusals past the limit without going back to Postgres until the window ends', async () => {
  const keyId = await newKey();
  const { db, statements } = counted(database.db);
  const limiter = createRateLimiter({ db });
  expect((await limiter.hit(keyId, { limit: 1, windowS: 3600 }))!.allowed).toBe(true);
  expect((await limiter.hit(keyId, { limit: 1, windowS: 3600 }))!.allowed).toBe(false);
  const before = statements();
  for (let i = 0; i < 50; i++) expect((await limiter.hit(keyId, { limit: 1, windowS: 3600 }))!.allowed).toBe(false);
  expect(statements()).toBe(before);
});

it('allows requests again in the next window', async () => {
  const keyId = await newKey();
  const limiter = createRateLimiter({ db: database.db });
  const first = (await limiter.hit(keyId, { limit: 1, windowS: 1 }))!;
  expect(first.allowed).toBe(true);
  let refused = (await limiter.hit(keyId, { limit: 1, windowS: 1 }))!;
  // Unless the first hit happened to end a window: then the next one is refused.
  if (refused.allowed) refused = (await limiter.hit(keyId, { limit: 1, windowS: 1 }))!;
  expect(refused.allowed).toBe(false);
  await new Promise((r) => setTimeout(r, refused.retryAfterS * 1000 + 20));
  const again = (await limiter.hit(keyId, { limit: 1, windowS: 1 }))!;
  expect(again.allowed).toBe(true);
  expect(again.resetAt).toBeGreaterThan(refused.resetAt);
});

it('starts over when the key gets another limit', async () => {
  const keyId = await newKey();
  const limiter = createRateLimiter({ db: database.db });
  expect((await limiter.hit(keyId, { limit: 1, windowS: 3600 }))!.allowed).toBe(true);
  expect((await limiter.hit(keyId, { limit: 1, windowS: 3600 }))!.allowed).toBe(false);
  const raised = (await limiter.hit(keyId, { limit: 5, windowS: 3600 }))!;
  expect(raised).toMatchObject({ allowed: true, limit: 5 });
});

it('treats limit 0 as unlimited and writes nothing', async () => {
  const keyId = await newKey();
  const { db, statements } = counted(database.db);
  expect(await createRateLimiter({ db }).hit(keyId, { limit: 0, windowS: 60 })).toBeUndefined();
  expect(statements()).toBe(0);
});
