import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * English words (the `word-list` package: 274,000 words, inflected forms included), to tell a word a person meant
 * ("parquet", "docker", "laptop") from a mistyped one ("pipfeail", "sevreity"): spelling.ts never reads a word of
 * the list as another. Loaded at the first question that needs it, kept as one sorted string and the offsets of its
 * words (about 4 MB, against some 15 MB for a Set of them).
 */
let words: { text: string; starts: Int32Array } | undefined;

function load(): { text: string; starts: Int32Array } {
  const list = readFileSync(wordListPath, 'utf8').split('\n').filter(Boolean).sort();
  const text = list.join('\n');
  const starts = new Int32Array(list.length);
  let at = 0;
  list.forEach((w, i) => {
    starts[i] = at;
    at += w.length + 1;
  });
  return { text, starts };
}

/** Whether `word` (lower-case) is an English word. */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  const { text, starts } = words;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const end = mid + 1 < starts.length ? starts[mid + 1] - 1 : text.length;
    const w = text.slice(starts[mid], end);
    if (w === word) return true;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
