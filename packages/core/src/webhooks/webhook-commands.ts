import { sql, type Db } from '@docent/db';
import {
  DEFAULT_CREDITS_THRESHOLD,
  WEBHOOKS_PER_ACCOUNT,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '@docent/contract';
import { invalid, notFound } from '../common/errors';
import { newEventId, newWebhookId } from '../common/ids';
import { checkUrlTargetResolved } from '../fetching/url-guard';
import { recordAttempt } from './deliver-webhook';
import { eventBody } from './emit-webhook-event';
import { sendSignedEvent } from './send-webhook';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhook-secret';

const WEBHOOK_COLUMNS = ['id', 'url', 'events', 'workspace', 'credits_threshold', 'created_at'] as const;

type WebhookColumns = {
  id: string;
  url: string;
  events: string[];
  workspace: number | null;
  credits_threshold: number;
  created_at: Date;
};

function toWebhook(row: WebhookColumns): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    workspace: row.workspace,
    credits_threshold: row.credits_threshold,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export interface CreateWebhookOptions {
  accountId: string;
  url: string;
  events: WebhookEventType[];
  workspace?: number;
  creditsThreshold?: number;
  /** DOCENT_SECRET: seals the signing secret at rest. */
  docentSecret: string;
  allowHosts: readonly string[];
}

/**
 * Registers an endpoint: its URL must pass the outgoing-request guard now (a name is resolved: private addresses
 * are refused unless allow-listed), at most WEBHOOKS_PER_ACCOUNT per account (checked under a per-account lock, so
 * concurrent creates cannot pass it). The signing secret is returned here only; it is stored sealed.
 */
export async function createWebhook(db: Db, options: CreateWebhookOptions): Promise<Webhook & { secret: string }> {
  const refused = await checkUrlTargetResolved(new URL(options.url), options.allowHosts);
  if (refused) throw invalid(`url: ${refused}; webhooks are only sent to public http(s) addresses`);
  const secret = newWebhookSecret();
  const row = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('docent webhooks'), hashtext(${options.accountId}))`.execute(trx);
    const { count } = await trx
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', options.accountId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= WEBHOOKS_PER_ACCOUNT) {
      throw invalid(
        `webhooks: an account has at most ${WEBHOOKS_PER_ACCOUNT} webhooks; delete one first (DELETE /webhooks/{id})`,
      );
    }
    return trx
      .insertInto('webhooks')
      .values({
        id: newWebhookId(),
        account_id: options.accountId,
        url: options.url,
        events: options.events,
        workspace: options.workspace ?? null,
        secret_sealed: sealWebhookSecret(options.docentSecret, secret),
        credits_threshold: options.creditsThreshold ?? DEFAULT_CREDITS_THRESHOLD,
      })
      .returning(WEBHOOK_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return { ...toWebhook(row), secret };
}

export async function listWebhooks(db: Db, options: { accountId: string }): Promise<Webhook[]> {
  const rows = await db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('account_id', '=', options.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toWebhook);
}

/** Removes an endpoint with its deliveries; their queued jobs find nothing and end. */
export async function deleteWebhook(db: Db, options: { accountId: string; id: string }): Promise<Webhook> {
  const row = await db
    .deleteFrom('webhooks')
    .where('id', '=', options.id)
    .where('account_id', '=', options.accountId)
    .returning(WEBHOOK_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(`webhook ${options.id} not found`);
  return toWebhook(row);
}

async function ownWebhook(db: Db, accountId: string, id: string) {
  const row = await db
    .selectFrom('webhooks')
    .select(['id', 'url', 'secret_sealed'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(`webhook ${id} not found`);
  return row;
}

/** The endpoint's most recent deliveries, newest first, each with every attempt (oldest attempt first). */
export async function listWebhookDeliveries(
  db: Db,
  options: { accountId: string; id: string; limit?: number },
): Promise<WebhookDelivery[]> {
  await ownWebhook(db, options.accountId, options.id);
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_id', 'event_type', 'created_at', 'state', 'next_attempt_at'])
    .where('webhook_id', '=', options.id)
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50)
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'attempt', 'attempted_at', 'status', 'error', 'duration_ms'])
    .where(
      'delivery_id',
      'in',
      deliveries.map((d) => d.id),
    )
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  const byDelivery = new Map<string, WebhookDelivery['attempts']>();
  for (const a of attempts) {
    const list = byDelivery.get(String(a.delivery_id)) ?? [];
    list.push({
      attempt: a.attempt,
      at: new Date(a.attempted_at).toISOString(),
      status: a.status,
      error: a.error,
      duration_ms: a.duration_ms,
    });
    byDelivery.set(String(a.delivery_id), list);
  }
  return deliveries.map((d) => ({
    event_id: d.event_id,
    type: d.event_type,
    created_at: new Date(d.created_at).toISOString(),
    state: d.state,
    next_attempt_at: d.next_attempt_at ? new Date(d.next_attempt_at).toISOString() : null,
    attempts: byDelivery.get(String(d.id)) ?? [],
  }));
}

/**
 * POST /webhooks/{id}/test: a signed `webhook.test` event sent now, once (no retries), recorded in the endpoint's
 * deliveries like any other, and the endpoint's answer reported.
 */
export async function testWebhook(
  db: Db,
  options: { accountId: string; id: string; docentSecret: string; allowHosts: readonly string[]; timeoutMs: number },
) {
  const hook = await ownWebhook(db, options.accountId, options.id);
  const eventId = newEventId();
  const body = eventBody(eventId, WEBHOOK_TEST_EVENT, {
    webhook: hook.id,
    message: 'This is a test event from Docent.',
  });
  const { id: deliveryId } = await db
    .insertInto('webhook_deliveries')
    .values({
      webhook_id: hook.id,
      event_id: eventId,
      event_type: WEBHOOK_TEST_EVENT,
      body,
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = openWebhookSecret(options.docentSecret, hook.secret_sealed);
  const result = await sendSignedEvent({ url: hook.url, secret, eventId, body }, options);
  await recordAttempt(db, { deliveryId, webhookId: hook.id, attempt: 1, result, retry: null });
  return {
    event_id: eventId,
    delivered: result.ok,
    status: result.status,
    error: result.error,
    duration_ms: result.durationMs,
  };
}
