import { z } from 'zod';
import { documentedAs } from './openapi-names';

export const DOCID_PATTERN = /^d[0-9a-z]{15}$/;
export const LABELID_PATTERN = /^l[0-9a-z]{14,19}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A labelid (preferred) or a legacy lid (UUID). */
export const LABEL_REF_PATTERN =
  /^(l[0-9a-z]{14,19}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export const DocId = z.string().regex(DOCID_PATTERN, 'docid must match ^d[0-9a-z]{15}$');

/** A label is addressed by its labelid (preferred) or its legacy lid (UUID). */
export const LabelRef = z
  .string()
  .regex(LABEL_REF_PATTERN, 'labelid must be a labelid (l + 14 to 19 of [0-9a-z]) or a lid (UUID)');

const LABEL_REF = LABEL_REF_PATTERN.source.slice(1, -1);

/** One or more label references, comma-separated, as in POST /label/{labelid}/upload/{options}. */
export const LabelRefList = documentedAs(
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(LabelRef).min(1, 'labelid must name at least one label').max(50, 'labelid names at most 50 labels')),
  {
    type: 'string',
    pattern: `^${LABEL_REF}(,${LABEL_REF}){0,49}$`,
    description: 'One or more label identifiers (labelid or lid), comma-separated (at most 50).',
  },
);
