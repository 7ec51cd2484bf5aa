import type { ChatDeps } from '@docent/core';
import type { ApiContext } from '../../context';
import { termIndexOf } from '../../term-index';

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
