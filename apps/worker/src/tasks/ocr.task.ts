import { ocrJob, runOcrJob } from '@docent/core';
import { defineTask } from './define-task';

/**
 * Forced OCR of every page of a document (enqueued by POST /doc/{docid}/ocr with job key `ocr:<docid>`).
 * Throwing asks graphile-worker for a retry; runOcrJob only throws while retries remain, and refunds the
 * request's credits when the failure is final.
 */
export const ocrTask = defineTask(ocrJob, async ({ docid, requestId }, { ctx, helpers }) => {
  if (!ctx.pageOcr) throw new Error('worker context has no OCR engine (start the worker with startWorker)');
  await runOcrJob(
    ctx.db,
    // graphile-worker counts the running attempt in `attempts`.
    { docid, requestId, isLastAttempt: helpers.job.attempts >= helpers.job.max_attempts },
    {
      ocr: ctx.pageOcr,
      pagesInFlight: Math.max(2, ctx.config.ocr.concurrency * 2),
      logger: ctx.logger,
      embed: Boolean(ctx.config.embeddings),
      blobs: ctx.blobs,
    },
  );
});
