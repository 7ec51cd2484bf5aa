import { z } from 'zod';
import { INT32_MAX, intParam } from './integers';

export const DEFAULT_PAGE_LIMIT = 100;
export const DOC_PAGE_MAX = 2000;
export const LABEL_PAGE_MAX = 2000;

export function pagingQuery(maxLimit: number) {
  return z.object({
    offset: intParam({ min: 0, max: INT32_MAX, name: 'offset', default: 0 }).optional(),
    limit: intParam({ min: 1, max: maxLimit, name: 'limit', default: DEFAULT_PAGE_LIMIT }).optional(),
  });
}
