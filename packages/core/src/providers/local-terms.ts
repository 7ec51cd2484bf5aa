import { baseForm } from './irregular-forms';
import { americanSpelling } from '../indexing/spelling-variants';
import { SYMBOL_RUN, symbolWord } from '../indexing/symbol-words';
import { needsWordBreaks, spacedWords } from '../indexing/word-breaks';

// A small English stop-word list: these words carry no topic, so they neither score nor count as a match.
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him himself
  his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves tell please give say says said document documents page pages according
  i'm i've i'd i'll you're you've you'd you'll he's she's it's we're we've we'd we'll they're they've they'd they'll
  that's isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't shouldn't can't
  couldn't mustn't needn't mightn't`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a term is one of the stop words ("own" of "owning"): Postgres' index drops the word, so never knows it. */
export const isStopWord = (term: string) => STOP_WORDS.has(term);

/**
 * Crude suffix stripping so "invoices"/"invoice" and "shipped"/"shipping"/"ship" meet (and British and American
 * spellings, and irregular past forms: "built"/"build"); deterministic.
 */
export function stem(word: string): string {
  // ("licence" and "license", "colour" and "color" meet by their American spelling, as search reads them.)
  const base = americanSpelling(baseForm(word));
  // British and American spellings meet: "optimisation"/"optimization", "organised"/"organized".
  let w = base.length >= 6 ? base.replace(/(?<=[a-z]{3})is(?=(?:e|es|ed|ing|ation|ations|er|ers)$)/, 'iz') : base;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  // "shipp" (from shipping/shipped) → "ship"
  if (w.length > 3 && w[w.length - 1] === w[w.length - 2] && !/[aeiouls]/.test(w[w.length - 1])) w = w.slice(0, -1);
  // "invoice"/"invoic(ed)" meet without the final e.
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** A number of dotted parts: a version ("20.04", "5.2.15"), a section ("4.1.2"), a decimal ("3.5"), an address. */
const DOTTED_NUMBER = /\p{N}+(?:\.\p{N}+)+(?![\p{L}\p{N}])/u;
const IS_DOTTED_NUMBER = /^\p{N}+(?:\.\p{N}+)+$/u;
/** A date as ISO 8601 writes it ("2023-06-10"). */
const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * A word as contentTerms reads it: a letter or digit, then letters, combining marks (Thai and Indic vowel signs, a
 * decomposed accent), digits, apostrophes and hyphens; a number of dotted parts ("20.04"); or a run of symbols, read
 * as the operator it is ("$@", "[[", "%in%": symbol-words.ts), as search reads it.
 */
const WORD = new RegExp(`${SYMBOL_RUN.source}|${DOTTED_NUMBER.source}|[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}'’-]*`, 'gu');
/** A letter or digit: what every word but an operator opens with. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * One word's terms: its stem, and with `parts` the stems of its hyphenated parts; a dotted number and an ISO date as
 * written, with their leading parts.
 */
function wordTerms(raw: string, parts: boolean): string[] {
  // A dotted number is itself and, in a sentence, its leading parts ("5.2" and "5" of "5.2.15"), which a question may
  // name it by; its later parts ("15") are no number of their own. Asked "Ubuntu 20.04", a sentence holding "20" and
  // "04" apart (in "2020-04-23") does not hold it.
  if (IS_DOTTED_NUMBER.test(raw)) {
    if (!parts) return [raw];
    const numbers = raw.split('.');
    return [raw, ...numbers.slice(1).map((_, i) => numbers.slice(0, i + 1).join('.'))];
  }
  // So is a date its whole and its year: its month and day ("06", "10" of "2023-06-10") are no number of their own.
  const date = ISO_DATE.exec(raw);
  if (date) return [raw, date[1]];
  const out: string[] = [];
  const add = (word: string) => {
    // One letter is no word ("a", "x"), but a Chinese or Japanese one may be ("港", harbour).
    if (word.length < 2 && !/\d/.test(word) && !needsWordBreaks(word)) return;
    if (STOP_WORDS.has(word.replace(/’/g, "'"))) return;
    out.push(/^\d/.test(word) ? word : stem(word));
  };
  const original = raw.replace(/['’]s$/, '').replace(/['’-]+$/, '');
  // An acronym's plural is the acronym ("NMUs", "URLs", "CPUs"; the stemmer keeps the s of "…us" words).
  const word = (/^[A-Z][A-Z0-9]+s$/.test(original) ? original.slice(0, -1) : original).toLowerCase();
  // A capital letter alone names something ("Q and K", "R", "C"), not "I" nor "A".
  if (/^[B-HJ-Z]$/.test(original)) out.push(word);
  else add(word);
  if (parts && word.includes('-')) for (const part of word.split('-')) if (part && part !== word) add(part);
  return out;
}

