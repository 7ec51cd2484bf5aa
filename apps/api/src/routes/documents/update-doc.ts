import { contract } from '@docent/contract';
import { updateDocument } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const updateDoc = (ctx: ApiContext) =>
  s.route(contract.documents.updateDoc, async ({ req, params, body }) => {
    const { accountId } = actorOf(req);
    const doc = await updateDocument(ctx.db, {
      accountId,
      docid: params.docid,
      name: body.name,
      metadata: body.metadata,
    });
    return { status: 200, body: doc };
  });
