import { describe, expect, it } from 'vitest';
import { asksWhichDocument } from './which-document';

describe('asksWhichDocument', () => {
  it('finds what a question asking which document treats something asks about', () => {
    const topics: Array<[string, string]> = [
      ['Which document explains programmable completion?', 'programmable completion'],
      ["Which manual explains the shell's looping constructs?", "the shell's looping constructs"],
      ['Which of these documents tells me how to orphan a package?', 'how to orphan a package'],
      ['Which of these explains how to divert output to a file?', 'how to divert output to a file'],
      ['Which manual documents the Standards-Version field?', 'the Standards-Version field'],
      ['Which documents mention Ian Murdock?', 'Ian Murdock'],
      ['Where can I read about package priorities?', 'package priorities'],
      ['Where do I find more information on job control', 'job control'],
      ['Where is the --help option described?', 'the --help option'],
      ['In which document can I find advice on naming variables?', 'advice on naming variables'],
      ['What document should I read to learn about job control builtins?', 'job control builtins'],
    ];
    for (const [prompt, topic] of topics) expect(asksWhichDocument(prompt), prompt).toEqual({ topic });
  });

  it('leaves questions about a file, a package or an option the documents treat, and a bare pronoun', () => {
    for (const prompt of [
      'Which file contains the list of packages?',
      'Which package provides the ls command?',
      'Which option shows line numbers?',
      'What file does bash read at startup?',
      'Where is the configuration file stored?',
      'What is the difference between a hard link and a symbolic link?',
      'Which document explains it?',
    ]) {
      expect(asksWhichDocument(prompt), prompt).toBeUndefined();
    }
  });

  it('reads a long prompt, or a run of spaces, at once (a run of 10,000 was tried every way it splits: minutes)', () => {
    expect(asksWhichDocument(`Where is${' '.repeat(10_000)}x`)).toBeUndefined();
    expect(asksWhichDocument(`Where is${' '.repeat(250)}the log described?`)).toEqual({ topic: 'the log' });
    expect(asksWhichDocument(`Which document explains ${'a '.repeat(5_000)}`)).toBeUndefined();
  });
});
