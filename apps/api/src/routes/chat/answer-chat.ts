import type { Readable } from 'node:stream';
import type { ChatRequest, ChatResult } from '@docent/contract';
import { isDomainError, isRequestAborted, runChat, type ChatTarget } from '@docent/core';
import type { Request, Response } from 'express';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { errorBody, STATUS_OF } from '../../http/errors';
import { openEventStream, wantsEventStream } from '../../http/event-stream';
import { idempotent, type JsonResponse, type SaveResponse } from '../../http/idempotency';
import { chatDeps } from './chat-deps';

interface ChatCall {
  req: Request;
  res: Response;
  target: ChatTarget;
  body: ChatRequest;
  idempotencyKey: string | undefined;
}

/**
 * Both chat endpoints: one chat turn, as JSON or, when asked for, as Server-Sent Events (docs/chat.md#streaming).
 * Idempotency-Key aware: the result is stored with the message and its charge, and a repeat replays it (as a stream
 * when the request asked for one).
 */
export async function answerChat(ctx: ApiContext, call: ChatCall): Promise<{ status: 200; body: ChatResult }> {
  const { stream: _mode, ...request } = call.body;
  const streamed = wantsEventStream(call.req, call.body);
  const fingerprint = { target: call.target, body: request, stream: streamed };
  // A stream body is piped by ts-rest as it is (the contract types the JSON form).
  return idempotent<{ status: 200; body: ChatResult | Readable }>(
    ctx,
    call.req,
    call.res,
    { key: call.idempotencyKey, fingerprint },
    (save, release) => (streamed ? streamChat(ctx, call, save, release) : plainChat(ctx, call, save)),
    streamed ? (stored) => replayAsStream(call.res, stored) : undefined,
  ) as Promise<{ status: 200; body: ChatResult }>;
}

async function plainChat(ctx: ApiContext, call: ChatCall, save: SaveResponse) {
  const result = await runChat(ctx.db, chatDeps(ctx), {
    actor: actorOf(call.req),
    target: call.target,
    request: call.body,
    beforeCommit: async (trx, stored) => {
      await save(trx, { status: 200, body: stored });
    },
  });
  return { status: 200 as const, body: result };
}

/**
 * The chat runs until its first piece of text (or its end): anything that fails before that — validation, 402, 404,
 * 409, 423, a provider that never answered — is a plain JSON error as without streaming. From the first piece on the
 * answer is an event stream: `delta` events, then `done` with the Chat result or `error` with the Error body.
 * The thread's lease is held until the end; a client that disconnects aborts the chat (nothing stored or charged).
 */
async function streamChat(ctx: ApiContext, call: ChatCall, save: SaveResponse, release: () => Promise<void>) {
  const aborter = new AbortController();
  let finished = false;
  const onClose = () => {
    if (!finished) aborter.abort();
  };
  call.res.once('close', onClose);

  const early: string[] = [];
  let emit: ((text: string) => void) | undefined;
  let firstDelta!: () => void;
  const started = new Promise<'streaming'>((resolve) => {
    firstDelta = () => resolve('streaming');
  });
  const chat = runChat(ctx.db, chatDeps(ctx), {
    actor: actorOf(call.req),
    target: call.target,
    request: call.body,
    beforeCommit: async (trx, stored) => {
      await save(trx, { status: 200, body: stored });
    },
    stream: {
      signal: aborter.signal,
      onDelta: (text) => {
        if (emit) return emit(text);
        early.push(text);
        firstDelta();
      },
    },
  });
  const outcome = await Promise.race([
    started,
    chat.then(
      () => 'answered' as const,
      () => 'failed' as const,
    ),
  ]);
  if (outcome === 'failed') {
    finished = true;
    call.res.off('close', onClose);
    await chat; // throws: answered as plain JSON (the caller releases the key)
  }

  const events = openEventStream(call.res);
  for (const text of early) events.send('delta', { text });
  emit = (text) => events.send('delta', { text });
  chat
    .then(
      (result) => events.send('done', result),
      async (error: unknown) => {
        await release();
        if (isRequestAborted(error)) return;
        if (!isDomainError(error)) ctx.logger.error({ err: error }, 'streamed chat failed');
        // The Error body, plus the status the request would have had without streaming (extension field).
        const status = isDomainError(error) ? STATUS_OF[error.code] : 500;
        events.send('error', { ...errorBody(isDomainError(error) ? error.message : 'Internal server error'), status });
      },
    )
    .finally(() => {
      finished = true;
      call.res.off('close', onClose);
      events.end();
    });
  return { status: 200 as const, body: events.body };
}

/** A replayed streamed chat: the stored answer as one `delta`, then `done` with the stored result. */
function replayAsStream(res: Response, stored: JsonResponse) {
  const result = stored.body as ChatResult;
  const events = openEventStream(res);
  if (result.answer) events.send('delta', { text: result.answer });
  events.send('done', result);
  events.end();
  return { status: 200 as const, body: events.body };
}
