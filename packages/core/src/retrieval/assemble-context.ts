import type { Db } from '@docent/db';
import { countTextTokens } from '../indexing/token-count';
import type { ChatScope, ContextChunk } from './chat-scope';
import { chunkMarker } from './context-text';
import { informativeLexemes, lexemeFrequencies } from './lexeme-frequency';
import { rankedChunkRefs } from './ranked-chunks';
import {
  allScopeChunks,
  chunkTexts,
  leadingChunkRefs,
  promptLexemes,
  type ChunkRef,
} from './scope-chunks';

const markerCache = new Map<string, number>();
/** Tokens of a chunk's marker line and separator, cached per document name (a label may hold thousands). */
function markerTokens(name: string, withName: boolean): number {
  const key = withName ? `n:${name}` : '';
  let tokens = markerCache.get(key);
  if (tokens === undefined) {
    tokens = countTextTokens(`${chunkMarker({ documentName: name, pageNo: 99999 }, withName)}\n\n\n`);
    if (markerCache.size > 10_000) markerCache.clear();
    markerCache.set(key, tokens);
  }
  return tokens;
}

export type ContextMode = 'all' | 'ranked' | 'leading' | 'empty';

export interface AssembledContext {
  /** In document/page order. */
  chunks: ContextChunk[];
  /** Tokens of the rendered context (chunk text plus markers and separators). */
  tokens: number;
  mode: ContextMode;
}

export interface AssembleContextOptions {
  scope: ChatScope;
  prompt: string;
  /** Tokens the documents' text may take. */
  budgetTokens: number;
}

/**
 * The documents' text for one prompt, within `budgetTokens`:
 * - everything, in page order, when the whole scope fits;
 * - else the best-ranked chunks (any prompt term matches; stop words ignored), packed greedily into the budget;
 * - the leading chunks when the prompt matches nothing (e.g. "Summarise this"), and to fill what ranking left.
 */
export async function assembleContext(db: Db, options: AssembleContextOptions): Promise<AssembledContext> {
  const { scope, prompt } = options;
  const budget = Math.max(0, Math.floor(options.budgetTokens));
  const docPos = new Map(scope.documents.map((d, i) => [d.id, i]));
  const docName = new Map(scope.documents.map((d) => [d.id, d.name]));
  const withName = scope.kind === 'label';
  // Per-chunk overhead: the marker line and the blank line between chunks (bounded with a 5-digit page number).
  const overhead = new Map(scope.documents.map((d) => [d.id, markerTokens(d.name, withName)]));
  const cost = (c: { documentId: string; tokens: number }) => c.tokens + (overhead.get(c.documentId) ?? 0);

  // The whole scope's rendered size, from the per-document totals written with the chunks.
  const scopeChunks = scope.documents.reduce((n, d) => n + d.chunks, 0);
  const scopeCost = scope.documents.reduce((n, d) => n + d.tokens + d.chunks * (overhead.get(d.id) ?? 0), 0);
  if (scopeChunks === 0 || budget === 0) return { chunks: [], tokens: 0, mode: 'empty' };

  const order = (a: { documentId: string; pageNo: number; ord: number }, b: typeof a) =>
    (docPos.get(a.documentId) ?? 0) - (docPos.get(b.documentId) ?? 0) || a.pageNo - b.pageNo || a.ord - b.ord;

  if (scopeCost <= budget) {
    const rows = await allScopeChunks(db, scope);
    const chunks = rows
      .map((r) => ({ documentId: r.document_id, documentName: docName.get(r.document_id) ?? '', pageNo: r.page_no, ord: r.ord, text: r.text, tokens: r.tokens }))
      .sort(order);
    return { chunks, tokens: chunks.reduce((n, c) => n + cost(c), 0), mode: 'all' };
  }

  const avgCost = Math.max(1, scopeCost / scopeChunks);
  // Enough candidates to fill the budget several times over, so skipping oversized ones still fills it.
  const candidateLimit = Math.min(20_000, Math.ceil((budget / avgCost) * 4) + 16);
  const picked: ChunkRef[] = [];
  const pickedIds = new Set<number>();
  let used = 0;
  const pack = (refs: ChunkRef[]) => {
    for (const ref of refs) {
      if (pickedIds.has(ref.id)) continue;
      const c = cost(ref);
      if (used + c > budget) continue;
      picked.push(ref);
      pickedIds.add(ref.id);
      used += c;
    }
  };

  const lexemes = await Promise.all([promptLexemes(db, prompt), lexemeFrequencies(db)]).then(([l, f]) => informativeLexemes(l, f));
  pack(await rankedChunkRefs(db, scope, lexemes, candidateLimit));
  const matched = picked.length > 0;
  if (budget - used >= avgCost) {
    // Nothing matched (or the matches left room): the leading chunks, spread over the scope's documents.
    const perDocument = Math.ceil(candidateLimit / scope.documents.length) + 1;
    pack(await leadingChunkRefs(db, scope, perDocument, candidateLimit + picked.length));
  }

  const texts = await chunkTexts(db, scope.accountId, picked.map((r) => r.id));
  const chunks = picked
    .map((r) => ({ documentId: r.documentId, documentName: docName.get(r.documentId) ?? '', pageNo: r.pageNo, ord: r.ord, text: texts.get(r.id) ?? '', tokens: r.tokens }))
    .sort(order);
  return { chunks, tokens: used, mode: matched ? 'ranked' : 'leading' };
}
