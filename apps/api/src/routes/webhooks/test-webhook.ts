import { contract } from '@docent/contract';
import { testWebhook as testWebhookCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

/** POST /webhooks/{id}/test: one signed webhook.test event now; the endpoint's answer (or why none came). */
export const testWebhook = (ctx: ApiContext) =>
  s.route(contract.webhooks.testWebhook, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    const result = await testWebhookCore(ctx.db, {
      accountId,
      id: params.id,
      docentSecret: ctx.config.secret,
      allowHosts: ctx.config.fetchAllowHosts,
      timeoutMs: ctx.config.webhookTimeoutMs,
    });
    return { status: 200, body: { data: result } };
  });
