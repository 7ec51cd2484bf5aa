import { describe, expect, it } from 'vitest';
import { seededRandom } from './testing/seeded-random';
import type { ScoredChunk } from './ranked-chunks';
import { selectWithCoverage } from './select-with-coverage';

function candidates(next: () => number, n: number): ScoredChunk[] {
  return Array.from({ length: n }, (_, id) => {
    const parts = new Map<number, number>();
    for (let word = 0; word < 5; word++) if (next() < 0.5) parts.set(word, Math.round(next() * 8) / 2);
    let score = 0;
    for (const v of parts.values()) score += v;
    return {
      id,
      documentId: 'd',
      pageNo: 1,
      ord: id,
      tokens: 10 + Math.floor(next() * 90),
      lowValue: false,
      score,
      parts,
    };
  });
}

/** The rule written plainly: each step, the highest gain (ties: the better score, then the lower id). */
function plainSelection(all: ScoredChunk[], take: (c: ScoredChunk) => boolean, patience: number): ScoredChunk[] {
  const left = [...all].sort((a, b) => b.score - a.score || a.id - b.id);
  const covered = new Map<number, number>();
  const gain = (c: ScoredChunk) => {
    let g = 0;
    for (const [k, v] of c.parts) g += v * 0.5 ** (covered.get(k) ?? 0);
    return g;
  };
  const chosen: ScoredChunk[] = [];
  let refusals = 0;
  while (left.length > 0 && refusals < patience) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (gain(left[i]) > gain(left[best])) best = i;
    const [c] = left.splice(best, 1);
    if (!take(c)) {
      refusals += 1;
      continue;
    }
    refusals = 0;
    chosen.push(c);
    for (const k of c.parts.keys()) covered.set(k, (covered.get(k) ?? 0) + 1);
  }
  return chosen;
}

describe('selectWithCoverage', () => {
  it('picks what the plain rule picks, also when a full budget refuses candidates', () => {
    const next = seededRandom(12);
    for (let round = 0; round < 200; round++) {
      const all = candidates(next, 5 + Math.floor(next() * 120));
      const budget = Math.floor(next() * 2000);
      const patience = 1 + Math.floor(next() * 10);
      const within = () => {
        let used = 0;
        return (c: ScoredChunk) => {
          if (used + c.tokens > budget) return false;
          used += c.tokens;
          return true;
        };
      };
      const fast = selectWithCoverage(all, within(), patience).map((c) => c.id);
      expect(fast).toEqual(plainSelection(all, within(), patience).map((c) => c.id));
    }
  });

  it('gives the other part of a two-part question its room', () => {
    const chunk = (id: number, parts: Array<[number, number]>): ScoredChunk => ({
      id,
      documentId: 'd',
      pageNo: id,
      ord: id,
      tokens: 10,
      lowValue: false,
      score: parts.reduce((s, [, v]) => s + v, 0),
      parts: new Map(parts),
    });
    // Three passages about "globstar" outscore the one about "pipefail"; with room for two, one of each is taken.
    const all = [chunk(1, [[0, 5]]), chunk(2, [[0, 4.8]]), chunk(3, [[0, 4.6]]), chunk(4, [[1, 3]])];
    let room = 2;
    const ids = selectWithCoverage(all, () => room-- > 0).map((c) => c.id);
    expect(ids).toEqual([1, 4]);
  });
});
