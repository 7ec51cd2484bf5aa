import { z } from 'zod';
import { documentedAs } from './openapi-names';

export const INT32_MAX = 2147483647;

/**
 * An integer carried as text (query string, header) or a number. Text must be plain digits
 * (with an optional minus), so "", "1.5", "1e3" and "abc" are rejected instead of coerced.
 * The OpenAPI document shows it as `integer` (int32) with its range and default.
 */
export function intParam(options: { min: number; max: number; name: string; default?: number }) {
  const range = `an integer from ${options.min} to ${options.max}`;
  const schema = z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < options.min || n > options.max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${options.name} must be ${range}` });
      return z.NEVER;
    }
    return n;
  });
  return documentedAs(schema, {
    type: 'integer',
    format: 'int32',
    minimum: options.min,
    maximum: options.max,
    ...(options.default === undefined ? {} : { default: options.default }),
  });
}

export const WORKSPACE_MIN = 0;
export const WORKSPACE_MAX = 32767;

/** Workspace id as a JSON value (response fields, body fields). */
export const WorkspaceId = documentedAs(z.number().int().min(WORKSPACE_MIN).max(WORKSPACE_MAX), {
  type: 'integer',
  format: 'int32',
  minimum: WORKSPACE_MIN,
  maximum: WORKSPACE_MAX,
});
