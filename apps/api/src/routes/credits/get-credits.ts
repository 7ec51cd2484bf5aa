import { contract } from '@docent/contract';
import { getCreditsReport } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

/** GET /credits: the ledger of the key used (plus the account's resets and grants), newest first. */
export const getCredits = (ctx: ApiContext) =>
  s.route(contract.credits.getCredits, async ({ req, query }) => {
    const { accountId, keyId } = actorOf(req);
    const data = await getCreditsReport(ctx.db, {
      accountId,
      keyId,
      start: query.start,
      end: query.end,
      reason: query.reason,
      workspace: query.workspace,
      limit: query.limit,
      cursor: query.cursor,
    });
    return { status: 200, body: { data } };
  });
