import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { isDomainError } from '../common/errors';
import { newTid } from '../common/ids';
import { extendHold, placeHold, releaseHold, sumHeld } from '../credits/holds';
import { keepChatAlive } from './chat-keep-alive';
import { acquireThreadLease, createLeasedThread, extendThreadLease, releaseThreadLease } from './thread-lease';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

const leaseUntil = async (tid: string) =>
  (await t.db.selectFrom('threads').select('lease_until').where('tid', '=', tid).executeTakeFirstOrThrow()).lease_until;

it('a long stream keeps its thread lease and credit hold past their first expiry, only while it runs', async () => {
  const { accountId, keyId } = await createAccountKey(t.db, { name: 'streamer', bundle: 10 });
  const tid = newTid();
  // Both taken for 1 s, as if the provider's worst case were that short; the stream goes on longer.
  const thread = { tid, accountId, kind: 'doc' as const, scopeId: 'd000000000000000' };
  const token = await createLeasedThread(t.db, { ...thread, leaseMs: 1_000 });
  const hold = await placeHold(t.db, { accountId, keyId, requestId: 'p-stream', credits: 5, ttlMs: 1_000 });
  const { expires_at: firstExpiry } = await t.db
    .selectFrom('credit_holds')
    .select('expires_at')
    .where('request_id', '=', 'p-stream')
    .executeTakeFirstOrThrow();

  let renewed!: () => void;
  let nextRenewal = new Promise<void>((resolve) => (renewed = resolve));
  const stop = keepChatAlive(t.db, {
    tid,
    token,
    billing: { extend: (ttlMs) => extendHold(t.db, hold, ttlMs) },
    leaseMs: 5_000,
    everyMs: 100,
    onRenewed: () => {
      renewed();
      nextRenewal = new Promise<void>((resolve) => (renewed = resolve));
    },
  });
  try {
    // Renewals go on until the database's clock is past the first expiry.
    for (;;) {
      await nextRenewal;
      const { rows } = await sql<{ past: boolean }>`select now() > ${firstExpiry}::timestamptz as past`.execute(t.db);
      if (rows[0].past) break;
    }
    // Still held: the credits count against the balance, and another chat on the thread gets 423.
    expect(await sumHeld(t.db, accountId)).toBe(5);
    const second = await acquireThreadLease(t.db, { tid, accountId, leaseMs: 1_000 }).then(
      () => 'acquired',
      (error: unknown) => (isDomainError(error) ? error.code : String(error)),
    );
    expect(second).toBe('locked');
  } finally {
    stop();
  }
  // The chat ended: lease and hold given back; a renewal arriving late changes neither.
  await releaseThreadLease(t.db, { tid, token });
  await releaseHold(t.db, hold);
  await extendThreadLease(t.db, { tid, token, leaseMs: 5_000 });
  await extendHold(t.db, hold, 5_000);
  expect(await leaseUntil(tid)).toBeNull();
  expect(await sumHeld(t.db, accountId)).toBe(0);
});
