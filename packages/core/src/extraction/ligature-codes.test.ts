import { describe, expect, it } from 'vitest';
import { mendLigatureCodes } from './ligature-codes';

describe('ligature codes of TeX fonts without a Unicode map', () => {
  it('reads the T1 codes pdfjs gives as their letters', () => {
    // As pdfjs reads strucchange's vignette (bench/quality/corpus/strucchange-intro.pdf, page 3).
    expect(mendLigatureCodes('The generalized \u001ductuation tests \u001ct a model')).toBe(
      'The generalized fluctuation tests fit a model',
    );
    expect(mendLigatureCodes('regression coe\u001ecients; an e\u001bect')).toBe('regression coefficients; an effect');
    expect(mendLigatureCodes('a\u001fe')).toBe('affle');
  });

  it('reads the OT1 codes only inside a word or at its start', () => {
    expect(mendLigatureCodes('the \u000crst de\u000cnition')).toBe('the first definition');
    // A form feed between pages and a carriage return before a line feed stay what they are.
    expect(mendLigatureCodes('end.\u000cNext page')).toBe('end.\u000cNext page');
    expect(mendLigatureCodes('line\r\nnext')).toBe('line\r\nnext');
  });

  it('leaves text without such codes as it is', () => {
    const text = 'plain text, tabs\tand\nlines';
    expect(mendLigatureCodes(text)).toBe(text);
  });
});
