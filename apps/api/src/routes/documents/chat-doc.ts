import { contract } from '@docent/contract';
import { runChat } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';
import { chatDeps } from '../chat/chat-deps';

/** POST /doc/{docid}/chat: the Chat result, bare. */
export const chatDoc = (ctx: ApiContext) =>
  s.route(contract.documents.chatDoc, async ({ req, params, body }) => ({
    status: 200,
    body: await runChat(ctx.db, chatDeps(ctx), { actor: actorOf(req), target: { kind: 'doc', docid: params.docid }, request: body }),
  }));
