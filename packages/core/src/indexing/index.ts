export * from './token-count';
export * from './chunk-page-text';
export * from './write-document-text';
export * from './commit-document-text';
