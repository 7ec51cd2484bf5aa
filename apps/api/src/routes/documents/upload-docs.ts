import { contract } from '@docent/contract';
import { createStoredDocuments, getDocumentsByIds, withStagedFiles } from '@docent/core';
import { transactionWithClient } from '@docent/db';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { blobsOf } from '../../http/blob-storage';
import { awaitIfSync, unlessDatabaseDown } from '../../http/document-waiter';
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
        // Otherwise the transaction's own client streams the files from disk (COPY), in the same transaction as the
        // response.
        const docs = await withStagedFiles(ctx.db, blobsOf(ctx), files, (staged) =>
          transactionWithClient(ctx.db, async (trx, client) => {
            const stored = await createStoredDocuments(trx, { ...actor, workspace, files, staged }, client);
            // Saved with the documents; a `sync` request replaces it with the answer it gives after waiting.
            await save(trx, { status: 200, body: { data: stored } }, { provisional: true });
            return stored;
          }),
        );
        const docids = docs.map((d) => d.docid);
        if (!(await awaitIfSync(ctx, res, params.options, docids))) {
          return { status: 200 as const, body: { data: docs } };
        }
        // The documents are stored: even if the database went away while we waited, answer with them as they were.
        const fresh = await getDocumentsByIds(ctx.db, { accountId: actor.accountId, docids }).catch(
          unlessDatabaseDown(docs),
        );
        return { status: 200 as const, body: { data: fresh } };
      });
    },
  });
