import { contract } from '@docent/contract';
import { createLabel as createLabelCore } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { idempotent } from '../../http/idempotency';
import { s } from '../server';

export const createLabel = (ctx: ApiContext) =>
  s.route(contract.labels.createLabel, async ({ req, res, headers, body }) => {
    const { accountId } = actorOf(req);
    const workspace = workspaceOf(headers);
    return idempotent(ctx, req, res, { key: headers['idempotency-key'], fingerprint: { workspace, body } }, (save) =>
      ctx.db.transaction().execute(async (trx) => {
        const label = await createLabelCore(trx, { accountId, workspace, ...body });
        return save(trx, { status: 200 as const, body: { data: [label] } });
      }),
    );
  });
