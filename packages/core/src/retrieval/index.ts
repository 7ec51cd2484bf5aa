export * from './chat-scope';
export * from './context-text';
export * from './scope-chunks';
export * from './ranked-chunks';
export * from './assemble-context';
export * from './lexeme-frequency';
export * from './question';
export * from './semantic-search';
