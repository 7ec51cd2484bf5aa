import { z } from 'zod';
import { component, documentedAs } from './openapi-names';

export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 200;

/** SPEC.md Metadata: at most 20 keys of 1–40 letters/digits, string values of at most 200 characters. */
export const Metadata = component(
  'Metadata',
  documentedAs(
    z
      .record(
        z
          .string()
          .regex(/^[A-Za-z0-9]+$/, 'metadata keys may contain only letters and digits')
          .max(METADATA_KEY_MAX, `metadata keys are at most ${METADATA_KEY_MAX} characters`),
        z
          .string({ invalid_type_error: 'metadata values must be strings' })
          .max(METADATA_VALUE_MAX, `metadata values are at most ${METADATA_VALUE_MAX} characters`),
      )
      .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `metadata has at most ${METADATA_MAX_KEYS} keys`),
    {
      type: 'object',
      description: 'String keys (letters and digits, at most 40 characters) to string values (at most 200 characters).',
      maxProperties: METADATA_MAX_KEYS,
      propertyNames: { type: 'string', pattern: '^[A-Za-z0-9]+$', minLength: 1, maxLength: METADATA_KEY_MAX },
      additionalProperties: { type: 'string', maxLength: METADATA_VALUE_MAX },
    },
  ),
);
export type Metadata = z.infer<typeof Metadata>;

export const NullableMetadata = Metadata.nullable();
