import { expect, it } from 'vitest';
import { informativeLexemes } from './lexeme-frequency';

it('drops lexemes found in a large share of all chunks while a rarer one remains', () => {
  const freq = new Map([['report', 0.6], ['year', 0.3], ['turbin', 0.001]]);
  expect(informativeLexemes(['report', 'turbin', 'year', 'zebra'], freq)).toEqual(['turbin', 'zebra']);
  // All common: the two rarest stay, so the question still ranks.
  expect(informativeLexemes(['report', 'year'], freq)).toEqual(['year', 'report']);
  expect(informativeLexemes(['report', 'year', 'x'], new Map())).toEqual(['report', 'year', 'x']);
  expect(informativeLexemes([], freq)).toEqual([]);
});
