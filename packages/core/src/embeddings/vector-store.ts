import { sql, type Database, type Db, type Transaction } from '@docent/db';
import { normalise, quantise, similarity } from './quantize';

const pgvectorColumn = new WeakMap<object, Promise<boolean>>();

/** Whether chunk_embeddings has the pgvector column (migration 0005 adds it where the extension could be created). */
export function hasPgvector(db: Db): Promise<boolean> {
  let known = pgvectorColumn.get(db);
  if (!known) {
    known = sql<{ present: boolean }>`
      select exists (
        select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = 'chunk_embeddings' and column_name = 'vec'
      ) as present
    `
      .execute(db)
      .then((r) => r.rows[0]?.present === true);
    pgvectorColumn.set(db, known);
  }
  return known;
}

/** Stores one vector per chunk (replacing any), int8 in bytea and, with pgvector, as a vector too. */
export async function writeChunkVectors(
  trx: Transaction<Database>,
  input: {
    documentId: string;
    accountId: string;
    model: string;
    chunkIds: number[];
    vectors: number[][];
    pgvector: boolean;
  },
): Promise<void> {
  if (input.chunkIds.length === 0) return;
  const q = input.vectors.map(quantise);
  const units = input.vectors.map((v) => `[${Array.from(normalise(v)).join(',')}]`);
  await sql`
    insert into chunk_embeddings (chunk_id, document_id, account_id, model, dims, scale, embedding)
    select x.id, ${input.documentId}, ${input.accountId}, ${input.model}, x.dims, x.scale, x.bytes
    from unnest(${input.chunkIds}::bigint[], ${input.vectors.map((v) => v.length)}::int[], ${q.map((v) => v.scale)}::real[],
      ${q.map((v) => v.bytes)}::bytea[]) as x(id, dims, scale, bytes)
    join chunks c on c.id = x.id
    on conflict (chunk_id) do update set model = excluded.model, dims = excluded.dims, scale = excluded.scale, embedding = excluded.embedding
  `.execute(trx);
  if (input.pgvector) {
    await sql`
      update chunk_embeddings e set vec = x.v::vector
      from unnest(${input.chunkIds}::bigint[], ${units}::text[]) as x(id, v)
      where e.chunk_id = x.id
    `.execute(trx);
  }
}

/** Scopes with more embedded chunks than this are searched by meaning only with pgvector (no scan in the api). */
export const MAX_SCANNED_VECTORS = 20_000;

/**
 * The scope's chunks nearest to `query` by cosine similarity, best first: with pgvector, ordered by Postgres;
 * else the int8 vectors of the scope are read and compared here (1 byte a dimension).
 */
export async function nearestChunks(
  db: Db,
  input: {
    accountId: string;
    documentIds: string[];
    model: string;
    query: number[];
    limit: number;
    scopeChunks: number;
  },
): Promise<Array<{ id: number; similarity: number }>> {
  const unit = normalise(input.query);
  if (await hasPgvector(db)) {
    const { rows } = await sql<{ id: string; similarity: number }>`
      select chunk_id as id, 1 - (vec <=> ${`[${Array.from(unit).join(',')}]`}::vector) as similarity
      from chunk_embeddings
      where document_id = any(${input.documentIds}::text[]) and account_id = ${input.accountId} and model = ${input.model}
        and dims = ${unit.length}
      order by vec <=> ${`[${Array.from(unit).join(',')}]`}::vector
      limit ${input.limit}
    `.execute(db);
    return rows.map((r) => ({ id: Number(r.id), similarity: Number(r.similarity) }));
  }
  if (input.scopeChunks > MAX_SCANNED_VECTORS) return [];
  const { rows } = await sql<{ id: string; scale: number; embedding: Buffer }>`
    select chunk_id as id, scale, embedding
    from chunk_embeddings
    where document_id = any(${input.documentIds}::text[]) and account_id = ${input.accountId} and model = ${input.model}
      and dims = ${unit.length}
  `.execute(db);
  return rows
    .map((r) => ({ id: Number(r.id), similarity: similarity(unit, { scale: r.scale, bytes: r.embedding }) }))
    .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
    .slice(0, input.limit);
}
