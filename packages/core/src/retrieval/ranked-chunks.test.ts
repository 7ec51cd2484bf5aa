import { describe, expect, it } from 'vitest';
import { scoreHits } from './ranked-chunks';

describe('scoreHits', () => {
  it('ranks a chunk holding the rare word above chunks holding only a common one', () => {
    const common = Array.from({ length: 100 }, (_, i) => i + 1); // in chunks 1..100
    const rare = [500]; // in chunk 500 only
    const top = scoreHits([common, rare], 3);
    expect(top[0].id).toBe(500);
    expect(top.map((t) => t.id).slice(1)).toEqual([1, 2]); // equal scores: by id
  });

  it('adds the weights of every word a chunk holds, so chunks with more of the words come first', () => {
    const top = scoreHits([[1, 2, 3], [2, 3], [3]], 10);
    expect(top.map((t) => t.id)).toEqual([3, 2, 1]);
    expect(top[0].score).toBeCloseTo(Math.log(1 + 6 / 3) + Math.log(1 + 6 / 2) + Math.log(1 + 6 / 1));
  });

  it('returns at most `limit`, and nothing when no word matched', () => {
    expect(scoreHits([[1, 2, 3, 4]], 2)).toHaveLength(2);
    expect(scoreHits([[], []], 5)).toEqual([]);
  });
});