/** The terms of one match of WORD. */
function termsOfRaw(raw: string, parts: boolean): string[] {
  if (!LETTER_OR_DIGIT.test(raw)) {
    const operator = symbolWord(raw);
    return operator ? [operator] : [];
  }
  // A run of Chinese, Japanese, Thai… (or a Korean word) is read word by word, as search reads it (word-breaks.ts).
  // A question's Korean word counts once, by its noun or stem ("지우는" → 지우), which a sentence holds with any of
  // its forms ("지우려면" → 지우려면, 지우).
  if (needsWordBreaks(raw)) {
    return (spacedWords(raw, parts ? {} : { forms: 'base' }).match(WORD) ?? []).flatMap((w) => wordTerms(w, parts));
  }
  return wordTerms(raw, parts);
}

// Words recur (docent-local reads about 80 passages a chat): each word's terms are worked out once per process.
const WORD_CACHE_SIZE = 50_000;
const termsOfWord = [new Map<string, string[]>(), new Map<string, string[]>()];

/**
 * Lowercased word stems of `text`, stop words removed; numbers kept as they are (years, amounts, ids). A hyphenated
 * word counts whole and by its parts ("build-time" → build-time, build, time; "apt-mark" → apt-mark, apt, mark), as
 * Postgres' parser does.
 */
export function contentTerms(text: string, options: { parts?: boolean } = {}): string[] {
  const parts = options.parts !== false;
  const cache = termsOfWord[parts ? 1 : 0];
  const out: string[] = [];
  for (const raw of text.match(WORD) ?? []) {
    let terms = cache.get(raw);
    if (terms === undefined) {
      terms = termsOfRaw(raw, parts);
      if (cache.size >= WORD_CACHE_SIZE) cache.clear();
      cache.set(raw, terms);
    }
    for (const t of terms) out.push(t);
  }
  return out;
}

const SUMMARY_WORDS = /\b(summar|overview|gist|about|outline|tl;?dr|key points|main points)/i;

/** "Summarise this", "What is this about?": questions answered by the opening of the text. */
export function asksForSummary(prompt: string): boolean {
  return SUMMARY_WORDS.test(prompt);
}

// Words a question is phrased with rather than about: they neither count as a match nor as missing.
const QUESTION_WORDS = new Set(
  `much many make makes made get gets got use uses used using need needs want know mean means meant work works happen
  happens way ways kind kinds type types thing things something anything also new well like just even still really actually
  exactly specifically particular example find found show shows describe described explain explains called call
  happen done go goes going take takes see look happens there's whats what's how's one
  may might must shall ought let lets several every whose someone somebody anyone anybody everyone everybody
  difference differences differ versus vs stand stands abbreviation acronym`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/**
 * The terms of a question that say what it is about (contentTerms without the words questions are phrased with).
 * A hyphenated word stays one term ("command-line"): a sentence holds it whole or by all its parts (compoundParts).
 */
export function questionTerms(prompt: string): string[] {
  return contentTerms(prompt, { parts: false }).filter((t) => !QUESTION_WORDS.has(t));
}

/** The parts of a hyphenated question term, as sentence terms ("command-lin" → command, line). */
export function compoundParts(term: string): string[] {
  if (!term.includes('-')) return [];
  return term.split('-').flatMap((part) => contentTerms(part));
}

/**
 * A question's two words a document may write as one ("log in" → login, "file name" → filename, "set up" → setup):
 * each question term of the pair with the joined word's term, which a sentence may hold in its place.
 */
export function joinedWords(prompt: string): Map<string, string> {
  const out = new Map<string, string>();
  const words = prompt.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (a.length < 2 || b.length < 2 || needsWordBreaks(a) || needsWordBreaks(b)) continue;
    const joined = stem(`${a}${b}`);
    for (const t of [...contentTerms(a), ...contentTerms(b)]) if (!out.has(t)) out.set(t, joined);
  }
  return out;
}
