import type { Db } from '@docent/db';
import { findByokConnection } from '../byok/byok-providers';
import { citeAnswer } from '../chat/citations';
import { invalid } from '../common/errors';
import { countTextTokens } from '../indexing/token-count';
import type { ChatProvider } from './chat-provider';
import { completeWithOpenAI } from './openai-provider';
import type { OpenAIConnection } from './provider';

/** A provider model (operator's or BYOK): one completion, its page tokens mapped back to citations. */
export const openaiChatProvider: ChatProvider = {
  assertAvailable(options, { connection }) {
    // BYOK models bring their own endpoint; the operator's models need OPENAI_API_KEY or OPENAI_BASE_URL.
    if (!options.byok && !(connection.apiKey || connection.baseUrl)) {
      throw invalid(
        `model: ${options.model.id} needs a model provider and none is configured (OPENAI_API_KEY); use docent-local`,
      );
    }
  },

  async answer({ accountId, scope, composed, options, stream }, { db, secret, connection }) {
    const target = options.byok
      ? await byokConnection(db, secret, accountId, options.model.id, connection)
      : connection;
    const result = await completeWithOpenAI(
      target,
      {
        model: options.model.id,
        messages: composed.messages,
        maxTokens: options.ocap,
        reasoningEffort: options.thinking,
        reasoningModel: options.model.thinking.length > 0,
      },
      stream,
    );
    const cited = citeAnswer(result.text, composed.context.chunks, {
      page: options.page,
      withDocument: scope.kind === 'label',
    });
    return {
      text: cited.answer,
      parts: [cited.answer],
      citations: cited.citations,
      usage: {
        inputTokens: result.usage?.inputTokens ?? composed.inputTokens,
        outputTokens: result.usage?.outputTokens ?? countTextTokens(result.text),
      },
    };
  },
};

async function byokConnection(
  db: Db,
  secret: string,
  accountId: string,
  model: string,
  base: OpenAIConnection,
): Promise<OpenAIConnection> {
  const found = await findByokConnection(db, { secret, accountId, model });
  if (!found) throw invalid(`model: ${model} is not a BYOK model of this account (see GET /models/byok)`);
  return {
    apiKey: found.apiKey,
    baseUrl: found.baseUrl ?? undefined,
    timeoutMs: base.timeoutMs,
    maxRetries: base.maxRetries,
  };
}
