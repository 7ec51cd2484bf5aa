import { MAX_QUESTION_PARTS, questionClauses } from '../retrieval/question';
import { contentTerms, questionTerms } from './local-terms';
import { AMOUNT } from './passage-sentences';

// How docent-local reads a question: its parts, their terms, and what kind of answer they ask for.

/** A question that asks what its subject is, does or means. */
export const ASKS_DEFINITION =
  /^(?:what\s+(?:is|are)\s+(?:an?\s+|the\s+)?\S+\??|.*\b(?:do|does|mean|means|stand for)\?)$/i;
/** The question's asking sentence (its last) opens with an auxiliary verb: "Can I …?", "Is it safe to …?". */
const YES_OR_NO = /^(?:is|are|can|could|may|might|must|should|shall|will|would|do|does|did|has|have)\b/i;

/** A question answered by yes or no ("I query a table …. Is that expected?"), by its last sentence. */
export const asksYesOrNo = (prompt: string) =>
  YES_OR_NO.test(
    prompt
      .trim()
      .split(/[.!]\s+/)
      .at(-1) ?? '',
  );
/**
 * A clause that asks for a quantity, a frequency or a date ("how often …", "… and when?"; not "what … do when …"),
 * and the word that asks.
 */
const ASKS_AMOUNT =
  /\bhow\s+(much|many|long|often|frequently|old|far|big|large|fast)\b|^\s*when\b|\bwhat\s+(year|date|time)\b/i;

/**
 * The parts of a question, each as its terms: "What do globstar and pipefail do?" → [globstar], [pipefail]; its
 * clauses (questionClauses), at most MAX_QUESTION_PARTS (the rest joins the last).
 */
export function questionParts(prompt: string): string[][] {
  const clauses: string[][] = [];
  for (const piece of questionClauses(prompt)) {
    const terms = [...new Set(clauseTerms(piece))];
    // "… and when?" asks its amount of the clause before.
    if (terms.length === 1 && terms[0] === AMOUNT && clauses.length > 0) clauses.at(-1)!.push(AMOUNT);
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
  return [...terms.filter((t) => !asking.includes(t)), AMOUNT];
}

/** Words that tell an English question (a German one capitalises every noun, so its capitals name nothing). */
const ENGLISH_FUNCTION_WORDS = new Set(
  `the of to is are does do did how what which my can should with for and or it this that from when where why who
  through has have would on at by about into there their you your be been`.split(/\s+/),
);
/** An acronym (JSON, GNOME), a word with inner capitals (GitHub, eBay) or with a digit after a letter (Python3). */
const NAME_SHAPE = /^(?:[A-Z][A-Z0-9]+|[A-Za-z]*[a-z][A-Z][A-Za-z0-9]*|[A-Za-z]+[0-9][A-Za-z0-9]*)$/;
/** Languages and peoples: capitalised, but they set a scene ("a French spreadsheet") rather than name a thing. */
const LANGUAGES = new Set(
  `English French German Spanish Italian Portuguese Dutch Russian Polish Czech Greek Turkish Arabic Hebrew Persian Hindi
  Chinese Japanese Korean Thai Vietnamese Swedish Norwegian Danish Finnish Hungarian European American British Latin`.split(
    /\s+/,
  ),
);

/** An identifier, call or path of code: "read_json", "pandas.read_csv", "config.yaml", "unclass()", "~/.bashrc". */
const CODE_SHAPE = new RegExp(
  [
    '\\.?[\\p{L}\\p{N}]+(?:[._][\\p{L}\\p{N}]+)+', // read_json, read.csv, .orig.tar.gz
    '[\\p{L}_][\\p{L}\\p{N}_.]*\\(\\)', // unclass()
    '~?\\/[\\p{L}\\p{N}_.-]+(?:\\/[\\p{L}\\p{N}_.-]+)*', // /etc/hosts, ~/.bashrc
    '[\\p{L}\\p{N}_.-]+(?:\\/[\\p{L}\\p{N}_.-]+)+', // debian/rules
  ]
    .map((shape) => `^(?:${shape})$`)
    .join('|'),
  'u',
);
/**
 * The names a question gives (a product, a format, a tool: "JSON", "GitHub", "Google Drive", "read_json"), each as
 * its words: acronyms, words with inner capitals and identifiers of code anywhere, and, in an English question,
 * capitalised words that do not open a sentence; neighbouring ones make one name. A hyphenated word is read by its
 * parts ("Tab-key" names "Tab"), a possessive without its "'s".
 */
export function questionNames(prompt: string): string[][] {
  const raws = prompt.split(/\s+/).filter(Boolean);
  const english = raws.filter((w) => ENGLISH_FUNCTION_WORDS.has(w.toLowerCase().replace(/\W+$/, ''))).length >= 2;
  const names: string[][] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length > 0) names.push(current);
    current = [];
  };
  let opening = true;
  for (const raw of raws) {
    const word = raw.replace(/^[("'‘“`[]+/, '');
    // An opening quote or bracket starts a name of its own.
    if (word !== raw) end();
    const trail = /(?<!\()[)"'’”`\].,!?:;]+$/.exec(word)?.[0] ?? '';
    const core = word.slice(0, word.length - trail.length).replace(/['’]s$/, '');
    if (CODE_SHAPE.test(core) && /\p{L}/u.test(core)) current.push(core);
    else {
      const parts = core.split('-');
      for (const part of parts) {
        const capitalised = english && !opening && /^[A-Z][a-z]{2,}$/.test(part) && !LANGUAGES.has(part);
        if (part.length >= 2 && (NAME_SHAPE.test(part) || capitalised)) current.push(part);
        else end();
      }
      if (parts.length > 1) end();
    }
    // A quote, a bracket or a comma ends a name; a full stop, a colon… also a sentence.
    if (trail || core.length === 0) end();
    opening = /[.!?:;]/.test(trail);
  }
  end();
  return names;
}
