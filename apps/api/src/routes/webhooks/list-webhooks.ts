import { contract } from '@docent/contract';
import { listWebhooks as listWebhooksCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const listWebhooks = (ctx: ApiContext) =>
  s.route(contract.webhooks.listWebhooks, async ({ req }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: { data: await listWebhooksCore(ctx.db, { accountId }) } };
  });
