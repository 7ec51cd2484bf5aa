import { contract } from '@docent/contract';
import { getPageText as readPageText } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

export const getPageText = (ctx: ApiContext) =>
  s.route(contract.documents.getPageText, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    return {
      status: 200,
      body: { data: await readPageText(ctx.db, { accountId, docid: params.docid, page: params.page }) },
    };
  });
