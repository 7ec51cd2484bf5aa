import { contract } from '@docent/contract';
import { createStoredDocuments, fetchUrl, withStagedFiles } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { blobsOf } from '../../http/blob-storage';
import { idempotent } from '../../http/idempotency';
import { s } from '../server';

/** POST /doc {url, name}: fetch first (400 when it can't), then store like an upload. Idempotency-Key aware. */
export const createDoc = (ctx: ApiContext) =>
  s.route(contract.documents.createDoc, async ({ req, res, body, headers }) => {
    const actor = actorOf(req);
    const workspace = workspaceOf(headers);
    return idempotent(
      ctx,
      req,
      res,
      { key: headers['idempotency-key'], fingerprint: { workspace, body } },
      async (save) => {
        const fetched = await fetchUrl(body.url, {
          maxBytes: ctx.config.maxUploadBytes,
          allowHosts: ctx.config.fetchAllowHosts,
          timeoutMs: ctx.config.fetchTimeoutMs,
        });
        const file = {
          name: body.name ?? body.url,
          bytes: fetched.bytes,
          mimeType: fetched.mimeType,
          sourceUrl: body.url,
        };
        return withStagedFiles(ctx.db, blobsOf(ctx), [file], (staged) =>
          ctx.db.transaction().execute(async (trx) => {
            const [doc] = await createStoredDocuments(trx, { ...actor, workspace, files: [file], staged });
            return save(trx, { status: 200 as const, body: { data: [doc.docid] } });
          }),
        );
      },
    );
  });
