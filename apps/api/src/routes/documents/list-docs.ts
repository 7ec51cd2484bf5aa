import { contract } from '@docent/contract';
import { listDocuments } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { s } from '../server';

export const listDocs = (ctx: ApiContext) =>
  s.route(contract.documents.listDocs, async ({ req, headers, query }) => {
    const { accountId } = actorOf(req);
    const data = await listDocuments(ctx.db, {
      accountId,
      workspace: workspaceOf(headers),
      offset: query.offset,
      limit: query.limit,
    });
    return { status: 200, body: { data } };
  });
