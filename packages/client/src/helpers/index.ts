export { DocentError, isDocentError, expectOk } from './docent-error';
export { retryingFetcher, retryAfterMs, backoffMs, RETRYABLE_STATUSES, type RetryOptions } from './retry';
export { iterateDocs, iterateLabels, iterateLedger, type PageOptions, type LedgerOptions } from './iterate';
export {
  uploadAndWait,
  waitForDocs,
  toFile,
  type UploadInput,
  type UploadAndWaitOptions,
  type WaitOptions,
} from './upload-and-wait';
export { fileFromPath } from './file-from-path';
export { verifyWebhook, WebhookVerificationError, type DocentWebhookEvent } from './verify-webhook';
export { streamChat, type ChatStreamEvent, type StreamChatOptions } from './stream-chat';
