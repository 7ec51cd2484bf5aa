import { maskOperatorMarks } from '../symbol-words';

// Words after which a full stop does not end a sentence.
const ABBREVIATIONS = new Set(
  `e.g i.e etc vs cf fig figs no nos mr mrs ms dr st al approx sec secs eq eqs p pp vol vols ed eds inc ltd jr sr co corp
  dept est min max resp ch chap art para ref refs viz ca op esp incl`.split(/\s+/),
);

// After . ! ? (and Arabic ؟): a space, then a capital, a digit or a letter of a script without case (Arabic, CJK…);
// after the CJK full stops 。！？ no space is needed.
// An operator and a capital open a sentence too ("… pipeline. $? Expands to …": symbol-words.ts; its marks are
// masked as \ue003 and \ue004 meanwhile, maskOperatorMarks).
// A PDF may lose the space after a closing bracket: "… a good result.)Histogram of eruptions" ends there too.
const BOUNDARY =
  /[.!?]+[)\]]+(?=\p{Lu}\p{Ll})|[.!?؟]+["'’”)\]]*\s+(?=["'‘“([]?[\p{Lu}\p{N}\p{Lo}\p{So}]|[$!?@#%&*|<>=~^:+\-[\]{}\ue003\ue004]{1,4}\s+\p{Lu})|[。！？]+["'’”)\]」』]*\s*/gu;

/** The word before a sentence's final punctuation ("e.g" of "… e.g."), with its closing quotes and brackets. */
const LAST_WORD = /([\p{L}.]+)[.!?]*["'’”)\]]*$/u;
const LAST_WORD_WINDOW = 64;

/**
 * LAST_WORD's capture in `text`, read from its last characters when the match starts inside them (the same match:
 * one starting earlier would also match from the window's start; index 0 and 1 are not trusted, as the cut may halve
 * a surrogate pair); else from the whole text. Matching a `$`-anchored pattern over a whole sentence tries every
 * position of it, which cost docent-local about a tenth of its time.
 */
function lastWord(text: string): string {
  if (text.length > LAST_WORD_WINDOW) {
    const m = LAST_WORD.exec(text.slice(-LAST_WORD_WINDOW));
    if (m && m.index > 1) return m[1];
  }
  return LAST_WORD.exec(text)?.[1] ?? '';
}

/**
 * Whether `text` ends in an abbreviation's full stop that ends no sentence ("… Free Software Foundation, Inc.",
 * "… can be listed by e.g."): a line so ending goes on on the next unless that opens like a sentence.
 */
export function endsWithAbbreviation(text: string): boolean {
  // A word of two letters or more after a space ("Inc.", "etc."; not an option's "-P." or "-p.").
  const m = /(?:^|\s)([\p{L}.]{2,})\.$/u.exec(text.slice(-LAST_WORD_WINDOW));
  const word = m?.[1].replace(/\.$/, '').toLowerCase();
  return word !== undefined && ABBREVIATIONS.has(word) && !ENDS_A_LIST.has(word);
}

/** Abbreviations that often end a sentence too ("… ${misc:Depends}, etc."). */
const ENDS_A_LIST = new Set(['etc', 'al']);

/**
 * Splits running text into sentences: at a full stop, question or exclamation mark followed by a space and a
 * capital or a digit, unless the word before is an abbreviation ("e.g.", "Fig.") or an initial ("W. N. Venables");
 * and at every line break (reflowed text has one block per line). Deterministic; no sentence is ever empty.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let start = 0;
    for (const m of maskOperatorMarks(line).matchAll(BOUNDARY)) {
      const end = m.index + m[0].trimEnd().length;
      const before = lastWord(line.slice(start, end));
      const word = before.replace(/\.$/, '').toLowerCase();
      if (m[0][0] === '.' && (ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(before.replace(/\.$/, '')))) continue;
      const sentence = line.slice(start, end).trim();
      if (sentence) out.push(sentence);
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}
