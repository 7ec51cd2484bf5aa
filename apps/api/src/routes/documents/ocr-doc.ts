import { contract } from '@docent/contract';
import { requestOcr } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { idempotent } from '../../http/idempotency';
import { s } from '../server';

/** POST /doc/{docid}/ocr → {queue: [job id]}: forced OCR of every page, 1 credit per page (402 when short). */
export const ocrDoc = (ctx: ApiContext) =>
  s.route(contract.documents.ocrDoc, async ({ req, res, params, headers }) => {
    const { accountId, keyId } = actorOf(req);
    return idempotent(
      ctx,
      req,
      res,
      { key: headers['idempotency-key'], fingerprint: { docid: params.docid } },
      (save) =>
        ctx.db.transaction().execute(async (trx) => {
          const { queue } = await requestOcr(trx, { accountId, keyId, docid: params.docid });
          return save(trx, { status: 200 as const, body: { queue } });
        }),
    );
  });
