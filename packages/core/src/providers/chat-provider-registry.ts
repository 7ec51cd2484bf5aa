import type { ProviderKind } from '../models/model-registry';
import type { ChatProvider } from './chat-provider';
import { localChatProvider } from './local-chat-provider';
import { openaiChatProvider } from './openai-chat-provider';

/** Which implementation answers the models of each provider kind; a kind without one does not compile. */
const CHAT_PROVIDERS: Record<ProviderKind, ChatProvider> = {
  openai: openaiChatProvider,
  local: localChatProvider,
};

/** The provider that answers chats on models of this kind (`ModelSpec.provider`). */
export function chatProviderFor(kind: ProviderKind): ChatProvider {
  return CHAT_PROVIDERS[kind];
}
