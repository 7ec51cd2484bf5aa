import type { Db } from '@docent/db';
import { embedTexts, type EmbeddingsConnection } from '../embeddings/embeddings-client';
import { nearestChunks } from '../embeddings/vector-store';
import type { ChatScope } from '../retrieval/chat-scope';
import type { SemanticSearch } from '../retrieval/semantic-search';

/** A question embedding must come quickly: past this the chat goes on lexically. */
const QUESTION_TIMEOUT_MS = 5_000;

/**
 * Search by meaning for one chat, when the operator has an embeddings model and some of the scope's documents are
 * embedded: the question is embedded, then compared with the scope's chunk vectors. Any failure (endpoint down,
 * slow, wrong answer) gives no hits, and the chat is answered from the lexical ranking alone.
 */
export function questionSearch(
  db: Db,
  input: { scope: ChatScope; prompt: string; embeddings?: EmbeddingsConnection },
): SemanticSearch | undefined {
  const { embeddings, scope } = input;
  if (!embeddings) return undefined;
  return async (limit) => {
    try {
      const embedded = await db
        .selectFrom('documents')
        .select('id')
        .where('account_id', '=', scope.accountId)
        .where(
          'id',
          'in',
          scope.documents.map((d) => d.id),
        )
        .where('embeddings_model', '=', embeddings.model)
        .execute();
      if (embedded.length === 0) return [];
      const [query] = await embedTexts(
        { ...embeddings, timeoutMs: Math.min(embeddings.timeoutMs, QUESTION_TIMEOUT_MS) },
        [input.prompt],
      );
      return await nearestChunks(db, {
        accountId: scope.accountId,
        documentIds: embedded.map((d) => d.id),
        model: embeddings.model,
        query,
        limit,
        scopeChunks: scope.documents.reduce((n, d) => n + d.chunks, 0),
      });
    } catch {
      return [];
    }
  };
}
