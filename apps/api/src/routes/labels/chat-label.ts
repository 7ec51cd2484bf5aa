import { contract } from '@docent/contract';
import { runChat } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';
import { chatDeps } from '../chat/chat-deps';

/** POST /label/{labelid}/chat (labelid or legacy lid): chat over the label's ready documents. */
export const chatLabel = (ctx: ApiContext) =>
  s.route(contract.labels.chatLabel, async ({ req, params, body }) => ({
    status: 200,
    body: await runChat(ctx.db, chatDeps(ctx), { actor: actorOf(req), target: { kind: 'label', ref: params.labelid }, request: body }),
  }));
