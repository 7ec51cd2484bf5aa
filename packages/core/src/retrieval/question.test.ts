import { describe, expect, it } from 'vitest';
import { comparedPair, questionClauses } from './question';

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

  it('keeps the answers a question offers to choose from with it ("…, daily or hourly?")', () => {
    expect(questionClauses('how often does cron-apt check for updates by default, daily or hourly?')).toEqual([
      'how often does cron-apt check for updates by default daily or hourly?',
    ]);
    expect(questionClauses('which compression should a .deb use, xz or zstd?')).toEqual([
      'which compression should a .deb use xz or zstd?',
    ]);
    // Two questions joined by "or" are still two; so are options that are clauses of their own.
    expect(questionClauses('Should I use apt or aptitude to upgrade?')).toEqual([
      'Should I use apt',
      'aptitude to upgrade?',
    ]);
    expect(questionClauses('Where do logs go, and who reads them or rotates them?')).toEqual([
      'Where do logs go',
      'who reads them',
      'rotates them?',
    ]);
  });

  it("does not end a clause at an operator's question mark", () => {
    expect(questionClauses('is $? the exit status of the last command')).toEqual([
      'is $? the exit status of the last command',
    ]);
    expect(questionClauses('what do $? and $! hold?')).toEqual(['what do $?', '$! hold?']);
  });

  it('leaves a one-clause question whole', () => {
    const prompt = 'How long must a porter wait before uploading a fix to unstable after filing the bug?';
    expect(questionClauses(prompt)).toEqual([prompt]);
  });
});

describe('comparedPair', () => {
  it('gives each of the two things a clause compares with the words around them', () => {
    expect(comparedPair("what's the difference between $* and $@")).toEqual([
      "what's the difference $*",
      "what's the difference $@",
    ]);
    expect(comparedPair('difference between [ and [[ in bash')).toEqual([
      'difference [ in bash',
      'difference [[ in bash',
    ]);
    expect(comparedPair('Should I choose between stable or testing')).toEqual([
      'Should I choose stable',
      'Should I choose testing',
    ]);
  });

  it('finds no comparison in a clause that only says "between"', () => {
    expect(comparedPair('How long between two runs and the next?')).toBeUndefined();
  });
});
