import { contract } from '@docent/contract';
import { deleteLabel as deleteLabelCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const deleteLabel = (ctx: ApiContext) =>
  s.route(contract.labels.deleteLabel, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: await deleteLabelCore(ctx.db, { accountId, ref: params.labelid }) };
  });
