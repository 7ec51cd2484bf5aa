import { sql, type Db } from '@docent/db';
import { DOCUMENT_DONE_CHANNEL } from '@docent/core';

export type Part = { name: string; content: string | Buffer; field?: string; type?: string };

export function form(parts: Part[]): FormData {
  const fd = new FormData();
  for (const p of parts)
    fd.append(
      p.field ?? 'file',
      new Blob([typeof p.content === 'string' ? p.content : new Uint8Array(p.content)], {
        type: p.type ?? 'text/plain',
      }),
      p.name,
    );
  return fd;
}

export const count = async (db: Db, table: 'documents' | 'document_blobs' | 'label_documents' | 'chunks' | 'pages') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n;

export const pendingJobs = async (db: Db, docid: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from graphile_worker._private_jobs where key like ${`%:${docid}`}`.execute(db)
  ).rows[0].n;

/** Plays the worker's announcement (status + NOTIFY on DOCUMENT_DONE_CHANNEL) for api-only tests. */
export async function announceDone(db: Db, docid: string, status: 'ready' | 'failed' = 'ready') {
  await db
    .updateTable('documents')
    .set({ status, pages: status === 'ready' ? 1 : null })
    .where('id', '=', docid)
    .execute();
  await sql`select pg_notify(${DOCUMENT_DONE_CHANNEL}, ${docid})`.execute(db);
}
