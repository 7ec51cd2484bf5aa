import { contract } from '@docent/contract';
import { listByokModels, listModels as listRegistryModels } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const listModels = (ctx: ApiContext) =>
  s.route(contract.models.listModels, async () => ({
    status: 200,
    body: { data: listRegistryModels({ providerConfigured: Boolean(ctx.config.openai.apiKey) }) },
  }));

/** GET /models/{options}: `byok` lists the account's own-key models; other options are ignored. */
export const listModelsWithOptions = (ctx: ApiContext) =>
  s.route(contract.models.listModelsWithOptions, async ({ req, params }) => {
    if (params.options.includes('byok')) {
      return { status: 200, body: { data: await listByokModels(ctx.db, actorOf(req).accountId) } };
    }
    return {
      status: 200,
      body: { data: listRegistryModels({ providerConfigured: Boolean(ctx.config.openai.apiKey) }) },
    };
  });
