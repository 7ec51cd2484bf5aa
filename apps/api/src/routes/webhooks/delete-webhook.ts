import { contract } from '@docent/contract';
import { deleteWebhook as deleteWebhookCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const deleteWebhook = (ctx: ApiContext) =>
  s.route(contract.webhooks.deleteWebhook, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: { data: await deleteWebhookCore(ctx.db, { accountId, id: params.id }) } };
  });
