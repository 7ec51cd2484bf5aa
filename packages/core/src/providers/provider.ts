/** One message of the conversation sent to a model. */
export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  model: string;
  messages: ProviderMessage[];
  /** The answer's token limit (the chat's `ocap`). */
  maxTokens: number;
  /** Reasoning models: the `thinking` option, sent as reasoning_effort. */
  reasoningEffort?: string;
  /** Reasoning models take max_completion_tokens (their limit covers reasoning too); others max_tokens. */
  reasoningModel?: boolean;
}

/** Streaming: where the answer's text goes as the model produces it, and when to stop (the client went away). */
export interface CompletionStream {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

export interface CompletionResult {
  text: string;
  /** As reported by the provider; absent when it reports none. */
  usage?: { inputTokens: number; outputTokens: number };
}

/** Where an OpenAI-compatible endpoint lives and how long to wait for it. */
export interface OpenAIConnection {
  apiKey?: string;
  /** e.g. https://api.openai.com/v1 (the SDK's default when absent). */
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries on connection errors, 408/409/429 and 5xx, with the SDK's backoff. */
  maxRetries: number;
}

/** The longest a completion can take with all its retries: what a thread lease must outlast. */
export function worstCaseCompletionMs(connection: Pick<OpenAIConnection, 'timeoutMs' | 'maxRetries'>): number {
  const maxBackoffMs = 8_000; // the SDK's cap per retry
  return (connection.maxRetries + 1) * connection.timeoutMs + connection.maxRetries * maxBackoffMs;
}
