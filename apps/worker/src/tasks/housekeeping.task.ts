import { housekeepingJob, runHousekeeping, sweepBlobObjects } from '@docent/core';
import type { WorkerContext } from '../context';
import { defineTask } from './define-task';

export const housekeepingTask = defineTask(housekeepingJob, async (_payload, { ctx }) => {
  const result = await runHousekeeping(ctx.db);
  // S3 objects no row refers to: deleted documents' (at once) and uploads that never committed (after an hour).
  const blobs = ctx.blobs ? await sweepBlobObjects(ctx.db, ctx.blobs) : { deleted: 0 };
  ctx.logger.debug({ ...result, blobObjectsDeleted: blobs.deleted }, 'housekeeping done');
});

export type { WorkerContext };
