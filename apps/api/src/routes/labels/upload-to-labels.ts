import { contract } from '@docent/contract';
import { createStoredDocumentsInLabels, getLabel, isDomainError, withStagedFiles } from '@docent/core';
import { transactionWithClient } from '@docent/db';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { blobsOf } from '../../http/blob-storage';
import { awaitIfSync, unlessDatabaseDown } from '../../http/document-waiter';
import { idempotent } from '../../http/idempotency';
import { filesFingerprint, uploadedFiles, uploadMiddleware } from '../../http/uploads';
import { s } from '../server';

export const uploadToLabels = (ctx: ApiContext) =>
  s.route(contract.labels.uploadToLabels, {
    middleware: [uploadMiddleware(ctx.config)],
    handler: async ({ req, res, params, headers }) => {
      const actor = actorOf(req);
      const files = uploadedFiles(req);
      const workspace = workspaceOf(headers);
      const fingerprint = {
        workspace,
        labels: params.labelid,
        options: params.options,
        files: filesFingerprint(files),
      };
      return idempotent(ctx, req, res, { key: headers['idempotency-key'], fingerprint }, async (save) => {
        // S3 objects first (when the store is S3); then the transaction's own client streams the files from disk
        // (COPY) in the same transaction as the response.
        const { docs, labels } = await withStagedFiles(ctx.db, blobsOf(ctx), files, (staged) =>
          transactionWithClient(ctx.db, async (trx, client) => {
            const options = { ...actor, workspace, files, staged, labelLids: params.labelid };
            const created = await createStoredDocumentsInLabels(trx, options, client);
            await save(trx, { status: 200, body: { data: created.labels } }, { provisional: true });
            return created;
          }),
        );
        const docids = docs.map((d) => d.docid);
        if (!(await awaitIfSync(ctx, res, params.options, docids))) {
          return { status: 200 as const, body: { data: labels } };
        }
        // Re-read after waiting: documents may have been untagged or deleted meanwhile.
        const reread = async () => {
          const fresh = [];
          for (const label of labels) {
            const ref = label.lid;
            const missing = (error: unknown) => (isDomainError(error) ? undefined : Promise.reject(error));
            fresh.push(await getLabel(ctx.db, { accountId: actor.accountId, ref }).catch(missing));
          }
          return fresh.filter((l) => l !== undefined);
        };
        // The documents are stored: even if the database went away while we waited, answer with the labels as tagged.
        return { status: 200 as const, body: { data: await reread().catch(unlessDatabaseDown(labels)) } };
      });
    },
  });
