import { type Kysely, sql } from 'kysely';

/**
 * Search in scripts written without spaces (Chinese, Japanese, Thai, …). Postgres' parser reads a run of letters
 * between spaces as one word, so a sentence of Chinese is indexed as one lexeme that no question matches. Chunks now
 * carry, when their text or heading holds such a script, the same text with its words set apart by spaces
 * (`search_text`, `search_heading`, written by the indexer from ICU's word breaks); the text search vector is built
 * from those when present, else from the text and heading as before. Null for every other chunk, so existing rows
 * and all-Latin documents are indexed exactly as they were; `pnpm docent reindex` fills them for documents analysed
 * before this migration.
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists chunks_tsv_idx`.execute(db);
  await sql`alter table chunks drop column tsv`.execute(db);
  await sql`
    alter table chunks
      add column search_text text,
      add column search_heading text,
      add column tsv tsvector generated always as (
        setweight(to_tsvector('english', coalesce(search_heading, heading)), 'A')
          || to_tsvector('english', coalesce(search_text, text))
      ) stored
  `.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
  // A dropped column takes its statistics with it, and search estimates a common word's frequency from them.
  await sql`analyze chunks`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists chunks_tsv_idx`.execute(db);
  await sql`alter table chunks drop column tsv, drop column search_text, drop column search_heading`.execute(db);
  await sql`
    alter table chunks add column tsv tsvector generated always as (
      setweight(to_tsvector('english', heading), 'A') || to_tsvector('english', text)
    ) stored
  `.execute(db);
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
}
