import type { DocumentVocabulary } from './document-vocabulary';

// Footnotes of a PDF page: the extracted text has their markers glued to the word they follow ("limited3",
// "commands4", ".RData5") and their text at the page's foot, where reflow would join it to the last paragraph
// ("… but it can 4 of unlimited length."), so that paragraph no longer goes on over the page break.

/**
 * A footnote's first line: its number, then its text after a space ("5 The leading “dot” in this file name …") or
 * straight after it when that opens with a capital ("1For the older style …", as DocBook's typesetting writes it).
 */
const NOTE_START = /^\s*(\d{1,2})(?:\s+\S|(?=\p{Lu}\p{Ll}))/u;
/** A marker glued to the word it follows: "limited3", "GNU2", ".RData5" (word and number apart). */
const GLUED_MARKER = /(?<![\p{L}\p{N}])([\p{L}][\p{L}\p{N}]*?)(\d{1,2})(?![\p{L}\p{N}])/gu;
/**
 * A marker after a sentence's full stop, glued to it or, at the end of a line, after a space: "… the workspace.1 The
 * …", "… the Debian Policy Manual. 2" (not "Section A.1", "libfoo.so.6", nor "see page 2").
 */
const MARKER_AFTER_STOP = /(?<=(?:^|[\s(])[\p{L}’'-]*\p{Ll}{2}\.\s?)(\d{1,2})(?=\s+\p{Lu}|\s*$)/gu;
/** Footnotes take at most this many lines at a page's foot, and their first lines at most this far apart. */
const MAX_NOTE_LINES = 20;
const MAX_NOTE_GAP = 8;

export interface PageNotes {
  /** The page's lines without its footnotes, the markers taken out of the words they were glued to. */
  body: string[];
  /** The footnotes' lines, a blank line before each footnote. */
  notes: string[];
}

/**
 * Finds the footnotes at the foot of a page: numbered lines whose numbers run on by one (3, 4, 5), half of them at
 * least glued to a word above as markers, and not after a line ending with a colon (a list's items). A glued word
 * counts as marked only when the document uses it nowhere else, and uses the word without the number or it is a
 * plain lower-case word of four letters or more ("limited3", "RData5" once; not "arg1", "bzip2", "ext4"); or, with
 * `textGoesOn` (the next page opens in the middle of a sentence), up to three notes whose first one cuts a sentence
 * of the page off, whatever their markers. Pages without such footnotes are returned as they are.
 */
export function splitFootnotes(
  lines: string[],
  vocabulary: DocumentVocabulary,
  options: { textGoesOn?: boolean } = {},
): PageNotes {
  const unchanged = { body: lines, notes: [] };
  // (An identifier is no word with a marker: "ext4", "md5", "log2" have short stems.)
  const marked = (word: string, n: string) =>
    vocabulary.count(`${word}${n}`) <= 1 &&
    ((word.length >= 3 && vocabulary.count(word) > 0) || /^\p{Ll}{4,}$/u.test(word));
  const markersAbove = (end: number): Set<string> => {
    const found = new Set<string>();
    for (let i = 0; i < end; i++) {
      for (const m of lines[i].matchAll(GLUED_MARKER)) if (marked(m[1], m[2])) found.add(m[2]);
      for (const m of lines[i].matchAll(MARKER_AFTER_STOP)) found.add(m[1]);
    }
    return found;
  };

  const last = lines.findLastIndex((l) => l.trim() !== '');
  const lastStart = lines.findLastIndex((l, i) => i >= last - MAX_NOTE_LINES && NOTE_START.test(l));
  if (last < 0 || lastStart < 0 || last - lastStart >= MAX_NOTE_LINES) return unchanged;
  // The chain of first lines, bottom up: each number one less than the one below it, not far above it.
  const starts = [lastStart];
  const numbers = [NOTE_START.exec(lines[lastStart])![1]];
  for (let i = lastStart - 1; i >= 0 && starts[0] - i <= MAX_NOTE_GAP && last - i < MAX_NOTE_LINES; i--) {
    const n = NOTE_START.exec(lines[i])?.[1];
    if (n && Number(n) === Number(numbers[0]) - 1) {
      starts.unshift(i);
      numbers.unshift(n);
    }
  }
  const first = starts[0];
  // A numbered line after one that ends with a colon is an item of the list it introduces.
  const before = lines.slice(0, first).findLast((l) => l.trim() !== '');
  if (before?.trim().endsWith(':')) return unchanged;
  const markers = markersAbove(first);
  // Half of the notes at least must have their marker found ("tar.gz1" is not told from a name with a number); or
  // the notes cut a sentence that goes on on the next page ("… (/usr/share/doc/package-doc in this" | "5 Normally, …"
  // | next page: "example). However, …"), when the extracted text lost their markers.
  const cutsSentence =
    options.textGoesOn === true &&
    numbers.length <= 3 &&
    before !== undefined &&
    !/[.:;!?]["'’”)\]]*\s*$/.test(before) &&
    /^\s*\d{1,2}\s+\p{Lu}\p{Ll}/u.test(lines[first]);
  if (numbers.filter((n) => markers.has(n)).length * 2 < numbers.length && !cutsSentence) return unchanged;

  const strip = (line: string) =>
    line
      .replace(GLUED_MARKER, (all, word: string, n: string) => (numbers.includes(n) && marked(word, n) ? word : all))
      .replace(MARKER_AFTER_STOP, (n) => (numbers.includes(n) ? '' : n));
  const body = lines.slice(0, first).map(strip);
  const noteStarts = new Set(starts);
  const notes: string[] = [];
  for (let i = first; i < lines.length; i++) {
    if (noteStarts.has(i)) notes.push('');
    // (Its number apart from its text, as a note set with a space reads: "1In the Debian …" → "1 In the Debian …".)
    notes.push(noteStarts.has(i) ? lines[i].replace(/^(\s*\d{1,2})(?=\p{Lu}\p{Ll})/u, '$1 ') : lines[i]);
  }
  return { body, notes };
}

/**
 * A footnote's mark set in superscript figures ("… invoking make.⁸ Some of them …", "… pressing ENTER. 1⁸ This …",
 * "… by other developers ⁴.", "⁴See Debian Policy …" opening the note at the page's foot, as the New Maintainers'
 * Guide's PDF has them; a second figure is often a plain one) is taken out of the text: it is no word, and a quote
 * reads "Version strings 1⁵ can be compared" otherwise. Only after a space, a line's start or punctuation: a power
 * after a figure or a letter stays ("10⁶", "m²").
 */
export function dropFootnoteMarks(line: string): string {
  if (!/[⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(line)) return line;
  return line
    .replace(/\s\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}(?=[.,;:!?)])/g, '')
    .replace(/(^|[\s.,;:!?)\]"'”’])\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}(?=\s|$|\p{L})/gu, '$1')
    .replace(/(\S) {2,}/g, '$1 ');
}
