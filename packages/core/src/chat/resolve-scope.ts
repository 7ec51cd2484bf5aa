import type { Db } from '@docent/db';
import { conflict, notFound } from '../common/errors';
import { labelRef } from '../labels/label-queries';
import type { ChatScope } from '../retrieval/chat-scope';

const scopeDocument = (d: { id: string; name: string; chunk_count: number; text_tokens: number }) => ({
  id: d.id,
  name: d.name,
  chunks: d.chunk_count,
  tokens: d.text_tokens,
});

/** A document chat's scope: the account's document, which must be ready (else 409). */
export async function resolveDocumentScope(db: Db, options: { accountId: string; docid: string }): Promise<ChatScope> {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'name', 'workspace', 'status', 'chunk_count', 'text_tokens'])
    .where('id', '=', options.docid)
    .where('account_id', '=', options.accountId)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${options.docid} not found`);
  if (row.status !== 'ready') {
    throw conflict(`document ${options.docid} is not ready (status ${row.status}); chat once its analysis has finished`);
  }
  return { kind: 'doc', scopeId: row.id, accountId: options.accountId, workspace: row.workspace, documents: [scopeDocument(row)] };
}

/** A label chat's scope: the label's ready documents, in tagging order; 409 when none is ready. One round trip. */
export async function resolveLabelScope(db: Db, options: { accountId: string; ref: string }): Promise<ChatScope> {
  const [column, value] = labelRef(options.ref);
  const rows = await db
    .selectFrom('labels as l')
    .leftJoin('label_documents as ld', 'ld.label_lid', 'l.lid')
    .leftJoin('documents as d', (join) => join.onRef('d.id', '=', 'ld.document_id').onRef('d.account_id', '=', 'l.account_id'))
    .select(['l.lid', 'l.workspace', 'd.id', 'd.name', 'd.status', 'd.chunk_count', 'd.text_tokens'])
    .where('l.account_id', '=', options.accountId)
    .where(`l.${column}`, '=', value)
    .orderBy('ld.seq')
    .execute();
  if (rows.length === 0) throw notFound(`label ${options.ref} not found`);
  const docs = rows.filter((r) => r.id !== null);
  const ready = docs.filter((d) => d.status === 'ready');
  if (ready.length === 0) {
    throw conflict(
      docs.length === 0
        ? `label ${options.ref} has no documents to chat with`
        : `label ${options.ref} has no ready documents yet (${docs.length} still being analysed or failed)`,
    );
  }
  return {
    kind: 'label',
    scopeId: rows[0].lid,
    accountId: options.accountId,
    workspace: rows[0].workspace,
    documents: ready.map((d) => scopeDocument({ id: d.id!, name: d.name!, chunk_count: d.chunk_count!, text_tokens: d.text_tokens! })),
  };
}
