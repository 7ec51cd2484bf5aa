export type { EmbeddingsConnection } from './embeddings-client';
export { hasPgvector } from './vector-store';
export { embedDocument } from './embed-document';
export { EMBEDDINGS_ENV, embeddingsFromEnv, loadEmbeddingsConfig } from './embeddings-config';
