import { sql, type Db } from '@docent/db';
import { stem } from '../providers/local-terms';
import { MAX_QUESTION_PARTS } from './question';
import { SYNONYM_GROUPS } from './synonym-groups';

/**
 * Words of a question that the lexicon (synonym-groups.ts) knows, with the other words of their group: "folders" in
 * a question → directory. Matched by stems (local-terms' `stem`), longest phrase first ("curly bracket" before
 * "bracket"). A synonym holding a stop word ("time off") is not offered: search would read it as its other words
 * alone.
 */
export interface SynonymMatch {
  /** The lexicon entry the question's words matched ("folder" for "folders"). */
  entry: string;
  /** The words as the question wrote them. */
  written: string;
  /** The other entries of its group that can stand for it in search. */
  synonyms: string[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const MAX_PHRASE_WORDS = 3;
const stemsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).map(stem);

let lexicon: Map<string, { entry: string; synonyms: string[] }[]> | undefined;
/** Entry stems ("curly bracket" → "curly bracket", "folders" → "folder") → the entry and its group's other entries. */
function lexiconIndex() {
  if (lexicon) return lexicon;
  lexicon = new Map();
  for (const group of SYNONYM_GROUPS) {
    for (const entry of group) {
      const key = stemsOf(entry).join(' ');
      const synonyms = group.filter((other) => other !== entry && !holdsStopWord(other));
      if (!key || synonyms.length === 0) continue;
      const list = lexicon.get(key) ?? [];
      list.push({ entry, synonyms });
      lexicon.set(key, list);
    }
  }
  return lexicon;
}

// Postgres' english configuration drops these (a subset of its list: the ones a lexicon phrase might hold).
const STOP = new Set(
  'a an and are as at be by for from in into is it no not of off on or out over so the their then to up with'.split(
    ' ',
  ),
);
const holdsStopWord = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .some((w) => STOP.has(w));

/** The lexicon's entries among the prompt's words, each with its synonyms: a word is matched once (longest phrase
 * first), with every group that holds it ("resume" is a CV and a continuation). */
export function synonymsOf(prompt: string): readonly SynonymMatch[] {
  // Retrieval and docent-local both ask, one after the other, for the same prompt.
  if (lastMatched?.prompt !== prompt) lastMatched = { prompt, matches: matchLexicon(prompt) };
  return lastMatched.matches;
}

let lastMatched: { prompt: string; matches: SynonymMatch[] } | undefined;

function matchLexicon(prompt: string): SynonymMatch[] {
  const index = lexiconIndex();
  const raw = prompt.match(WORD) ?? [];
  const stems = raw.map((w) => stem(w.toLowerCase()));
  const out: SynonymMatch[] = [];
  for (let i = 0; i < stems.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, stems.length - i); n >= 1 && matched === 0; n--) {
      const found = index.get(stems.slice(i, i + n).join(' '));
      if (!found || (n === 1 && STOP.has(raw[i].toLowerCase()))) continue;
      const written = raw.slice(i, i + n).join(' ');
      for (const f of found) out.push({ entry: f.entry, written, synonyms: f.synonyms });
      matched = n;
    }
    i += Math.max(1, matched);
  }
  return out;
}

/**
 * A question lexeme's stand-in: `lexeme` (of a synonym) counts for the question's word whose lexemes are `of`. Each
 * lexeme comes once.
 */
export interface ExtraLexeme {
  lexeme: string;
  of: string[];
}

/**
 * Synonyms are looked up for the first this many matched words only: each adds lexemes, and each lexeme one more
 * index lookup in a large label (a 10,000-character prompt of lexicon words stays bounded).
 */
const MAX_MATCHES = 12;

const lexiconLexemes = new WeakMap<Db, Promise<Map<string, string[]>>>();

/**
 * Every lexicon entry's search lexemes, as Postgres stems them (to_tsvector('english'), as the index does): one
 * statement per process (about 1,500 phrases), so a chat never waits for a stemming round trip.
 */
