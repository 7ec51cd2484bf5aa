import { contract } from '@docent/contract';
import { createStoredDocuments, getDocumentsByIds } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { awaitIfSync, unlessDatabaseDown } from '../../http/document-waiter';
import { uploadedFiles, uploadMiddleware } from '../../http/uploads';
import { s } from '../server';

export const uploadDocs = (ctx: ApiContext) =>
  s.route(contract.documents.uploadDocs, {
    middleware: [uploadMiddleware(ctx.config)],
    handler: async ({ req, res, params, headers }) => {
      const actor = actorOf(req);
      const files = uploadedFiles(req);
      const docs = await createStoredDocuments(ctx.db, { ...actor, workspace: workspaceOf(headers), files });
      const docids = docs.map((d) => d.docid);
      if (!(await awaitIfSync(ctx, res, params.options, docids))) return { status: 200, body: { data: docs } };
      // The documents are stored: even if the database went away while we waited, answer with them as they were.
      const fresh = await getDocumentsByIds(ctx.db, { accountId: actor.accountId, docids }).catch(unlessDatabaseDown(docs));
      return { status: 200, body: { data: fresh } };
    },
  });
