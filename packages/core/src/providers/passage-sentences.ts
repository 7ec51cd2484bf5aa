import { splitSentences } from '../indexing/reflow/sentences';
import { CONTENTS_ENTRY } from '../indexing/reflow/text-blocks';
import { contentTerms } from './local-terms';
import { readLines } from './table-row-sentences';

/** The question term a clause asking for an amount has in place of its asking word; sentences giving one hold it. */
export const AMOUNT = '#amount';
/**
 * A figure that is an amount: a number standing alone ("512 MB", "100MB", "2.5 hours", "in 1993"), not the digits
 * of a name ("ia64", "x86_64", "IA-64", "libfoo.so.6"), a manual page's section ("sources.list(5)") nor the number
 * of a section, chapter, page, table, figure or equation ("§4.1(3)", "Section 7.7", "Equation 5").
 */
const FIGURE =
  /(?<![\p{L}\d_./-]|[\p{L}\d]\(|(?:section|chapter|page|table|figure|equation)\s+|§\s*)\d+(?:[.,]\d+)*(?![_/]|[.,]\d)/iu;
/**
 * A number in words ("three", "a dozen"): "one" not as a pronoun ("no one", "one another"), nor an ordinal ("the
 * twenty-first DebConf").
 */
const NUMBER_WORDS =
  '(?<!\\bno\\s)one(?!\\s+another\\b)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half';
const NOT_ORDINAL = '(?!-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\\b)';
const NUMBER_WORD = new RegExp(`\\b(?:${NUMBER_WORDS})\\b${NOT_ORDINAL}`, 'i');
/** … or an amount in words: a number, or a frequency ("four times a day", "twice", "weekly"). */
const AMOUNT_WORD = new RegExp(
  `\\b(?:once\\s+(?:a|an|per|every|each)|twice|${NUMBER_WORDS}|daily|weekly|monthly|yearly|annually|hourly|nightly)\\b${NOT_ORDINAL}`,
  'i',
);
/** A sentence that gives one: a figure, or an amount in words. */
const givesAmount = (sentence: string) => FIGURE.test(sentence) || AMOUNT_WORD.test(sentence);
/**
 * The term of a clause asking how many or how much: a count answers it, not a date ("Jonathan Carter was elected in
 * April 2020" gives no number of votes). Sentences that give a count hold it besides `AMOUNT`.
 */
export const COUNT = '#count';
/** The terms that ask for an amount (`AMOUNT`, `COUNT`): the question's only terms no word gives. */
export const isAmountTerm = (term: string) => term === AMOUNT || term === COUNT;
/** Figures that date rather than count: a year ("in 1993", "2020"), a day of the month ("28th", "August 1st"). */
const DATING_FIGURE = /\b(?:1[89]\d\d|20\d\d)\b|\b\d{1,2}(?:st|nd|rd|th)\b/gi;
/** A sentence that gives a count: a figure once its dates are taken out, or a number in words (not a frequency). */
const givesCount = (sentence: string) =>
  FIGURE.test(sentence.replace(DATING_FIGURE, ' ')) || NUMBER_WORD.test(sentence);
/** Openings that point back at the sentence before ("Both match slashes", "This option …"). */
const POINTS_BACK = /^(both|this|these|those|it|its|they|their|such|the former|the latter|either|neither)\b/i;
/** "Instead" (not "instead of …") anywhere: the other choice was named before ("Please use Expat instead."). */
const INSTEAD = /\binstead\b(?!\s+of\b)/i;
/** The sentence points back at the one before it. */
export const pointsBack = (sentence: string) => POINTS_BACK.test(sentence) || INSTEAD.test(sentence);
/**
 * A cross-reference: "(see Section 4.3.2 [The Shopt Builtin], page 71)", "…, see Selecting the upload urgency.",
 * "See the Debian Policy Manual for details." It names where more is said, not what the sentence says.
 */
const REFERENCE = /\(\s*see\s(?:[^()]|\([^()]*\))*\)|[,;]\s*see\s[^.;]*|^see\s.*$/gi;
/** A list item's opening: a bullet, a dash or a number ("• …", "– …", "2. …", "b) …"). */
export const LIST_ITEM = /^(?:[•◦▪‣·*–—-]|\(?(?:\d{1,2}|[a-z])[.)])\s/;

const NONE: ReadonlySet<string> = new Set();

/**
 * A sentence that says what its subject is: "A factor is a vector object …", "The function seq() is a more general …",
 * "A non-maintainer upload, or NMU, is an upload …" (the subject, and the name after "or"), "NMUs are uploads of
 * packages by …" (a plural, what they are). Not "This is …", "It is …", nor "Version numbers are separated …".
 */
const SAYS_WHAT_IT_IS =
  /^(?:(?:a|an|the)\s+)?(?!(?:this|that|these|those|it|there|here|they|which|what|one|each|all|some|such|other|another|both)\b)((?:(?!(?:that|which|who|if|when|where|while|because|note|see|also|then|thus|so|and|or|but|not)\b)[\p{L}\p{N}][\p{L}\p{N}'’/.+_-]*(?:\(\))?(?:\s+|(?=\s*,|\s+(?:is|are)\b))){1,4})(?:,\s+or\s+([^,;:()]{1,40}),)?\s+(?:is|are)\s+(?:(?:a|an|the|one\s+of|used\s+to|what|any)\b|(?<=are\s+)\p{L}+s\s+(?:of|that|which|who|by|for|with|from)\b)/iu;

/**
 * A sentence that shows code: a call ("t(A)", "library(RMySQL)", "install.packages("…")"), an option ("dch -i",
 * "--addmissing"), an argument's setting ("fill = TRUE"), a prompt's command ("$ dpkg-depcheck -d ./configure") or
 * a command line on its own ("apt-get source foo"): how "How do I …?" is answered in a manual.
 */
const SHOWS_CODE = /[\p{L}\p{N}_.]\(|(?:^|\s)--?[a-z][\w-]*|\b\w+\s?=\s?(?:TRUE|FALSE|["'\d])|(?:^|\s)[$>#]\s+[a-z]/u;
const COMMAND_LINE = /^[a-z][\w.+-]*(?:\s+[^\s.,;:!?]+){1,5}$/;
/**
 * A sentence that tells where a name comes from: "… was called zoo which stands for Z’s ordered observations", "The
 * name comes from the names of …", "… is a contraction of the names of Debra and Ian Murdock", "… an acronym for the
 * ‘Bourne-Again SHell’", "… named after …", "It was taken … from a character in one of the Toy Story movies".
 */
const NAMES_ORIGIN =
  /\bstands?\s+for\b|\b(?:acronym|abbreviation|contraction|short)\s+(?:for|of)\b|\bnamed\s+(?:after|for)\b|\bnames?\s+(?:comes?|came|is\s+derived)\s+from\b|\b(?:taken|derived)\b[^.;]{0,60}\bfrom\s+(?:a|an|the)\b/i;

/** One sentence of a passage, with the words it holds. */
export interface PassageSentence {
  text: string;
  /** Lowercased text: the same sentence twice in a context is read once. */
  key: string;
  /** Its words (stems), and `AMOUNT` when it gives a number or a frequency; without those of its cross-references. */
  terms: ReadonlySet<string>;
  /** Words only a cross-reference of the sentence holds ("…, see Selecting the upload urgency."). */
  referenceTerms: ReadonlySet<string>;
  /** It opens by pointing back at the sentence before ("This happens four times a day"). */
  pointsBack: boolean;
  /** It says what its subject is ("A factor is a vector object …"): the subject's words; else empty. */
  definesTerms: ReadonlySet<string>;
  /** It shows code (SHOWS_CODE, COMMAND_LINE): what "How do I …?" asks of a manual. */
  showsCode: boolean;
  /** It tells where a name comes from (NAMES_ORIGIN): "… which stands for Z’s ordered observations". */
  namesOrigin: boolean;
  /** A table's row (readLines). */
  row: boolean;
  /** A table row's words of the columns it leaves empty, and holds nowhere else: it says nothing of them. */
  blankTerms: ReadonlySet<string>;
}

/** One line (paragraph, list item, table row) of a passage. */
export interface PassageLine {
  sentences: PassageSentence[];
  /** The line opens with a definition's term ("HISTSIZE: The number of …"): its words; else empty. */
  definesTerms: ReadonlySet<string>;
  defines: boolean;
  /** The line is an item of a list ("• …", "2. …"). */
  item: boolean;
  /** The line ends with a colon: it introduces the list that follows ("Please note two key features of X:"). */
  introducesList: boolean;
  /** A line of a table of contents or an index, or a web page's navigation: never an answer. */
  contents: boolean;
}

/**
 * A passage's lines and sentences with their words: what docent-local reads of a passage whatever the question, so
 * it is worked out once per passage text and kept (a user asks several questions of one document; the same passages
 * come back).
 */
export function passageLines(text: string): PassageLine[] {
  const cached = cache.get(text);
  if (cached) {
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  const lines = analyse(text);
  cache.set(text, lines);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return lines;
}

/** Passages kept: the contexts of the last 25 or so chats (about 3.5 KB each, 7 MB in all; bench/quality). */
const CACHE_SIZE = 2000;
const cache = new Map<string, PassageLine[]>();

/** A web manual's navigation line ("Next: Standard Targets, Previous: DESTDIR, Up: Makefile Conventions [Contents]"). */
const NAVIGATION = /\b(?:Next|Previous|Up): .*\[(?:Contents|Index)\]/;
/** A line of a table of contents: a title, then its page number ("15 Changes expected in the next release 61"). */
const ENDS_WITH_PAGE_NUMBER = /[\p{L})]\s+\d{1,4}$/u;

function analyse(text: string): PassageLine[] {
  // A table row is a sentence of its own, its values named by their columns.
  const lines = readLines(text).map(({ text: line, rowKey, blankColumns }) => {
    // A definition's term ("HISTSIZE: The number of commands…") goes with every sentence of its paragraph.
    // A term of at most four words ("HISTSIZE", "apt full-upgrade"), not a clause ("Security updates serve one
    // purpose") nor a line of a changelog ("cron (3.0pl1-74) unstable; urgency=low:").
    // Nor a line of code at a prompt ("> statef <- factor(state): …").
    // A table row is about the value that names it ("date" of "Name: date; Storage Size: 4 bytes; …"), not its
    // first column ("Name") nor its table's heading.
    const defined = rowKey ?? definedTerm(line);
    const sentences: PassageSentence[] = [];
    for (const piece of splitSentences(line)) {
      const sentence = piece.replace(/\s+/g, ' ').trim();
      if (sentence.length < 3) continue;
      const reference = sentence.match(REFERENCE)?.join(' ') ?? '';
      const terms = new Set(contentTerms(reference ? sentence.replace(REFERENCE, ' ') : sentence));
      const referenceTerms = reference ? new Set(contentTerms(reference).filter((t) => !terms.has(t))) : NONE;
      // A number that opens the sentence is a footnote mark or a section number, not an amount.
      const unnumbered = sentence.replace(/^[\d.]+\s/, '');
      // (A count is an amount: only a sentence that gives one may give the other.)
      if (givesAmount(unnumbered)) {
        terms.add(AMOUNT);
        if (givesCount(unnumbered)) terms.add(COUNT);
      }
      sentences.push({
        text: sentence,
        key: sentence.toLowerCase(),
        terms,
        referenceTerms,
        pointsBack: pointsBack(sentence),
        definesTerms: rowKey === undefined ? withExpanded(subjectDefined(sentence), sentence) : NONE,
        showsCode: SHOWS_CODE.test(sentence) || COMMAND_LINE.test(sentence),
        namesOrigin: NAMES_ORIGIN.test(sentence),
        row: rowKey !== undefined,
        blankTerms: blankColumns ? new Set(contentTerms(blankColumns).filter((t) => !terms.has(t))) : NONE,
      });
    }
    return {
      sentences,
      definesTerms: defined ? new Set(contentTerms(defined)) : NONE,
      defines: defined !== undefined,
      item: LIST_ITEM.test(line),
      introducesList: /:\s*$/.test(line),
      contents: sentences.some((x) => CONTENTS_ENTRY.test(x.text) || NAVIGATION.test(x.text)),
    };
  });
  // A chapter's entry has no leader dots ("15 Changes expected in the next release 61"): the entries around it tell it.
  if (lines.filter((l) => l.contents).length >= 2) {
    for (const line of lines) line.contents ||= ENDS_WITH_PAGE_NUMBER.test(line.sentences.at(-1)?.text ?? '');
  }
  return lines;
}

/** An acronym in brackets after the words it stands for ("… Non-Maintainer Uploads (NMU)", "… Standard (FHS)"). */
const BRACKETED_ACRONYM = /\(([A-Z][A-Za-z0-9]{1,7})s?\)/g;
/** … or "NMU stands for …", "RFA means …". */
const STANDS_FOR =
  /\b([A-Z][A-Z0-9]{1,7})s?\s+(?:stands\s+for|is\s+short\s+for|means)\s+((?:[\p{L}-]+\s+){0,7}[\p{L}-]+)/gu;
/** Small words an expansion may hold without their initials ("Request For Adoption", "Bug Tracking System"). */
const MINOR_WORDS = new Set(['of', 'for', 'and', 'the', 'a', 'an', 'to', 'in', 'on', 'by', 'with']);

/**
 * Whether some of `words` spell `acronym` by their initials (hyphenated parts each giving one, small words none): the
 * last ones (the words before "(NMU)") or, `fromStart`, the first ones (the words after "NMU stands for").
 */
function spells(acronym: string, words: string[], fromStart = false): boolean {
  const letters = acronym.toLowerCase();
  const initials = (ws: string[]) =>
    ws
      .flatMap((w) => w.split('-'))
      .filter((w) => w && !MINOR_WORDS.has(w.toLowerCase()))
      .map((w) => w[0].toLowerCase())
      .join('');
  for (let n = 1; n <= Math.min(words.length, letters.length + 3); n++) {
    if (initials(fromStart ? words.slice(0, n) : words.slice(-n)) === letters) return true;
  }
  return false;
}

/**
 * The terms of `defined` and of every acronym the sentence spells out ("Every package … must comply with the Debian
 * Free Software Guidelines (DFSG)" defines DFSG; "RFA stands for Request For Adoption" defines RFA): the sentence
 * answers "What is the DFSG?", "What does RFA stand for?".
 */
function withExpanded(defined: ReadonlySet<string>, sentence: string): ReadonlySet<string> {
  if (!sentence.includes('(') && !/\b(?:stands|short|means)\b/.test(sentence)) return defined;
  const acronyms: string[] = [];
  for (const m of sentence.matchAll(BRACKETED_ACRONYM)) {
    const before = sentence.slice(0, m.index).match(/[\p{L}][\p{L}-]*/gu) ?? [];
    if (spells(m[1], before)) acronyms.push(m[1]);
  }
  for (const m of sentence.matchAll(STANDS_FOR)) {
    if (spells(m[1], m[2].split(/\s+/), true)) acronyms.push(m[1]);
  }
  if (acronyms.length === 0) return defined;
  return new Set([...defined, ...acronyms.flatMap((a) => contentTerms(a))]);
}

/** An operator opening a sentence before its description: "* ($*) Expands …", "!! Refer …" (symbol-words.ts). */
const OPERATOR_OPENS =
  /^(?:[^\s\p{L}\p{N}]\s+)?(?:\(([^\s\p{L}\p{N}(),]{1,8})[),]|([^\s\p{L}\p{N}()]{2,8}))\S*\s+\p{Lu}/u;

/**
 * A sentence that says what a setting does: "Finally, the fix argument specifies whether the covariance matrix …",
 * "The -f option causes …", "The Maintainer field gives …" (its name and its kind are what it defines).
 */
const SAYS_WHAT_IT_DOES =
  /^(?:(?:first|second|third|finally|also|additionally|moreover|furthermore|similarly|here|then),?\s+)?(?:the\s+)?([^\s,;:]{1,40}(?:\s+[^\s,;:]{1,40})?\s+(?:argument|option|parameter|field|variable|setting|flag|switch))\s+(?:specifies|controls|determines|indicates|selects|sets|gives|defines|causes|enables|disables|tells|says|governs|chooses|allows)\b/iu;

/** The words of the subject a sentence says what it is (SAYS_WHAT_IT_IS) or does (SAYS_WHAT_IT_DOES), or none. */
function subjectDefined(sentence: string): ReadonlySet<string> {
  const m = SAYS_WHAT_IT_IS.exec(sentence);
  if (m) return new Set(contentTerms(`${m[1]} ${m[2] ?? ''}`));
  const setting = SAYS_WHAT_IT_DOES.exec(sentence)?.[1];
  if (setting) return new Set(contentTerms(setting));
  // A variable in capitals before its description ("IFS A list of characters that separate fields; …").
  const variable = VARIABLE_OPENS.exec(sentence)?.[1];
  if (variable) return new Set(contentTerms(variable));
  // An operator before its description, in brackets after its name or of two characters at least ("* ($*) Expands
  // to the positional parameters, …", "!! Refer to the previous command."; not a code comment's "# Quote …").
  const operator = OPERATOR_OPENS.exec(sentence);
  const terms = operator ? contentTerms(operator[1] ?? operator[2]) : [];
  return terms.length === 1 ? new Set(terms) : NONE;
}

/**
 * The term a line defines: "HISTSIZE: The number of …" (a term of at most four words and its colon), a manual's
 * entry that repeats its name in its synopsis ("exec exec [-cl] [-a name] … If command is supplied, …"), a list
 * item's "name - what it is" ("• lintian - this is the Debian package checker, …"), or an option's entry, its
 * argument's name between it and what it does ("-e Exit immediately if …", "-f file True if file exists …",
 * "--posix Change the behavior of Bash …").
 */
function definedTerm(line: string): string | undefined {
  return (
    /^(?![>$#%] )([^:;\s]+(?: [^:;\s]+){0,3}): \S/.exec(line)?.[1] ??
    /^([\p{L}_][\p{L}\p{N}_.-]*) \1\b/u.exec(line)?.[1] ??
    /^[•◦▪‣·*]\s+(\p{L}[\p{L}\p{N}_.+-]*(?: \p{L}[\p{L}\p{N}_.+-]*){0,2}) [-–—] \p{L}/u.exec(line)?.[1] ??
    OPTION_ENTRY.exec(line)?.[1] ??
    VARIABLE_OPENS.exec(line)?.[1] ??
    operatorOpening(line)
  );
}

/** A variable in capitals before its description ("IFS A list of characters that separate fields; …"). */
const VARIABLE_OPENS = /^([A-Z][A-Z0-9_]+) (?=[A-Z](?:[a-z]|\s))/;
/** The operator a line opens with before its description (OPERATOR_OPENS), or none. */
function operatorOpening(line: string): string | undefined {
  const m = OPERATOR_OPENS.exec(line);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** An option's entry in a manual: "-e Exit immediately if …", "-f file True if …", "--posix Change the behavior …". */
export const OPTION_ENTRY = /^(--?[A-Za-z][\w-]*)(?: \p{Ll}[\w-]*)? \p{Lu}\p{Ll}/u;
