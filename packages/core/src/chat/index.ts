export * from './run-chat';
export * from './chat-options';
export * from './chat-history';
export * from './thread-lease';
export * from './system-prompt';
export * from './compose-messages';
export * from './resolve-scope';
export * from './citations';
