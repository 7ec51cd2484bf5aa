import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ChatRequestInput, ChatResult } from '@docent/contract';
import { DocentError } from './docent-error';

/** What a streamed chat yields: pieces of the answer as the model writes them, then the Chat result. */
export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; result: ChatResult };

export interface StreamChatOptions {
  /** {base_url}, ending in /api/v1. */
  baseUrl: string;
  apiKey: string;
  /** Chat with one document, or with every document of a label (labelid or lid). */
  target: { docid: string } | { labelid: string };
  body: Omit<ChatRequestInput, 'stream'>;
  /** Sent as Idempotency-Key: a retry with the same key replays the stored answer instead of asking again. */
  idempotencyKey?: string;
  /** Aborting it disconnects: the server stops the chat and stores and charges nothing. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function errorOf(response: Response): Promise<DocentError> {
  const text = await response.text().catch(() => '');
  let message = `HTTP ${response.status}`;
  try {
    message = JSON.parse(text).error.message ?? message;
  } catch {
    if (text.trim()) message = text.trim().slice(0, 500);
  }
  return new DocentError(response.status, message, { requestId: response.headers.get('x-request-id') ?? undefined });
}

/**
 * A chat answered as Server-Sent Events (`stream: true`), as an async iterator: `delta` events as the model writes,
 * then one `done` with the Chat result (promptid, tid, answer, citations when present). Errors before the stream
 * starts (400, 402, 404, 409, 423…) and an `error` event during it are thrown as DocentError.
 *
 *   for await (const event of streamChat({ baseUrl, apiKey, target: { docid }, body: { prompt: 'Summarise' } })) {
 *     if (event.type === 'delta') process.stdout.write(event.text);
 *     else console.log('\n', event.result.tid);
 *   }
 */
export async function* streamChat(options: StreamChatOptions): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const path =
    'docid' in options.target
      ? `/doc/${encodeURIComponent(options.target.docid)}/chat`
      : `/label/${encodeURIComponent(options.target.labelid)}/chat`;
  const aborter = new AbortController();
  const onAbort = () => aborter.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      signal: aborter.signal,
      headers: {
        ...options.headers,
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      body: JSON.stringify({ ...options.body, stream: true }),
    });
    if (
      response.status !== 200 ||
      !response.headers.get('content-type')?.startsWith('text/event-stream') ||
      !response.body
    ) {
      throw await errorOf(response);
    }
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    for await (const event of events as unknown as AsyncIterable<{ event?: string; data: string }>) {
      const data = JSON.parse(event.data);
      if (event.event === 'delta') yield { type: 'delta', text: data.text };
      else if (event.event === 'done') {
        yield { type: 'done', result: data };
        return;
      } else if (event.event === 'error') {
        throw new DocentError(
          typeof data.status === 'number' ? data.status : 502,
          data.error?.message ?? 'the chat failed',
          {
            requestId: response.headers.get('x-request-id') ?? undefined,
          },
        );
      }
    }
    throw new DocentError(502, 'the stream ended before the answer was complete');
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    // Leaving the loop early (break, an exception) disconnects, which stops the chat on the server.
    aborter.abort();
  }
}
