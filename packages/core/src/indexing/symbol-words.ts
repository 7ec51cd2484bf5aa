/**
 * Operators and special parameters as words. Postgres' text search and docent-local read a word as a run of letters
 * and digits, so "$@", "$?", "[[", "2>&1", "%*%" or "<<-" are nothing to them, and "What does $@ mean?" was asked
 * with "mean" alone. Each such run of symbols is read as one word of its own, spelled as a word of letters and
 * digits Postgres keeps as it is ("$@" → zsym2440z: the characters' codes in hex between "zsym" and "z"), in what is
 * indexed (chunks.search_text) and in the question, and docent-local's terms read the same word
 * (providers/local-terms.ts). The stored and quoted text never changes.
 */

/**
 * A run of symbols: an R operator written between percent signs ("%in%", "%*%", "%o%"), a command or arithmetic
 * substitution's opening ("$(", "$((", "((", "<(", ">("), two or more characters of shell, R and C operators, or one
 * standing alone between spaces, brackets or quotes ("what does ~ mean in R", "the wildcards * and ? apply", "‘#’").
 * Round brackets are no part of one otherwise ("($$)" reads "$$", "mean()" nothing), nor are "." "," ";" quotes and
 * "/" (prose punctuation and paths); a lone "-" is a dash, and a lone "?", "!" or ":" is French punctuation ("le nom
 * « Debian » ? Est-ce …"). A one-letter option ("set -e", "-x", "test -f file") is one too: Postgres and docent-local
 * read no word of one letter, so "What does set -e do?" was asked with "set" alone (an option of two letters or more,
 * "--posix", "-pipefail", is read by its word).
 */
export const SYMBOL_RUN =
  /(?<=^|[\s([‘'"“`])[-−‐][A-Za-z](?=$|[\s)\],.;:?!’'"”`=])|%[\w.*/<>|&-]{1,6}%|\$\(\(?|\(\(|[<>]\(|[$@#%&*|<>=~^!?:+\-−‐[\]{}]{2,}|(?<=^|[\s([‘'"“`])[~#*&|$@%^<>=+](?=$|[\s)\],.;:?’'"”`])/g;

/** Longer runs are rules, art or noise ("=====", "<<<<<<<"), not an operator anyone asks about. */
const MAX_RUN = 8;

/**
 * The operator a run of symbols is, as read in text and in questions alike, or undefined when it is none: a minus
 * sign or Unicode hyphen reads as "-" (PDFs write "${parameter:−word}"); a question mark, exclamation mark or colon
 * that ends a longer run ends the sentence ("What is $#?" → "$#"; "$?" stays); dashes alone are an option's prefix or a rule
 * (Postgres reads "--posix" as posix), and a character repeated four times or more (three for "=", "*", "_") is a
 * rule.
 */
export function symbolOperator(run: string): string | undefined {
  let op = run.replace(/[−‐]/g, '-');
  if (op.length > 2 && /[?!:]$/.test(op)) op = op.slice(0, -1);
  if (op.length > MAX_RUN) return undefined;
  if (/^-+$/.test(op) || /^(.)\1{3,}$/.test(op) || /^([=*_])\1\1$/.test(op)) return undefined;
  return op;
}

/** The word a run of symbols is read as ("$@" → zsym2440z), or undefined when the run is no operator. */
export function symbolWord(run: string): string | undefined {
  const op = symbolOperator(run);
  if (!op) return undefined;
  let hex = '';
  for (const ch of op) hex += (ch.codePointAt(0) ?? 0).toString(16);
  return `zsym${hex}z`;
}

/** True when `text` holds a run of symbols that reads as an operator. */
export function hasSymbolWords(text: string): boolean {
  for (const m of text.matchAll(SYMBOL_RUN)) if (symbolWord(m[0])) return true;
  return false;
}

/** `text` with the word of each operator in it set after it ("What does $@ mean?" → "What does $@ zsym2440z mean?"). */
export function withSymbolWords(text: string): string {
  return text.replace(SYMBOL_RUN, (run) => {
    const word = symbolWord(run);
    return word ? `${run} ${word} ` : run;
  });
}

/** "?!", "!?!": prose, not the operators "!!" and "??". */
const EXCLAIMED = /^(?:[?!]*\?[?!]*!|!\?)[?!]*$/;
/** What an operator's "?" and "!" are masked as (private-use characters, one code unit each, as the marks are). */
export const MASKED_QUESTION_MARK = '\ue003';
export const MASKED_EXCLAMATION_MARK = '\ue004';

/**
 * `text` with the question and exclamation marks of its operators ("$?", "!!", "$#?") masked, the same length, so
 * that neither a sentence ("$? Expands to the exit status …") nor a question's clause ("is $? the exit status …")
 * ends at them; unmaskOperatorMarks puts them back.
 */
export function maskOperatorMarks(text: string): string {
  if (!text.includes('?') && !text.includes('!')) return text;
  return text.replace(SYMBOL_RUN, (run) =>
    run.length >= 2 && !EXCLAIMED.test(run)
      ? run.replace(/\?/g, MASKED_QUESTION_MARK).replace(/!/g, MASKED_EXCLAMATION_MARK)
      : run,
  );
}

export const unmaskOperatorMarks = (text: string): string =>
  text.replaceAll(MASKED_QUESTION_MARK, '?').replaceAll(MASKED_EXCLAMATION_MARK, '!');
