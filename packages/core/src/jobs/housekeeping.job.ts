import { z } from 'zod';
import { sql, type Db } from '@docent/db';
import { defineJob } from './define-job';

export const housekeepingJob = defineJob('housekeeping', z.object({}).passthrough(), { maxAttempts: 1 });

/** Drops state that has served its purpose: finished rate-limit windows and expired chat leases. */
export async function runHousekeeping(db: Db): Promise<{ windows: number; leases: number }> {
  const windows = await db
    .deleteFrom('rate_limit_windows')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  const leases = await db
    .updateTable('threads')
    .set({ lease_token: null, lease_until: null })
    .where('lease_until', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return { windows: Number(windows.numDeletedRows), leases: Number(leases.numUpdatedRows) };
}
