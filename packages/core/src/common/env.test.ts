import { z } from 'zod';
import { expect, it } from 'vitest';
import { parseEnv } from './env';

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
    /^Invalid environment variables:\n {2}PORT: .+\n {2}LIMIT: .+$/,
  );
  // A required variable left empty is missing, not zero.
  expect(() => parseEnv(schema, { LIMIT: '' })).toThrow(/LIMIT: /);
});
