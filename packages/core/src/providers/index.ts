export * from './provider';
export * from './openai-provider';
export * from './local-provider';
export * from './chat-provider';
export { chatProviderFor } from './chat-provider-registry';
export { localAnswerInput } from './local-chat-provider';
