import type { RequestHandler } from 'express';
import { invalid } from '@docent/core';

/**
 * PostgreSQL stores neither U+0000 (in text or jsonb) nor unpaired UTF-16 surrogates (they are not Unicode
 * text; the driver would silently turn them into U+FFFD). Rather than strip or alter what a client sent, every
 * JSON body is checked once, here, and such a string is refused with 400 naming its field, before any route runs.
 */
export function findUnstorableText(value: unknown, path = ''): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return { path, problem: 'contains the character U+0000 (NUL), which cannot be stored' };
    if (/\p{Cs}/u.test(value))
      return { path, problem: 'contains an unpaired UTF-16 surrogate (not valid Unicode text)' };
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const badKey = findUnstorableText(key, at);
      if (badKey) return { path: at, problem: `has a key that ${badKey.problem}` };
      const found = findUnstorableText(inner, at);
      if (found) return found;
    }
  }
  return undefined;
}

/** After express.json(): 400 for a body holding text Postgres cannot store. */
export function requireStorableText(): RequestHandler {
  return (req, _res, next) => {
    const found = findUnstorableText(req.body);
    if (!found) return next();
    next(invalid(`Invalid request: ${found.path || 'body'}: ${found.problem}; remove it and send the request again`));
  };
}
