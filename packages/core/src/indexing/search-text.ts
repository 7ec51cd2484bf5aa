import { withAmericanSpelling } from './spelling-variants';
import { withSymbolWords } from './symbol-words';
import { spacedWords } from './word-breaks';

/**
 * `text` as search reads it, in the index and in a question alike: words of scripts written without spaces set
 * apart (word-breaks.ts), British spellings in their American form (spelling-variants.ts), and each operator
 * followed by the word it is read as (symbol-words.ts).
 */
export const searchText = (text: string): string => withSymbolWords(withAmericanSpelling(spacedWords(text)));

/** What to index for `text` instead of itself (chunks.search_text / search_heading): null when search reads it as is. */
export function searchTextOf(text: string): string | null {
  const search = searchText(text);
  return search === text ? null : search;
}
