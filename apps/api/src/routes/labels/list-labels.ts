import { contract } from '@docent/contract';
import { listLabels as listLabelsCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { s } from '../server';

export const listLabels = (ctx: ApiContext) =>
  s.route(contract.labels.listLabels, async ({ req, headers, query }) => {
    const { accountId } = actorOf(req);
    const data = await listLabelsCore(ctx.db, {
      accountId,
      workspace: workspaceOf(headers),
      offset: query.offset,
      limit: query.limit,
    });
    return { status: 200, body: { data } };
  });
