import type { z } from 'zod';

/**
 * An environment parsed against an app's schema, the one rule for every app's config: an empty variable means unset
 * (compose passes `VAR: ${VAR:-}` as ""), so defaults and optionals apply; a bad one fails start-up with the name and
 * the problem of each bad variable ("Invalid environment variables:\n  NAME: problem").
 */
export function parseEnv<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
