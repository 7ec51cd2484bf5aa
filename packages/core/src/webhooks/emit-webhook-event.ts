import { sql } from '@docent/db';
import type { WebhookEventType } from '@docent/contract';
import type { DbOrTransaction } from '../common/in-transaction';
import { newEventId } from '../common/ids';

export interface WebhookEvent {
  accountId: string;
  /** The workspace the event happened in (endpoints limited to another workspace skip it); null for account events. */
  workspace: number | null;
  type: WebhookEventType | 'webhook.test';
  /** The resource as the API returns it. */
  data: unknown;
}

/** The exact JSON text of an event: what is signed and sent on every attempt. */
export function eventBody(id: string, type: string, data: unknown, at = new Date()): string {
  return JSON.stringify({ id, type, timestamp: at.toISOString(), data });
}

/**
 * Queues the event for every endpoint of the account that subscribed to it, in the caller's transaction: the
 * deliveries exist exactly when the change does, and nothing here waits on any endpoint. One round trip, whether or
 * not the account has webhooks (the fan-out is the SQL function docent_emit_webhook_event, migration 0007, shared
 * with the credits.low trigger). Returns how many deliveries were queued.
 */
export async function emitWebhookEvent(executor: DbOrTransaction, event: WebhookEvent): Promise<number> {
  const id = newEventId();
  const { rows } = await sql<{ queued: number }>`
    select docent_emit_webhook_event(${event.accountId}, ${event.workspace}::integer, ${event.type}, ${id},
                                     ${eventBody(id, event.type, event.data)}) as queued
  `.execute(executor);
  return rows[0]?.queued ?? 0;
}
