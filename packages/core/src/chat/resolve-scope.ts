import { sql, type Db } from '@docent/db';
import { conflict, notFound } from '../common/errors';
import { findLabelRow } from '../labels/label-queries';
import type { ChatScope } from '../retrieval/chat-scope';

const scopeDocument = (d: {
  id: string;
  name: string;
  title: string;
  chunk_count: number;
  text_tokens: number;
  version: string;
}) => ({
  id: d.id,
  name: d.name,
  title: d.title,
  chunks: d.chunk_count,
  tokens: d.text_tokens,
  version: d.version,
});

/** A document chat's scope: the account's document, which must be ready (else 409). */
export async function resolveDocumentScope(db: Db, options: { accountId: string; docid: string }): Promise<ChatScope> {
  const row = await db
    .selectFrom('documents')
    .select([
      'id',
      'name',
      'title',
      'workspace',
      'status',
      'chunk_count',
      'text_tokens',
      sql<string>`xmin::text`.as('version'),
    ])
    .where('id', '=', options.docid)
    .where('account_id', '=', options.accountId)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${options.docid} not found`);
  if (row.status !== 'ready') {
    throw conflict(
      `document ${options.docid} is not ready (status ${row.status}); chat once its analysis has finished`,
    );
  }
  return {
    kind: 'doc',
    scopeId: row.id,
    accountId: options.accountId,
    workspace: row.workspace,
    documents: [scopeDocument(row)],
  };
}

/** A label chat's scope: the label's ready documents, in tagging order; 409 when none is ready. */
export async function resolveLabelScope(db: Db, options: { accountId: string; ref: string }): Promise<ChatScope> {
  const label = await findLabelRow(db, options.accountId, options.ref);
  const docs = await db
    .selectFrom('label_documents as ld')
    .innerJoin('documents as d', 'd.id', 'ld.document_id')
    .select([
      'd.id',
      'd.name',
      'd.title',
      'd.status',
      'd.chunk_count',
      'd.text_tokens',
      sql<string>`d.xmin::text`.as('version'),
    ])
    .where('ld.label_lid', '=', label.lid)
    .where('d.account_id', '=', options.accountId)
    .orderBy('ld.seq')
    .execute();
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
    scopeId: label.lid,
    accountId: options.accountId,
    workspace: label.workspace,
    documents: ready.map(scopeDocument),
  };
}
