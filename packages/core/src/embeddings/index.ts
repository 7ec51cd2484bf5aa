export * from './embeddings-client';
export * from './quantize';
export * from './vector-store';
export * from './embed-document';
export * from './embeddings-config';
