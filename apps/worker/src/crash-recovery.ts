import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import pg from 'pg';

// Advisory-lock namespace (first key) for "this graphile-worker id is alive"; the second key is hashtext(workerId).
const LIVENESS_NAMESPACE = 0x646f63; // "doc"
// A worker registers its lock a few milliseconds after it is created; never judge a lock younger than this.
const GRACE_SECONDS = 10;
// After Postgres (re)started, every process needs a moment to reconnect and take its liveness locks again
// (they died with the old sessions): no lock is judged until the server has been up this long.
const SETTLE_SECONDS = 15;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface CrashRecovery {
  /** Unlocks jobs held by workers whose process is gone. Returns how many jobs were released (0 while disconnected). */
  sweep: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * graphile-worker 0.16 only frees the jobs of a crashed worker after 4 hours. Each of our processes holds a
 * session advisory lock per live graphile worker id on a dedicated connection; Postgres drops those locks the
 * moment the process dies (even on SIGKILL), so a job locked by a worker without its liveness lock belongs to
 * a dead process (or to a worker that exited without releasing it) and is unlocked for another worker to run.
 * Tasks are at-least-once safe, so the rare false positive costs a repeated run, never a wrong result.
 *
 * The connection survives Postgres outages: when it is lost it is reopened with back-off and the locks of the
 * workers still alive are taken again. A worker that exits (cleanly, or after failing to release its job while
 * the database was away) gives its lock back, so a job it could not release is freed by the next sweep.
 */
export async function startCrashRecovery(options: {
  databaseUrl: string;
  events: Pick<EventEmitter, 'on' | 'off'>;
  logger: Logger;
  sweepEveryMs: number;
  /** Seconds after a Postgres start before any lock is judged (default SETTLE_SECONDS). */
  settleSeconds?: number;
}): Promise<CrashRecovery> {
  const { logger } = options;
  const alive = new Set<string>();
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => {});
    return p;
  };

  const lockSql = 'select pg_try_advisory_lock($1::int, hashtext(id)) from unnest($2::text[]) as id';
  const unlockSql = 'select pg_advisory_unlock($1::int, hashtext($2::text))';

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void track(connect());
    }, delay);
    reconnectTimer.unref();
  };

  const dropped = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = undefined;
    if (!stopped)
      logger.warn({ err: error ? { message: error.message } : undefined }, 'liveness connection lost; reconnecting');
    void lost.end().catch(() => {});
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'docent-worker-liveness',
      connectionTimeoutMillis: 5_000,
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      // The locks died with the old session: take them again for every worker still running.
      if (alive.size > 0) await next.query(lockSql, [LIVENESS_NAMESPACE, [...alive]]);
      if (stopped) return void (await next.end().catch(() => {}));
      client = next;
      if (failures > 0) logger.info({ workers: alive.size }, 'liveness connection restored');
      failures = 0;
    } catch (error) {
      void next.end().catch(() => {});
      if (failures++ === 0)
        logger.warn({ err: { message: (error as Error).message } }, 'liveness connection failed; retrying');
      scheduleReconnect();
    }
  }

  const onCreate = ({ worker }: { worker: { workerId: string } }) => {
    alive.add(worker.workerId);
    const c = client;
    if (c)
      void track(
        c
          .query(lockSql, [LIVENESS_NAMESPACE, [worker.workerId]])
          .catch((error) =>
            logger.warn({ err: error, workerId: worker.workerId }, 'could not register worker liveness'),
          ),
      );
  };
  const onStop = ({ worker }: { worker: { workerId: string } }) => {
    alive.delete(worker.workerId);
    const c = client;
    if (c) void track(c.query(unlockSql, [LIVENESS_NAMESPACE, worker.workerId]).catch(() => {}));
  };
  options.events.on('worker:create', onCreate);
  options.events.on('worker:stop', onStop);

  await connect();

  const sweep = async (): Promise<number> => {
    const c = client;
    if (!c) return 0;
    const { rows } = await c.query<{ released: number }>(
      `with settled as (
         select now() - pg_postmaster_start_time() > make_interval(secs => $3::int) as ok
       ), dead as (
         select distinct j.locked_by from graphile_worker.jobs j, settled
         where settled.ok and j.locked_by is not null and j.locked_at < now() - make_interval(secs => $2::int)
           and not exists (
             select 1 from pg_locks l
             where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())
               and l.classid = $1::int::oid and l.objid = hashtext(j.locked_by)::oid and l.objsubid = 2)
       ), released as (
         select count(*)::int as n from graphile_worker.jobs j where j.locked_by in (select locked_by from dead)
       ), unlocked as (
         select graphile_worker.force_unlock_workers(coalesce(array_agg(locked_by), '{}')) from dead
       )
       select (select n from released) as released from unlocked`,
      [LIVENESS_NAMESPACE, GRACE_SECONDS, options.settleSeconds ?? SETTLE_SECONDS],
    );
    const released = rows[0]?.released ?? 0;
    if (released > 0) logger.warn({ released }, 'released jobs of crashed workers');
    return released;
  };

  const timer = setInterval(() => {
    sweep().catch((error) =>
      logger.warn(
        { err: { message: (error as Error).message } },
        'crashed-worker sweep failed; retrying at the next sweep',
      ),
    );
  }, options.sweepEveryMs);
  timer.unref();

  return {
    sweep,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(reconnectTimer);
      options.events.off('worker:create', onCreate);
      options.events.off('worker:stop', onStop);
      await Promise.allSettled([...pending]);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
