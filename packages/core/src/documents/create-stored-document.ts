import type pg from 'pg';
import { transactionWithClient, type Database, type Db, type Transaction } from '@docent/db';
import type { DbOrTransaction } from '../common/in-transaction';
import type { Doc, Label } from '@docent/contract';
import { newDocId } from '../common/ids';
import { enqueueJobs } from '../jobs/define-job';
import { analyseJob } from '../jobs/document-jobs';
import { tagDocuments } from '../labels/label-commands';
import { findLabelRow, loadLabels } from '../labels/label-queries';
import { blobSha256, blobSize, putDocumentBlobs, type BlobSource } from '../storage/document-blobs';
import type { StagedFile } from '../storage/stage-files';
import { ensureWorkspace } from '../workspaces/ensure-workspace';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { DOC_COLUMNS, toDoc } from './document-dto';
import { analyseJobKey } from './job-keys';

/** A file to store: its display data and where its bytes are (a temp file of an upload, or bytes in memory). */
export type StoredFile = {
  name: string;
  /** As declared by the client or the remote server; analysis detects the real type from the bytes. */
  mimeType?: string;
  sourceUrl?: string;
} & BlobSource;

export interface CreateStoredDocumentsOptions {
  accountId: string;
  keyId: string;
  workspace: number;
  files: StoredFile[];
  /** Labels to tag every new document with (labelid or lid); each must be the account's, or nothing is created. */
  labelLids?: string[];
  /**
   * The files' ids and, for an S3 store, their objects, already written (withStagedFiles), in the order of `files`.
   * Absent: new ids, and the bytes go to Postgres with the rows.
   */
  staged?: StagedFile[];
}

export type CreateStoredDocumentOptions = Omit<CreateStoredDocumentsOptions, 'files'> & StoredFile;

/**
 * Runs `fn` in the caller's transaction when given one (with the pg client it runs on, if the caller has it: see
 * `transactionWithClient`), else in a new transaction that owns its client, so file bytes can stream in by COPY.
 */
function inTransactionWithClient<T>(
  db: DbOrTransaction,
  copyClient: pg.PoolClient | undefined,
  fn: (trx: Transaction<Database>, client: pg.PoolClient | undefined) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>, copyClient);
  return transactionWithClient(db as Db, fn);
}

/**
 * Stores documents with their bytes, label links and analysis jobs in ONE transaction:
 * a document is never without its job or its bytes, and a failure stores nothing.
 * Given a caller's transaction (e.g. to save an Idempotency-Key response with the documents), it runs in it; pass
 * that transaction's pg client too (`transactionWithClient`) so uploaded files stream from disk instead of memory.
 */
export async function createStoredDocuments(
  db: DbOrTransaction,
  options: CreateStoredDocumentsOptions,
  copyClient?: pg.PoolClient,
): Promise<Doc[]> {
  return inTransactionWithClient(db, copyClient, (trx, client) => insertStoredDocuments(trx, options, client));
}

export async function createStoredDocument(db: DbOrTransaction, options: CreateStoredDocumentOptions): Promise<Doc> {
  const { accountId, keyId, workspace, labelLids, ...file } = options;
  const [doc] = await createStoredDocuments(db, {
    accountId,
    keyId,
    workspace,
    labelLids,
    files: [file as StoredFile],
  });
  return doc;
}

/**
 * The same, inside a caller's transaction (e.g. to tag labels and reload them atomically). With the
 * transaction's pg client the bytes are streamed into Postgres (COPY) instead of read into memory.
 */
export async function insertStoredDocuments(
  trx: Transaction<Database>,
  options: CreateStoredDocumentsOptions,
  copyClient?: pg.PoolClient,
): Promise<Doc[]> {
  const labels = [];
  for (const ref of new Set(options.labelLids ?? [])) labels.push(await findLabelRow(trx, options.accountId, ref));
  await ensureWorkspace(trx, options.accountId, options.workspace);
  if (options.files.length === 0) return [];
  // Three statements for any number of files: the rows, the bytes (or where they are), the analysis jobs.
  const files = options.files.map((file, i) => {
    const staged = options.staged?.[i];
    return {
      ...file,
      docid: staged?.docid ?? newDocId(),
      size: staged?.size ?? blobSize(file),
      sha256: staged?.sha256 ?? blobSha256(file),
      objectKey: staged?.objectKey,
    };
  });
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
        byte_size: file.size,
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
  const inPostgres = files.filter((file) => !file.objectKey);
  await putDocumentBlobs(
    trx,
    inPostgres.map((file) => ({ docid: file.docid, source: file, size: file.size, sha256: file.sha256 })),
    copyClient,
  );
  const inS3 = files.filter((file) => file.objectKey);
  if (inS3.length > 0) {
    await trx
      .insertInto('document_blobs')
      .values(
        inS3.map((f) => ({
          document_id: f.docid,
          sha256: f.sha256,
          byte_size: f.size,
          store: 's3' as const,
          object_key: f.objectKey!,
        })),
      )
      .execute();
  }
  await enqueueJobs(
    trx,
    analyseJob,
    files.map((file) => ({ payload: { docid: file.docid }, jobKey: analyseJobKey(file.docid) })),
  );
  // One insert per label, documents in upload order (label docids are listed in tagging order).
  for (const label of labels)
    await tagDocuments(
      trx,
      label.lid,
      docs.map((d) => d.docid),
    );
  return docs;
}

/**
 * POST /label/{labelids}/upload: stores the files tagged with every label (labelid or lid, each the
 * account's, else 404 and nothing stored) and returns the labels after tagging, in path order.
 */
export async function createStoredDocumentsInLabels(
  db: DbOrTransaction,
  options: CreateStoredDocumentsOptions & { labelLids: string[] },
  copyClient?: pg.PoolClient,
): Promise<{ docs: Doc[]; labels: Label[] }> {
  return inTransactionWithClient(db, copyClient, async (trx, client) => {
    const docs = await insertStoredDocuments(trx, options, client);
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
