import OpenAI from 'openai';
import { badGateway, RequestAborted } from '../common/errors';
import type { CompletionRequest, CompletionResult, CompletionStream, OpenAIConnection } from './provider';

function clean(message: string, apiKey: string | undefined): string {
  const text = apiKey ? message.split(apiKey).join('***') : message;
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Maps whatever the SDK throws to a 502 that says what went wrong, never echoing the key. */
function providerFailure(error: unknown, connection: OpenAIConnection): Error {
  if (error instanceof RequestAborted || error instanceof OpenAI.APIUserAbortError) return new RequestAborted();
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return badGateway(`The model provider did not answer within ${Math.round(connection.timeoutMs / 1000)} s`);
  }
  if (error instanceof OpenAI.APIConnectionError) return badGateway('The model provider could not be reached');
  if (error instanceof OpenAI.APIError) {
    return badGateway(
      `The model provider failed (status ${error.status ?? 'unknown'}): ${clean(error.message, connection.apiKey)}`,
    );
  }
  return badGateway(
    `The model provider failed: ${clean(error instanceof Error ? error.message : String(error), connection.apiKey)}`,
  );
}

// SDK clients by connection, reused across chats (making one per call costs more than the call's own work against
// a fast server). Bounded, oldest dropped first; BYOK connections are among them, as they are in each request anyway.
const clients = new Map<string, OpenAI>();
const MAX_CLIENTS = 64;

function clientFor(connection: OpenAIConnection): OpenAI {
  const id = JSON.stringify([
    connection.apiKey ?? '',
    connection.baseUrl ?? '',
    connection.timeoutMs,
    connection.maxRetries,
  ]);
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

/**
 * One chat completion against an OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LiteLLM…). With `stream`, the
 * answer is requested as a stream (usage included in its last chunk) and each piece of text goes to `onDelta` as it
 * arrives; an aborted `signal` stops the request and throws RequestAborted.
 */
export async function completeWithOpenAI(
  connection: OpenAIConnection,
  request: CompletionRequest,
  stream?: CompletionStream,
): Promise<CompletionResult> {
  const client = clientFor(connection);
  const body = {
    model: request.model,
    messages: request.messages,
    ...(request.reasoningModel ? { max_completion_tokens: request.maxTokens } : { max_tokens: request.maxTokens }),
    ...(request.reasoningEffort ? { reasoning_effort: request.reasoningEffort as OpenAI.ReasoningEffort } : {}),
  };
  if (stream) return streamWithOpenAI(client, body, stream, connection);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(body);
  } catch (error) {
    throw providerFailure(error, connection);
  }
  const text = completion.choices?.[0]?.message?.content;
  if (typeof text !== 'string') throw badGateway('The model provider returned no answer');
  return { text, usage: usageOf(completion.usage) };
}

async function streamWithOpenAI(
  client: OpenAI,
  body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
  stream: CompletionStream,
  connection: OpenAIConnection,
): Promise<CompletionResult> {
  let text = '';
  let reported: OpenAI.CompletionUsage | null | undefined;
  let chunks = 0;
  try {
    const response = await client.chat.completions.create(
      { ...body, stream: true, stream_options: { include_usage: true } },
      { signal: stream.signal },
    );
    for await (const chunk of response) {
      chunks++;
      const delta = chunk.choices?.[0]?.delta?.content;
      if (typeof delta === 'string' && delta !== '') {
        text += delta;
        stream.onDelta(delta);
      }
      if (chunk.usage) reported = chunk.usage;
    }
  } catch (error) {
    if (stream.signal?.aborted) throw new RequestAborted();
    throw providerFailure(error, connection);
  }
  if (chunks === 0) throw badGateway('The model provider returned no answer');
  // Checked like a plain answer's usage (invalid → 502): the text already streamed is not stored or charged.
  return { text, usage: usageOf(reported) };
}

const isTokenCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The reported usage; absent when none is reported. Nonsense (negative, fractional, not numbers) is the provider's fault: 502. */
function usageOf(usage: OpenAI.Completions.CompletionUsage | undefined | null): CompletionResult['usage'] {
  if (usage === undefined || usage === null) return undefined;
  const { prompt_tokens: input, completion_tokens: output } = usage as {
    prompt_tokens?: unknown;
    completion_tokens?: unknown;
  };
  if (input === undefined && output === undefined) return undefined;
  if (!isTokenCount(input) || !isTokenCount(output)) {
    throw badGateway('The model provider reported invalid token usage (token counts must be whole numbers, 0 or more)');
  }
  return { inputTokens: input, outputTokens: output };
}
