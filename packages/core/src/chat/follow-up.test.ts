import { describe, expect, it } from 'vitest';
import { isFollowUp, searchPrompt } from './follow-up';

const turns = (...prompts: string[]) => prompts.map((prompt) => ({ prompt, answer: 'an answer' }));

describe('follow-up questions', () => {
  it('tells a question that leans on the one before from one that says what it is about', () => {
    for (const prompt of ['What is its default value?', 'And how do I turn them on?', 'Why?', 'What about PS2?']) {
      expect(isFollowUp(prompt), prompt).toBe(true);
    }
    for (const prompt of [
      'How do I create a list?',
      'Is it safe to write T in my scripts as shorthand for TRUE?',
      'Summarise this document',
    ]) {
      expect(isFollowUp(prompt), prompt).toBe(false);
    }
  });

  it('searches a follow-up in what the thread is about, back to its last question that stood on its own', () => {
    expect(searchPrompt('What is its default value?', turns('What is HISTSIZE?'))).toBe(
      'In HISTSIZE: What is its default value?',
    );
    expect(searchPrompt('And its levels?', turns('What is a factor?', 'Can it hold numbers?'))).toBe(
      'In factor hold numbers: And its levels?',
    );
    // A first question, and one that stands on its own, are searched as they are.
    expect(searchPrompt('What is its default value?', [])).toBe('What is its default value?');
    expect(searchPrompt('How do I create a list?', turns('What is a factor?'))).toBe('How do I create a list?');
  });
});
