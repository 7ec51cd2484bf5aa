import { sql, type Db } from '@docent/db';
import type { TestUser } from '../../src/testing';

export type Part = { name: string; content: Buffer; type: string };

export function form(parts: Part[]): FormData {
  const fd = new FormData();
  for (const p of parts) fd.append('file', new Blob([new Uint8Array(p.content)], { type: p.type }), p.name);
  return fd;
}

/** Lower-case words of a text, punctuation dropped: OCR output compared word by word. */
export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Polls GET /doc/{docid} until `until` holds (the status route is what a client would watch). */
export async function waitForDoc(
  user: TestUser,
  docid: string,
  until: (doc: any) => boolean,
  ms = 60_000,
): Promise<any> {
  const deadline = Date.now() + ms;
  let doc: any;
  while (Date.now() < deadline) {
    doc = (await user.call(`/doc/${docid}`)).body;
    if (until(doc)) return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${docid} did not get there in ${ms} ms; last seen ${JSON.stringify(doc)}`);
}

/** The graphile-worker jobs (any state) carrying the OCR job key of a document. */
export async function ocrJobs(db: Db, docid: string) {
  // The public jobs view hides payloads: read the table it is built on.
  const { rows } = await sql<{
    id: string;
    task_identifier: string;
    attempts: number;
    locked_at: Date | null;
    payload: any;
  }>`
    select j.id::text as id, t.identifier as task_identifier, j.attempts, j.locked_at, j.payload
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
    where j.key = ${`ocr:${docid}`}
  `.execute(db);
  return rows;
}

/** Ledger entries of an account caused by forced OCR (reason api), oldest first. */
export async function apiLedger(db: Db, accountId: string) {
  return db
    .selectFrom('credit_ledger')
    .select(['request_id', 'delta_monthly', 'delta_bundle', 'detail', 'key_id'])
    .where('account_id', '=', accountId)
    .where('reason', '=', 'api')
    .orderBy('id')
    .execute();
}

export async function bundleOf(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('bundle_balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.bundle_balance);
}

/** A document's chunks in order (page, ord, text). */
export function chunksOf(db: Db, docid: string) {
  return db
    .selectFrom('chunks')
    .select(['page_no', 'ord', 'text'])
    .where('document_id', '=', docid)
    .orderBy('ord')
    .execute();
}
