import { type Kysely, sql } from 'kysely';

/**
 * Every api process caches verified API keys for a few seconds. So that a revoked key (or a changed rate limit)
 * stops applying everywhere at once, any update or delete of an `api_keys` row is announced on the channel
 * `docent_api_keys` with the key id, whoever makes it: the CLI, core, or an operator's hand-written SQL.
 * NOTIFY is sent at commit, so a process never hears of a change it could not yet read.
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists api_keys_notify_truncate on api_keys`.execute(db);
  await sql`drop trigger if exists api_keys_notify_change on api_keys`.execute(db);
  await sql`drop function if exists docent_notify_api_keys_truncate()`.execute(db);
  await sql`drop function if exists docent_notify_api_key_change()`.execute(db);
}
