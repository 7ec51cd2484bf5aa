import { z } from 'zod';
import { sql, type Db } from '@docent/db';
import { defineJob } from './define-job';
import { deleteExpiredHolds } from '../credits/holds';

export const housekeepingJob = defineJob('housekeeping', z.object({}).passthrough(), { maxAttempts: 1 });

/** How long finished webhook deliveries stay listed in GET /webhooks/{id}/deliveries. */
export const WEBHOOK_HISTORY_DAYS = 7;

/**
 * Drops state that has served its purpose: finished rate-limit windows, expired chat leases, credit holds whose
 * holder died, threads a chat created but never answered in (its process died or lost the database), webhook
 * deliveries finished more than WEBHOOK_HISTORY_DAYS ago (with their attempts), and Idempotency-Key records past
 * their 24 hours.
 */
export async function runHousekeeping(db: Db): Promise<{
  windows: number;
  leases: number;
  holds: number;
  threads: number;
  deliveries: number;
  idempotencyKeys: number;
}> {
  const windows = await db
    .deleteFrom('rate_limit_windows')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  // Before the leases below are cleared: an expired lease on a thread without messages marks an abandoned one.
  const threads = await db
    .deleteFrom('threads')
    .where('lease_until', '<', sql<Date>`now()`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('messages').select('messages.id').whereRef('messages.tid', '=', 'threads.tid'))),
    )
    .executeTakeFirst();
  const leases = await db
    .updateTable('threads')
    .set({ lease_token: null, lease_until: null })
    .where('lease_until', '<', sql<Date>`now()`)
    .executeTakeFirst();
  const holds = await deleteExpiredHolds(db);
  const deliveries = await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${WEBHOOK_HISTORY_DAYS})`)
    .where('state', '!=', 'pending')
    .executeTakeFirst();
  const keys = await db.deleteFrom('idempotency_keys').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return {
    windows: Number(windows.numDeletedRows),
    leases: Number(leases.numUpdatedRows),
    holds,
    threads: Number(threads.numDeletedRows),
    deliveries: Number(deliveries.numDeletedRows),
    idempotencyKeys: Number(keys.numDeletedRows),
  };
}
