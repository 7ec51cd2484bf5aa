import { describe, expect, it } from 'vitest';
import { seededRandom } from './testing/seeded-random';
import { byteOrder, scoreChunk, scorePostings, type ChunkScoring } from './ranked-chunks';
import type { ChunkRef } from './scope-chunks';
import type { TermCounts } from './term-counts';

// Lexemes whose byte order is not their order in the question (and one of more than one byte per letter).
const WORDS = ['zeta', 'alpha', 'é', 'ab', 'a', 'pump', 'valv', 'hose', 'gasket', 'émigr'];

describe('scorePostings', () => {
  it("gives every chunk scoreChunk's score and parts, to the last bit, from a scan's postings", () => {
    const next = seededRandom(7);
    for (let round = 0; round < 300; round++) {
      const own = 1 + Math.floor(next() * 6);
      // The question's words, then synonyms standing in for some of them (sometimes a word listed twice).
      const lexemes = WORDS.slice(0, own);
      const synonyms = Math.floor(next() * 3);
      for (let s = 0; s < synonyms; s++) lexemes.push(next() < 0.2 ? lexemes[0] : WORDS[own + s]);
      const partOf = lexemes.map((_, i) => (i < own ? i : Math.floor(next() * own)));
      const clauses = lexemes.map(() => Math.floor(next() * 3));
      const refs: ChunkRef[] = Array.from({ length: 5 + Math.floor(next() * 40) }, (_, j) => ({
        id: 1000 + j * 7,
        documentId: `d${j % 3}`,
        pageNo: 1 + j,
        ord: j,
        tokens: 20 + Math.floor(next() * 200),
        lowValue: next() < 0.15,
      }));
      const lexemeIndex = new Map(lexemes.map((l, i) => [l, i]));
      const postings = lexemes.map(() => [] as number[]);
      const counts = new Map<number, TermCounts>();
      // A chunk's counts as a scan gives them: its lexemes in byte order, each once.
      for (const lexeme of [...new Set(lexemes)].sort(byteOrder)) {
        refs.forEach((ref, j) => {
          if (next() < 0.6) return;
          const inText = Math.floor(next() * 4);
          const inHeading = inText === 0 || next() < 0.2 ? 1 + Math.floor(next() * 2) : 0;
          postings[lexemeIndex.get(lexeme)!].push(j, inText, inHeading);
          const c = counts.get(ref.id) ?? { text: new Map(), heading: new Map() };
          counts.set(ref.id, c);
          c.text.set(lexeme, inText);
          if (inHeading > 0) c.heading.set(lexeme, inHeading);
        });
      }
      const scoring: ChunkScoring = {
        lexemeIndex,
        weights: lexemes.map(() => 0.2 + next() * 5),
        stats: { n: 500, avgTokens: 110 },
        nameMatches: new Map(next() < 0.5 ? [['d1', new Set([0, own - 1])]] : []),
        partOf,
        clauseOf: next() < 0.7 ? clauses : undefined,
      };
      // Hits by meaning are scored without a posting too.
      const also = new Set(refs.filter(() => next() < 0.1).map((r) => r.id));
      const expected = refs
        .filter((r) => counts.has(r.id) || also.has(r.id))
        .map((r) => scoreChunk(r, counts.get(r.id) ?? { text: new Map(), heading: new Map() }, scoring));
      const scored = scorePostings(refs, lexemes, postings, scoring, also);
      expect(scored.map((c) => [c.id, c.score, [...c.parts]])).toEqual(
        expected.map((c) => [c.id, c.score, [...c.parts]]),
      );
      expect(scored).toEqual(expected);
    }
  });
});
