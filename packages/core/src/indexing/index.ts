export * from './token-count';
export * from './chunk-page-text';
export * from './write-document-text';
export * from './commit-document-text';
export * from './chunk-blocks';
export * from './reflow/reflow-document';
export * from './reflow/sentences';
export * from './reflow/text-blocks';
