import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid. */
export const DOCUMENT_LINK_TTL_MS = 60 * 60 * 1000;

/** A key used only for links, derived from DOCENT_SECRET (which also encrypts BYOK keys). */
const linkKey = (secret: string) => createHmac('sha256', secret).update('docent:document-link:v1').digest();

const signatureOf = (secret: string, docid: string, exp: number) =>
  createHmac('sha256', linkKey(secret)).update(`${docid}.${exp}`).digest('base64url');

export interface SignedLink {
  /** Expiry, Unix seconds. */
  exp: number;
  sig: string;
}

export function signDocumentLink(options: { secret: string; docid: string; now?: number; ttlMs?: number }): SignedLink {
  const exp = Math.floor(((options.now ?? Date.now()) + (options.ttlMs ?? DOCUMENT_LINK_TTL_MS)) / 1000);
  return { exp, sig: signatureOf(options.secret, options.docid, exp) };
}

export type LinkCheck = 'valid' | 'expired' | 'bad_signature';

/** Checks a link's signature in constant time, then its expiry. */
export function verifyDocumentLink(options: {
  secret: string;
  docid: string;
  exp: unknown;
  sig: unknown;
  now?: number;
}): LinkCheck {
  const exp = typeof options.exp === 'string' && /^\d{1,12}$/.test(options.exp) ? Number(options.exp) : NaN;
  if (!Number.isSafeInteger(exp) || typeof options.sig !== 'string') return 'bad_signature';
  const expected = Buffer.from(signatureOf(options.secret, options.docid, exp));
  const given = Buffer.from(options.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return exp * 1000 > (options.now ?? Date.now()) ? 'valid' : 'expired';
}
