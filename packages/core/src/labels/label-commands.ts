import type { Database, Db, Transaction } from '@docent/db';
import type { Label, Metadata } from '@docent/contract';
import { newLabelId, newLid } from '../common/ids';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';
import { ensureWorkspace } from '../workspaces/ensure-workspace';
import { assertOwnDocuments, findLabelRow, loadLabels } from './label-queries';
import { LABEL_COLUMNS } from './label-dto';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';

type Executor = Db | Transaction<Database>;

export async function tagDocuments(db: Executor, lid: string, docids: string[]): Promise<void> {
  const unique = [...new Set(docids)];
  if (unique.length === 0) return;
  await db
    .insertInto('label_documents')
    .values(unique.map((document_id) => ({ label_lid: lid, document_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function createLabel(
  db: DbOrTransaction,
  options: {
    accountId: string;
    workspace: number;
    name: string;
    color: string;
    metadata?: Metadata | null;
    docids?: string[];
  },
): Promise<Label> {
  return inTransaction(db, async (trx) => {
    await assertOwnDocuments(trx, options.accountId, options.docids ?? [], 'docids');
    await ensureWorkspace(trx, options.accountId, options.workspace);
    const row = await trx
      .insertInto('labels')
      .values({
        lid: newLid(),
        labelid: newLabelId(),
        account_id: options.accountId,
        workspace: options.workspace,
        name: options.name,
        color: options.color,
        metadata: options.metadata ? JSON.stringify(options.metadata) : null,
      })
      .returning(LABEL_COLUMNS)
      .executeTakeFirstOrThrow();
    await tagDocuments(trx, row.lid, options.docids ?? []);
    return (await loadLabels(trx, [row]))[0];
  });
}

export interface UpdateLabelOptions {
  accountId: string;
  ref: string;
  name?: string;
  color?: string;
  metadata?: Metadata | null;
  tag?: string[];
  untag?: string[];
}

/**
 * Applies every change or none (one transaction, with its `label.updated` event); untag wins when a docid is in both
 * lists.
 */
export async function updateLabel(db: Db, options: UpdateLabelOptions): Promise<Label> {
  return db.transaction().execute(async (trx) => {
    const label = await findLabelRow(trx, options.accountId, options.ref);
    await assertOwnDocuments(trx, options.accountId, options.tag ?? [], 'docids.tag');
    const patch: { name?: string; color?: string; metadata?: string | null; updated_at: Date } = {
      updated_at: new Date(),
    };
    if (options.name !== undefined) patch.name = options.name;
    if (options.color !== undefined) patch.color = options.color;
    if (options.metadata !== undefined)
      patch.metadata = options.metadata === null ? null : JSON.stringify(options.metadata);
    const row = await trx
      .updateTable('labels')
      .set(patch)
      .where('lid', '=', label.lid)
      .returning(LABEL_COLUMNS)
      .executeTakeFirstOrThrow();
    await tagDocuments(trx, label.lid, options.tag ?? []);
    if (options.untag?.length) {
      await trx
        .deleteFrom('label_documents')
        .where('label_lid', '=', label.lid)
        .where('document_id', 'in', options.untag)
        .execute();
    }
    const [updated] = await loadLabels(trx, [row]);
    const event = { accountId: options.accountId, workspace: updated.workspace, data: updated };
    await emitWebhookEvent(trx, { ...event, type: 'label.updated' });
    return updated;
  });
}

export async function deleteLabel(db: Db, options: { accountId: string; ref: string }): Promise<Label> {
  return db.transaction().execute(async (trx) => {
    const row = await findLabelRow(trx, options.accountId, options.ref);
    const [label] = await loadLabels(trx, [row]);
    await trx.deleteFrom('labels').where('lid', '=', row.lid).execute();
    // Its chat threads go with it (their messages quote the label's documents).
    await trx.deleteFrom('threads').where('kind', '=', 'label').where('scope_id', '=', row.lid).execute();
    return label;
  });
}
