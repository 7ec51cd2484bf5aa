import { sql, type Db } from '@docent/db';
import type { BlobStorage } from './blob-storage';

/** An upload may take this long before its listed object counts as abandoned (a crash between object and row). */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes the S3 objects no blob row refers to: those listed for deletion (their row was deleted, or moved back to
 * Postgres) and uploads older than `uploadGraceMs` whose row never committed. Listed first, deleted from the bucket,
 * then unlisted, so a crash in between only repeats the work. Does nothing without S3 settings.
 */
export async function sweepBlobObjects(
  db: Db,
  storage: BlobStorage,
  options: { uploadGraceMs?: number; deleteGraceMs?: number; keys?: string[]; limit?: number } = {},
): Promise<{ deleted: number }> {
  if (!storage.s3) return { deleted: 0 };
  const uploadGrace = Math.max(0, Math.floor((options.uploadGraceMs ?? UPLOAD_GRACE_MS) / 1000));
  const deleteGrace = Math.max(0, Math.floor((options.deleteGraceMs ?? 0) / 1000));
  const limit = options.limit ?? 1000;
  let deleted = 0;
  for (;;) {
    const { rows } = await sql<{ object_key: string }>`
      select p.object_key from blob_objects_pending p
      where ((p.reason = 'delete' and p.created_at <= now() - make_interval(secs => ${deleteGrace}))
          or (p.reason = 'upload' and p.created_at <= now() - make_interval(secs => ${uploadGrace})))
        and not exists (select 1 from document_blobs b where b.object_key = p.object_key)
        ${options.keys ? sql`and p.object_key = any(${options.keys}::text[])` : sql``}
      order by p.created_at
      limit ${limit}
    `.execute(db);
    if (rows.length === 0) return { deleted };
    const keys = rows.map((r) => r.object_key);
    await storage.s3.delete(keys);
    await sql`
      delete from blob_objects_pending p
      where p.object_key = any(${keys}::text[]) and not exists (select 1 from document_blobs b where b.object_key = p.object_key)
    `.execute(db);
    deleted += keys.length;
    if (rows.length < limit || options.keys) return { deleted };
  }
}
