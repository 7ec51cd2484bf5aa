import { randomBytes, randomUUID } from 'node:crypto';
import { DOCID_PATTERN } from '@docent/contract';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `length` characters of [0-9a-z] from the CSPRNG, without modulo bias. */
export function randomBase36(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252) out += ALPHABET[byte % 36]; // 252 = 7 * 36: reject the tail to stay uniform
      if (out.length === length) break;
    }
  }
  return out;
}

export const newDocId = () => `d${randomBase36(15)}`;
/** A docid as SPEC.md writes it (the contract's DOCID_PATTERN). */
export const isDocid = (value: unknown): value is string => typeof value === 'string' && DOCID_PATTERN.test(value);
export const newLabelId = () => `l${randomBase36(15)}`;
export const newLid = () => randomUUID();
export const newTid = () => `t${randomBase36(15)}`;
export const newPromptId = () => `p${randomBase36(15)}`;
export const newAccountId = () => `a${randomBase36(15)}`;
export const newKeyId = () => `k${randomBase36(15)}`;
export const newWebhookId = () => `w${randomBase36(15)}`;
/** Event ids (the `webhook-id` header): the same format the credits.low trigger makes in SQL. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;
