import { z } from 'zod';
import { parseEnv } from '../common/env';
import type { EmbeddingsConnection } from './embeddings-client';

/** The environment variables of the embeddings model, shared by the api's and the worker's config schemas. */
export const EMBEDDINGS_ENV = {
  DOCENT_EMBEDDINGS_MODEL: z.string().max(200).optional(),
  DOCENT_EMBEDDINGS_BASE_URL: z.string().url().optional(),
  DOCENT_EMBEDDINGS_API_KEY: z.string().optional(),
  DOCENT_EMBEDDINGS_TIMEOUT_S: z.coerce.number().min(1).max(600).default(30),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
};

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * DOCENT_EMBEDDINGS_MODEL with its endpoint: DOCENT_EMBEDDINGS_BASE_URL / _API_KEY, defaulting to the chat
 * provider's OPENAI_BASE_URL / OPENAI_API_KEY. Unset model (or empty): no embeddings at all.
 */
export function embeddingsFromEnv(e: {
  DOCENT_EMBEDDINGS_MODEL?: string;
  DOCENT_EMBEDDINGS_BASE_URL?: string;
  DOCENT_EMBEDDINGS_API_KEY?: string;
  DOCENT_EMBEDDINGS_TIMEOUT_S: number;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
}): EmbeddingsConnection | undefined {
  const model = e.DOCENT_EMBEDDINGS_MODEL?.trim();
  if (!model) return undefined;
  return {
    model,
    baseUrl: e.DOCENT_EMBEDDINGS_BASE_URL || e.OPENAI_BASE_URL || DEFAULT_BASE_URL,
    apiKey: e.DOCENT_EMBEDDINGS_API_KEY || e.OPENAI_API_KEY || undefined,
    timeoutMs: e.DOCENT_EMBEDDINGS_TIMEOUT_S * 1000,
  };
}

/** The embeddings settings from an environment alone (the CLI), empty variables taken as unset. */
export function loadEmbeddingsConfig(env: NodeJS.ProcessEnv = process.env): EmbeddingsConnection | undefined {
  return embeddingsFromEnv(parseEnv(z.object(EMBEDDINGS_ENV), env));
}
