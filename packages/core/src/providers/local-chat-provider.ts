import type { ResolvedChatOptions } from '../chat/chat-options';
import type { ComposedMessages } from '../chat/compose-messages';
import { RequestAborted } from '../common/errors';
import { countTextTokens } from '../indexing/token-count';
import type { ChatScope } from '../retrieval/chat-scope';
import type { ChatProvider } from './chat-provider';
import { answerLocally, type LocalAnswerOptions } from './local-provider';
import type { CompletionStream } from './provider';

/** What docent-local is given for a composed chat (also what bench/quality measures it with). */
export function localAnswerInput(
  scope: Pick<ChatScope, 'kind'>,
  composed: ComposedMessages,
  options: Pick<ResolvedChatOptions, 'page' | 'ocap'>,
): LocalAnswerOptions {
  return {
    // A follow-up is answered as the question it was searched as ("In HISTSIZE: What is its default value?").
    prompt: composed.searchPrompt,
    chunks: composed.context.chunks,
    page: options.page,
    withDocumentName: scope.kind === 'label',
    maxTokens: options.ocap,
    absentLexemes: composed.context.absentLexemes,
    wholeScope: composed.context.mode === 'all',
  };
}

/** docent-local: whole sentences of the context, each with its page token and its citation. Needs no configuration. */
export const localChatProvider: ChatProvider = {
  async answer({ scope, composed, options, stream }) {
    const local = answerLocally(localAnswerInput(scope, composed, options));
    const citations = options.page ? local.parts.flatMap((p) => (p.source ? [p.source] : [])) : [];
    if (stream)
      streamParts(
        local.parts.map((p) => p.text),
        stream,
      );
    return {
      text: local.text,
      parts: local.parts.map((p) => p.text),
      citations,
      usage: { inputTokens: composed.inputTokens, outputTokens: countTextTokens(local.text) },
    };
  },
};

/** docent-local answers at once; a stream gets it sentence by sentence (each with its page token), a line each. */
function streamParts(parts: string[], stream: CompletionStream): void {
  parts.forEach((part, i) => {
    if (stream.signal?.aborted) throw new RequestAborted();
    stream.onDelta(i < parts.length - 1 ? `${part}\n` : part);
  });
}
