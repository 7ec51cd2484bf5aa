import { openText, sealText } from '../common/secret-box';

// A key for this purpose only, derived from DOCENT_SECRET (which also signs links): rotating the
// purpose string would make every stored BYOK key unreadable, so it is part of the format version.
const INFO = 'docent byok api key v1';

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` (base64url parts). A fresh 96-bit IV per value. */
export function encryptApiKey(secret: string, plaintext: string): string {
  if (!secret || secret.length < 16) throw new Error('DOCENT_SECRET is required to encrypt or decrypt BYOK keys');
  return sealText(secret, INFO, plaintext);
}

/** Throws (without revealing anything) when the value was not made with this secret or was altered. */
export function decryptApiKey(secret: string, stored: string): string {
  if (!secret || secret.length < 16) throw new Error('DOCENT_SECRET is required to encrypt or decrypt BYOK keys');
  return openText(secret, INFO, stored, 'BYOK key');
}
