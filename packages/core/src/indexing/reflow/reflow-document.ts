import type { PageSource } from '@docent/db';
import { DocumentVocabulary } from './document-vocabulary';
import { mendTypesetting } from './typesetting-marks';
import { closeUpSpacedAddresses, continuesAddress } from './addresses';
import { repairOcrText } from './ocr-repairs';
import { runningLineIndexes } from './running-lines';
import { endsWithAbbreviation } from './sentences';
import { dropFootnoteMarks, splitFootnotes } from './footnotes';
import { AT_PROMPT, CONTENTS_PAGE_MARK, type BlockKind, type ReflowedPage, type TextBlock } from './text-blocks';
import { joinsWithoutSpace, needsWordBreaks, wordCount } from '../word-breaks';

export interface ReflowInputPage {
  pageNo: number;
  text: string;
  source?: PageSource;
}

const TABLE_ROW = /^\s*\|.*\|\s*$/;
/** The mark (bullet, number, letter) that opens a list item. */
const LIST_MARK =
  /^\s*(?:[-*•◦▪‣·–]|\d{1,3}[.)]|[a-zA-Z][.)]|(?:ii|iii|iv|vi|vii|viii|ix)\.|\((?:\d{1,3}|[a-zA-Z]|[ivx]{1,4})\))\s+/;
const LIST_ITEM = new RegExp(`${LIST_MARK.source}\\S`);
const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;
// Dot leaders before a page number: a table of contents or an index ("1.1 The R environment . . . . 2").
const DOT_LEADERS = /\s*(?:\.\s?){3,}\s*(\d+(?:[,–-]\s*\d+)*)\s*$/;
const NUMBERED_HEADING =
  /^(?:\d{1,2}(?:\.\d{1,2}){0,4}\.?|[A-Z](?:\.\d{1,2}){1,4}|(?:Chapter|Appendix|Part|Section)\s+[\dA-Z]+[.:]?)\s+\S/;
