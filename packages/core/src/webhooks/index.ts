export * from './webhook-commands';
export * from './emit-webhook-event';
export * from './deliver-webhook';
export * from './retry-schedule';
export * from './send-webhook';
export { newWebhookSecret } from './webhook-secret';
