import { sql, type Db } from '@docent/db';
import type { Logger } from 'pino';
import { embedTexts, type EmbeddingsConnection } from './embeddings-client';
import { hasPgvector, writeChunkVectors } from './vector-store';

/** Chunks embedded per transaction: a retry after a failure resumes where the last batch ended. */
const CHUNKS_PER_ROUND = 256;

export type EmbedOutcome =
  | { outcome: 'missing' }
  | { outcome: 'ready'; embedded: number }
  | { outcome: 'failed'; error: string };

/**
 * The follow-up job after `ready`: embeds the document's chunks that have no vector for the configured model yet,
 * then marks its embeddings ready. The document stays `ready` (chat-able lexically) whatever happens here: a failure
 * is thrown for the job to retry, and on the last attempt the document's embeddings are marked failed.
 */
export async function embedDocument(
  db: Db,
  input: { docid: string; isLastAttempt: boolean },
  deps: { connection: EmbeddingsConnection; logger?: Pick<Logger, 'info' | 'warn'> },
): Promise<EmbedOutcome> {
  const { docid } = input;
  const model = deps.connection.model;
  const doc = await db
    .selectFrom('documents')
    .select(['account_id', 'status'])
    .where('id', '=', docid)
    .executeTakeFirst();
  if (doc?.status !== 'ready') return { outcome: 'missing' };
  const pgvector = await hasPgvector(db);
  let embedded = 0;
  try {
    for (;;) {
      const { rows } = await sql<{ id: string; text: string; heading: string }>`
        select c.id, c.text, c.heading from chunks c
        where c.document_id = ${docid}
          and not exists (select 1 from chunk_embeddings e where e.chunk_id = c.id and e.model = ${model})
        order by c.ord
        limit ${CHUNKS_PER_ROUND}
      `.execute(db);
      if (rows.length === 0) break;
      // The section heading travels with the text: it tells the model what the passage is about.
      const vectors = await embedTexts(
        deps.connection,
        rows.map((r) => (r.heading ? `${r.heading}\n${r.text}` : r.text)),
      );
      await db.transaction().execute((trx) =>
        writeChunkVectors(trx, {
          documentId: docid,
          accountId: doc.account_id,
          model,
          chunkIds: rows.map((r) => Number(r.id)),
          vectors,
          pgvector,
        }),
      );
      embedded += rows.length;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!input.isLastAttempt) throw error;
    deps.logger?.warn({ docid, err: message }, 'embeddings failed; chat stays lexical for this document');
    await db.updateTable('documents').set({ embeddings_status: 'failed' }).where('id', '=', docid).execute();
    return { outcome: 'failed', error: message };
  }
  await db
    .updateTable('documents')
    .set({ embeddings_status: 'ready', embeddings_model: model })
    .where('id', '=', docid)
    .execute();
  deps.logger?.info({ docid, embedded }, 'document embedded');
  return { outcome: 'ready', embedded };
}
