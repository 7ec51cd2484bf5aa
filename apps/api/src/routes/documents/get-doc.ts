import { contract } from '@docent/contract';
import { getDocument } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const getDoc = (ctx: ApiContext) =>
  s.route(contract.documents.getDoc, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return { status: 200, body: await getDocument(ctx.db, { accountId, docid: params.docid }) };
  });
