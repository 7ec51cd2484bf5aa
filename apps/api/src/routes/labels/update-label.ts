import { contract } from '@docent/contract';
import { updateLabel as updateLabelCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const updateLabel = (ctx: ApiContext) =>
  s.route(contract.labels.updateLabel, async ({ req, params, body }) => {
    const { accountId } = actorOf(req);
    const label = await updateLabelCore(ctx.db, {
      accountId,
      ref: params.labelid,
      name: body.name,
      color: body.color,
      metadata: body.metadata,
      tag: body.docids?.tag,
      untag: body.docids?.untag,
    });
    return { status: 200, body: label };
  });
