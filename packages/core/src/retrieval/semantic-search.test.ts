import { expect, it } from 'vitest';
import type { ScoredChunk } from './ranked-chunks';
import { selectWithCoverage } from './select-with-coverage';
import { fuseRankings } from './semantic-search';

const chunk = (id: number, clauseScores: number[]): ScoredChunk => {
  const parts = new Map(clauseScores.map((v, clause) => [clause, v] as [number, number]).filter(([, v]) => v > 0));
  return {
    id,
    documentId: 'd',
    pageNo: 1,
    ord: id,
    tokens: 100,
    score: clauseScores.reduce((a, b) => a + b, 0),
    parts,
  };
};

/** Picks the first `n` of a fused ranking, as the context is filled. */
const firstPicks = (fused: ScoredChunk[], n: number) => {
  let taken = 0;
  return selectWithCoverage(fused, () => taken++ < n).map((c) => c.id);
};

it('gives the passages found by meaning their room, and the words of the question theirs', () => {
  // A one-clause question: 12 passages match its words (best first), 12 others only its meaning.
  const lexical = Array.from({ length: 12 }, (_, i) => chunk(i + 1, [12 - i]));
  const byMeaningOnly = Array.from({ length: 12 }, (_, i) => chunk(101 + i, []));
  const semantic = byMeaningOnly.map((c, i) => ({ id: c.id, similarity: 0.9 - i / 100 }));
  const picks = firstPicks(fuseRankings([...lexical, ...byMeaningOnly], semantic), 8);
  expect(picks[0]).toBe(1);
  // Half each (the meaning part counts less each time it is covered, as a clause does), best first on both sides.
  expect(picks.filter((id) => id < 100)).toEqual([1, 2, 3, 4]);
  expect(picks.filter((id) => id > 100)).toEqual([101, 102, 103, 104]);
});

it('keeps the room of each clause of a two-part question beside the passages found by meaning', () => {
  const first = Array.from({ length: 6 }, (_, i) => chunk(i + 1, [10 - i, 0]));
  const second = Array.from({ length: 6 }, (_, i) => chunk(i + 11, [0, 6 - i / 2]));
  const byMeaningOnly = Array.from({ length: 6 }, (_, i) => chunk(101 + i, []));
  const semantic = byMeaningOnly.map((c, i) => ({ id: c.id, similarity: 0.8 - i / 100 }));
  const picks = firstPicks(fuseRankings([...first, ...second, ...byMeaningOnly], semantic), 6);
  expect(picks.filter((id) => id <= 6)).toHaveLength(2);
  expect(picks.filter((id) => id > 10 && id < 100)).toHaveLength(2);
  expect(picks.filter((id) => id > 100)).toHaveLength(2);
});
