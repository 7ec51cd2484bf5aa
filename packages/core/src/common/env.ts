import type { z } from 'zod';

/**
 * Settings the process cannot start with. Its message names each bad variable and its problem, never a value (a
 * variable may hold a secret): "Invalid environment variables:\n  NAME: problem".
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A zod issue in the words of a setting: "abc" for a number is "must be a number", not "received nan". */
function problemOf(issue: z.ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'must be a number';
  return issue.message;
}

/**
 * An environment parsed against an app's schema, the one rule for every app's config: an empty variable means unset
 * (compose passes `VAR: ${VAR:-}` as ""), so defaults and optionals apply; a bad one fails start-up with a ConfigError
 * naming each bad variable and its problem.
 */
export function parseEnv<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${problemOf(i)}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * `load()`'s settings; when they are refused (ConfigError), `report` is given the message and the process ends with
 * exit code 1: what an operator reads is which variable to fix, not a stack trace.
 */
export function settingsOrExit<T>(load: () => T, report: (message: string) => void): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report(error.message);
    process.exit(1);
  }
}
