import { ASKS, comparedPair, MAX_QUESTION_PARTS, questionClauses } from '../retrieval/question';
import { contentTerms, questionTerms } from './local-terms';
import { AMOUNT, COUNT, isAmountTerm } from './passage-sentences';

// How docent-local reads a question: its parts, their terms, and what kind of answer they ask for.

/** A question that asks what its subject is, does or means. */
export const ASKS_DEFINITION =
  /^(?:what\s+(?:is|are)\s+(?:an?\s+|the\s+)?\S+(?:\s+\S+){0,3}\??|.*\b(?:do|does|mean|means)\??|.*\bstands?\s+for\??)$/i;
/**
 * A yes-or-no question about what is allowed or required ("Can I give my package a one-letter name?", "Must a package
 * …?", "Is it OK to …?", "Is that expected?", "Do I have to …?"), answered by a rule or a denial; not one about what
 * something is or does ("Is R case sensitive?", "Does bash read ~/.profile?").
 */
const ASKS_A_RULING =
  /^(?:(?:can|could|may|might|must|should|shall)\b|(?:is|are)\s+(?:it|that|this|they|there)\s+(?:\w+\s+)?(?:ok|okay|fine|allowed|permitted|safe|possible|required|necessary|acceptable|legal|forbidden|mandatory|expected|normal|intended|supposed|correct|right|wrong|a\s+bug)\b|(?:do|does|did)\s+\w+(?:\s+\w+)?\s+(?:have|need)\s+to\b)/i;
export const asksForRuling = (prompt: string) => ASKS_A_RULING.test(askingSentence(prompt));

/**
 * A question asking where a name comes from: "Where does the name of the zoo package come from?", "Is this shell's
 * name short for something?", "Why is it called Debian?". What it asks with ("name", "come", "stand", "short") is
 * what a sentence telling the name's origin answers, though it holds none of them (NAME_ASKING_TERMS).
 */
export const asksNameOrigin = (prompt: string) =>
  /\bnames?\b[^.?!]*\b(?:comes?|came|coming)\s+from\b|\bwhere\b[^.?!]*\bnames?\b[^.?!]*\bfrom\b|\bwhy\s+(?:is|are|was|were)\b[^.?!]*\b(?:called|named)\b|\bnamed\s+after\b|\b(?:short|acronym|abbreviation)\s+for\b|\bstands?\s+for\b|\borigin\s+of\s+(?:the\s+)?names?\b/i.test(
    prompt,
  );
/** The words a question asks a name's origin with (asksNameOrigin). */
export const NAME_ASKING_TERMS: ReadonlySet<string> = new Set(
  contentTerms('name names named come comes came stand stands short call called acronym abbreviation origin'),
);

/**
 * The names of several capitalised words a question gives ("the Project Leader", "the Technical Committee"), each as
 * the terms of its words but the last, which qualify it, and the name as a phrase to find: "the Project Secretary's
 * term" holds "Project" but says nothing of the Project Leader. (Not a sentence's capitalised opening: "Which Debian …".)
 */
export function qualifiersOfNames(prompt: string): Map<string, RegExp> {
  const out = new Map<string, RegExp>();
  const names = [...prompt.matchAll(/(?<![\p{L}\p{N}])\p{Lu}\p{L}+(?:[\s-]+\p{Lu}\p{L}+)+(?![\p{L}\p{N}])/gu)];
  // (A word the question also writes outside its names asks about itself too: "Does Debian follow the Debian Free
  // Software Guidelines?")
  const elsewhere = new Set(contentTerms(names.reduce((rest, m) => rest.replace(m[0], ' '), prompt)));
  for (const m of names) {
    const opens = /^\s*$|[.?!:]\s*$/.test(prompt.slice(0, m.index));
    const words = m[0].split(/[\s-]+/).slice(opens ? 1 : 0);
    if (words.length < 2) continue;
    // (The last word by its first letters: "Attribution-Share Alike" writes "Creative Commons Attribution-ShareAlike".)
    const phrase = new RegExp(`\\b${[...words.slice(0, -1), words.at(-1)!.slice(0, 4)].join('[\\s-]+')}`, 'i');
    for (const word of words.slice(0, -1)) {
      for (const t of contentTerms(word)) if (!elsewhere.has(t)) out.set(t, phrase);
    }
  }
  return out;
}

/** A question asking how to do something: "How do I close a bug?", "how can one …", "How to …". */
export const asksHowTo = (prompt: string) =>
  /^how\s+(?:(?:do|can|could|should|would|may|might|must)\s+(?:i|you|we|one)\b|to\b)/i.test(askingSentence(prompt));

