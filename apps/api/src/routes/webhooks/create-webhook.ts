import { contract } from '@docent/contract';
import { createWebhook as createWebhookCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

/** POST /webhooks → the endpoint with its signing secret (shown once). */
export const createWebhook = (ctx: ApiContext) =>
  s.route(contract.webhooks.createWebhook, async ({ req, body }) => {
    const { accountId } = actorOf(req);
    const webhook = await createWebhookCore(ctx.db, {
      accountId,
      url: body.url,
      events: body.events,
      workspace: body.workspace,
      creditsThreshold: body.credits_threshold,
      docentSecret: ctx.config.secret,
      allowHosts: ctx.config.fetchAllowHosts,
    });
    return { status: 200, body: { data: webhook } };
  });
