import { z } from 'zod';
import { intParam } from './integers';

const INT32_MAX = 2147483647;

export function pagingQuery(maxLimit: number) {
  return z.object({
    offset: intParam({ min: 0, max: INT32_MAX, name: 'offset' }).optional(),
    limit: intParam({ min: 1, max: maxLimit, name: 'limit' }).optional(),
  });
}

export const DEFAULT_PAGE_LIMIT = 100;
export const DOC_PAGE_MAX = 2000;
export const LABEL_PAGE_MAX = 2000;
