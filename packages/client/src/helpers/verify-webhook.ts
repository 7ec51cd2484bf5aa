import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Doc, Label } from '@docent/contract';

interface EventBase<T extends string, D> {
  /** Unique per event; also the `webhook-id` header, the same on every retry: de-duplicate on it. */
  id: string;
  type: T;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: D;
}

/** Every event Docent sends (docs/events.md); `data` is the resource as the API returns it. */
export type DocentWebhookEvent =
  | EventBase<'document.ready' | 'document.failed' | 'document.deleted' | 'ocr.completed', Doc>
  | EventBase<'label.updated', Label>
  | EventBase<'credits.low', { balance: number; monthly: number; bundle: number }>
  | EventBase<'webhook.test', { webhook: string; message: string }>;

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function plainHeaders(headers: HeaderBag): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof (headers as Headers).forEach === 'function' && typeof (headers as Headers).get === 'function') {
    (headers as Headers).forEach((value, name) => {
      out[name.toLowerCase()] = value;
    });
    return out;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(' ') : value;
  }
  return out;
}

/**
 * Checks a delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp` within 5 minutes,
 * `webhook-signature` HMAC-SHA256 under the endpoint's `whsec_` secret) and returns the parsed event.
 * `payload` must be the raw body exactly as received (not re-serialised JSON). Throws WebhookVerificationError.
 *
 *   const event = verifyWebhook(rawBody, req.headers, process.env.DOCENT_WEBHOOK_SECRET!);
 *   if (event.type === 'document.ready') console.log(event.data.docid, 'is ready');
 */
export function verifyWebhook(payload: string | Uint8Array, headers: HeaderBag, secret: string): DocentWebhookEvent {
  const body = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  return new Webhook(secret).verify(body, plainHeaders(headers)) as DocentWebhookEvent;
}

export { WebhookVerificationError };
