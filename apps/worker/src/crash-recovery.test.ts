import { EventEmitter } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { startCrashRecovery } from './crash-recovery';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

const addLockedJob = async (lockedBy: string, lockedFor: string) => {
  const { rows } = await sql<{
    id: string;
  }>`select (graphile_worker.add_job('housekeeping', '{}'::json)).id::text as id`.execute(t.db);
  await sql`update graphile_worker._private_jobs set locked_by = ${lockedBy}, locked_at = now() - ${lockedFor}::interval where id = ${rows[0].id}::bigint`.execute(
    t.db,
  );
  return rows[0].id;
};
const lockOf = async (id: string) =>
  (
    await sql<{
      locked_by: string | null;
    }>`select locked_by from graphile_worker.jobs where id = ${id}::bigint`.execute(t.db)
  ).rows[0].locked_by;

it('releases only the jobs of workers whose process is gone, and only after a grace period', async () => {
  const events = new EventEmitter();
  const recovery = await startCrashRecovery({
    databaseUrl: t.url,
    events,
    logger: pino({ level: 'silent' }),
    sweepEveryMs: 60_000,
    settleSeconds: 0,
  });
  // A worker of a live process registers itself...
  events.emit('worker:create', { worker: { workerId: 'worker-alive' } });
  // ...and one of another process that then dies (its session, and so its liveness lock, ends).
  const otherEvents = new EventEmitter();
  const otherRecovery = await startCrashRecovery({
    databaseUrl: t.url,
    events: otherEvents,
    logger: pino({ level: 'silent' }),
    sweepEveryMs: 60_000,
    settleSeconds: 0,
  });
  otherEvents.emit('worker:create', { worker: { workerId: 'worker-dies' } });
  // Both registrations are queries on their own connections: wait until Postgres holds both liveness locks.
  const livenessLocks = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objsubid = 2`.execute(t.db)
    ).rows[0].n;
  while ((await livenessLocks()) < 2) await new Promise((r) => setTimeout(r, 10));

  const alive = await addLockedJob('worker-alive', '1 hour');
  const dead = await addLockedJob('worker-dies', '1 hour');
  const deadButRecent = await addLockedJob('worker-never-registered', '1 second');
  const unknownOld = await addLockedJob('worker-never-registered-old', '1 hour');

  expect(await recovery.sweep()).toBe(1); // only the old lock of a worker that never registered
  expect(await lockOf(unknownOld)).toBeNull();
  expect(await lockOf(dead)).toBe('worker-dies'); // its process still holds the liveness lock

  await otherRecovery.stop(); // the process "dies": its liveness connection closes
  expect(await recovery.sweep()).toBe(1);
  expect(await lockOf(dead)).toBeNull();
  expect(await lockOf(alive)).toBe('worker-alive');
  expect(await lockOf(deadButRecent)).toBe('worker-never-registered'); // within the grace period
  await recovery.stop();
});
