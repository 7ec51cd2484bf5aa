import type { Database, Transaction } from '@docent/db';
import { inTransaction, type DbOrTransaction } from '../common/in-transaction';
import type { Doc, Label } from '@docent/contract';
import { newDocId } from '../common/ids';
import { enqueueJobs } from '../jobs/define-job';
import { analyseJob } from '../jobs/document-jobs';
import { tagDocuments } from '../labels/label-commands';
import { findLabelRow, loadLabels } from '../labels/label-queries';
import { putDocumentBlobs, sha256Of } from '../storage/document-blobs';
import { ensureWorkspace } from '../workspaces/ensure-workspace';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { DOC_COLUMNS, toDoc } from './document-dto';
import { analyseJobKey } from './job-keys';

export interface StoredFile {
  name: string;
  bytes: Buffer;
  /** As declared by the client or the remote server; analysis detects the real type from the bytes. */
  mimeType?: string;
  sourceUrl?: string;
}

export interface CreateStoredDocumentsOptions {
  accountId: string;
  keyId: string;
  workspace: number;
  files: StoredFile[];
  /** Labels to tag every new document with (labelid or lid); each must be the account's, or nothing is created. */
  labelLids?: string[];
}

export type CreateStoredDocumentOptions = Omit<CreateStoredDocumentsOptions, 'files'> & StoredFile;

/**
 * Stores documents with their bytes, label links and analysis jobs in ONE transaction:
 * a document is never without its job or its bytes, and a failure stores nothing.
 */
export async function createStoredDocuments(
  db: DbOrTransaction,
  options: CreateStoredDocumentsOptions,
): Promise<Doc[]> {
  return inTransaction(db, (trx) => insertStoredDocuments(trx, options));
}

export async function createStoredDocument(db: DbOrTransaction, options: CreateStoredDocumentOptions): Promise<Doc> {
  const { name, bytes, mimeType, sourceUrl, ...rest } = options;
  const [doc] = await createStoredDocuments(db, { ...rest, files: [{ name, bytes, mimeType, sourceUrl }] });
  return doc;
}

/** The same, inside a caller's transaction (e.g. to tag labels and reload them atomically). */
export async function insertStoredDocuments(trx: Transaction<Database>, options: CreateStoredDocumentsOptions): Promise<Doc[]> {
  const labels = [];
  for (const ref of new Set(options.labelLids ?? [])) labels.push(await findLabelRow(trx, options.accountId, ref));
  await ensureWorkspace(trx, options.accountId, options.workspace);
  if (options.files.length === 0) return [];
  // Three statements for any number of files: the rows, the bytes, the analysis jobs.
  const files = options.files.map((file) => ({ ...file, docid: newDocId(), sha256: sha256Of(file.bytes) }));
  const rows = await trx
    .insertInto('documents')
    .values(
      files.map((file) => ({
        id: file.docid,
        account_id: options.accountId,
        workspace: options.workspace,
        name: file.name,
        status: 'queued' as const,
        mime_type: file.mimeType ?? null,
        byte_size: file.bytes.length,
        sha256: file.sha256,
        source_url: file.sourceUrl ?? null,
        created_by_key: options.keyId,
      })),
    )
    .returning(DOC_COLUMNS)
    .execute();
  // Postgres returns inserted rows in VALUES order; keyed by id all the same, so the answer follows upload order.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const docs: Doc[] = files.map((file) => toDoc(byId.get(file.docid)!));
  await putDocumentBlobs(trx, files);
  await enqueueJobs(trx, analyseJob, files.map((file) => ({ payload: { docid: file.docid }, jobKey: analyseJobKey(file.docid) })));
  // One insert per label, documents in upload order (label docids are listed in tagging order).
  for (const label of labels) await tagDocuments(trx, label.lid, docs.map((d) => d.docid));
  return docs;
}

/**
 * POST /label/{labelids}/upload: stores the files tagged with every label (labelid or lid, each the
 * account's, else 404 and nothing stored) and returns the labels after tagging, in path order.
 */
export async function createStoredDocumentsInLabels(
  db: DbOrTransaction,
  options: CreateStoredDocumentsOptions & { labelLids: string[] },
): Promise<{ docs: Doc[]; labels: Label[] }> {
  return inTransaction(db, async (trx) => {
    const docs = await insertStoredDocuments(trx, options);
    const rows = [];
    const seen = new Set<string>();
    for (const ref of options.labelLids) {
      const row = await findLabelRow(trx, options.accountId, ref);
      if (!seen.has(row.lid)) rows.push(row);
      seen.add(row.lid);
    }
    const labels = await loadLabels(trx, rows);
    // The labels gained documents: one `label.updated` each, with the change.
    for (const label of labels) {
      const event = { accountId: options.accountId, workspace: label.workspace, data: label };
      await emitWebhookEvent(trx, { ...event, type: 'label.updated' });
    }
    return { docs, labels };
  });
}
