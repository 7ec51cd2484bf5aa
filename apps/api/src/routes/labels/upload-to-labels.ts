import { contract } from '@docent/contract';
import { createStoredDocumentsInLabels, getLabel, isDomainError } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { awaitIfSync, unlessDatabaseDown } from '../../http/document-waiter';
import { uploadedFiles, uploadMiddleware } from '../../http/uploads';
import { s } from '../server';

export const uploadToLabels = (ctx: ApiContext) =>
  s.route(contract.labels.uploadToLabels, {
    middleware: [uploadMiddleware(ctx.config)],
    handler: async ({ req, res, params, headers }) => {
      const actor = actorOf(req);
      const files = uploadedFiles(req);
      const { docs, labels } = await createStoredDocumentsInLabels(ctx.db, {
        ...actor,
        workspace: workspaceOf(headers),
        files,
        labelLids: params.labelid,
      });
      if (!(await awaitIfSync(ctx, res, params.options, docs.map((d) => d.docid)))) return { status: 200, body: { data: labels } };
      // Re-read after waiting: documents may have been untagged or deleted meanwhile.
      const reread = async () => {
        const fresh = [];
        for (const label of labels) {
          fresh.push(await getLabel(ctx.db, { accountId: actor.accountId, ref: label.lid }).catch((error) => (isDomainError(error) ? undefined : Promise.reject(error))));
        }
        return fresh.filter((l) => l !== undefined);
      };
      // The documents are stored: even if the database went away while we waited, answer with the labels as tagged.
      return { status: 200, body: { data: await reread().catch(unlessDatabaseDown(labels)) } };
    },
  });
