import type { Db } from '@docent/db';
import { invalid } from '../common/errors';
import { countTextTokens } from '../indexing/token-count';
import { assembleContext, type AssembledContext } from '../retrieval/assemble-context';
import { correctedPrompt, type ReadAs } from '../retrieval/spelling';
import type { ChatScope } from '../retrieval/chat-scope';
import type { SemanticSearch } from '../retrieval/semantic-search';
import type { TermIndexCache } from '../retrieval/term-index-cache';
import { renderContext } from '../retrieval/context-text';
import type { ProviderMessage } from '../providers/provider';
import {
  MESSAGE_OVERHEAD_TOKENS,
  REQUEST_OVERHEAD_TOKENS,
  messageTokens,
  trimHistory,
  type ChatTurn,
} from './chat-history';
import type { ResolvedChatOptions } from './chat-options';
import { searchPrompt } from './follow-up';
import { buildSystemPrompt } from './system-prompt';

/** The prompt's share of the budget: prompt + history may use at most pcap × budget (400 when the prompt alone is over). */
export function promptAllowance(
  prompt: string,
  options: Pick<ResolvedChatOptions, 'pcap' | 'budget'>,
): { promptTokens: number; cap: number } {
  const cap = Math.floor(options.pcap * options.budget);
  const promptTokens = messageTokens(prompt);
  if (promptTokens > cap) {
    throw invalid(
      `prompt: ${promptTokens} tokens is more than pcap × budget = ${options.pcap} × ${options.budget} = ${cap} tokens; ` +
        'shorten the prompt or raise pcap or budget',
    );
  }
  return { promptTokens, cap };
}

export interface ComposedMessages {
  messages: ProviderMessage[];
  context: AssembledContext;
  /**
   * What the context was searched with: the prompt, set in the thread's subject when it is a follow-up, its mistyped
   * words read as the documents' (retrieval/spelling.ts).
   */
  searchPrompt: string;
  /** The question's mistyped words and what they were read as, when any were (retrieval/spelling.ts). */
  readAs?: ReadAs[];
  /** Our count of what is sent (system, history, prompt, framing): what a provider with our tokenizer bills. */
  inputTokens: number;
  historyTurns: number;
}

/** Everything sent to the model, within `budget` tokens: instructions + documents' text, trimmed history, prompt. */
export async function composeMessages(
  db: Db,
  input: {
    scope: ChatScope;
    prompt: string;
    turns: ChatTurn[];
    options: ResolvedChatOptions;
    /** Search by meaning for the prompt as it is searched (searchPrompt: a follow-up set in its thread's subject). */
    semanticFor?: (searchPrompt: string) => SemanticSearch | undefined;
    /** The process's in-memory term index (TermIndexCache), when it keeps one. */
    termIndex?: TermIndexCache;
  },
): Promise<ComposedMessages> {
  const { scope, prompt, options } = input;
  const { promptTokens, cap } = promptAllowance(prompt, options);
  const history = trimHistory(input.turns, cap - promptTokens);
  const systemBase = {
    kind: scope.kind,
    documentNames: scope.documents.map((d) => d.name),
    adherence: options.adherence,
    page: options.page,
    lang: options.lang,
  };
  const instructionTokens =
    countTextTokens(buildSystemPrompt({ ...systemBase, context: '' })) + MESSAGE_OVERHEAD_TOKENS;
  const fixed = instructionTokens + history.tokens + promptTokens + REQUEST_OVERHEAD_TOKENS;
  if (fixed > options.budget) {
    throw invalid(
      `budget: ${options.budget} tokens cannot hold the instructions and the prompt (${fixed} tokens); raise budget`,
    );
  }
  // "What is its default value?" after "What is HISTSIZE?" is searched as a question about HISTSIZE (follow-up.ts).
  let search = searchPrompt(prompt, input.turns);
  const contextFor = (text: string) =>
    assembleContext(db, {
      scope,
      prompt: text,
      budgetTokens: options.budget - fixed,
      semantic: input.semanticFor?.(text),
      termIndex: input.termIndex,
    });
  let context = await contextFor(search);
  // A question word no document holds may be mistyped ("pipfeail"): searched again as the word one edit away.
  const corrected = await correctedPrompt(db, {
    scope,
    prompt: search,
    // The whole scope sent as it is was not ranked: which words it lacks is looked up.
    absentLexemes: context.mode === 'all' ? undefined : context.absentLexemes,
    wholeScopeText: context.mode === 'all' ? () => context.chunks.map((c) => c.text).join('\n') : undefined,
    termIndex: input.termIndex,
  });
  if (corrected) {
    search = corrected.prompt;
    context = await contextFor(search);
  }
  const system = buildSystemPrompt({ ...systemBase, context: renderContext(context.chunks, scope.kind === 'label') });
  const messages: ProviderMessage[] = [{ role: 'system', content: system }];
  for (const turn of history.turns) {
    messages.push({ role: 'user', content: turn.prompt }, { role: 'assistant', content: turn.answer });
  }
  messages.push({ role: 'user', content: prompt });
  return {
    messages,
    context,
    searchPrompt: search,
    ...(corrected ? { readAs: corrected.readAs } : {}),
    inputTokens: fixed + context.tokens,
    historyTurns: history.turns.length,
  };
}
