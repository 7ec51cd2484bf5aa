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

/** One chat completion against an OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LiteLLM…). */
export async function completeWithOpenAI(connection: OpenAIConnection, request: CompletionRequest): Promise<CompletionResult> {
  const client = new OpenAI({
    // Compatible local servers often need no key; the SDK insists on one.
    apiKey: connection.apiKey || 'none',
    baseURL: connection.baseUrl,
    timeout: connection.timeoutMs,
    maxRetries: connection.maxRetries,
  });
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
  return { text, usage: usageOf(completion.usage) };
}

const isTokenCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The reported usage; absent when none is reported. Nonsense (negative, fractional, not numbers) is the provider's fault: 502. */
function usageOf(usage: OpenAI.Completions.CompletionUsage | undefined | null): CompletionResult['usage'] {
  if (usage === undefined || usage === null) return undefined;
  const { prompt_tokens: input, completion_tokens: output } = usage as { prompt_tokens?: unknown; completion_tokens?: unknown };
  if (input === undefined && output === undefined) return undefined;
  if (!isTokenCount(input) || !isTokenCount(output)) {
    throw badGateway('The model provider reported invalid token usage (token counts must be whole numbers, 0 or more)');
  }
  return { inputTokens: input, outputTokens: output };
}
