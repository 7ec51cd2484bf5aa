import { describe, expect, it } from 'vitest';
import { isSummaryRequest, questionClauses } from './question';

describe('questionClauses', () => {
  it('splits a question at "and", "or", commas, semicolons and question marks', () => {
    expect(questionClauses('What do globstar and pipefail do?')).toEqual(['What do globstar', 'pipefail do?']);
    expect(questionClauses('Which file lists the maintainers, and where is it installed?')).toEqual([
      'Which file lists the maintainers',
      'where is it installed?',
    ]);
    expect(questionClauses('Who wrote it? When was it released?')).toEqual(['Who wrote it', 'When was it released?']);
  });

  it('keeps what comes before the first asking clause with it, as its setting', () => {
    expect(
      questionClauses('In the name of the .orig.tar.gz file, what separates the package name from the version?'),
    ).toEqual(['In the name of the .orig.tar.gz file what separates the package name from the version?']);
    expect(questionClauses('According to the manual, how long is the freeze?')).toEqual([
      'According to the manual how long is the freeze?',
    ]);
  });

  it('keeps the two things a question compares in one clause ("between X and Y")', () => {
    expect(questionClauses('What is the difference between single and double quotes?')).toEqual([
      'What is the difference between single and double quotes?',
    ]);
    expect(questionClauses('Should I choose between stable or testing, and why?')).toEqual([
      'Should I choose between stable or testing',
      'why?',
    ]);
  });

  it('leaves a one-clause question whole', () => {
    const prompt = 'How long must a porter wait before uploading a fix to unstable after filing the bug?';
    expect(questionClauses(prompt)).toEqual([prompt]);
  });
});

describe('isSummaryRequest', () => {
  it('tells a request for a summary from a question that names a subject', () => {
    expect(isSummaryRequest('Summarise this document')).toBe(true);
    expect(isSummaryRequest('What is this manual about?')).toBe(true);
    expect(isSummaryRequest('Summarise what the manual says about HISTSIZE and history files')).toBe(false);
  });
});
