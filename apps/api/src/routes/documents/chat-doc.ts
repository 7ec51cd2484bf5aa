import { contract } from '@docent/contract';
import type { ApiContext } from '../../context';
import { s } from '../server';
import { answerChat } from '../chat/answer-chat';

/** POST /doc/{docid}/chat: the Chat result, bare. */
export const chatDoc = (ctx: ApiContext) =>
  s.route(contract.documents.chatDoc, async ({ req, res, params, body, headers }) =>
    answerChat(ctx, {
      req,
      res,
      target: { kind: 'doc', docid: params.docid },
      body,
      idempotencyKey: headers['idempotency-key'],
    }),
  );
