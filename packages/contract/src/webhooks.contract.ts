import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from './common/error';
import { intParam, WorkspaceId } from './common/integers';
import { component, documentedAs } from './common/openapi-names';

const c = initContract();

/** Every event a webhook can subscribe to (docs/events.md). */
export const WEBHOOK_EVENTS = [
  'document.ready',
  'document.failed',
  'document.deleted',
  'ocr.completed',
  'label.updated',
  'credits.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by POST /webhooks/{id}/test, to any endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_ACCOUNT = 20;
export const WEBHOOK_ID_PATTERN = /^w[0-9a-z]{15}$/;
export const DEFAULT_CREDITS_THRESHOLD = 100;

export const WebhookId = z.string().regex(WEBHOOK_ID_PATTERN, 'id must match ^w[0-9a-z]{15}$');

const WebhookUrl = z
  .string({ required_error: 'url is required' })
  .max(WEBHOOK_URL_MAX, `url is at most ${WEBHOOK_URL_MAX} characters`)
  .url('url must be an absolute URL')
  .refine((u) => /^https?:\/\//i.test(u), 'url must be an http or https URL');

const WebhookEvents = documentedAs(
  z
    .array(z.string(), {
      required_error: 'events is required',
      invalid_type_error: 'events must be an array of event names',
    })
    .min(1, 'events must name at least one event')
    .max(50, 'events names at most 50 events')
    .superRefine((events, ctx) => {
      const unknown = [...new Set(events.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e)))];
      if (unknown.length > 0) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message:
            `unknown event${unknown.length > 1 ? 's' : ''} ` +
            `${unknown.map((e) => JSON.stringify(e).slice(0, 60)).join(', ')} ` +
            `(known: ${WEBHOOK_EVENTS.join(', ')})`,
        });
      }
    })
    .transform((events) => [...new Set(events)] as WebhookEventType[]),
  { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', enum: [...WEBHOOK_EVENTS] } },
);

export const CreateWebhookBody = component(
  'CreateWebhookRequest',
  z.object({
    url: WebhookUrl,
    events: WebhookEvents,
    /** Only events of this workspace (credits.low, which has none, is always sent). Omitted: every workspace. */
    workspace: WorkspaceId.optional().describe(
      'Only events of this workspace (credits.low, which has none, is always sent); omitted: every workspace',
    ),
    /** credits.low fires when the account's balance (monthly + bundle) drops below this. */
    credits_threshold: z
      .number()
      .min(0, 'credits_threshold must be at least 0')
      .max(1e9)
      .optional()
      .describe(`credits.low fires when the balance drops below this (default ${DEFAULT_CREDITS_THRESHOLD})`),
  }),
);

export const Webhook = component(
  'Webhook',
  z.object({
    id: WebhookId,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    workspace: WorkspaceId.nullable(),
    credits_threshold: z.number(),
    created_at: z.string().datetime(),
  }),
);
export type Webhook = z.infer<typeof Webhook>;

/** The create response: the only time the signing secret is shown. */
export const WebhookWithSecret = component(
  'WebhookWithSecret',
  Webhook.extend({
    secret: z.string().describe('Standard Webhooks signing secret (whsec_ + base64); shown once'),
  }),
);

export const WebhookAttempt = component(
  'WebhookAttempt',
  z.object({
    attempt: z.number().int(),
    at: z.string().datetime(),
    /** The endpoint's HTTP status, or null when no answer came (error says why). */
    status: z.number().int().nullable().describe("The endpoint's HTTP status, or null when no answer came"),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
  }),
);

export const WebhookDelivery = component(
  'WebhookDelivery',
  z.object({
    /** The event id: the `webhook-id` header, the same on every attempt. */
    event_id: z.string().describe('The event id: the `webhook-id` header, the same on every attempt'),
    type: z.string(),
    created_at: z.string().datetime(),
    state: z.enum(['pending', 'delivered', 'failed']),
    next_attempt_at: z.string().datetime().nullable(),
    attempts: z.array(WebhookAttempt),
  }),
);
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookTestResult = component(
  'WebhookTestResult',
  z.object({
    event_id: z.string(),
    delivered: z.boolean(),
    status: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
  }),
);

/** The body of every delivery (Standard Webhooks payload shape). */
export const WebhookEventPayload = component(
  'WebhookEvent',
  z.object({
    id: z.string().describe('Unique per event; also the `webhook-id` header, the same on every retry'),
    type: z.string().describe(`One of ${WEBHOOK_EVENTS.join(', ')}, or ${WEBHOOK_TEST_EVENT}`),
    timestamp: z.string().describe('When the event happened (ISO 8601)'),
    data: z.unknown().describe("The resource as the API returns it (Doc, Label) or the event's own fields"),
  }),
);
export type WebhookEventPayload = z.infer<typeof WebhookEventPayload>;

const idPath = z.object({ id: WebhookId });

export const webhooksContract = c.router(
  {
    createWebhook: {
      method: 'POST',
      path: '/webhooks',
      body: CreateWebhookBody,
      responses: { 200: z.object({ data: WebhookWithSecret }) },
      summary: 'Extension: register a webhook endpoint (the signing secret is shown once)',
    },
    listWebhooks: {
      method: 'GET',
      path: '/webhooks',
      responses: { 200: z.object({ data: z.array(Webhook) }) },
      summary: "Extension: the account's webhook endpoints, oldest first",
    },
    deleteWebhook: {
      method: 'DELETE',
      path: '/webhooks/:id',
      pathParams: idPath,
      body: c.noBody(),
      responses: { 200: z.object({ data: Webhook }) },
      summary: 'Extension: remove a webhook endpoint (pending deliveries are dropped)',
    },
    testWebhook: {
      method: 'POST',
      path: '/webhooks/:id/test',
      pathParams: idPath,
      body: c.noBody(),
      responses: { 200: z.object({ data: WebhookTestResult }) },
      summary: 'Extension: send a signed webhook.test event now, once, and report the answer',
    },
    listWebhookDeliveries: {
      method: 'GET',
      path: '/webhooks/:id/deliveries',
      pathParams: idPath,
      query: z.object({ limit: intParam({ min: 1, max: 200, name: 'limit' }).optional() }),
      responses: { 200: z.object({ data: z.array(WebhookDelivery) }) },
      summary: 'Extension: recent deliveries to the endpoint, newest first, with every attempt',
    },
  },
  { commonResponses: errorResponses },
);