/**
 * The names a question gives with their kind ("the Maintainer field", "the nullglob option", "the HOME variable"):
 * each name's term. A reference manual's section titled by that name opens by saying what it is.
 */
export function namedWithKind(prompt: string): Set<string> {
  const out = new Set<string>();
  for (const m of prompt.matchAll(NAMED_WITH_KIND)) for (const t of contentTerms(m[1], { parts: false })) out.add(t);
  return out;
}
const KINDS = 'field|option|variable|command|builtin|target|tag|directive|setting|parameter|keyword';
const NAMED_WITH_KIND = new RegExp(String.raw`([\p{L}][\p{L}\p{N}_.-]*)\s+(?:${KINDS})s?\b`, 'giu');
/** The terms of those kinds ("field", "option", …): a section titled by the name is that thing's section. */
export const KIND_TERMS: ReadonlySet<string> = new Set(KINDS.split('|').flatMap((k) => contentTerms(k)));

/** The question's last sentence: the one that asks. */
const askingSentence = (prompt: string) =>
  prompt
    .trim()
    .split(/[.!]\s+/)
    .at(-1) ?? '';
/**
 * A clause that asks for a quantity, a frequency or a date ("how often …", "… and when?", "what p value …"; not "what
 * … do when …"), and the word that asks.
 */
const ASKS_AMOUNT =
  /\bhow\s+(much|many|long|often|frequently|old|far|big|large|fast)\b|^\s*when\b|\bwhat\s+(year|date|time)\b|\bwhat\s+(?:p[\s-]?values?|percentage|proportion|share|fraction)\b/i;

/**
 * The parts of a question, each as its terms: "What do globstar and pipefail do?" → [globstar], [pipefail]; its
 * clauses (questionClauses), the two things a clause compares apart ("the difference between $* and $@" → [$*],
 * [$@]), at most MAX_QUESTION_PARTS (the rest joins the last).
 */
export function questionParts(prompt: string): string[][] {
  const clauses: string[][] = [];
  let asksAmount: string | undefined;
  // "the difference between X and Y": what X is and what Y is, each a part.
  for (const piece of questionClauses(prompt).flatMap((clause) => comparedPair(clause) ?? [clause])) {
    const terms = [...new Set(clauseTerms(piece))];
    // "How much memory and disk space …?": a piece that does not ask on its own asks what the clause before asks.
    if (ASKS.test(piece.trim())) asksAmount = terms.find(isAmountTerm);
    else if (asksAmount && terms.length > 0 && !terms.some(isAmountTerm)) terms.push(asksAmount);
    // "… and when?" asks its amount of the clause before.
    if (terms.length === 1 && isAmountTerm(terms[0]) && clauses.length > 0) clauses.at(-1)!.push(terms[0]);
    else if (terms.length > 0) clauses.push(terms);
  }
  if (clauses.length <= MAX_QUESTION_PARTS) return clauses;
  const kept = MAX_QUESTION_PARTS - 1;
  return [...clauses.slice(0, kept), [...new Set(clauses.slice(kept).flat())]];
}

/**
 * A clause's terms; one that asks for an amount ("How often are uploads processed?") is answered by a sentence that
 * gives one ("… four times a day"), not by one that repeats its asking word ("often").
 */
function clauseTerms(clause: string): string[] {
  const terms = questionTerms(clause);
  const asks = ASKS_AMOUNT.exec(clause);
  if (!asks) return terms;
  const word = asks[1] ?? asks[2];
  const asking = word ? contentTerms(word) : [];
  // ("How many …" and "how much …" ask for a count, which a date does not give.)
  return [...terms.filter((t) => !asking.includes(t)), /^(?:many|much)$/i.test(asks[1] ?? '') ? COUNT : AMOUNT];
}

/** A sentence that asks: a question mark ends it, or a question word opens it ("How do I …", "Can I …"). */
const ASKING_SENTENCE =
  /\?\s*$|^(?:how|what|which|where|when|why|who|whom|whose|can|could|may|might|must|should|shall|will|would|do|does|did|is|are|was|were|has|have|had|am)\b/i;

/**
 * The sentences of a prompt that ask: the statements before them set a scene ("Our company is based in Germany and
 * someone in the US wants to sue us. Where would the case have to be brought?"), and a name there (Germany, US, the
 * JSON files one has) is no sign the question is about something the documents never cover. A prompt that asks in no
 * sentence of its own ("load a JSON file") is read whole.
 */
export function askingSentences(prompt: string): string {
  const sentences = prompt.trim().split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return prompt;
  const asking = sentences.filter((x) => ASKING_SENTENCE.test(x));
  return asking.length > 0 ? asking.join(' ') : prompt;
}
