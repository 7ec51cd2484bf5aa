import { maskOperatorMarks, unmaskOperatorMarks } from '../indexing/symbol-words';

/**
 * What kind of question a prompt is, as far as retrieval and docent-local care: a request for a summary ("Summarise
 * this", "What is this manual about?") is answered from the document's opening and headings, not from the
 * passages that happen to share its words.
 */
const SUMMARY =
  /\b(summar(?:y|ise|ize|ising|izing)|overview|gist|tl;?dr|key points|main points|outline of|what(?:'s| is) (?:this|the) (?:\w+ ){0,2}about|what (?:does|do) (?:this|these|the) (?:\w+ ){0,2}(?:cover|contain|describe))\b/i;
/**
 * "What does the … contain?" and "What is the … about?" ask for a summary when "the …" is the document ("the manual",
 * "the R guide"), not a thing it treats ("What does the stable directory contain?", a question of the Debian FAQ).
 */
const ABOUT_THE_THING = /\bwhat(?:'s| is| does| do) the ((?:\w+ ){0,2})(?:about|cover|contain|describe)\b/i;
const DOCUMENT_WORD =
  /\b(?:document|documents|doc|docs|manual|manuals|book|guide|text|paper|report|file|files|pdf|chapter|section|article|handbook|faq|reference|tutorial|spec|specification|policy)\b/i;
const GENERIC =
  /\b(summar\w*|overview|gist|tl;?dr|key|main|points?|outline|what|is|this|these|the|a|an|of|about|does|do|cover|contain|describe|document|documents|file|files|manual|book|text|paper|report|guide|it|please|give|me|brief|short|quick|in|few|sentences?|words?)\b/gi;

export function isSummaryRequest(prompt: string): boolean {
  if (!SUMMARY.test(prompt)) return false;
  const thing = ABOUT_THE_THING.exec(prompt);
  if (thing && !DOCUMENT_WORD.test(thing[1]) && !/\b(summar\w*|overview|gist|tl;?dr)\b/i.test(prompt)) return false;
  // "Summarise what the manual says about HISTSIZE" asks about HISTSIZE: more than two other words → a question.
  const rest = prompt.replace(GENERIC, ' ').match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return rest.length <= 2;
}

/** "Who wrote this paper?", "Who are the authors?", "What are the authors' names?": its title page says. */
const AUTHORSHIP =
  /^\s*(?:who\s+(?:wrote|authored|(?:is|are|was|were)\s+(?:the\s+)?(?:authors?|writers?))\b|(?:what|which)\s+(?:is|are)\s+the\s+(?:authors?|writers?)\b)/i;
/** The words such a question may hold besides its document's kind ("this paper", "the manual"). */
const AUTHORSHIP_WORDS =
  /\b(?:who|wrote|written|authored|authors?|authors'|writers?|names?|by|is|are|was|were|of|its)\b/gi;

/**
 * A question asking who wrote the chat's document ("Who wrote this paper?", "Who are the authors of the manual?"),
 * not who wrote a thing it treats ("Who wrote bash?"): answered, as a summary is, from the document's opening.
 */
export function isAuthorshipRequest(prompt: string): boolean {
  if (!AUTHORSHIP.test(prompt)) return false;
  const rest =
    prompt
      .replace(AUTHORSHIP_WORDS, ' ')
      .replace(GENERIC, ' ')
      .match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return rest.length === 0;
}

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
