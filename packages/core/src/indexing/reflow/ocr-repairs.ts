import type { DocumentVocabulary } from './document-vocabulary';

const TLD = '(?:com|org|net|edu|gov|mil|int|io|info|biz|dev|app|ai|co|uk|de|fr|nl|be|ch|at|it|es|eu|us|ca|au|jp|cn|ru)';

/**
 * OCR reads a gap where the print has a thin space or a dot, and search then misses the word: "https: //www.
 * example. com/a" or "informa tion". Host names and URLs are closed up; two fragments become one word when
 * the document uses the joined word more often than the rarer fragment on its own.
 */
export function repairOcrText(text: string, vocabulary: DocumentVocabulary): string {
  const out = text
    .replace(/\b(https?|ftp)\s*:\s*\/\s*\/\s*/gi, (_m, scheme: string) => `${scheme.toLowerCase()}://`)
    .replace(/\bwww\s*\.\s+(?=[a-z0-9])/gi, 'www.')
    .replace(new RegExp(`([a-z0-9-])\\s*\\.\\s+(${TLD})\\b(?=[/:\\s.,;)]|$)`, 'g'), '$1.$2')
    .replace(/(:\/\/[^\s]+)\s+\/\s*(?=[a-z0-9])/gi, '$1/')
    .replace(/([a-z0-9._%+-])\s+@\s+([a-z0-9-]+\.)/gi, '$1@$2');
  // Joined only when the whole word is more common than the rarer fragment: "in to" stays, "informa tion" goes.
  const words = out.split(' ');
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (!/^\p{L}{2,}$/u.test(a) || !/^\p{Ll}{2,}/u.test(b)) continue;
    const tail = /^\p{L}+/u.exec(b)![0];
    if (vocabulary.count(`${a}${tail}`) > Math.min(vocabulary.count(a), vocabulary.count(tail))) {
      words.splice(i, 2, `${a}${b}`);
      i -= 1;
    }
  }
  return words.join(' ');
}
