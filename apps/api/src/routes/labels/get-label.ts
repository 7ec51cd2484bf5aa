import { contract } from '@docent/contract';
import { getLabel as getLabelCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const getLabel = (ctx: ApiContext) =>
  s.route(contract.labels.getLabel, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: await getLabelCore(ctx.db, { accountId, ref: params.labelid }) };
  });