function entryLexemes(db: Db): Promise<Map<string, string[]>> {
  let pending = lexiconLexemes.get(db);
  if (!pending) {
    const entries = [...new Set(SYNONYM_GROUPS.flat())];
    pending = sql<{ phrase: string; lexemes: string[] }>`
      select p as phrase,
        array(select lexeme from unnest(to_tsvector('english', p)) order by positions[1] nulls last) as lexemes
      from unnest(${entries}::text[]) p
    `
      .execute(db)
      .then(({ rows }) => new Map(rows.map((r) => [r.phrase, r.lexemes])));
    // A failure (database away) is not kept: the next chat asks again.
    pending.catch(() => lexiconLexemes.delete(db));
    lexiconLexemes.set(db, pending);
  }
  return pending;
}

/**
 * The search lexemes of the synonyms of the prompt's words, each with the lexemes of the lexicon entry it stands for
 * (the entry's, not the prompt's inflection: Postgres stems "folders" and "folder" alike). A prompt that matches no
 * entry costs nothing.
 */
export async function synonymLexemes(db: Db, prompt: string): Promise<ExtraLexeme[]> {
  const matches = synonymsOf(prompt).slice(0, MAX_MATCHES);
  if (matches.length === 0) return [];
  const lexemes = await entryLexemes(db);
  // Each lexeme once, standing in for the first word it was found for.
  const taken = new Map<string, string[]>();
  for (const m of matches) {
    const of = lexemes.get(m.entry) ?? [];
    if (of.length === 0) continue;
    for (const synonym of m.synonyms) {
      const own = lexemes.get(synonym) ?? [];
      // A phrase search would need positions; its words alone stand in only when every one is kept.
      if (own.length !== synonym.split(/\s+/).length) continue;
      for (const lexeme of own) if (!of.includes(lexeme) && !taken.has(lexeme)) taken.set(lexeme, of);
    }
  }
  return [...taken].map(([lexeme, of]) => ({ lexeme, of }));
}

/**
 * A synonym's lexeme weighs this share of its own IDF (the word the question wrote weighs whole). Set with
 * bench/quality (docs/chat-quality-history.md, "Fifth round").
 */
export const SYNONYM_WEIGHT = 0.4;

/** How ranking weighs the question's lexemes and the synonyms that stand in for them. */
export interface QuestionLexemes {
  /** The prompt's lexemes, then the synonyms' that the prompt does not hold. */
  all: string[];
  /** Per lexeme of `all`: the index of the question part it counts for (a synonym's is its word's). */
  partOf: number[];
  /** Per lexeme of `all`: the share of its IDF it weighs (1, or SYNONYM_WEIGHT for a synonym). */
  factor: number[];
  /**
   * Per lexeme of `all`: the part of the question it belongs to, its clause numbered among the clauses that hold a
   * word, at most MAX_QUESTION_PARTS (a synonym's is its word's).
   */
  clauseOf: number[];
}

/**
 * The question's lexemes for ranking: the prompt's own (with the clause of each, from clauseLexemes), then the
 * synonyms' (`extra`, as synonymLexemes gave them in `standIns`).
 */
export function questionLexemes(
  prompt: string[],
  extra: string[],
  standIns: ExtraLexeme[],
  clauses: number[] = [],
): QuestionLexemes {
  const all = [...prompt, ...extra];
  const ofLexeme = new Map(standIns.map((s) => [s.lexeme, s.of]));
  const partOf = all.map((lexeme, i) => {
    if (i < prompt.length) return i;
    const word = (ofLexeme.get(lexeme) ?? []).map((o) => prompt.indexOf(o)).find((j) => j >= 0);
    return word ?? i;
  });
  const numbered = [...new Set(clauses)].sort((a, b) => a - b);
  const clauseOfWord = prompt.map((_, i) =>
    Math.min(Math.max(0, numbered.indexOf(clauses[i] ?? 0)), MAX_QUESTION_PARTS - 1),
  );
  return {
    all,
    partOf,
    factor: all.map((_, i) => (i < prompt.length ? 1 : SYNONYM_WEIGHT)),
    clauseOf: all.map((_, i) => clauseOfWord[partOf[i]] ?? 0),
  };
}
