import { describe, expect, it } from 'vitest';
import { EMBEDDINGS_ENV } from '../embeddings/embeddings-config';
import { parseEnv } from './env';
import { DOCENT_ENV, everyVariableOf } from './env-schema';

describe('DOCENT_ENV', () => {
  it('reads DOCENT_FETCH_ALLOW_HOSTS as a list, spaces and empty entries dropped', () => {
    const slice = DOCENT_ENV.pick({ DOCENT_FETCH_ALLOW_HOSTS: true });
    expect(parseEnv(slice, { DOCENT_FETCH_ALLOW_HOSTS: ' a.example:443 , b.example ,' })).toEqual({
      DOCENT_FETCH_ALLOW_HOSTS: ['a.example:443', 'b.example'],
    });
    expect(parseEnv(slice, { DOCENT_FETCH_ALLOW_HOSTS: '' })).toEqual({ DOCENT_FETCH_ALLOW_HOSTS: [] });
  });

  it('keeps a variable’s rule in every slice; an app that needs one makes it required, with the same message', () => {
    const optional = DOCENT_ENV.pick({ DOCENT_SECRET: true });
    const required = optional.required({ DOCENT_SECRET: true });
    expect(parseEnv(optional, {})).toEqual({});
    expect(() => parseEnv(required, {})).toThrow(/^Invalid environment variables:\n {2}DOCENT_SECRET: Required$/);
    for (const slice of [optional, required])
      expect(() => parseEnv(slice, { DOCENT_SECRET: 'short' })).toThrow(
        /DOCENT_SECRET: DOCENT_SECRET must be at least 32 characters/,
      );
  });

  it('holds every variable of the shared fragments, so a slice can take one whole', () => {
    const slice = DOCENT_ENV.pick(everyVariableOf(EMBEDDINGS_ENV));
    expect(Object.keys(slice.shape)).toEqual(Object.keys(EMBEDDINGS_ENV));
    expect(parseEnv(slice, {})).toEqual({ DOCENT_EMBEDDINGS_TIMEOUT_S: 30 });
  });
});
