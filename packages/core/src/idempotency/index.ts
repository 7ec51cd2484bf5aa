export {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  storeIdempotentResponse,
} from './idempotency-keys';
