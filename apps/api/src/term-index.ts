import { TermIndexCache } from '@docent/core';
import type { ApiContext } from './context';

/** One term index per app (its size from DOCENT_TERM_CACHE_MB), shared by its chats and reported on /metrics. */
const termIndexes = new WeakMap<ApiContext, TermIndexCache>();

export function termIndexOf(ctx: ApiContext): TermIndexCache {
  let index = termIndexes.get(ctx);
  if (!index) {
    index = new TermIndexCache(ctx.config.termCacheBytes);
    termIndexes.set(ctx, index);
  }
  return index;
}
