import { describe, expect, it } from 'vitest';
import { contentTerms } from '../providers/local-terms';
import { baseForm, withBaseForms } from './irregular-forms';
import { searchText } from './search-text';

describe('irregular past forms', () => {
  it('writes each form of the list as its verb, for search in the index and the question alike', () => {
    expect(withBaseForms('Written by Ian; a fire burnt the server, which was rebuilt.')).toBe(
      'write by Ian; a fire burn the server, which was build.',
    );
    expect(searchText('Who wrote it, and when was it built?')).toBe('Who write it, and when was it build?');
    expect(['chosen', 'began', 'held', 'sold', 'taught'].map(baseForm)).toEqual([
      'choose',
      'begin',
      'hold',
      'sell',
      'teach',
    ]);
  });

  it('leaves contractions and the forms that are more often other words alone', () => {
    const text = "It won't fit: turn left, the upper bound, a saw and a bit of felt.";
    expect(withBaseForms(text)).toBe(text);
  });

  it("gives docent-local's terms one stem for the form and the verb", () => {
    expect(contentTerms('wrote burnt chosen')).toEqual(contentTerms('write burn choose'));
  });
});
