import type { Db } from '@docent/db';
import type { ResolvedChatOptions } from '../chat/chat-options';
import type { Citation } from '../chat/citations';
import type { ComposedMessages } from '../chat/compose-messages';
import type { ChatScope } from '../retrieval/chat-scope';
import type { CompletionStream, OpenAIConnection } from './provider';

/** The model's answer, as stored and returned. */
export interface ChatAnswer {
  text: string;
  /** Sentences (docent-local) or the whole text (providers): what a stream would send one at a time. */
  parts: string[];
  citations: Citation[];
  usage: { inputTokens: number; outputTokens: number };
}

/** One chat turn as a provider sees it: everything composed, checked and paid for (its credits reserved). */
export interface ChatProviderInput {
  accountId: string;
  /** A label chat names each passage's document in its citations. */
  scope: Pick<ChatScope, 'kind'>;
  prompt: string;
  composed: ComposedMessages;
  options: ResolvedChatOptions;
  /** Streaming: the answer's text as it is produced; `signal` aborts when the client went away. */
  stream?: CompletionStream;
}

/** What a provider may use of the running app. */
export interface ChatProviderDeps {
  db: Db;
  /** DOCENT_SECRET: decrypts BYOK keys. */
  secret: string;
  /** The operator's OpenAI-compatible endpoint (no key nor base URL when none is configured), its timeout and retries. */
  connection: OpenAIConnection;
}

/**
 * How the models of one provider kind (`ModelSpec.provider`) answer a chat. A new provider is one file
 * implementing this and one line in `chat-provider-registry.ts`; `chat/run-chat.ts` only orchestrates.
 */
export interface ChatProvider {
  /**
   * Checked with the chat's options, dry runs included, before any side effect: throws (400) when this deployment
   * cannot answer with `options.model`.
   */
  assertAvailable?(options: ResolvedChatOptions, deps: ChatProviderDeps): void;
  /** The answer, after the credit reservation; a stream gets its text as it comes. Errors end the chat unstored. */
  answer(input: ChatProviderInput, deps: ChatProviderDeps): Promise<ChatAnswer>;
}
