import OpenAI from 'openai';
import { badGateway } from '../common/errors';
import type { CompletionRequest, CompletionResult, OpenAIConnection } from './provider';

function clean(message: string, apiKey: string | undefined): string {
  const text = apiKey ? message.split(apiKey).join('***') : message;
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Maps whatever the SDK throws to a 502 that says what went wrong, never echoing the key. */
function providerFailure(error: unknown, connection: OpenAIConnection): Error {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return badGateway(`The model provider did not answer within ${Math.round(connection.timeoutMs / 1000)} s`);
  }
  if (error instanceof OpenAI.APIConnectionError) return badGateway('The model provider could not be reached');
  if (error instanceof OpenAI.APIError) {
    return badGateway(`The model provider failed (status ${error.status ?? 'unknown'}): ${clean(error.message, connection.apiKey)}`);
  }
  return badGateway(`The model provider failed: ${clean(error instanceof Error ? error.message : String(error), connection.apiKey)}`);
}

// SDK clients by connection, reused across chats (making one per call costs more than the call's own work against
// a fast server). Bounded, oldest dropped first; BYOK connections are among them, as they are in each request anyway.
const clients = new Map<string, OpenAI>();
const MAX_CLIENTS = 64;

function clientFor(connection: OpenAIConnection): OpenAI {
  const id = JSON.stringify([connection.apiKey ?? '', connection.baseUrl ?? '', connection.timeoutMs, connection.maxRetries]);
  let client = clients.get(id);
  if (!client) {
    client = new OpenAI({
      // Compatible local servers often need no key; the SDK insists on one.
      apiKey: connection.apiKey || 'none',
      baseURL: connection.baseUrl,
      timeout: connection.timeoutMs,
      maxRetries: connection.maxRetries,
    });
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    clients.set(id, client);
  }
  return client;
}

/** One chat completion against an OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LiteLLM…). */
export async function completeWithOpenAI(connection: OpenAIConnection, request: CompletionRequest): Promise<CompletionResult> {
  const client = clientFor(connection);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: request.model,
      messages: request.messages,
      ...(request.reasoningModel ? { max_completion_tokens: request.maxTokens } : { max_tokens: request.maxTokens }),
      ...(request.reasoningEffort ? { reasoning_effort: request.reasoningEffort as OpenAI.ReasoningEffort } : {}),
    });
  } catch (error) {
    throw providerFailure(error, connection);
  }
  const text = completion.choices?.[0]?.message?.content;
  if (typeof text !== 'string') throw badGateway('The model provider returned no answer');
  const usage = completion.usage;
  return {
    text,
    usage:
      usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens)
        ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens }
        : undefined,
  };
}
