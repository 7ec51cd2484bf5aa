export { countTextTokens } from './token-count';
export { chunkPageText } from './chunk-page-text';
export { writeDocumentText } from './write-document-text';
export { commitDocumentText } from './commit-document-text';
export { reindexDocuments } from './reindex-documents';
