import { contract } from '@docent/contract';
import type { ApiContext } from '../../context';
import { s } from '../server';
import { answerChat } from '../chat/answer-chat';

/** POST /label/{labelid}/chat (labelid or legacy lid): chat over the label's ready documents. */
export const chatLabel = (ctx: ApiContext) =>
  s.route(contract.labels.chatLabel, async ({ req, res, params, body, headers }) =>
    answerChat(ctx, {
      req,
      res,
      target: { kind: 'label', ref: params.labelid },
      body,
      idempotencyKey: headers['idempotency-key'],
    }),
  );
