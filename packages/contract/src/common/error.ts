import { z } from 'zod';
import { component } from './openapi-names';

/** The SPEC.md Error body, used by every error response. */
export const ErrorBody = component(
  'Error',
  z.object({
    error: z.object({
      message: z.string().max(500).describe('Human-readable detail'),
    }),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Error statuses any endpoint may answer with (SPEC.md "default" plus DESIGN.md's choices). */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  422: ErrorBody,
  423: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
} as const;
