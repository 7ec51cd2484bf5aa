import { contract } from '@docent/contract';
import { createStoredDocuments, getDocumentsByIds, withStagedFiles } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { blobsOf } from '../../http/blob-storage';
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
        // With an S3 store the bytes are written first; the documents' transaction only records where they are.
        const docs = await withStagedFiles(ctx.db, blobsOf(ctx), files, (staged) =>
          ctx.db.transaction().execute(async (trx) => {
            const stored = await createStoredDocuments(trx, { ...actor, workspace, files, staged });
            // Saved with the documents; a `sync` request replaces it with the answer it gives after waiting.
            await save(trx, { status: 200, body: { data: stored } }, { provisional: true });
            return stored;
          }),
        );
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
