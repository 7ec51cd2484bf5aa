import { describe, expect, it } from 'vitest';
import { contentTerms } from '../providers/local-terms';
import { americanSpelling, withAmericanSpelling } from './spelling-variants';

describe('spelling variants', () => {
  it('writes British spellings of the list the American way, with their inflections', () => {
    expect(withAmericanSpelling('The licence covers the colours, the centre and catalogued programmes.')).toBe(
      'The license covers the colors, the center and cataloged programs.',
    );
    expect(
      ['organised', 'optimisation', 'analyse', 'cancelled', 'travelling', 'favourite', 'judgement', 'greyed'].map(
        americanSpelling,
      ),
    ).toEqual(['organized', 'optimization', 'analyze', 'canceled', 'traveling', 'favorite', 'judgment', 'grayed']);
  });

  it('leaves words that only end like one alone, and the plural of analysis', () => {
    const text = 'Four hours of advice: advise, revise, the genre, our tour, your analyses.';
    expect(withAmericanSpelling(text)).toBe(text);
  });

  it("gives docent-local's terms one stem for both spellings", () => {
    expect(contentTerms('licence colour organise')).toEqual(contentTerms('license color organize'));
  });
});
