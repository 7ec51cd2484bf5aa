import { maskOperatorMarks, unmaskOperatorMarks } from '../indexing/symbol-words';

/** How a clause that asks something opens ("what …", "in what …", "how …", "is …", "may …"). */
export const ASKS =
  /^(?:(?:in|of|for|to|from|by|with|on|at|under|after|before)\s+)?(what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did|can|could|should|may|must|will|would|shall)\b/i;

/** "between X and Y": the two things compared (at most four words each), kept in one clause. */
const BETWEEN_TWO = /\bbetween\s+(?:[^\s,;?]+\s+){1,4}?(?:and|or)\s+[^\s,;?]+/gi;

/**
 * "the difference between X and Y", "choose between X or Y" (at most four words for X, one for Y) in one clause: the
 * words before "between", X, Y, and the words after.
 */
const COMPARES =
  /^(.*?\b(?:differ\w*|compar\w*|choose|choice|distinguish\w*)\b.*?)\bbetween\s+(\S+(?:\s+\S+){0,3}?)\s+(?:and|or)\s+(\S+)(.*)$/is;

/**
 * The two things a clause compares, each with the clause's other words ("what's the difference between $* and $@ in
 * bash" → "what's the difference $* in bash", "what's the difference $@ in bash"), or undefined when it compares
 * nothing. docent-local answers each apart: what X is, what Y is.
 */
export function comparedPair(clause: string): [string, string] | undefined {
  const m = COMPARES.exec(clause);
  if (!m) return undefined;
  const [, before, first, second, after] = m;
  return [`${before}${first}${after}`, `${before}${second}${after}`];
}

/** A question's last words offering two answers to choose from, after a comma: ", xz or zstd?", ", daily or hourly?". */
const OFFERED_CHOICE = /,\s+([^\s,?]+(?:\s[^\s,?]+)?)\s+or\s+([^\s,?]+(?:\s[^\s,?]+)?\s*\?\s*)$/i;

/** A question is weighed in at most this many parts: the clauses after the last but one join the last. */
export const MAX_QUESTION_PARTS = 3;

/**
 * The clauses of a question, as text: "What do globstar and pipefail do?" → "What do globstar", "pipefail do?";
 * "Which file …, and where are …?" → two. What comes before the first clause that asks is its setting, not a clause
 * of its own ("In the name of the .orig.tar.gz file, what separates …?", "According to …, what …?"). Retrieval gives
 * each clause room in the context and docent-local answers each (both cap them at MAX_QUESTION_PARTS, counting only
 * clauses that hold a word).
 */
export function questionClauses(prompt: string): string[] {
  // An operator's question mark ("$?") does not end a clause: it is masked meanwhile.
  // "the difference between X and Y", "choose between X or Y": one question about both, not two.
  const pieces = maskOperatorMarks(prompt)
    .replace(BETWEEN_TWO, (m) => m.replace(/\s+(and|or)\s+/i, ' $1\ue000'))
    // "…, daily or hourly?": the answers a question offers to choose from belong to it, not two questions.
    .replace(OFFERED_CHOICE, (_m, a: string, b: string) => ` ${a} or\ue000${b}`)
    .split(/\?\s+|;\s+|,\s+(?:and\s+|or\s+)?|\s+(?:and|or|versus|vs\.?)\s+/i)
    .map((p) => unmaskOperatorMarks(p.replace(/\ue000/g, ' ')));
  const firstAsking = pieces.findIndex((p) => ASKS.test(p.trim()));
  return firstAsking > 0 ? [pieces.slice(0, firstAsking + 1).join(' '), ...pieces.slice(firstAsking + 1)] : pieces;
}
