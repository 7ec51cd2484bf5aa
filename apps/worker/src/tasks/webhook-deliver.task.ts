import { deliverWebhook, webhookDeliveryJob } from '@docent/core';
import { defineTask } from './define-task';

/**
 * One attempt of one webhook delivery (queued with the change that caused the event, in the endpoint's named queue,
 * so one endpoint gets its events one at a time, in order). A failed attempt queues the next one itself, on the
 * configured backoff; this task throws only when the database fails, and graphile-worker then retries it.
 */
export const webhookDeliverTask = defineTask(webhookDeliveryJob, async ({ deliveryId, attempt }, { ctx }) => {
  await deliverWebhook(ctx.db, { deliveryId, attempt }, { ...ctx.config.webhooks, logger: ctx.logger });
});
