import { API_BASE_PATH, contract } from '@docent/contract';
import { getDocument, signDocumentLink } from '@docent/core';
import type { ApiContext } from '../../context';
import { actorOf } from '../../http/auth';
import { s } from '../server';

/** A signed download link, valid one hour, needing no Authorization header (see download-doc.ts). */
export const getDocLink = (ctx: ApiContext) =>
  s.route(contract.documents.getDocLink, async ({ req, params }) => {
    const { accountId } = actorOf(req);
    await getDocument(ctx.db, { accountId, docid: params.docid });
    const { exp, sig } = signDocumentLink({ secret: ctx.config.secret, docid: params.docid });
    const origin = ctx.config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const link = `${origin}${API_BASE_PATH}/files/${params.docid}?exp=${exp}&sig=${sig}`;
    return { status: 200, body: { data: { link } } };
  });
