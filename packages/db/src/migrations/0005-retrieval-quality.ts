import { type Kysely, sql } from 'kysely';

/**
 * Retrieval that finds the passage (issue 12):
 * - chunks carry the heading of their section (searchable, weight A in the tsvector, so a question naming a
 *   section reaches it) and a flag for table-of-contents/index units (ranked low);
 * - documents carry a title found in their text, matched with their name, so a label chat naming "the Bash manual"
 *   can favour that document;
 * - chunk_embeddings holds one vector per chunk when the operator configures an embeddings model: int8-quantised
 *   in a bytea (1 byte a dimension, scanned within the chat's scope), plus a pgvector column when the extension can
 *   be created in this database;
 * - documents record the state of their embeddings (null: none asked; pending; ready; failed).
 * Existing chunks keep their text until `pnpm docent reindex` re-chunks them (docs/chat.md).
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists chunks_tsv_idx`.execute(db);
  await sql`alter table chunks drop column tsv`.execute(db);
  await sql`
    alter table chunks
      add column heading text not null default '',
      add column low_value boolean not null default false,
      add column tsv tsvector generated always as (
        setweight(to_tsvector('english', heading), 'A') || to_tsvector('english', text)
      ) stored
  `.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);

  await sql`
    alter table documents
      add column title text not null default '',
      add column embeddings_status text check (embeddings_status in ('pending', 'ready', 'failed')),
      add column embeddings_model text
  `.execute(db);

  await sql`
    create table chunk_embeddings (
      chunk_id bigint primary key references chunks(id) on delete cascade,
      document_id text not null references documents(id) on delete cascade,
      account_id text not null,
      model text not null,
      dims integer not null,
      scale real not null,
      embedding bytea not null
    )
  `.execute(db);
  await sql`create index chunk_embeddings_document_idx on chunk_embeddings(document_id)`.execute(db);
  // pgvector where the server has it and we may create it; without it the bytea column is all there is.
  await sql`
    do $$
    begin
      if exists (select 1 from pg_available_extensions where name = 'vector') then
        begin
          create extension if not exists vector;
          alter table chunk_embeddings add column vec vector;
        exception when others then
          raise notice 'pgvector not enabled: %', sqlerrm;
        end;
      end if;
    end $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table chunk_embeddings`.execute(db);
  await sql`
    alter table documents drop column title, drop column embeddings_status, drop column embeddings_model
  `.execute(db);
  await sql`drop index if exists chunks_tsv_idx`.execute(db);
  await sql`alter table chunks drop column tsv, drop column heading, drop column low_value`.execute(db);
  await sql`alter table chunks add column tsv tsvector generated always as (to_tsvector('english', text)) stored`.execute(
    db,
  );
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
}
