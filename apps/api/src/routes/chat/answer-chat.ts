import type { ChatRequest, ChatResult } from '@docent/contract';
import { runChat, type ChatTarget } from '@docent/core';
import type { Request, Response } from 'express';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { idempotent } from '../../http/idempotency';
import { chatDeps } from './chat-deps';

/** Both chat endpoints: one chat turn, Idempotency-Key aware (the response is stored with the message and its charge). */
export async function answerChat(
  ctx: ApiContext,
  input: { req: Request; res: Response; target: ChatTarget; body: ChatRequest; idempotencyKey: string | undefined },
): Promise<{ status: 200; body: ChatResult }> {
  const { req, res, target, body } = input;
  return idempotent(ctx, req, res, { key: input.idempotencyKey, fingerprint: { target, body } }, async (save) => {
    const result = await runChat(ctx.db, chatDeps(ctx), {
      actor: actorOf(req),
      target,
      request: body,
      beforeCommit: async (trx, stored) => {
        await save(trx, { status: 200, body: stored });
      },
    });
    return { status: 200 as const, body: result };
  });
}
