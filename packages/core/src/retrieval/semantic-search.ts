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
/** The part of the question that meaning stands for: it gets its room like a clause, then counts less each time. */
const SEMANTIC_PART = -1;

/**
 * Fuses the lexical ranking (BM25 scores) with the semantic one by reciprocal rank fusion: each chunk scores
 * 1/(k + its rank) in each list it is in. The lexical part keeps its split per part (clause) of the question, scaled,
 * so coverage-aware selection still gives each part its room; meaning is one more part of the question
 * (SEMANTIC_PART), covered and counting less each time like a clause. (It was each chunk's own part, never covered:
 * once a one-clause question's first hits had covered its clause, every passage found by meaning outranked the next
 * lexical hit, and a weak embeddings model filled the context with them. Measured with a small model trained on this
 * machine's documentation, bench/quality `quick.ts --embeddings`, tuned set: recall @ 4,000 64 % with a part per
 * chunk, 82 % with one part for meaning; 89 % lexical alone.)
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
    if (fromSemantic > 0) parts.set(SEMANTIC_PART, fromSemantic);
    fused.push({ ...c, score: fromLexical + fromSemantic, parts });
  }
  return fused;
}
