import type { Database, Db, Transaction } from '@docent/db';
import type { Logger } from 'pino';
import { enqueueJob } from '../jobs/define-job';
import { webhookDeliveryJob, webhookQueueName } from '../jobs/webhook-jobs';
import { retryDelayMs, type RetrySchedule } from './retry-schedule';
import { sendSignedEvent, type SendResult } from './send-webhook';
import { openWebhookSecret } from './webhook-secret';

export interface DeliveryDependencies {
  /** DOCENT_SECRET: opens the endpoints' signing secrets. */
  docentSecret?: string;
  allowHosts: readonly string[];
  timeoutMs: number;
  retry: RetrySchedule;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/**
 * Writes one attempt and its consequence in one transaction: delivered, or the next attempt queued (same endpoint
 * queue, after the backoff), or failed when the schedule is spent (`retry` null: never retried, e.g. a test event).
 * The delivery row is locked and its attempt count checked first, so a job that runs twice (a worker that died after
 * this commit, before graphile-worker marked the job done) records nothing twice and queues nothing twice.
 */
export async function recordAttempt(
  db: Db,
  input: { deliveryId: string; webhookId: string; attempt: number; result: SendResult; retry: RetrySchedule | null },
): Promise<DeliveryOutcome> {
  const { deliveryId, attempt, result } = input;
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const current = await trx
      .selectFrom('webhook_deliveries')
      .select(['state', 'attempts'])
      .where('id', '=', deliveryId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.state !== 'pending' || current.attempts >= attempt) return 'skipped';
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: deliveryId,
        attempt,
        status: result.status,
        error: result.error,
        duration_ms: result.durationMs,
      })
      .execute();
    const last = { attempts: attempt, last_status: result.status, last_error: result.error };
    if (result.ok) {
      await trx
        .updateTable('webhook_deliveries')
        .set({ ...last, state: 'delivered', next_attempt_at: null })
        .where('id', '=', deliveryId)
        .execute();
      return 'delivered';
    }
    if (input.retry && attempt <= input.retry.retries) {
      const runAt = new Date(Date.now() + retryDelayMs(input.retry, attempt));
      await trx
        .updateTable('webhook_deliveries')
        .set({ ...last, next_attempt_at: runAt })
        .where('id', '=', deliveryId)
        .execute();
      await enqueueJob(
        trx,
        webhookDeliveryJob,
        { deliveryId, attempt: attempt + 1 },
        { queueName: webhookQueueName(input.webhookId), runAt },
      );
      return 'retry';
    }
    await trx
      .updateTable('webhook_deliveries')
      .set({ ...last, state: 'failed', next_attempt_at: null })
      .where('id', '=', deliveryId)
      .execute();
    return 'failed';
  });
}

/**
 * The `webhook-deliver` job: one attempt of one delivery. At-least-once: the POST happens before anything is
 * written, so a worker killed mid-request leaves the job to run again and the endpoint gets the event again (same
 * `webhook-id`: receivers de-duplicate on it). A delivery whose endpoint was deleted, or that is already past this
 * attempt, is skipped.
 */
export async function deliverWebhook(
  db: Db,
  input: { deliveryId: string; attempt: number },
  deps: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select([
      'd.webhook_id',
      'd.event_id',
      'd.event_type',
      'd.body',
      'd.state',
      'd.attempts',
      'w.url',
      'w.secret_sealed',
    ])
    .where('d.id', '=', input.deliveryId)
    .executeTakeFirst();
  if (row?.state !== 'pending' || row.attempts >= input.attempt) return 'skipped';

  let result: SendResult;
  let secret: string | undefined;
  try {
    secret = openWebhookSecret(deps.docentSecret ?? '', row.secret_sealed);
  } catch {
    secret = undefined;
  }
  if (secret === undefined) {
    // An operator problem, not the endpoint's: keep retrying on the schedule so a fixed configuration delivers.
    result = {
      ok: false,
      status: null,
      error: 'the worker cannot open the signing secret (DOCENT_SECRET missing or changed)',
      durationMs: 0,
    };
  } else {
    result = await sendSignedEvent({ url: row.url, secret, eventId: row.event_id, body: row.body }, deps);
  }
  const outcome = await recordAttempt(db, {
    deliveryId: input.deliveryId,
    webhookId: row.webhook_id,
    attempt: input.attempt,
    result,
    retry: deps.retry,
  });
  const fields = {
    webhookId: row.webhook_id,
    eventId: row.event_id,
    type: row.event_type,
    attempt: input.attempt,
    status: result.status,
  };
  if (outcome === 'delivered') deps.logger?.info(fields, 'webhook delivered');
  else if (outcome !== 'skipped')
    deps.logger?.warn({ ...fields, error: result.error, outcome }, 'webhook attempt failed');
  return outcome;
}
