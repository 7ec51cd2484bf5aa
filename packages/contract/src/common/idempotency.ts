import { z } from 'zod';

export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Extension: the optional `Idempotency-Key` header of the create endpoints (POST /doc, uploads, POST /label, chats,
 * POST /doc/{docid}/ocr). The first response is kept 24 hours per account and key; see docs/idempotency.md.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key is at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .optional()
    .describe('Any string of 1 to 255 characters: a repeat with the same key and request replays the first response'),
});
