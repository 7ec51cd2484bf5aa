import { z } from 'zod';

/** Comma-separated options in a path segment, e.g. `sync` or `byok`; unknown values are ignored. */
export const OptionsParam = z
  .string()
  .max(200)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
