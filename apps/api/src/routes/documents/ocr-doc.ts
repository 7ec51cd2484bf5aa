import { contract } from '@docent/contract';
import { requestOcr } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

/** POST /doc/{docid}/ocr → {queue: [job id]}: forced OCR of every page, 1 credit per page (402 when short). */
export const ocrDoc = (ctx: ApiContext) =>
  s.route(contract.documents.ocrDoc, async ({ req, params }) => {
    const { accountId, keyId } = actorOf(req);
    const { queue } = await requestOcr(ctx.db, { accountId, keyId, docid: params.docid });
    return { status: 200, body: { queue } };
  });
