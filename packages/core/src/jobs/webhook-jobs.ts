import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * One attempt to deliver one event to one endpoint. Queued by the SQL function docent_emit_webhook_event (migration
 * 0007, which spells this name, payload and queue) in the transaction of the change, and by a failed attempt for the
 * next one. graphile-worker's own retries (maxAttempts) only cover a run that throws (database down, a bug); the
 * endpoint's failures are retried on our schedule by queueing the next attempt.
 */
export const webhookDeliveryJob = defineJob(
  'webhook-deliver',
  z.object({ deliveryId: z.string().regex(/^\d{1,19}$/), attempt: z.number().int().min(1).max(1000) }),
  { maxAttempts: 25 },
);

/** Deliveries to one endpoint run one at a time, oldest event first. */
export const webhookQueueName = (webhookId: string) => `webhook:${webhookId}`;
