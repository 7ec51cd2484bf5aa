import type { ScoredChunk } from './ranked-chunks';

/** One chunk found by meaning: its id and cosine similarity to the question. */
export interface SemanticHit {
  id: number;
  similarity: number;
}

/** The scope's `limit` chunks nearest to the question by meaning, best first (embeddings, when configured). */
export type SemanticSearch = (limit: number) => Promise<SemanticHit[]>;

/** Reciprocal rank fusion's constant (Cormack et al. 2009): ranks beyond the first few differ little. */
const RRF_K = 60;

/**
 * Fuses the lexical ranking (BM25 scores) with the semantic one by reciprocal rank fusion: each chunk scores
 * 1/(k + its rank) in each list it is in. The lexical part keeps its split per part (clause) of the question, scaled,
 * so coverage-aware selection still gives each part its room; the semantic part is the chunk's own.
 */
export function fuseRankings(lexical: ScoredChunk[], semantic: SemanticHit[]): ScoredChunk[] {
  const lexicalRank = new Map(
    lexical
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .map((c, i) => [c.id, i + 1]),
  );
  const semanticRank = new Map(semantic.map((s, i) => [s.id, i + 1]));
  const fused: ScoredChunk[] = [];
  for (const c of lexical) {
    const rl = lexicalRank.get(c.id);
    const rs = semanticRank.get(c.id);
    if (rl === undefined && rs === undefined) continue;
    const fromLexical = rl === undefined ? 0 : 1 / (RRF_K + rl);
    const fromSemantic = rs === undefined ? 0 : 1 / (RRF_K + rs);
    const parts = new Map<number, number>();
    if (c.score > 0) for (const [k, v] of c.parts) parts.set(k, (v / c.score) * fromLexical);
    // A key of its own: meaning is never "already covered" by another chunk.
    if (fromSemantic > 0) parts.set(-1 - c.id, fromSemantic);
    fused.push({ ...c, score: fromLexical + fromSemantic, parts });
  }
  return fused;
}
