import { EventEmitter, once } from 'node:events';
import { Logger as GraphileLogger, run, type WorkerEvents } from 'graphile-worker';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgPool } from '@docent/db';
import { startRestartablePostgres, type RestartablePostgres } from '@docent/db/testing';
import type pg from 'pg';
import { startCrashRecovery, type CrashRecovery } from '../src/crash-recovery';
import { superviseRunner, type SupervisedRunner } from '../src/runner-supervisor';

// graphile-worker 0.16.6 lets a worker that cannot mark its job done (the database went away) exit for good
// ("committing seppuku"); with one worker the pool then sits idle forever and the job stays locked. The
// supervisor restarts the runner once the database is back and unlocks the job.
let pgServer: RestartablePostgres;
let pool: pg.Pool;
let supervisor: SupervisedRunner | undefined;
let recovery: CrashRecovery | undefined;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  pgServer = await startRestartablePostgres();
  pool = createPgPool({ connectionString: pgServer.url, max: 4 });
}, 60_000);
afterAll(async () => {
  await supervisor?.stop();
  await recovery?.stop();
  await pool?.end();
  await pgServer?.close();
});

const addJob = async (task: string) =>
  (
    await pool.query<{ id: string }>(
      `select (graphile_worker.add_job($1, '{}'::json, max_attempts => 3)).id::text as id`,
      [task],
    )
  ).rows[0].id;
const lockedJobs = async () =>
  (await pool.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs where locked_at is not null'))
    .rows[0].n;

it('a worker that could not release its job is replaced once Postgres is back, and its job runs again', async () => {
  const events = new EventEmitter() as WorkerEvents;
  let slowRuns = 0;
  let quickRuns = 0;
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const slowStarted = new EventEmitter();
  const taskList = {
    slow: async () => {
      slowRuns++;
      slowStarted.emit('started');
      if (slowRuns === 1) await gate; // the first run ends while the database is down
    },
    quick: async () => {
      quickRuns++;
    },
  };
  recovery = await startCrashRecovery({
    databaseUrl: pgServer.url,
    events,
    logger: silent,
    sweepEveryMs: 60_000,
    settleSeconds: 0,
  });
  supervisor = await superviseRunner({
    events,
    pgPool: pool,
    logger: silent,
    start: () =>
      run({
        events,
        pgPool: pool,
        concurrency: 1,
        taskList,
        noHandleSignals: true,
        pollInterval: 200,
        logger: new GraphileLogger(() => () => {}),
      }),
  });
  expect(supervisor.generation).toBe(1);

  const started = once(slowStarted, 'started');
  const slowJob = await addJob('slow');
  await started;
  const fatal = once(events, 'worker:fatalError');
  await pgServer.stop();
  openGate(); // the task succeeds, but its job cannot be marked done: the worker exits
  await fatal;
  await pgServer.start();

  // The runner is restarted, the job unlocked and run again (at least once), and new jobs are taken.
  await expect.poll(() => slowRuns, { timeout: 30_000, interval: 100 }).toBe(2);
  await expect
    .poll(
      async () => (await pool.query('select 1 from graphile_worker.jobs where id = $1::bigint', [slowJob])).rowCount,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
  expect(supervisor.generation).toBe(2);
  await addJob('quick');
  await expect.poll(() => quickRuns, { timeout: 30_000, interval: 100 }).toBe(1);
  await expect.poll(lockedJobs, { timeout: 10_000, interval: 100 }).toBe(0);

  // The liveness connection came back too, holding the lock of the live worker again (Postgres dropped the old
  // ones with their sessions), so crashed-worker sweeps work again instead of failing every 30 s.
  const livenessLocks = async () =>
    (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${0x646f63}::oid`,
      )
    ).rows[0].n;
  await expect.poll(livenessLocks, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
  await expect(recovery.sweep()).resolves.toBe(0);
}, 120_000);
