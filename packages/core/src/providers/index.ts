export * from './provider';
export * from './openai-provider';
export * from './local-provider';
