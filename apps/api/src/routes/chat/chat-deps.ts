import { TermIndexCache, type ChatDeps } from '@docent/core';
import type { ApiContext } from '../../context';

/** One term index per app (its size from DOCENT_TERM_CACHE_MB), shared by all its chats. */
const termIndexes = new WeakMap<ApiContext, TermIndexCache>();

function termIndexOf(ctx: ApiContext): TermIndexCache {
  let index = termIndexes.get(ctx);
  if (!index) {
    index = new TermIndexCache(ctx.config.termCacheBytes);
    termIndexes.set(ctx, index);
  }
  return index;
}

/** The slice of the api's configuration a chat uses. */
export function chatDeps(ctx: ApiContext): ChatDeps {
  return {
    secret: ctx.config.secret,
    openai: ctx.config.openai,
    providerTimeoutMs: ctx.config.providerTimeoutMs,
    providerMaxRetries: ctx.config.providerMaxRetries,
    embeddings: ctx.config.embeddings,
    termIndex: termIndexOf(ctx),
  };
}
