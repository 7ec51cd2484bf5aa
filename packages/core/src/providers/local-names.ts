import type { ContextChunk } from '../retrieval/chat-scope';
import { type Sentence, withoutExtension } from './local-sentences';
import { askingSentences } from './local-question';
import { contentTerms, stem } from './local-terms';

// The names a question gives, and which of them the chat's documents never mention: docent-local declines those
// questions, saying what it found no mention of ("How do I load a JSON file?" of a manual that never says JSON).

/**
 * A question term the documents lack: `absent` are Postgres lexemes, whose stems may differ from ours by an ending
 * (or be an irregular form ours read as its verb: "paid" is our "pay").
 */
export const isAbsent = (term: string, absent: string[]) =>
  absent.some(
    (l) => l.length >= 3 && (term.startsWith(l) || l.startsWith(term) || (term.length >= 3 && stem(l) === term)),
  );

/**
 * Words that tell an English question, one is enough (German capitalises every noun: its capitals name nothing).
 * Not local-terms' stop words: "in", "an", "was", "will", "so" are German words too.
 */
const ENGLISH_FUNCTION_WORDS = new Set(
  `the of to is are does do did how what which my can should with for and or it this that from when where why who
  through has have would on at by about into there their you your be been`.split(/\s+/),
);
/** An acronym (JSON, GNOME), a word with inner capitals (GitHub, eBay) or with a digit after a letter (Python3). */
const NAME_SHAPE = /^(?:[A-Z][A-Z0-9]+|[A-Za-z]*[a-z][A-Z][A-Za-z0-9]*|[A-Za-z]+[0-9][A-Za-z0-9]*)$/;
/** Languages and peoples: capitalised, but they set a scene ("a French spreadsheet") rather than name a thing. */
const LANGUAGES = new Set(
  `English French German Spanish Italian Portuguese Dutch Russian Polish Czech Greek Turkish Arabic Hebrew
  Persian Hindi Chinese Japanese Korean Thai Vietnamese Swedish Norwegian Danish Finnish Hungarian European American
  British Latin`.split(/\s+/),
);

/** A hyphenated word of capitals and figures, one of its parts two letters or more: "RISC-V", "IA-64", "UTF-8". */
const CAPITALS_HYPHENATED = /^(?=[^-]*[A-Z]{2})[A-Z0-9]+(?:-[A-Z0-9]+)+$|^[A-Z0-9]+(?:-[A-Z0-9]+)*-[A-Z]{2,}[A-Z0-9]*$/;

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
 * parts ("Tab-key" names "Tab"), unless written in capitals and figures ("RISC-V"); a possessive without its "'s".
 */
export function questionNames(prompt: string): string[][] {
  return namesIn(askingSentences(prompt), inEnglish(prompt));
}

/** Whether the prompt is written in English: one of its words is an English function word. */
const inEnglish = (prompt: string) =>
  prompt.split(/\s+/).some((w) => ENGLISH_FUNCTION_WORDS.has(w.toLowerCase().replace(/\W+$/, '')));

