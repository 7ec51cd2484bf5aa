import { analyseDocument, analyseJob } from '@docent/core';
import { defineTask } from './define-task';

/**
 * Analyses one stored document (enqueued with job key `analyse:<docid>` beside the document row).
 * Throwing asks graphile-worker for a retry; analyseDocument only throws while retries remain.
 */
export const analyseTask = defineTask(analyseJob, async ({ docid }, { ctx, helpers }) => {
  if (!ctx.extraction) throw new Error('worker context has no extraction pool (start the worker with startWorker)');
  const { maxPages, maxUnzippedBytes, maxRows, maxCells, maxAttachments } = ctx.config.analysis;
  const limits = { maxPages, maxUnzippedBytes, maxRows, maxCells, maxAttachments };
  await analyseDocument(
    ctx.db,
    // graphile-worker counts the running attempt in `attempts`.
    { docid, isLastAttempt: helpers.job.attempts >= helpers.job.max_attempts },
    {
      extractPages: ctx.extraction.extractPages,
      limits,
      ocr: ctx.pageOcr,
      logger: ctx.logger,
      embed: Boolean(ctx.config.embeddings),
      blobs: ctx.blobs,
    },
  );
});
