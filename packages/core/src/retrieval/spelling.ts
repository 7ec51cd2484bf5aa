import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';
import { isEnglishWord } from './english-words';
import type { TermIndexCache } from './term-index-cache';

/**
 * Mistyped question words ("pipfeail", "enviroment", "sevreity"): a word of the question that no document of the chat
 * holds, but that one edit (a letter left out, two swapped, one changed, one added) turns into a word they do hold,
 * is read as that word. Edits are made to the word as typed, then stemmed as the index stems ("sevreity" → severity
 * → sever), so a typo that changes the stem ("compltion" → compltion, not complet) is still found.
 */

/** A word of the question as typed, and the word it was read as. */
export interface ReadAs {
  typed: string;
  meant: string;
}

/** Shorter words have too many neighbours one edit away ("sets", "sees", "seas"). */
const MIN_LETTERS = 5;
/** At most this many words of a question are read as others. */
const MAX_WORDS = 3;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word one edit away from `word` (lower-case a–z), the swaps and omissions first (the commonest typos). The
 * first letter stays (swapped with the second at most): people rarely mistype it, and "sorge" is not "xorge".
 */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 1; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 1; i <= word.length; i++) {
    for (const c of LETTERS) {
      out.add(word.slice(0, i) + c + word.slice(i));
      if (i < word.length && c !== word[i]) out.add(word.slice(0, i) + c + word.slice(i + 1));
    }
  }
  out.delete(word);
  return [...out];
}

/** Each word's lexemes, as the index stems them (stop words give none). */
async function lexemesOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ word: string; lexeme: string }>`
    select w.word, t.lexeme
    from unnest(${words}::text[]) as w(word)
    cross join lateral unnest(to_tsvector('english', w.word)) t
  `.execute(db);
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.word, [...(out.get(r.word) ?? []), r.lexeme]);
  return out;
}

/** Those of `lexemes` no unit of the scope holds. */
async function lexemesNotHeld(db: Db, scope: ChatScope, termIndex: TermIndexCache, lexemes: string[]) {
  const held = await termIndex.frequencies(db, scope, lexemes);
  return lexemes.filter((l) => !held.has(l));
}

/**
 * The prompt with its mistyped words replaced by the words the scope holds ("What does the pipfeail option do?" →
 * "What does the pipefail option do?"), and which they were; or undefined when none is. Only words whose lexeme no
 * unit of the scope holds (`absentLexemes`, from the ranking), of five letters or more and no English word
 * ("parquet" is meant as typed), each read as the word one edit away that the most units hold. Only for a scope the
 * process's term index covers (a document, a small label): the scope's words are looked up in memory (read whole at
 * the first such question).
 */
export async function correctedPrompt(
  db: Db,
  input: {
    scope: ChatScope;
    prompt: string;
    /** The question's lexemes no unit holds, from the ranking; undefined when the whole scope was sent unranked. */
    absentLexemes: string[] | undefined;
    /** The whole scope's text, when it was sent unranked: a word found in it as typed is no typo (no query). */
    wholeScopeText?: () => string;
    termIndex?: TermIndexCache;
  },
): Promise<{ prompt: string; readAs: ReadAs[] } | undefined> {
  const { scope, prompt, termIndex } = input;
  if (input.absentLexemes?.length === 0 || !termIndex?.covers(scope)) return undefined;
  // English only: the word list (and the index's stemming) is English; "Wie sorge ich dafür …" is left as it is.
  const words = prompt.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const english = new Set(words.filter(isEnglishWord));
  if (words.filter((w) => english.has(w)).length * 2 < words.length) return undefined;
  let typed = [...new Set(words.filter((w) => w.length >= MIN_LETTERS && /^[a-z]+$/.test(w) && !english.has(w)))];
  if (typed.length > 0 && input.wholeScopeText) {
    const text = input.wholeScopeText().toLowerCase();
    typed = typed.filter((w) => !text.includes(w));
  }
  if (typed.length === 0) return undefined;
  const stems = await lexemesOf(db, typed);
  const typedLexemes = [...stems.values()].flat();
  const absent = new Set(input.absentLexemes ?? (await lexemesNotHeld(db, scope, termIndex, typedLexemes)));
  const unknown = typed.filter((w) => (stems.get(w) ?? []).some((l) => absent.has(l))).slice(0, MAX_WORDS);
  if (unknown.length === 0) return undefined;
  const variants = unknown.map((w) => oneEditAway(w));
  const variantStems = await lexemesOf(db, variants.flat());
  const candidates = [...new Set([...variantStems.values()].flat())].filter((l) => !absent.has(l));
  const df = await termIndex.frequencies(db, scope, candidates);
  let corrected = prompt;
  const readAs: ReadAs[] = [];
  unknown.forEach((word, i) => {
    const meant = meantWord(variants[i], variantStems, df);
    if (!meant) return;
    corrected = corrected.replace(new RegExp(`\\b${word}\\b`, 'gi'), meant);
    readAs.push({ typed: word, meant });
  });
  return readAs.length > 0 ? { prompt: corrected, readAs } : undefined;
}

/**
 * Of a typed word's `variants`, the one the most units hold (`df`, by its lexeme); else a stop word among them (it
 * has no lexeme: "shuold" → should), the question's word being one when nothing else is meant.
 */
function meantWord(variants: string[], stems: Map<string, string[]>, df: Map<string, number>): string | undefined {
  let best: { variant: string; df: number } | undefined;
  let stopWord: string | undefined;
  for (const variant of variants) {
    const lexemes = stems.get(variant);
    if (!lexemes) {
      if (stopWord === undefined && isEnglishWord(variant)) stopWord = variant;
      continue;
    }
    const n = lexemes.length === 1 ? (df.get(lexemes[0]) ?? 0) : 0;
    if (n > 0 && (!best || n > best.df)) best = { variant, df: n };
  }
  return best?.variant ?? stopWord;
}
