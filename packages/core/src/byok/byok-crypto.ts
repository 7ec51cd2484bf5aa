import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
// A key for this purpose only, derived from DOCENT_SECRET (which also signs links): rotating the
// purpose string would make every stored BYOK key unreadable, so it is part of the format version.
const INFO = 'docent byok api key v1';

function keyFrom(secret: string): Buffer {
  if (!secret || secret.length < 16) throw new Error('DOCENT_SECRET is required to encrypt or decrypt BYOK keys');
  return Buffer.from(hkdfSync('sha256', secret, 'docent', INFO, 32));
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` (base64url parts). A fresh 96-bit IV per value. */
export function encryptApiKey(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
}

/** Throws (without revealing anything) when the value was not made with this secret or was altered. */
export function decryptApiKey(secret: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unreadable BYOK key (unknown format)');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('unreadable BYOK key (was DOCENT_SECRET changed?)');
  }
}
