import { expect, it } from 'vitest';
import { decryptApiKey, encryptApiKey } from './byok-crypto';

const SECRET = 'a-docent-secret-of-at-least-32-characters';

it('round-trips with AES-256-GCM, a fresh IV each time, and no trace of the key', () => {
  const a = encryptApiKey(SECRET, 'sk-live-123');
  const b = encryptApiKey(SECRET, 'sk-live-123');
  expect(a).not.toBe(b);
  expect(a).not.toContain('sk-live');
  expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
  expect(decryptApiKey(SECRET, a)).toBe('sk-live-123');
});

it('refuses another secret and any tampering', () => {
  const stored = encryptApiKey(SECRET, 'sk-live-123');
  expect(() => decryptApiKey(`${SECRET}x`, stored)).toThrow(/DOCENT_SECRET/);
  const [v, iv, tag, data] = stored.split(':');
  const flipped = Buffer.from(data, 'base64url');
  flipped[0] ^= 1;
  expect(() => decryptApiKey(SECRET, [v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  expect(() => decryptApiKey(SECRET, 'plain-text-key')).toThrow(/format/);
});
