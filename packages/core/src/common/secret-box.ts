import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * A key for one purpose only, derived from DOCENT_SECRET (which also signs links). The purpose string is part of
 * the stored format: changing it would make every value sealed under it unreadable.
 */
function keyFor(secret: string, purpose: string): Buffer {
  if (!secret || secret.length < 16) throw new Error(`DOCENT_SECRET is required to seal or open ${purpose}`);
  return Buffer.from(hkdfSync('sha256', secret, 'docent', purpose, 32));
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` (base64url parts). A fresh 96-bit IV per value. */
export function sealText(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Throws (without revealing anything) when the value was not sealed with this secret and purpose, or was altered. */
export function openText(secret: string, purpose: string, sealed: string, what: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error(`unreadable ${what} (unknown format)`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`unreadable ${what} (was DOCENT_SECRET changed?)`);
  }
}
