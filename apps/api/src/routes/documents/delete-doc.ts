import { contract } from '@docent/contract';
import { deleteDocument } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const deleteDoc = (ctx: ApiContext) =>
  s.route(contract.documents.deleteDoc, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: await deleteDocument(ctx.db, { accountId, docid: params.docid }) };
  });
