import { contract } from '@docent/contract';
import { listWebhookDeliveries as listDeliveriesCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const listWebhookDeliveries = (ctx: ApiContext) =>
  s.route(contract.webhooks.listWebhookDeliveries, async ({ req, params, query }) => {
    const { accountId } = actorOf(req);
    return {
      status: 200,
      body: { data: await listDeliveriesCore(ctx.db, { accountId, id: params.id, limit: query.limit }) },
    };
  });
