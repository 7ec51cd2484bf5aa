import { embedDocument, embedJob } from '@docent/core';
import { defineTask } from './define-task';

/**
 * Embeds a ready document's chunks (queued with job key `embed:<docid>` by analysis and OCR when
 * DOCENT_EMBEDDINGS_MODEL is set). Throwing asks for a retry (graphile-worker's backoff); the last failure marks the
 * document's embeddings failed and leaves the document ready, chatted with lexically.
 */
export const embedTask = defineTask(embedJob, async ({ docid }, { ctx, helpers }) => {
  // Queued while the setting was on, run after it was turned off: nothing to call.
  if (!ctx.config.embeddings) return;
  await embedDocument(
    ctx.db,
    { docid, isLastAttempt: helpers.job.attempts >= helpers.job.max_attempts },
    { connection: ctx.config.embeddings, logger: ctx.logger },
  );
});
