import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import pg from 'pg';

// Advisory-lock namespace (first key) for "this graphile-worker id is alive"; the second key is hashtext(workerId).
const LIVENESS_NAMESPACE = 0x646f63; // "doc"
// A worker registers its lock a few milliseconds after it is created; never judge a lock younger than this.
const GRACE_SECONDS = 10;

export interface CrashRecovery {
  /** Unlocks jobs held by workers whose process is gone. Returns how many jobs were released. */
  sweep: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * graphile-worker 0.16 only frees the jobs of a crashed worker after 4 hours. Each of our processes holds a
 * session advisory lock per graphile worker id on a dedicated connection; Postgres drops those locks the
 * moment the process dies (even on SIGKILL), so a job locked by a worker without its liveness lock belongs to
 * a dead process and is unlocked for another worker to run. Tasks are at-least-once safe, so the rare false
 * positive (a worker from an older build without the lock) costs a repeated run, never a wrong result.
 */
export async function startCrashRecovery(options: {
  databaseUrl: string;
  events: Pick<EventEmitter, 'on'>;
  logger: Logger;
  sweepEveryMs: number;
}): Promise<CrashRecovery> {
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'docent-worker-liveness' });
  client.on('error', (error) => options.logger.warn({ err: error }, 'liveness connection lost: this worker may be seen as crashed'));
  await client.connect();

  const registering = new Set<Promise<unknown>>();
  options.events.on('worker:create', ({ worker }: { worker: { workerId: string } }) => {
    const p = client
      .query('select pg_try_advisory_lock($1::int, hashtext($2::text))', [LIVENESS_NAMESPACE, worker.workerId])
      .catch((error) => options.logger.warn({ err: error, workerId: worker.workerId }, 'could not register worker liveness'))
      .finally(() => registering.delete(p));
    registering.add(p);
  });

  const sweep = async (): Promise<number> => {
    const { rows } = await client.query<{ released: number }>(
      `with dead as (
         select distinct j.locked_by from graphile_worker.jobs j
         where j.locked_by is not null and j.locked_at < now() - make_interval(secs => $2::int)
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
      [LIVENESS_NAMESPACE, GRACE_SECONDS],
    );
    const released = rows[0]?.released ?? 0;
    if (released > 0) options.logger.warn({ released }, 'released jobs of crashed workers');
    return released;
  };

  const timer = setInterval(() => {
    sweep().catch((error) => options.logger.warn({ err: error }, 'crashed-worker sweep failed'));
  }, options.sweepEveryMs);
  timer.unref();

  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...registering]);
      await client.end().catch(() => {});
    },
  };
}
