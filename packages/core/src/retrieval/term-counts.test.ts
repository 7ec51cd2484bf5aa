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

  it('reads back any lexemes written as Postgres prints them (quotes doubled, backslashes doubled)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = ['a', 'b', 'z', "'", '\\', ',', ':', '-', 'é'];
    for (let round = 0; round < 300; round++) {
      const expected = new Map<string, number>();
      const printed: string[] = [];
      for (let k = 0; k < 1 + Math.floor(next() * 6); k++) {
        const lexeme = Array.from({ length: 1 + Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * 9)]).join(
          '',
        );
        if (expected.has(lexeme)) continue;
        const positions = Math.floor(next() * 4); // 0: printed without positions (counts once)
        expected.set(lexeme, Math.max(1, positions));
        const body = `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
        printed.push(
          positions === 0 ? body : `${body}:${Array.from({ length: positions }, (_, p) => `${p + 1}B`).join(',')}`,
        );
      }
      expect(parseTermCounts(printed.join(' '))).toEqual(expected);
    }
  });
});
