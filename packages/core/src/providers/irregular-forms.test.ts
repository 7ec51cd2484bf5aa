import { describe, expect, it } from 'vitest';
import { baseForm } from './irregular-forms';
import { contentTerms } from './local-terms';

describe('irregular past forms', () => {
  it('reads each form of the list as its verb, and leaves the forms that are more often other words', () => {
    expect(['written', 'burnt', 'chosen', 'began', 'held', 'sold', 'taught'].map(baseForm)).toEqual([
      'write',
      'burn',
      'choose',
      'begin',
      'hold',
      'sell',
      'teach',
    ]);
    expect(['left', 'bound', 'saw', 'felt', 'bit', 'write'].map(baseForm)).toEqual([
      'left',
      'bound',
      'saw',
      'felt',
      'bit',
      'write',
    ]);
  });

  it("gives docent-local's terms one stem for the form and the verb", () => {
    expect(contentTerms('wrote burnt chosen')).toEqual(contentTerms('write burn choose'));
  });
});
