import { contract } from '@docent/contract';
import { createStoredDocuments, getDocumentsByIds } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { awaitIfSync } from '../../http/document-waiter';
import { idempotent } from '../../http/idempotency';
import { filesFingerprint, uploadedFiles, uploadMiddleware } from '../../http/uploads';
import { s } from '../server';

export const uploadDocs = (ctx: ApiContext) =>
  s.route(contract.documents.uploadDocs, {
    middleware: [uploadMiddleware(ctx.config)],
    handler: async ({ req, res, params, headers }) => {
      const actor = actorOf(req);
      const files = uploadedFiles(req);
      const workspace = workspaceOf(headers);
      const fingerprint = { workspace, options: params.options, files: filesFingerprint(files) };
      return idempotent(ctx, req, res, { key: headers['idempotency-key'], fingerprint }, async (save) => {
        const docs = await ctx.db.transaction().execute(async (trx) => {
          const stored = await createStoredDocuments(trx, { ...actor, workspace, files });
          // Saved with the documents; a `sync` request replaces it with the answer it gives after waiting.
          await save(trx, { status: 200, body: { data: stored } }, { provisional: true });
          return stored;
        });
        const docids = docs.map((d) => d.docid);
        if (!(await awaitIfSync(ctx, res, params.options, docids)))
          return { status: 200 as const, body: { data: docs } };
        return {
          status: 200 as const,
          body: { data: await getDocumentsByIds(ctx.db, { accountId: actor.accountId, docids }) },
        };
      });
    },
  });
