import type { Database, Db, Transaction } from '@docent/db';
import { UUID_PATTERN, type Label } from '@docent/contract';
import { invalid, notFound } from '../common/errors';
import { LABEL_COLUMNS, toLabel, type LabelColumns } from './label-dto';

type Executor = Db | Transaction<Database>;

/** Finds a label of the account by labelid or legacy lid; another account's label is "not found". */
/** A label reference (its lid, a UUID in any case, or its labelid) as the column and value that find it. */
export function labelRef(ref: string): ['lid' | 'labelid', string] {
  return UUID_PATTERN.test(ref) ? ['lid', ref.toLowerCase()] : ['labelid', ref];
}

export async function findLabelRow(
  db: Executor,
  accountId: string,
  ref: string,
): Promise<LabelColumns & { lid: string }> {
  const [column, value] = labelRef(ref);
  const row = await db
    .selectFrom('labels')
    .select(LABEL_COLUMNS)
    .where('account_id', '=', accountId)
    .where(column, '=', value)
    .executeTakeFirst();
  if (!row) throw notFound(`label ${ref} not found`);
  return row;
}

/** Document ids of each label, in tagging order. */
export async function docidsOfLabels(db: Executor, lids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(lids.map((lid) => [lid, []]));
  if (lids.length === 0) return map;
  const rows = await db
    .selectFrom('label_documents')
    .select(['label_lid', 'document_id'])
    .where('label_lid', 'in', lids)
    .orderBy('seq')
    .execute();
  for (const r of rows) map.get(r.label_lid)?.push(r.document_id);
  return map;
}

export async function loadLabels(db: Executor, rows: LabelColumns[]): Promise<Label[]> {
  const docids = await docidsOfLabels(
    db,
    rows.map((r) => r.lid),
  );
  return rows.map((r) => toLabel(r, docids.get(r.lid) ?? []));
}

export async function listLabels(
  db: Db,
  options: { accountId: string; workspace: number; offset?: number; limit?: number },
): Promise<Label[]> {
  const rows = await db
    .selectFrom('labels')
    .select(LABEL_COLUMNS)
    .where('account_id', '=', options.accountId)
    .where('workspace', '=', options.workspace)
    .orderBy('seq')
    .offset(options.offset ?? 0)
    .limit(options.limit ?? 100)
    .execute();
  return loadLabels(db, rows);
}

export async function getLabel(db: Db, options: { accountId: string; ref: string }): Promise<Label> {
  const row = await findLabelRow(db, options.accountId, options.ref);
  return (await loadLabels(db, [row]))[0];
}

/** Checks that every docid is a document of the account; names the first that is not. */
export async function assertOwnDocuments(
  db: Executor,
  accountId: string,
  docids: string[],
  field: string,
): Promise<void> {
  const unique = [...new Set(docids)];
  if (unique.length === 0) return;
  const found = await db
    .selectFrom('documents')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', unique)
    .execute();
  const known = new Set(found.map((r) => r.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing) throw invalid(`${field}: document ${missing} not found`);
}
