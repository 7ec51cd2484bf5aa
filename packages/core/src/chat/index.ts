export { runChat, type ChatDeps, type ChatTarget } from './run-chat';
export { resolveChatOptions } from './chat-options';
export { acquireThreadLease } from './thread-lease';
export { composeMessages } from './compose-messages';
export { resolveDocumentScope, resolveLabelScope } from './resolve-scope';
export { citeAnswer } from './citations';