function namesIn(text: string, english: boolean): string[][] {
  const raws = text.split(/\s+/).filter(Boolean);
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
    // A hyphenated name in capitals and figures ("RISC-V", "UTF-8", "MS-DOS") is one name, not its parts: "PA-RISC"
    // does not mention RISC-V.
    else if (CAPITALS_HYPHENATED.test(core)) current.push(core);
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

/**
 * Whether consecutive words open with the letters of `acronym`, in order ("Free Documentation License" for FDL), each
 * capitalised when `capitalised` (in running text, where any few words would make most acronyms by chance).
 */
function initialsOf(words: string[], acronym: string, capitalised = false): boolean {
  const letters = acronym.toLowerCase();
  for (let i = 0; i + letters.length <= words.length; i++) {
    let k = 0;
    while (
      k < letters.length &&
      words[i + k][0]?.toLowerCase() === letters[k] &&
      (!capitalised || /^\p{Lu}/u.test(words[i + k]))
    )
      k++;
    if (k === letters.length) return true;
  }
  return false;
}

/** Text as its words alone, lower-cased, between spaces: " secure boot " is found in " … the secure boot … ". */
const flatWords = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * The names of the question (questionNames) that the chat's documents never mention, as written: one of whose words
 * no document holds (a word of code, "read_json", when one of its terms is missing), by the ranking's `absentLexemes`
 * or, when the context is the whole scope, by its sentences and headings, nor the name or title of a document of the
 * context; or a name of several words ("Secure Boot") whose words the documents hold apart but that no passage of the
 * context, its heading, nor a document's name or title names (the ranking brings the passages that hold all of a
 * question's rare words first, so it is not in them).
 */
export function namesNotMentioned(
  prompt: string,
  context: { absentLexemes?: string[]; wholeScope?: boolean; sentences: Sentence[]; chunks: ContextChunk[] },
): string[] {
  const names = questionNames(prompt);
  if (names.length === 0) return [];
  // A hyphenated lexeme ("tab-key") is not its parts: "Tab" is named by its own lexeme. Our stems and Postgres' differ
  // by an ending at most ("gnom"/"gnome"): closer than isAbsent's prefixes ("read" is not "readlin").
  const absent = (context.absentLexemes ?? []).filter((l) => !l.includes('-'));
  const lacksTerm = (t: string) =>
    context.wholeScope
      ? !context.sentences.some((s) => s.terms.has(t) || s.headingTerms.has(t) || s.nameTerms.has(t))
      : absent.some((l) => Math.abs(l.length - t.length) <= 2 && isAbsent(t, [l]));
  // The ranking reads the units' text and headings; a document's name or title counts too ("Northwind-report.pdf").
  const named = flatWords(context.chunks.map((c) => `${c.documentName} | ${c.documentTitle ?? ''}`).join(' | '));
  const lacksWord = (word: string) =>
    contentTerms(word, { parts: false }).some(lacksTerm) && !named.includes(flatWords(word));
  // (Read only when a name needs them: most questions name nothing the ranking found missing.)
  let read: string | undefined;
  let textWords: string[] | undefined;
  // (What a name is read as below must be found in the context or a document's name: that the ranking found no
  // lexeme missing says nothing of a word it was never asked for.)
  const inText = (words: string) => {
    read ??= flatWords(context.chunks.map((c) => `${c.text} | ${c.heading ?? ''}`).join(' | '));
    return read.includes(flatWords(words));
  };
  const written = (words: string) => inText(words) || named.includes(flatWords(words));
  const nameWords = named.trim().split(' ');
  const capitalisedInitials = (acronym: string) => {
    textWords ??= context.chunks.flatMap((c) => `${c.heading ?? ''} ${c.text}`.match(/\p{L}[\p{L}\p{N}'’]*/gu) ?? []);
    return initialsOf(textWords, acronym, true);
  };
  const lacks = (word: string) => {
    // (A hyphenated name is mentioned as written: its parts may be other names' parts, "PA-RISC" of "RISC-V".)
    if (CAPITALS_HYPHENATED.test(word)) return !written(word);
    if (!lacksWord(word)) return false;
    // A name with its version run into it ("GPLv3", "Python3") is the name the documents give ("GPL").
    const unversioned = withoutVersion(word);
    if (unversioned !== word && written(unversioned)) return false;
    // One written as one word that the documents write as two ("ShareAlike": "Share Alike").
    if (camelParts(unversioned).length > 1 && written(camelParts(unversioned).join(' '))) return false;
    // An acronym of words the documents write out ("FDL", "MPL": "Free Documentation License", "Mozilla Public
    // License"), in a document's name or title, or capitalised in the text.
    return !ACRONYM.test(unversioned) || !(initialsOf(nameWords, unversioned) || capitalisedInitials(unversioned));
  };
  const missing = names.filter((name) => name.some(lacks));
  if (missing.length > 0) return missing.map((name) => name.join(' '));
  // (A name's words that only a document's name gives, never its text, name that document, not the thing: "Debian
  // Stretch" of debian.csv, whose rows write "Stretch" and never "Debian", is mentioned.)
  const onlyNamed = (word: string) => named.includes(flatWords(word)) && !inText(word);
  return names
    .map((name) => (name.every(onlyNamed) ? name : name.filter((word) => !onlyNamed(word))))
    .filter((name) => name.length >= 2)
    .filter((name) => !written(name.join(' ')) && !written(name.flatMap(camelParts).join(' ')))
    .map((name) => name.join(' '));
}

/** An acronym that may stand for a few capitalised words ("MPL", "FDL"). */
const ACRONYM = /^[A-Z]{2,6}$/;

/** A name without the version run into it ("GPLv3" → GPL, "Python3" → Python); the name itself when it has none. */
function withoutVersion(word: string): string {
  const name = word.replace(/[-_]?v?\d+(?:\.\d+)*$/i, '');
  return /\p{L}{2}/u.test(name) ? name : word;
}

/** A word's parts where a capital follows a small letter ("ShareAlike" → Share, Alike; "GitHub" → Git, Hub). */
const camelParts = (word: string) => word.split(/(?<=\p{Ll})(?=\p{Lu})/u);

/** A version after a name ("Apache License 2.0", "GPL, version 3", "MPL v2"). */
const VERSION_AFTER = /^,?\s+(?:version\s+)?v?\d+(?:\.\d+)*\b/i;

/**
 * The terms with which a question names the chat's one document ("What does *the MPL* say about …?", "Under *the
 * Apache License 2.0*, …"): an acronym, or a name of several words, each of whose words the document's file name or
 * title holds, as written, without its version ("GPLv3") or as the initials of its words ("MPL": Mozilla Public
 * License), with the version after it.
 * Every sentence of the document is about what they name, so they tell no sentence from another.
 */
export function documentReferenceTerms(prompt: string, chunks: ContextChunk[]): Set<string> {
  const out = new Set<string>();
  const documents = new Set(chunks.map((c) => c.documentId));
  if (documents.size !== 1) return out;
  const first = chunks[0];
  const named = flatWords(`${withoutExtension(first.documentName)} | ${first.documentTitle ?? ''}`);
  const nameWords = named.trim().split(' ');
  const ofDocument = (word: string) => {
    if (named.includes(flatWords(word))) return true;
    const unversioned = withoutVersion(word);
    if (unversioned !== word && named.includes(flatWords(unversioned))) return true;
    return ACRONYM.test(unversioned) && initialsOf(nameWords, unversioned);
  };
  for (const name of namesIn(prompt, inEnglish(prompt))) {
    // (An acronym, or a name of several words: one capitalised word of the title, "Debian", "Format", is as often
    // what is asked about.)
    const acronym = name.length === 1 && ACRONYM.test(withoutVersion(name[0]));
    if ((!acronym && name.length < 2) || !name.every(ofDocument)) continue;
    const written = name.join(' ');
    const at = prompt.indexOf(written);
    const version = at >= 0 ? (VERSION_AFTER.exec(prompt.slice(at + written.length))?.[0] ?? '') : '';
    for (const t of contentTerms(`${written}${version}`)) out.add(t);
  }
  // A question closing on where it asks ("What is <<- in R?", "How do I loop over files in bash?") names the
  // document's subject with one word as well, one letter or lower case.
  const closing = CLOSING_SCOPE.exec(prompt.trim());
  if (closing && ofDocument(closing[1])) for (const t of contentTerms(closing[1])) out.add(t);
  return out;
}

/** "… in R?", "… with Bash", "… under Debian": the one word a question closes on after such a word. */
const CLOSING_SCOPE = /\b(?:in|with|using|under)\s+(?:the\s+)?([\p{L}][\p{L}\p{N}]*)\s*[?.!]*$/iu;
