import { z } from 'zod';
import { expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  NAME: z.string().optional(),
  LIMIT: z.coerce.number().int().min(1),
});

it('takes an empty variable as unset, so its default or absence applies', () => {
  expect(parseEnv(schema, { PORT: '', NAME: '', LIMIT: '5' })).toEqual({ PORT: 8080, LIMIT: 5 });
  expect(parseEnv(schema, { PORT: '9000', NAME: 'x', LIMIT: '1', OTHER: 'ignored' })).toEqual({
    PORT: 9000,
    NAME: 'x',
    LIMIT: 1,
  });
});

it('names every bad variable, one per line', () => {
  expect(() => parseEnv(schema, { PORT: 'eighty', LIMIT: '0' })).toThrow(
    /^Invalid environment variables:\n {2}PORT: must be a number\n {2}LIMIT: .+$/,
  );
  // A ConfigError, which the entry points print as it is (no stack), and never with the value given.
  const error = (() => {
    try {
      parseEnv(schema, { PORT: 'hunter2', LIMIT: '5' });
    } catch (e) {
      return e;
    }
  })();
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).not.toContain('hunter2');
  // A required variable left empty is missing, not zero.
  expect(() => parseEnv(schema, { LIMIT: '' })).toThrow(/LIMIT: /);
});
