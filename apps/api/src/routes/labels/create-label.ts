import { contract } from '@docent/contract';
import { createLabel as createLabelCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { s } from '../server';

export const createLabel = (ctx: ApiContext) =>
  s.route(contract.labels.createLabel, async ({ req, headers, body }) => {
    const { accountId } = actorOf(req);
    const label = await createLabelCore(ctx.db, { accountId, workspace: workspaceOf(headers), ...body });
    return { status: 200, body: { data: [label] } };
  });
