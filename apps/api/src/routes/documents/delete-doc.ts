import { contract } from '@docent/contract';
import { deleteDocument, sweepBlobObjects } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { blobsOf } from '../../http/blob-storage';
import { s } from '../server';

export const deleteDoc = (ctx: ApiContext) =>
  s.route(contract.documents.deleteDoc, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    const doc = await deleteDocument(ctx.db, { accountId, docid: params.docid });
    // Its object in S3 (listed for deletion with the row's delete) goes now; if this fails, the hourly sweep does it.
    const storage = blobsOf(ctx);
    if (storage.s3) await sweepBlobObjects(ctx.db, storage, { keys: [storage.s3.keyOf(doc.docid)] }).catch(() => {});
    return { status: 200, body: doc };
  });
