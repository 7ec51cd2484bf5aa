export { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, testWebhook } from './webhook-commands';
export { deliverWebhook } from './deliver-webhook';
export { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule';
