import { type Kysely, sql } from 'kysely';

/**
 * Faster context assembly for large labels (bench/chat):
 * - chunks keep their text and tsvector out of line (TOAST) whatever their size, so a heap row is about
 *   120 bytes. Ranking visits the heap row of every chunk a prompt word matches (to read its id and
 *   document); narrow rows put ~60 of them on a page instead of ~9. Rows written before this migration
 *   keep their layout until they are rewritten (re-analysis, or VACUUM FULL chunks).
 * - documents carry their chunk count and token total (written with the chunks, in one transaction), so
 *   deciding whether a scope's text fits the budget needs no pass over its chunks.
 * - label_documents gets an index in tagging order that also holds the document id.
 */
// Frozen in time: never import application code here, never edit after it has shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table chunks set (toast_tuple_target = 128)`.execute(db);
  await sql`
    alter table documents
      add column chunk_count integer not null default 0,
      add column text_tokens bigint not null default 0
  `.execute(db);
  await sql`
    update documents d set chunk_count = s.n, text_tokens = s.tokens
    from (select document_id, count(*)::int as n, sum(tokens) as tokens from chunks group by document_id) s
    where s.document_id = d.id
  `.execute(db);
  await sql`create index label_documents_order_idx on label_documents(label_lid, seq) include (document_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index label_documents_order_idx`.execute(db);
  await sql`alter table documents drop column chunk_count, drop column text_tokens`.execute(db);
  await sql`alter table chunks reset (toast_tuple_target)`.execute(db);
}
