import { type Kysely, sql } from 'kysely';

/**
 * A forced OCR's progress on its document: the id the user was given (`ocr-…`, also the ledger's request_id) and the
 * pages read so far. Both are null when no forced OCR is queued or running.
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table documents add column ocr_request_id text, add column ocr_pages_read integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table documents drop column ocr_request_id, drop column ocr_pages_read`.execute(db);
}
