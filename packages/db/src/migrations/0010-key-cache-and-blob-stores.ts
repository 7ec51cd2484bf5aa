import { type Kysely, sql } from 'kysely';

/**
 * Two things of issue 14.
 *
 * 1. Every api process caches verified API keys for a few seconds. So that a revoked key (or a changed rate limit)
 * stops applying everywhere at once, any update or delete of an `api_keys` row is announced on the channel
 * `docent_api_keys` with the key id, whoever makes it: the CLI, core, or an operator's hand-written SQL.
 * NOTIFY is sent at commit, so a process never hears of a change it could not yet read.
 *
 * 2. A document's bytes live in Postgres (`bytes`) or in S3-compatible object storage (`object_key`), one or the
 * other per row (`store`), so that existing blobs can be moved between the two. An object in S3 that no row
 * refers to (yet, or any more) is listed in `blob_objects_pending` in the same transaction that makes it so: an
 * upload is listed before its object is written and unlisted (by trigger) when its row commits; a deleted row lists
 * its object for deletion (by trigger, whatever deletes it: a document, an account's cascade). A sweep removes the
 * objects of entries past their grace period, so a crash at any point leaves no row without bytes and, after the
 * sweep, no object without a row.
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function docent_notify_api_key_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('docent_api_keys', old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger api_keys_notify_change after update or delete on api_keys
    for each row execute function docent_notify_api_key_change()`.execute(db);
  // A TRUNCATE has no rows to name: an empty payload drops every cached key.
  await sql`
    create function docent_notify_api_keys_truncate() returns trigger language plpgsql as $$
    begin
      perform pg_notify('docent_api_keys', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger api_keys_notify_truncate after truncate on api_keys
    for each statement execute function docent_notify_api_keys_truncate()`.execute(db);

  await sql`
    alter table document_blobs
      alter column bytes drop not null,
      add column store text not null default 'postgres' check (store in ('postgres', 's3')),
      add column object_key text,
      add constraint document_blobs_location check (
        (store = 'postgres' and bytes is not null and object_key is null) or
        (store = 's3' and bytes is null and object_key is not null))`.execute(db);
  await sql`
    create table blob_objects_pending (
      object_key text primary key,
      reason text not null check (reason in ('upload', 'delete')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index blob_objects_pending_age_idx on blob_objects_pending (created_at)`.execute(db);
  // A row that refers to an object (a committed upload, a blob moved to S3) takes it off the list.
  await sql`
    create function docent_blob_objects_unlist() returns trigger language plpgsql as $$
    begin
      if new.object_key is not null then
        delete from blob_objects_pending where object_key = new.object_key;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger document_blobs_pending_on_insert after insert or update of object_key on document_blobs
    for each row execute function docent_blob_objects_unlist()`.execute(db);
  // A row that stops referring to an object (deleted, or its blob moved back to Postgres) lists it for deletion.
  await sql`
    create function docent_blob_objects_list_deleted() returns trigger language plpgsql as $$
    begin
      if old.object_key is not null and (tg_op = 'DELETE' or new.object_key is distinct from old.object_key) then
        insert into blob_objects_pending (object_key, reason) values (old.object_key, 'delete')
        on conflict (object_key) do update set reason = 'delete', created_at = now();
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger document_blobs_pending_on_delete after delete or update of object_key on document_blobs
    for each row execute function docent_blob_objects_list_deleted()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists document_blobs_pending_on_delete on document_blobs`.execute(db);
  await sql`drop trigger if exists document_blobs_pending_on_insert on document_blobs`.execute(db);
  await sql`drop function if exists docent_blob_objects_unlist()`.execute(db);
  await sql`drop function if exists docent_blob_objects_list_deleted()`.execute(db);
  await sql`drop table if exists blob_objects_pending`.execute(db);
  await sql`
    alter table document_blobs
      drop constraint document_blobs_location,
      drop column object_key,
      drop column store,
      alter column bytes set not null`.execute(db);
  await sql`drop trigger if exists api_keys_notify_truncate on api_keys`.execute(db);
  await sql`drop trigger if exists api_keys_notify_change on api_keys`.execute(db);
  await sql`drop function if exists docent_notify_api_keys_truncate()`.execute(db);
  await sql`drop function if exists docent_notify_api_key_change()`.execute(db);
}
