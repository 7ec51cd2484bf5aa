import { contract } from '@docent/contract';
import { createStoredDocument, fetchUrl } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf, workspaceOf } from '../../http/auth';
import { s } from '../server';

/** POST /doc {url, name}: fetch first (400 when it can't), then store like an upload. */
export const createDoc = (ctx: ApiContext) =>
  s.route(contract.documents.createDoc, async ({ req, body, headers }) => {
    const actor = actorOf(req);
    const fetched = await fetchUrl(body.url, {
      maxBytes: ctx.config.maxUploadBytes,
      allowHosts: ctx.config.fetchAllowHosts,
      timeoutMs: ctx.config.fetchTimeoutMs,
    });
    const doc = await createStoredDocument(ctx.db, {
      ...actor,
      workspace: workspaceOf(headers),
      name: body.name ?? body.url,
      bytes: fetched.bytes,
      mimeType: fetched.mimeType,
      sourceUrl: body.url,
    });
    return { status: 200, body: { data: [doc.docid] } };
  });
