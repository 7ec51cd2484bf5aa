import type { DocumentRow } from '@docent/db';
import type { Doc } from '@docent/contract';

export const DOC_COLUMNS = [
  'id',
  'workspace',
  'name',
  'metadata',
  'status',
  'error',
  'pages',
  'mime_type',
  'byte_size',
  'created_at',
  'embeddings_status',
  'ocr_request_id',
  'ocr_pages_read',
] as const;

export type DocColumns = Pick<DocumentRow, (typeof DOC_COLUMNS)[number]>;

/** The API shape of a document row: `ready` is true exactly when status is `ready`. */
export function toDoc(row: DocColumns): Doc {
  return {
    docid: row.id,
    workspace: row.workspace,
    name: row.name,
    metadata: row.metadata ?? null,
    ready: row.status === 'ready',
    status: row.status,
    error: row.error,
    pages: row.pages,
    type: row.mime_type,
    size: row.byte_size === null ? null : Number(row.byte_size),
    created_at: new Date(row.created_at).toISOString(),
    embeddings: row.embeddings_status,
    ocr: row.ocr_request_id
      ? { id: row.ocr_request_id, pages_read: row.ocr_pages_read ?? 0, pages: row.pages ?? 0 }
      : null,
  };
}
