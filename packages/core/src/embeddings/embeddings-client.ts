/** Where the operator's embeddings model is served: any OpenAI-compatible `/v1/embeddings` endpoint. */
export interface EmbeddingsConnection {
  model: string;
  /** e.g. https://api.openai.com/v1 or http://ollama:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

export class EmbeddingsUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsUnavailable';
  }
}

/** Inputs per request: OpenAI takes up to 2,048; smaller batches keep one failure cheap. */
export const EMBEDDING_BATCH = 64;

/**
 * The vectors of `texts` (same order), one POST /embeddings per batch. Throws EmbeddingsUnavailable with a message
 * fit for a log (status and the endpoint's own error text, never the key) when the endpoint fails or answers
 * something that is not one vector per input.
 */
export async function embedTexts(connection: EmbeddingsConnection, texts: string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
    const batch = texts.slice(i, i + EMBEDDING_BATCH);
    let response: Response;
    try {
      response = await fetch(`${connection.baseUrl.replace(/\/+$/, '')}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: connection.model, input: batch, encoding_format: 'float' }),
        signal: AbortSignal.timeout(connection.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError';
      throw new EmbeddingsUnavailable(
        timedOut
          ? `embeddings endpoint did not answer within ${connection.timeoutMs} ms`
          : 'embeddings endpoint could not be reached',
      );
    }
    const body = (await response.json().catch(() => null)) as {
      data?: Array<{ embedding?: unknown; index?: number }>;
      error?: { message?: string };
    } | null;
    if (!response.ok) {
      const detail = typeof body?.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
      const text = connection.apiKey ? detail.split(connection.apiKey).join('***') : detail;
      throw new EmbeddingsUnavailable(`embeddings endpoint failed (status ${response.status})${text}`);
    }
    const data = body?.data;
    if (!Array.isArray(data) || data.length !== batch.length)
      throw new EmbeddingsUnavailable('embeddings endpoint returned no vector for some inputs');
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    for (const item of ordered) {
      const v = item.embedding;
      if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        throw new EmbeddingsUnavailable('embeddings endpoint returned something that is not a vector');
      }
      out.push(v as number[]);
    }
  }
  return out;
}