const ENDS_SENTENCE = /[.!?:;]["'’”)\]]*$/;
/**
 * A citation's year after its authors ("… (e.g., Henderson Jr." | "1982; Gelman 2005)", "Cameron et al." | "2008;
 * …", "… Thompson" | "(2011)."): the sentence goes on.
 */
const citesYear = (text: string, next: string) =>
  /(?:\bal\.|\b[JS]r\.|\p{Lu}\p{Ll}+)$/u.test(text) && /^\(?\d{4}[a-z]?\b(?![.:]\d)/.test(next);
/**
 * A text ending as a sentence or a clause does, which the next line does not carry on: a semicolon's clause goes on
 * where the next line opens in lower case ("… when asked or otherwise;" | "these statements have force if …"), not
 * code's (";;", "[else alternate-consequents;]" | "fi").
 */
const endsBefore = (text: string, next: string) =>
  ENDS_SENTENCE.test(text) && !(/[\p{L}\p{N})"'’”];$/u.test(text) && /^\p{Ll}/u.test(next) && !LIST_ITEM.test(next));
// With the full-width marks of Chinese and Japanese ("。", "，", "：") and their closing quotes (」, 』).
const ENDS_CLAUSE = /[.,;:!?。，、！？：；]["'’”)\]」』）]*$/;
// An identifier-like term, then a capitalised word that starts its description ("lastpipe If set, the shell…").
const INLINE_TERM = /^([\p{Ll}_][\p{Ll}\p{N}_-]*|[\p{Lu}_][\p{Lu}\p{N}_]+) (?=\p{Lu}\p{Ll}+\b)/u;
/** A definition's term alone on its line, with its colon ("1000-59999:", "HISTSIZE:"); its description follows. */
const TERM_WITH_COLON = /^[^:\s]+(?: [^:\s]+){0,3}:$/;
const STARTS_LIKE_SENTENCE = /^["'‘“(]?[\p{Lu}\p{N}]/u;
/** The words a sentence most often opens with, capitalised: a line opening with one starts a sentence, not a name. */
const SENTENCE_OPENER =
  /^(?:The|A|An|This|These|That|Those|It|Its|We|You|They|He|She|If|When|Where|While|In|On|For|To|As|Each|Every|Any|All|No|Some|Our|Your|Their|There|Such|Only|Most|Many)\s/;
/** A section's number and title ("1.4 Where to ask for help", "5.9 Moving, removing, …"): a dotted number, a capital. */
const SECTION_NUMBER_TITLE = /^\d{1,2}(?:\.\d{1,2}){1,4}\.?\s+\p{Lu}/u;
/** A chapter's (or an appendix's) number alone: "Chapter 6", "Appendix B", "Chapitre 2", "Kapitel 2", "Глава 2". */
const CHAPTER_NUMBER =
  /^(?:Chapter|Appendix|Part|Chapitre|Annexe|Kapitel|Anhang|Capítulo|Apéndice|Глава|Приложение)\s+[\dA-ZА-Я]{1,3}\.?$/u;
/** The rest of a wrapped title: words only, in lower case ("ducing packages", "models"). */
const TITLE_WORDS = /^\p{Ll}[\p{L}'’-]*(?:,?\s+[\p{L}'’-]+)*$/u;
/** A title line this long was wrapped; a shorter one ends where it is ("6.6.3.1 Type" | "string" is a term). */
const WRAPPED_TITLE = 40;
/** A term on a line of its own: one identifier, perhaps with its key ("auto_resume", "beginning-of-line (C-a)"). */
const TERM_LINE = /^[\p{Ll}_][\p{Ll}\p{N}_-]*(?:\s+\([^)]*\)?)?$/u;
/** A line of one character repeated ("-----", "=====", "~~~~", "* * *"): a rule or a heading's underline, not text. */
const RULE_LINE = /^([-=~_*#+·•─━═])(?:\s?\1){3,}$/u;
/** A plain-text table's border ("+-------+------+", "+=====+"): a rule too. */
const TABLE_BORDER = /^\+[-=+]{3,}\+$/;
/**
 * A sentence's end with a footnote's marker after it ("… if everything is OK.1", "… as far as is reasonably
 * possible.8", "… are relevant).5"): the sentence has ended (not "Section A.1", "version 2.1": a word's letters
 * before the stop).
 */
const ENDS_SENTENCE_WITH_MARK = /\p{L}{2}[.!?]["'’”)\]]*\d{1,2}$/u;
/** A line that asks ("5.8 How can I check …?"). */
const ASKS_QUESTION = /\?["'’”)]*$/;
/**
 * A word that a number follows ("… any conditions added under section" | "7. This requirement modifies …"): the
 * number on the next line carries the sentence on, and opens no list item.
 */
const TAKES_NUMBER =
  /(?:^|\s)(?:sections?|subsections?|articles?|clauses?|paragraphs?|chapters?|versions?|parts?|items?|steps?|pages?|figures?|tables?|exhibits?|schedules?|annex(?:es)?)$/i;
/** A section's number alone, then its title ("0. Definitions.", "8. Termination", "1. APPLICABILITY AND DEFINITIONS"). */
const NUMBERED_SECTION_ITEM = /^\d{1,2}\.\s+\p{Lu}/u;
/**
 * A subsection's title numbered with a final dot ("2.1. Creation of "zoo" objects", "3.6.2. Solve the normal
 * equations"): in a document that numbers its sections so (a journal's article, a licence), "1. Introduction" and
 * "A. R code" over a paragraph are its sections' titles, not a list's items (dottedSections).
 */
const DOTTED_SUBSECTION_TITLE = /^\d{1,2}(?:\.\d{1,2}){1,3}\.\s+\p{Lu}[^.;:!?]{0,70}$/u;
/** An appendix's letter before its title ("A. R code"). */
const APPENDIX_ITEM = /^[A-Z]\.\s+\p{Lu}/u;
/** A short question on a line of its own ("What do I do?", "What is wrong?"). */
const SHORT_QUESTION = /^\p{Lu}\S*(?:\s+\S+){0,5}\?$/u;
/** A list item's number ("9. ", "2) "). */
const NUMBERED_ENTRY = /^\d{1,3}[.)]\s/;
/** A question numbered as a list's item ("9. Why is nothing plotted …?"). */
const NUMBERED_QUESTION = /^\d{1,3}[.)]\s+\p{Lu}.*\?["'’”)]*$/su;
/** A subsection's number ("1.1. "Contributor" means …", "2.1. Grants"). */
const SUBSECTION_NUMBER = /^\d{1,2}(?:\.\d{1,2})+\.?\s/;
/** A line that only closes a listing's blocks ("}", "});", "fi", "done", "esac"). */
const CODE_CLOSER = /^(?:[\])};,\s]+|fi|done|esac)$/;
/** A "key: value" line ("Codename: wheezy", "Distributor ID: Debian"): a line of its own, not a term. */
const KEY_VALUE = /^[^:]+:\s+\S/;

const wordsOf = (line: string) => line.trim().split(/\s+/).filter(Boolean);

/** A short line that does not end like a sentence and is followed by one that starts like one: a heading or a term. */
function isLabelLine(line: string, next: string | undefined): boolean {
  const t = line.trim();
  if (t.length === 0 || t.length > 80 || wordCount(t) > 10 || ENDS_CLAUSE.test(t) || /[.!?]\s+\p{Lu}/u.test(t))
    return false;
  // A name broken after its underscore ("… the shell sets the READLINE_" | "LINE variable to …") runs on, as does a
  // line with a bracket still open ("Help topics as accepted by the help builtin (see" | "Section 4.2 …).").
  if (BROKEN_NAME.test(t) || opensMoreThanItCloses(t)) return false;
  // A clause's end with a footnote's mark after it ("… can be customized as follows: 23", "… pass phrase, twice. 1")
  // ends no title.
  if (ENDS_CLAUSE_WITH_MARK.test(t)) return false;
  // Nor does a line ending in a word that needs what follows ("… DEB_*_ARCH_BITS and", "Then read this by"), nor a
  // long one opening in lower case ("took 10 seconds (and more memory), and", "with no Invariant Sections, …").
  if (ENDS_WITH_LINKING_WORD.test(t) || (wordCount(t) > 5 && /^\p{Ll}/u.test(t))) return false;
  // Nor is a command at a prompt ("> kalythos$Ymat <- cbind(…)"), a line with an e-mail address or an address in
  // angle brackets ("License GPLv3+: … <https://gnu.org/licenses/gpl.html>"), or a copyright line.
  if (CODE_LINE.test(t) || ADDRESS_IN_BRACKETS.test(t) || COPYRIGHT_LINE.test(t)) return false;
  // A row of figures ("1.1 P 23646 1 45190 1") is data, not a title.
  if (/^\d/.test(t) && wordsOf(t).length > 1 && !wordyTitle(t)) return false;
  // The last line of a page is a heading only when it looks like one (else it is a sentence running on).
  if (next === undefined) return NUMBERED_HEADING.test(t) || isHeading(t);
  if (next.trim() === '') return true;
  return STARTS_LIKE_SENTENCE.test(next.trim()) || LIST_ITEM.test(next) || TABLE_ROW.test(next);
}

/**
 * Only figures: four numbers or more, or numbers set apart by a bar (a stem-and-leaf display's "46 | 0000233"). A
 * date and R's missing value count as figures ("2004-03-05 NA 1.6892246 0.9578196", a time series printed).
 */
function isFigureRow(line: string): boolean {
  const tokens = line.split(/\s+/);
  const numbers = tokens.filter((t) => /^(?:[-+]?\d[\d.,]*%?|\d{4}-\d\d-\d\d|NA)$/.test(t)).length;
  const bars = tokens.filter((t) => t === '|').length;
  return numbers + bars === tokens.length && (numbers >= 4 || (numbers >= 2 && bars > 0));
}

/**
 * A field and its value ("Depends: libc6 (>= 2.2.1)", "License: GPL-2+", "Description: example package …", "No.
 * tested: 50 50 50"): a key of one or two words, a value opening in lower case or with a digit, or holding a symbol of
 * code; or a Debian field's hyphenated key ("Upstream-Name: Planet Venus"); not a title's "Chapter 2: Introduction"
 * or "Lesson 1.2: Moving the cursor".
 */
const FIELD_LINE =
  /^(?:\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}*)+:\s+\S|\p{Lu}[\p{L}\p{N}.-]*(?: [\p{L}\p{N}.-]+)?:\s+(?:[\p{Ll}\p{N}]|.*[()<>=|+@$]))/u;

/** A command at a prompt, or a line of a makefile's or a shell script's code ("$(NORMAL_INSTALL)", "… \\"). */
const CODE_LINE = new RegExp(`${AT_PROMPT.source}|^\\$\\(|\\\\$`);

/**
 * A heading that names an API, in lower case as its name is written: "options.detached", "path.basename(path[,
 * suffix])", "emitter.emit(eventName[, ...args])" (Node's Markdown and HTML reference docs head each entry so).
 */
const API_NAME = /^[\p{Ll}_$][\w$]*(?:\.[\w$]+)+(?:\(.*\))?$|^[\p{Ll}_$][\w$]*\(.*\)$/u;

/**
 * Which "# …" lines are a code example's comments, not Markdown headings: one that reads as a sentence's piece (in
 * lower case but for an API's name, API_NAME: "## make the bins smaller, make a plot of density"; ending with a full
 * stop or a linking word: "# Use 'if' instead of just prepending '-' to the"), one after a line of code
 * ("> hist(eruptions)"; a Markdown heading may come before a command, not after one, but for an API's name), and one
 * beside such a comment. Such comments had headed the units after them ("fail gracefully when there is an unknown
 * command.").
 */
function codeComments(lines: string[]): boolean[] {
  const out = new Array<boolean>(lines.length).fill(false);
  const filled = lines.flatMap((l, i) => (l.trim() ? [i] : []));
  // Each run of consecutive "# …" lines (blank lines aside) is comments, or headings, as a whole: a block of comments
  // explains the code after it.
  for (let k = 0; k < filled.length; ) {
    if (!MARKDOWN_HEADING.test(lines[filled[k]])) {
      k++;
      continue;
    }
    const before = filled[k - 1];
    const afterCode = before !== undefined && CODE_LINE.test(lines[before].trim());
    let comment = false;
    let apiNames = true;
    const run: number[] = [];
    for (; k < filled.length && MARKDOWN_HEADING.test(lines[filled[k]]); k++) {
      const text = lines[filled[k]].trim().replace(/^#+\s+/, '');
      const apiName = API_NAME.test(text);
      apiNames &&= apiName;
      comment ||= (/^\p{Ll}/u.test(text) && !apiName) || /\.$/.test(text) || ENDS_WITH_LINKING_WORD.test(text);
      run.push(filled[k]);
    }
    // (An API's name heads its entry also after a line of code: the previous entry's example.)
    if (comment || (afterCode && !apiNames)) for (const i of run) out[i] = true;
  }
  return out;
}

/** An e-mail or web address in angle brackets ("<developers-reference@packages.debian.org>", "<https://…>"). */
const ADDRESS_IN_BRACKETS = /<(?:[^<>\s]+@[^<>\s]+|https?:\/\/[^<>\s]+)>/;
const COPYRIGHT_LINE = /^(?:Copyright\b|©)/;

/** A last word that links to what follows: an article, a conjunction, most prepositions. */
const ENDS_WITH_LINKING_WORD = /\s(?:the|a|an|and|or|nor|but|of|to|for|with|by|from|as|at|into|than|that|which)$/i;

/** A clause's end after a word, then a footnote's mark ("follows: 23", "twice. 1"; not "version 2.1"). */
const ENDS_CLAUSE_WITH_MARK = /[\p{L}"'’”)\]][.,;:!?]\s?\d{1,2}$/u;

/** More round or square brackets opened than closed ("… builtin (see", "… (see Section 3.2.5.2 [Conditional"). */
function opensMoreThanItCloses(line: string): boolean {
  let depth = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
  }
  return depth > 0;
}

/** A line ending inside a name, after its underscore ("READLINE_"). */
const BROKEN_NAME = /[\p{L}\p{N}]_$/u;

function isHeading(line: string): boolean {
  const t = line.trim();
  if (NUMBERED_HEADING.test(t)) return true;
  // Chinese, Japanese and Korean have no capitals to tell a title by: three words or more without a sentence's end
  // make one ("** 输入 % 可以查找配对的括号。**" is a sentence); a word or two are a term.
  if (needsWordBreaks(t)) return wordCount(t) >= 3 && !/[。！？]/.test(t);
  const words = wordsOf(t).filter((w) => /\p{L}/u.test(w));
  if (words.length < 2) return false;
  if (t === t.toUpperCase() && /\p{Lu}{3}/u.test(t)) return true;
  const capitalised = words.filter((w) => /^["'‘“(]?\p{Lu}/u.test(w)).length;
  return /^\p{Lu}/u.test(words[0]) && capitalised / words.length >= 0.6;
}

/** A title's words outnumber its figures ("4.3.2 Package RODBC", not a table's row "1.1 P 23646 1 45190 1"). */
function wordyTitle(line: string): boolean {
  const tokens = wordsOf(line).slice(1);
  const words = tokens.filter((w) => /\p{L}{2,}/u.test(w)).length;
  return words > 0 && words >= tokens.length - words;
}

/** The p90 line length of a page: lines much shorter than it that end a sentence end their paragraph. */
function typicalWidth(lines: string[]): number {
  const lengths = lines
    .map((l) => l.trim().length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  if (lengths.length < 4) return Number.POSITIVE_INFINITY;
  return Math.max(30, lengths[Math.floor(lengths.length * 0.9)]);
}

/** Appends `line` to running text, repairing a word broken by a hyphen at the end of the previous line. */
function joinLine(text: string, line: string, vocabulary: DocumentVocabulary): string {
  const next = line.trim();
  // An address broken at the line end ("http://www.unix.org/version2/whatsnew/" | "lfs20mar.html") closes up whole,
  // without the hyphen some manuals print after a slash there ("https://www.debian.org/-" | "doc/devel-manuals").
  if (continuesAddress(text, next)) return `${text.replace(/\/-$/, '/')}${next}`;
  // So does a name broken after its underscore ("READLINE_" | "LINE variable" → "READLINE_LINE variable").
  if (BROKEN_NAME.test(text) && /^[\p{L}\p{N}]/u.test(next)) return `${text}${next}`;
  const broken = /([\p{L}\p{N}]+)-$/u.exec(text);
  // A range broken after its hyphen ("0-" + "99") closes up as it was.
  if (broken && /\d$/.test(broken[1]) && /^\d/.test(next)) return `${text}${next}`;
  if (broken && /^\p{Ll}/u.test(next) && !/\s-$/.test(text)) {
    const tail = /^[\p{L}\p{N}]+/u.exec(next)?.[0] ?? '';
    return vocabulary.keepsHyphen(broken[1], tail) ? `${text}${next}` : `${text.slice(0, -1)}${next}`;
  }
  if (text.length === 0) return next;
  // Chinese and Japanese wrap anywhere, even inside a word: their lines close up.
  return joinsWithoutSpace(text, next) ? `${text}${next}` : `${text} ${next}`;
}

/** A line of prose: a capitalised word, then lower-case ones ("Of course, replace the filename …", "Now you have …"). */
const PROSE_LINE = /^\p{Lu}\p{Ll}*,?\s+\p{Ll}/u;
const PROSE_WORDS = 6;
/**
 * A paragraph opened by a command at a prompt ("$ lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes", its
 * output under it) or by a text diagram ends where a line of prose starts: run into the command, that prose's first
 * sentence read "$ lintian … .changes Of course, replace the filename …" and the command was no example of its own
 * (docent-local quotes a sentence with the example after it). A short output line ("No LSB modules are available.")
 * stays.
 */
const endsCodeExample = (block: string, line: string) =>
  (AT_PROMPT.test(block) || DIAGRAM_LINE.test(block)) &&
  !AT_PROMPT.test(line) &&
  PROSE_LINE.test(line) &&
  wordsOf(line).length >= PROSE_WORDS;
/** A text diagram's first line ("configure.ac-----+-> autoreconf -+-> configure"): its arrows and joints, in a line. */
const DIAGRAM_LINE = /^\S*\s?(?:-{2,}\+|\+-+>|-\+-+>)/;

/** A shell's expansion forms alone on a line: "${parameter:=word}", "${parameter:offset} ${parameter:offset:length}". */
const EXPANSION_FORMS = /^\$\{[^}\s]+\}(?:\s+\$\{[^}\s]+\})*$/;
/** The lines of expansion forms just before line `i`, joined ('' when the line before is none). */
function expansionFormsBefore(lines: string[], i: number): string {
  let k = i;
  while (k > 0 && EXPANSION_FORMS.test(lines[k - 1].trim())) k--;
  return lines
    .slice(k, i)
    .map((l) => l.trim())
    .join(' ');
}

interface OpenBlock {
  kind: BlockKind;
  text: string;
  /** A list item's term, its description to follow on the next line ("• Depends:" | "The package will not …"). */
  awaitsDescription?: boolean;
}

/** A line within ten of line `i` numbered one before or after it ("6. Username" before "7. Command to be run"). */
function listNeighbour(lines: string[], i: number): boolean {
  const mark = /^\s*(\d{1,2}|[A-Z])\.\s/.exec(lines[i])?.[1];
  if (!mark) return false;
  const step = (by: number) =>
    /\d/.test(mark) ? String(Number(mark) + by) : String.fromCharCode(mark.charCodeAt(0) + by);
  const neighbours = [step(-1), step(1)].map((m) => `${m}. `);
  for (let j = Math.max(0, i - 10); j <= Math.min(lines.length - 1, i + 10); j++)
    if (j !== i && neighbours.some((m) => lines[j].trimStart().startsWith(m))) return true;
  return false;
}

/** Two subsections' titles numbered with a final dot make it the document's way of numbering its sections. */
function numbersSectionsWithDots(pages: string[][]): boolean {
  let titles = 0;
  for (const lines of pages)
    for (const line of lines) if (DOTTED_SUBSECTION_TITLE.test(line.trim()) && ++titles >= 2) return true;
  return false;
}

/** One page's lines (running lines already removed) → blocks. */
function pageBlocks(lines: string[], vocabulary: DocumentVocabulary, dottedSections = false): TextBlock[] {
  const width = typicalWidth(lines);
  const blocks: TextBlock[] = [];
  let open: OpenBlock | null = null;
  let pendingTerm: string | null = null;
  /** The list's last item was a term with its description under it: so are the next ones. */
  let termItems = false;
  const close = () => {
    // A list item's term whose description did not come keeps no colon.
    if (open?.awaitsDescription) open.text = open.text.replace(/:$/, '');
    // A numbered question is a FAQ's entry, heading its answer ("9. Why is nothing plotted except axes when I plot an
    // object with many NAs?" | "Isolated points surrounded by NA values do not form lines:").
    if (open?.kind === 'item' && NUMBERED_QUESTION.test(open.text.trim())) open.kind = 'heading';
    if (open?.text.trim()) blocks.push({ kind: open.kind, text: open.text.trim() });
    open = null;
  };
  const flushTerm = () => {
    if (pendingTerm !== null) blocks.push({ kind: 'paragraph', text: pendingTerm });
    pendingTerm = null;
  };
  const start = (kind: BlockKind, text: string) => {
    close();
    if (kind !== 'item') termItems = false;
    if (pendingTerm !== null && kind === 'paragraph') {
      open = { kind, text: `${pendingTerm}: ${text.trim()}` };
      pendingTerm = null;
    } else {
      flushTerm();
      open = { kind, text: text.trim() };
    }
  };

  // A sentence end on a line well short of the page's width ends the paragraph (not an address's dot before the rest
  // of it: "… was made (https://lists.debian.org/debian-user/1997/04/msg00011." | "html) by Bruce Perens …"; nor an
  // abbreviation's: "Copyright (C) 2007 Free Software Foundation, Inc." | "<https://fsf.org/>" | "Everyone is …").
  const closeIfEnded = (line: string, next: string | undefined) => {
    const block = open as OpenBlock | null;
    const after = next?.trim() ?? '';
    if (
      endsBefore(line, after) &&
      line.length < width * 0.75 &&
      !(block && continuesAddress(block.text, after)) &&
      !endsWithAbbreviation(line) &&
      !citesYear(line, after)
    )
      close();
  };

  // The next non-blank line after each line.
  const nextFilled: Array<string | undefined> = new Array(lines.length);
  for (let i = lines.length - 1, seen: string | undefined; i >= 0; i--) {
    nextFilled[i] = seen;
    if (lines[i].trim() !== '') seen = lines[i];
  }
  const comment = codeComments(lines);
  /** The first line(s) of a contents entry wrapped before its page number. */
  let wrappedEntry = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (trimmed === '') {
      close();
      continue;
    }
    const next = nextFilled[i];
    const current = open as OpenBlock | null;
    // A FAQ's entry that states before it asks ("1. I know that duplicate times are not allowed but my data has
    // them." | "What do I do?"): the question is the entry's, which heads its answer.
    const entry = current?.kind === 'item' ? current : current === null && !pendingTerm ? blocks.at(-1) : undefined;
    if (entry?.kind === 'item' && NUMBERED_ENTRY.test(entry.text) && SHORT_QUESTION.test(trimmed)) {
      entry.text = `${entry.text.trim()} ${trimmed}`;
      if (entry === current) close();
      else entry.kind = 'heading';
      continue;
    }
    if (TABLE_BORDER.test(trimmed)) {
      close();
      flushTerm();
      continue;
    }
    if (RULE_LINE.test(trimmed)) {
      // A one-line title over "=====" or "-----" is a heading (Markdown's other heading form, and plain-text
      // manuals'); any other rule only ends the block before it ("~~~~" between the lessons of a tutorial).
      // (A numbered one is a list item until then: "2. License Grants and Conditions" | "------".)
      const title =
        (current?.kind === 'paragraph' || current?.kind === 'item') && lines[i - 1]?.trim() === current.text;
      if (title && /^[=-]/.test(trimmed) && current.text.length <= 80 && !ENDS_SENTENCE.test(current.text)) {
        current.kind = 'heading';
      }
      close();
      continue;
    }
    if (TABLE_ROW.test(line)) {
      if (current?.kind === 'table') current.text += `\n${trimmed}`;
      else start('table', trimmed);
      continue;
    }
    // A contents entry wrapped over two lines ("5.6.10 Package interrelationship fields: Depends, …, Suggests," |
    // "Breaks, Conflicts, …, Enhances . . . 37") is one entry: its first line is no paragraph of its own (nor, in the
    // index, a unit quoted as an answer).
    if (
      next !== undefined &&
      DOT_LEADERS.test(next.trim()) &&
      !DOT_LEADERS.test(trimmed) &&
      (current?.kind === 'toc' || SECTION_NUMBER_TITLE.test(trimmed)) &&
      !SECTION_NUMBER_TITLE.test(next.trim()) &&
      !ENDS_SENTENCE.test(trimmed) &&
      !TABLE_ROW.test(next)
    ) {
      wrappedEntry = wrappedEntry ? `${wrappedEntry} ${trimmed}` : trimmed;
      continue;
    }
    if (DOT_LEADERS.test(trimmed)) {
      const entry = `${wrappedEntry ? `${wrappedEntry} ` : ''}${trimmed}`.replace(
        DOT_LEADERS,
        (_, page: string) => `${CONTENTS_PAGE_MARK}${page}`,
      );
      wrappedEntry = '';
      if (current?.kind === 'toc') current.text += `\n${entry}`;
      else start('toc', entry);
      continue;
    }
    // A row of figures alone (a plot's axis, "1.5 2.0 2.5 3.0 3.5", or a stem-and-leaf display's "46 | 0000233") is
    // a block of its own: run into the paragraph around it, it made one "sentence" of a figure's labels and the text.
    if (isFigureRow(trimmed)) {
      start('paragraph', trimmed);
      close();
      continue;
    }
    if (MARKDOWN_HEADING.test(line) && !comment[i]) {
      start('heading', trimmed.replace(/^#+\s+/, ''));
      close();
      continue;
    }
    if (
      current &&
      current.kind !== 'heading' &&
      current.kind !== 'table' &&
      current.kind !== 'toc' &&
      TAKES_NUMBER.test(current.text) &&
      /^\d{1,3}(?:\.\d{1,3})*[.)]?\s/.test(trimmed)
    ) {
      current.text = joinLine(current.text, trimmed, vocabulary);
      closeIfEnded(trimmed, next);
      continue;
    }
    // A section's number and its title on a line of their own, a sentence or the first subsection under them ("8.
    // Termination." | "You may not propagate …"; "1. Definitions" | "1.1. "Contributor" means …"), head the section,
    // as "2.1. Grants" does: a licence's or a contract's sections are set as a numbered list.
    // (Not a list's last item after items ending in a semicolon: "5. Delegates appointed by the Project Leader for
    // specific tasks;" | "6. The Project Secretary.")
    const listGoesOn = current?.kind === 'item' && /;(?:\s+(?:and|or))?$/.test(current.text);
    // In a document that numbers its subsections "2.1.", a section's title is set in sentence case ("2. The linear
    // regression model" | "To fix notations, …"), and its appendices by letter ("A. R code").
    const sectionItem =
      (NUMBERED_SECTION_ITEM.test(trimmed) || (dottedSections && APPENDIX_ITEM.test(trimmed))) && !listGoesOn
        ? trimmed.replace(LIST_MARK, '').replace(/\.$/, '')
        : '';
    const subsectionNext = next !== undefined && SUBSECTION_NUMBER.test(next.trim());
    // (Not one of a list whose items stand a few lines apart: "1. Free Redistribution" | "The license of …" | "2. Source
    // Code", "6. Username" | "7. Command to be run".)
    const articleSection =
      dottedSections &&
      !/\.$/.test(trimmed) &&
      wordsOf(sectionItem).length <= 8 &&
      wordyTitle(`§ ${sectionItem}`) &&
      !listNeighbour(lines, i);
    if (
      sectionItem &&
      !/[.,;:!?]/.test(sectionItem) &&
      (isHeading(sectionItem) || /^\p{Lu}[\p{L}-]+$/u.test(sectionItem) || articleSection) &&
      trimmed.length <= 80 &&
      (next === undefined || subsectionNext || (STARTS_LIKE_SENTENCE.test(next.trim()) && !LIST_ITEM.test(next))) &&
      // (Set as a title: its full stop, its capitals, its subsections, or the document's way of numbering them. A
      // list's item of a few capitalised words, "5. No Discrimination Against Persons or Groups" | "The license must
      // not …", stays the term of its sentence.)
      (/\.$/.test(trimmed) || subsectionNext || sectionItem === sectionItem.toUpperCase() || articleSection)
    ) {
      start('heading', trimmed);
      close();
      continue;
    }
    if (LIST_ITEM.test(line)) {
      start('item', trimmed);
      // A short item, a sentence starting under it: a term its description follows ("• Depends" | "The package will
      // not be installed unless …", "2. Header line" | "We recommend …") takes the description after its colon, as
      // a term on a line of its own does; so does a longer one set as a title ("5. No Discrimination Against Persons
      // or Groups") or in a list of such terms ("7. White space in character fields"). Any other ("• make the
      // .changes file, using dpkg-genchanges" | "If the build result is satisfactory, …") was a list's last item,
      // and the paragraph after it is no part of it.
      // A longer item, short of the line's width, is such a term when a sentence plainly opens on the next line,
      // as wide as the page's text ("2. We will give back to the free software community" | "When we write new
      // components of the Debian system, we will license …").
      // (Not the last of a list's plain items, "• someone informs them via private email" | "In the first two cases, …".)
      const opensSentence =
        /^\p{Lu}/u.test(trimmed.replace(LIST_MARK, '')) &&
        !(current?.kind === 'item' && !termItems) &&
        next !== undefined &&
        SENTENCE_OPENER.test(next.trim()) &&
        next.trim().length >= width * 0.6 &&
        trimmed.length < width * 0.8 &&
        wordsOf(trimmed).length <= 12;
      if (
        (trimmed.length < width * 0.5 || opensSentence) &&
        !ENDS_CLAUSE.test(trimmed) &&
        next !== undefined &&
        /^["'‘“(]?\p{Lu}/u.test(next.trim()) &&
        !LIST_ITEM.test(next)
      ) {
        const item = open as OpenBlock | null;
        const title = trimmed.replace(LIST_MARK, '');
        // (An item that already pairs a term with its value, "• Other NMUs: 10 days", is no term of the next line.)
        if (
          item &&
          !KEY_VALUE.test(title) &&
          (wordsOf(title).length <= 3 || termItems || isHeading(title) || opensSentence)
        ) {
          item.text += ':';
          item.awaitsDescription = true;
          termItems = true;
        } else {
          termItems = false;
          // (A longer line is more likely a sentence wrapped early: "• +zzzz or -zzzz is the time zone offset from
          // Coordinated" | "Universal Time (UTC).")
          if (wordsOf(title).length <= 6) close();
        }
      } else termItems = false;
      continue;
    }
    // A section's number and a title ("4.3.2 Package RODBC"), not a table's row of figures.
    const numberedTitle = SECTION_NUMBER_TITLE.test(trimmed) && wordyTitle(trimmed);
    // (A line ending in an address's dot, "from http://git.", has not ended its sentence.)
    const description = current?.awaitsDescription === true;
    if (current) current.awaitsDescription = false;
    const atBlockStart =
      !description &&
      (current === null ||
        current.kind === 'table' ||
        current.kind === 'toc' ||
        (endsBefore(current.text, trimmed) &&
          !continuesAddress(current.text, trimmed) &&
          !citesYear(current.text, trimmed) &&
          !(endsWithAbbreviation(current.text) && !STARTS_LIKE_SENTENCE.test(trimmed))) ||
        (ENDS_SENTENCE_WITH_MARK.test(current.text) && STARTS_LIKE_SENTENCE.test(trimmed)) ||
        // A line well short of the page's width ended its paragraph, whatever its last mark ("… destroyed toys :-)",
        // a command line), when a section's number and title follow ("4.4.4 The people web server").
        (numberedTitle && (lines[i - 1]?.trim().length ?? 0) < width * 0.75));
    const sectionTitle =
      numberedTitle &&
      trimmed.length <= 80 &&
      !ENDS_CLAUSE.test(trimmed) &&
      next !== undefined &&
      (atBlockStart || current?.kind === 'item');
    // A section's title wrapped over two lines ("5.9 Moving, removing, renaming, orphaning, adopting, and reintro-" |
    // "ducing packages"), a sentence after it, is one heading (else it runs into the paragraph under it).
    const rest = lines[i + 1]?.trim() ?? '';
    const after = nextFilled[i + 1];
    if (
      sectionTitle &&
      rest.length > 0 &&
      rest.length <= 50 &&
      !ENDS_CLAUSE.test(rest) &&
      (/\p{L}-$/u.test(trimmed) || (TITLE_WORDS.test(rest) && trimmed.length >= WRAPPED_TITLE)) &&
      after !== undefined &&
      STARTS_LIKE_SENTENCE.test(after.trim())
    ) {
      start('heading', joinLine(trimmed, rest, vocabulary));
      close();
      i += 1;
      continue;
    }
    // A section's title well short of the line width is one whatever follows ("4.4.4 The people web server" |
    // "people.debian.org is the server …"); so is a FAQ's numbered question ("5.8 How can I check …?"), wrapped or not.
    if (atBlockStart && numberedTitle && next !== undefined) {
      const wrappedQuestion =
        !ENDS_CLAUSE.test(trimmed) &&
        ASKS_QUESTION.test(rest) &&
        rest.length <= 80 &&
        (/^\p{Ll}/u.test(rest) || /-$/.test(trimmed) || trimmed.length >= width * 0.5);
      if (wrappedQuestion) {
        start('heading', joinLine(trimmed, rest, vocabulary));
        close();
        i += 1;
        continue;
      }
      if (
        (sectionTitle && trimmed.length < width * 0.6 && !/-$/.test(trimmed)) ||
        (ASKS_QUESTION.test(trimmed) && trimmed.length <= 160)
      ) {
        start('heading', trimmed);
        close();
        continue;
      }
    }
    // A section's title after a list item ("• Debian Packaging Tutorial (http://…)" | "1.4 Where to ask for help")
    // ends the item; one followed by the term its first entry defines ("7.3 Job Control Variables" | "auto_resume" |
    // "This variable controls …") is a heading too.
    const termFollows =
      (TERM_LINE.test(rest) || (TITLE_WORDS.test(rest) && wordCount(rest) <= 3)) &&
      after !== undefined &&
      STARTS_LIKE_SENTENCE.test(after.trim());
    if (sectionTitle && ((!atBlockStart && STARTS_LIKE_SENTENCE.test(next.trim())) || termFollows)) {
      start('heading', trimmed);
      close();
      continue;
    }
    if (atBlockStart && TERM_WITH_COLON.test(trimmed) && next !== undefined && STARTS_LIKE_SENTENCE.test(next.trim())) {
      close();
      flushTerm();
      pendingTerm = trimmed.slice(0, -1);
      continue;
    }
    // Chinese, Japanese and Korean have no capitals to tell a title by: a short line of theirs standing alone
    // between blank lines is one ("第四讲第三节：配对括号的查找", "레슨 1.2: 파일 저장"; isHeading).
    if (atBlockStart && needsWordBreaks(trimmed) && !lines[i + 1]?.trim() && isLabelLine(trimmed, undefined)) {
      start('heading', trimmed);
      close();
      continue;
    }
    // "1.8 R commands, case sensitivity, etc." is a numbered heading even with its final dot.
    const numbered =
      NUMBERED_HEADING.test(trimmed) &&
      wordyTitle(trimmed) &&
      trimmed.length <= 80 &&
      next !== undefined &&
      STARTS_LIKE_SENTENCE.test(next.trim());
    // A chapter's number on a line of its own ("Chapter 6"), its title on the next ("Building the package"), is one
    // heading (else the title reads as a term the chapter's first paragraph defines).
    if (
      atBlockStart &&
      CHAPTER_NUMBER.test(trimmed) &&
      rest &&
      isLabelLine(rest, after) &&
      !isLabelLine(after ?? '', undefined)
    ) {
      start('heading', `${trimmed} ${rest}`);
      close();
      i += 1;
      continue;
    }
    // A line as wide as the page's text is a sentence wrapped there, however its next line opens ("Each Contributor
    // represents that the Contributor believes its" | "Contributions are its original creation(s) …": a licence
    // capitalises its defined terms), unless it is capitalised as a title.
    const fillsLine = trimmed.length >= width * 0.8 && !isHeading(trimmed);
    const labelLine = atBlockStart && !numbered && isLabelLine(trimmed, next);
    if (labelLine && fillsLine && !KEY_VALUE.test(trimmed) && !CODE_CLOSER.test(trimmed)) {
      start('paragraph', trimmed);
      continue;
    }
    if (atBlockStart && (numbered || labelLine)) {
      // (A field of a control file or a row of data is a line of its own, no title: "Depends: libc6 (>= 2.2.1), …",
      // "Description: example package …", "Method B: 80.02 79.94 …".)
      if (numbered || ((isHeading(trimmed) || wordsOf(trimmed).length > 5) && !FIELD_LINE.test(trimmed))) {
        start('heading', trimmed);
        close();
      } else if (KEY_VALUE.test(trimmed) || CODE_CLOSER.test(trimmed)) {
        // "Codename: wheezy" is a line of its own (an output's, a field's), not the term of the sentence after it; so
        // is the brace that closes a listing's block ("}" | "If you have an if statement nested …").
        close();
        flushTerm();
        start('paragraph', trimmed);
        close();
      } else {
        close();
        flushTerm();
        pendingTerm = trimmed;
      }
      continue;
    }
    if (!atBlockStart && current.kind !== 'heading' && endsCodeExample(current.text, trimmed)) {
      // The forms an entry defines, on the lines before ("${parameter:=word}" after the previous entry's example),
      // are its term, as they are where no example comes before them.
      const term = expansionFormsBefore(lines, i);
      if (term && current.text.endsWith(term) && current.text.length > term.length) {
        current.text = current.text.slice(0, -term.length).trim();
        close();
        flushTerm();
        pendingTerm = term;
      }
      start('paragraph', trimmed);
    } else if (atBlockStart || current.kind === 'heading') {
      // A term set on the same line as its description ("lastpipe If set, …") gets the same colon.
      const inline = INLINE_TERM.exec(trimmed);
      start('paragraph', inline ? `${inline[1]}: ${trimmed.slice(inline[1].length + 1)}` : trimmed);
    } else {
      current.text = joinLine(current.text, trimmed, vocabulary);
    }
    closeIfEnded(trimmed, next);
  }
  close();
  flushTerm();
  return blocks;
}

const lowerStart = /^["'‘“(]?\p{Ll}/u;

/**
 * A sentence that runs over a page break belongs to the page where it starts: the continuation at the top of the
 * next page (up to its first sentence end) moves back to the previous page, so each sentence is whole and its
 * page is the one a reader finds it on.
 */
function mendPageBreaks(pages: ReflowedPage[], vocabulary: DocumentVocabulary): void {
  for (let p = 0; p + 1 < pages.length; p++) {
    // The page's last block of running text: its footnotes come after it.
    const last = pages[p].blocks.findLast((b) => !b.footnote);
    const first = pages[p + 1].blocks[0];
    if (!last || !first || pages[p + 1].pageNo !== pages[p].pageNo + 1) continue;
    if ((last.kind !== 'paragraph' && last.kind !== 'item') || first.kind !== 'paragraph') continue;
    if (first.footnote || ENDS_SENTENCE.test(last.text)) continue;
    if (!lowerStart.test(first.text) && !citesYear(last.text, first.text)) continue;
    // (Up to its first sentence's end, not that of a citation's "et al." before its year: "Cameron et al. (2011).")
    const end = [...first.text.matchAll(/[.!?]["'’”)\]]*(?=\s|$)/g)].find(
      (m) => !citesYear(first.text.slice(0, m.index + m[0].length), first.text.slice(m.index + m[0].length).trim()),
    );
    const cut = end ? end.index + end[0].length : first.text.length;
    last.text = joinLine(last.text, first.text.slice(0, cut), vocabulary);
    const rest = first.text.slice(cut).trim();
    if (rest) first.text = rest;
    else pages[p + 1].blocks.shift();
  }
}

/**
 * Page text as extracted (PDF lines, OCR lines, paragraphs of HTML/DOCX/TXT) → blocks that read like the
 * document: wrapped lines joined, words broken at a line end repaired, running headers, footers and page numbers
 * dropped, list items, table rows and definition terms kept whole, OCR artefacts mended. Pure and deterministic;
 * page numbers are kept (a sentence crossing a page break belongs to the page where it starts).
 */
export function reflowDocument(input: ReflowInputPage[]): ReflowedPage[] {
  const pages = [...input].sort((a, b) => a.pageNo - b.pageNo);
  const texts = pages.map((p) => mendTypesetting(p.text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n')));
  const vocabulary = new DocumentVocabulary(texts);
  const lines = texts.map((t) => t.split('\n'));
  const dottedSections = numbersSectionsWithDots(lines);
  const running = runningLineIndexes(
    lines,
    pages.map((p) => p.pageNo),
  );
  const keptLines = pages.map((_, p) =>
    lines[p].map((l, i) => (running[p].has(i) ? '' : dropFootnoteMarks(l.replace(/\s+$/, '')))),
  );
  const out: ReflowedPage[] = pages.map((page, p) => {
    const kept = keptLines[p];
    // The next page opens in the middle of a sentence ("example). However, …"): a sentence of this one goes on there.
    const opening = keptLines[p + 1]?.find((l) => l.trim() !== '')?.trim() ?? '';
    const { body, notes } = splitFootnotes(kept, vocabulary, { textGoesOn: /^[\p{Ll})\]]/u.test(opening) });
    let blocks = [
      ...pageBlocks(body, vocabulary, dottedSections),
      ...pageBlocks(notes, vocabulary).map((b) => ({ kind: 'paragraph' as const, text: b.text, footnote: true })),
    ].map((b) => ({ ...b, text: closeUpSpacedAddresses(b.text) }));
    if (page.source === 'ocr') blocks = blocks.map((b) => ({ ...b, text: repairOcrText(b.text, vocabulary) }));
    return { pageNo: page.pageNo, blocks };
  });
  mendPageBreaks(out, vocabulary);
  return out;
}
