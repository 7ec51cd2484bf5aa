import { z } from 'zod';

/**
 * An integer carried as text (query string, header) or a number. Text must be plain digits
 * (with an optional minus), so "", "1.5", "1e3" and "abc" are rejected instead of coerced.
 */
export function intParam(options: { min: number; max: number; name: string }) {
  const range = `an integer from ${options.min} to ${options.max}`;
  return z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < options.min || n > options.max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${options.name} must be ${range}` });
        return z.NEVER;
      }
      return n;
    })
    .describe(range);
}

export const WORKSPACE_MIN = 0;
export const WORKSPACE_MAX = 32767;

/** Workspace id as a JSON value (response fields, body fields). */
export const WorkspaceId = z.number().int().min(WORKSPACE_MIN).max(WORKSPACE_MAX);
