import { contract } from '@docent/contract';
import { createStoredDocumentsInLabels, getLabel } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { awaitIfSync } from '../../http/document-waiter';
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
        const { docs, labels } = await ctx.db.transaction().execute(async (trx) => {
          const created = await createStoredDocumentsInLabels(trx, {
            ...actor,
            workspace,
            files,
            labelLids: params.labelid,
          });
          await save(trx, { status: 200, body: { data: created.labels } }, { provisional: true });
          return created;
        });
        if (
          !(await awaitIfSync(
            ctx,
            res,
            params.options,
            docs.map((d) => d.docid),
          ))
        )
          return { status: 200 as const, body: { data: labels } };
        // Re-read after waiting: documents may have been untagged or deleted meanwhile.
        const fresh = [];
        for (const label of labels) {
          fresh.push(await getLabel(ctx.db, { accountId: actor.accountId, ref: label.lid }).catch(() => undefined));
        }
        return { status: 200 as const, body: { data: fresh.filter((l) => l !== undefined) } };
      });
    },
  });
