import type { ResolvedChatOptions } from '../chat/chat-options';
import type { ComposedMessages } from '../chat/compose-messages';
import { RequestAborted } from '../common/errors';
import { countTextTokens } from '../indexing/token-count';
import type { ChatScope } from '../retrieval/chat-scope';
import type { ReadAs } from '../retrieval/spelling';
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
    // Said last, so the answer (or the decline) opens as it always does.
    const parts = [...local.parts.map((p) => p.text), ...(composed.readAs ? [readAsNote(composed.readAs)] : [])];
    if (stream) streamParts(parts, stream);
    const text = parts.join('\n');
    return {
      text,
      parts,
      citations,
      usage: { inputTokens: composed.inputTokens, outputTokens: countTextTokens(text) },
    };
  },
};

/** What docent-local says of the words it read otherwise than typed: 'I read “pipfeail” as “pipefail”.' */
export function readAsNote(readAs: ReadAs[]): string {
  return `I read ${readAs.map((r) => `“${r.typed}” as “${r.meant}”`).join(' and ')}.`;
}

/** docent-local answers at once; a stream gets it sentence by sentence (each with its page token), a line each. */
function streamParts(parts: string[], stream: CompletionStream): void {
  parts.forEach((part, i) => {
    if (stream.signal?.aborted) throw new RequestAborted();
    stream.onDelta(i < parts.length - 1 ? `${part}\n` : part);
  });
}
