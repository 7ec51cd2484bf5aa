import { describe, expect, it } from 'vitest';
import { parseTermCounts, termCountsOf } from './term-counts';

describe('term counts', () => {
  it('reads the occurrences of each lexeme from a tsvector as Postgres prints it', () => {
    expect(parseTermCounts("'run':3B,7B 'cost':4B 'it''s':9B 'a\\\\b':2B")).toEqual(
      new Map([
        ['run', 2],
        ['cost', 1],
        ["it's", 1],
        ['a\\b', 1],
      ]),
    );
    expect(parseTermCounts('')).toEqual(new Map());
    expect(parseTermCounts(null)).toEqual(new Map());
  });

  it('counts a heading occurrence apart from the text', () => {
    const counts = termCountsOf({ text_terms: "'pump':1B,5B,9B 'seal':6B", heading_terms: "'pump':1B" });
    expect(counts.text).toEqual(
      new Map([
        ['pump', 2],
        ['seal', 1],
      ]),
    );
    expect(counts.heading).toEqual(new Map([['pump', 1]]));
  });
});
