import { AT_PROMPT } from '../indexing/reflow/text-blocks';
import type { ContextChunk } from '../retrieval/chat-scope';
import { wordCount } from '../indexing/word-breaks';
import { contentTerms } from './local-terms';
import { LIST_ITEM, OPTION_ENTRY, pointsBack, passageLines, type PassageLine } from './passage-sentences';

// docent-local's sentences: the context's passages cut into sentences (passage-sentences.ts), each with what it holds
// of its surroundings (its heading, its document's name, the sentence before it, its list's lead-in), and the rules for
// what is quoted with a sentence (the one it points back at, the one that completes it). Scoring: local-provider.ts.

/** A document's file name without its extension ("MPL-2.0.pdf" → MPL-2.0): its words name the document. */
export const withoutExtension = (name: string) => name.replace(/\.[a-z0-9]{2,4}$/i, '');

export interface Sentence {
  text: string;
  chunk: ContextChunk;
  position: number;
  terms: ReadonlySet<string>;
  headingTerms: ReadonlySet<string>;
  /** The term of the definition the sentence belongs to ("pipefail: If set, …" → pipefail). */
  definesTerms: ReadonlySet<string>;
  /** The first sentence of a definition (it names the term). */
  opensDefinition: boolean;
  /**
   * Which paragraph (line of its chunk) it is in; the first line of a chunk that follows the previous one of its
   * document continues that chunk's last paragraph (chunks split long paragraphs).
   */
  line: string;
  /** Words of its document's name and title (a label chat's question may name the document). */
  nameTerms: ReadonlySet<string>;
  /** Words of the sentence before it in the same paragraph ("Only * and ? apply. Both match slashes."). */
  previousTerms: ReadonlySet<string>;
  /** How much of those words it holds: more when it points back at that sentence (and is quoted with it). */
  previousShare: number;
  /**
   * The ranking's place of its passage (ContextChunk.rank), or one after the passage next to it when that one ranked
   * better: the context holds the text around its best hits, and an answer often runs on from a hit into the next
   * passage ("… installed in the Debian archive." | "This happens four times a day").
   */
  rank?: number;
  /** Words only a cross-reference of the sentence holds ("…, see Selecting the upload urgency."). */
  referenceTerms: ReadonlySet<string>;
  /** Words of the line that introduces the list the sentence is an item of ("… two key features of X:" → "• …"). */
  leadInTerms: ReadonlySet<string>;
  /** Its line is a list's item ("• Suggests: Use this for …"). */
  item: boolean;
  /** Its line is a table of contents' or an index's (isContentsEntry). */
  contents: boolean;
  /** It shows code (a call, an option, a command line): what "How do I …?" asks of a manual. */
  showsCode: boolean;
  /** A table's row (as readLines reads it: "version: 12; codename: Bookworm; …"). */
  row: boolean;
  /** A table row's words of the columns it leaves empty ("release" of a release not out yet). */
  blankTerms: ReadonlySet<string>;
  /** It tells where a name comes from ("… which stands for Z’s ordered observations"). */
  namesOrigin: boolean;
  /**
   * It opens a section named by one word ("5.6.2 Maintainer" | "The package maintainer's name and email address."):
   * that word's term, which the sentence says what it is; else empty.
   */
  opensNamedSection: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();
/** A numbered section's title: "10.1 Can I install …?", "Debian and the kernel: 10.1 Can I install …?". */
const SECTION_TITLE = /^(?:[^:.!?]{1,60}(?::\s+|\s+(?=\d)))?\d+(?:\.\d+)+\.?\s+\p{Lu}[^.!?]*\?$/u;
/** A chapter's title run into its section's numbered title ("Customizing your Debian GNU/Linux system 11.1 How …"). */
const CHAPTER_BEFORE_SECTION = /^[^:.!?\d]{1,60}?(?::\s+|\s+)(?=\d+(?:\.\d+)+\.?\s+\p{Lu})/u;
/** A question the document asks ("Can I use Red Hat packages (".rpm" files) on my Debian GNU/Linux system?"). */
const ASKS = /\?["'”’)\]]*$/;
/** A text table's row with an empty cell: "| | GNU Free Documentation License, with no Front-Cover or |". */
const TABLE_FRAGMENT = /^\|(?:\s*\||.*\|\s*\|)/;
/** An example's line (a command at a prompt, AT_PROMPT) short enough to quote with the sentence before it. */
const isExample = (text: string) => AT_PROMPT.test(text) && text.length <= 103;
/** A paragraph of at most this many sentences is what the example after it shows. */
const EXAMPLE_LINE_SENTENCES = 2;
/** An example after a paragraph shows its last sentence, and any sentence of a short one. */
const exampleShows = (last: boolean, sentencesInParagraph: number) =>
  last || sentencesInParagraph <= EXAMPLE_LINE_SENTENCES;
/** A manual's entry opening with its name and then its synopsis ("exec exec [-cl] [-a name] …"). */
const SYNOPSIS = /^([\p{L}_][\p{L}\p{N}_.-]*) \1\b/u;

/** The most words a definition is quoted with (its opening and the sentences of its description after it). */
const DEFINITION_WORDS = 90;

/** A section's title that is a number and one name: "5.6.2 Maintainer", "6.4. Source", "Upstream-Contact". */
const ONE_WORD_SECTION = /^(?:\d+(?:\.\d+)*\.?\s+)?([\p{L}][\p{L}\p{N}_.-]*)$/u;
/** A term opening this many lines of one document in the context is a tag, not a definition (sentencesOf). */
const TAG_LINES = 3;
/**
 * How much of a question word the sentence just before, in the same paragraph, holds for a sentence ("Only * and ?
 * apply. Both match slashes."); the other shares a sentence holds are in local-provider.ts.
 */
const PREVIOUS_SHARE = 0.3;
/** … when the sentence points back at it ("This happens four times a day"). */
const POINTING_BACK_SHARE = 0.7;

/** The context's sentences in context order, each once. */
export function sentencesOf(chunks: ContextChunk[]): Sentence[] {
  const seen = new Set<string>();
  const out: Sentence[] = [];
  const headingTerms = new Map<string, ReadonlySet<string>>();
  const nameTerms = new Map<string, ReadonlySet<string>>();
  let before: ContextChunk | undefined;
  // What the previous chunk ended with: its last paragraph, sentence and list lead-in.
  let lastLine = '';
  let lastTerms: ReadonlySet<string> = NONE;
  let leadInTerms: ReadonlySet<string> = NONE;
  // A term that opens TAG_LINES or more lines of one document ("virtual: New adventure virtual package …", "Note: …")
  // tags them, as a changelog's entries are tagged: it defines none of them.
  const termOf = (chunk: ContextChunk, line: PassageLine) => `${chunk.documentId}:${[...line.definesTerms].join(' ')}`;
  const opened = new Map<string, number>();
  for (const chunk of chunks) {
    for (const line of passageLines(chunk.text)) {
      if (!line.defines) continue;
      const term = termOf(chunk, line);
      opened.set(term, (opened.get(term) ?? 0) + 1);
    }
  }
  // (An option's entry is none: "-e Exit immediately if …" of set, "-e file True if file exists" of test and "-e Use
  // Readline …" of read each define their command's option.)
  const isTag = (chunk: ContextChunk, line: PassageLine) =>
    line.defines &&
    (opened.get(termOf(chunk, line)) ?? 0) >= TAG_LINES &&
    !OPTION_ENTRY.test(line.sentences[0]?.text ?? '');
  const sectionName = new Map<string, ReadonlySet<string>>();
  const rankOf = new Map(chunks.map((c) => [`${c.documentId}:${c.ord}`, c.rank]));
  const rankNextTo = (c: ContextChunk, ord: number) => rankOf.get(`${c.documentId}:${ord}`) ?? Infinity;
  for (const chunk of chunks) {
    const rank =
      chunk.rank === undefined
        ? undefined
        : Math.min(chunk.rank, rankNextTo(chunk, chunk.ord - 1) + 1, rankNextTo(chunk, chunk.ord + 1) + 1);
    const heading = chunk.heading ?? '';
    if (!headingTerms.has(heading)) headingTerms.set(heading, new Set(contentTerms(heading)));
    if (!nameTerms.has(chunk.documentId)) {
      const name = withoutExtension(chunk.documentName);
      nameTerms.set(chunk.documentId, new Set(contentTerms(`${name} ${chunk.documentTitle ?? ''}`)));
    }
    const continues = before?.documentId === chunk.documentId && before.ord + 1 === chunk.ord;
    if (!continues) [lastLine, lastTerms, leadInTerms] = ['', NONE, NONE];
    if (!sectionName.has(heading)) {
      const name = ONE_WORD_SECTION.exec(heading.trim())?.[1];
      sectionName.set(heading, name ? new Set(contentTerms(name, { parts: false })) : NONE);
    }
    const lines = passageLines(chunk.text);
    // Is the passage's first line its section's title ("5.6.2 Maintainer")?
    const titled = lines[0]?.sentences.map((x) => x.text).join(' ') === heading.replace(/\s+/g, ' ').trim();
    lines.forEach((read, i) => {
      const line = isTag(chunk, read) ? { ...read, definesTerms: NONE, defines: false } : read;
      const paragraph = i === 0 && continues && lastLine ? lastLine : `${chunk.documentId}:${chunk.ord}:${i}`;
      if (!line.item) leadInTerms = NONE;
      let first = true;
      let previousTerms = paragraph === lastLine ? lastTerms : NONE;
      // The line after a one-word section title repeated as the passage's first line opens that section.
      const opensSection = i === 1 && titled ? (sectionName.get(heading) ?? NONE) : NONE;
      // A line that an example follows ("… R has a function hist to plot histograms." | "> hist(eruptions)") shows
      // code by its last sentence, which is quoted with the example (withFollowUp).
      const example = isExample(lines[i + 1]?.sentences[0]?.text ?? '');
      const last = line.sentences.at(-1);
      for (const sentence of line.sentences) {
        if (seen.has(sentence.key)) continue;
        seen.add(sentence.key);
        out.push({
          text: sentence.text,
          chunk,
          position: out.length,
          terms: sentence.terms,
          headingTerms: headingTerms.get(heading)!,
          definesTerms:
            sentence.definesTerms.size === 0
              ? line.definesTerms
              : new Set([...line.definesTerms, ...sentence.definesTerms]),
          opensDefinition: first && line.defines,
          line: paragraph,
          nameTerms: nameTerms.get(chunk.documentId)!,
          previousTerms,
          previousShare: sentence.pointsBack ? POINTING_BACK_SHARE : PREVIOUS_SHARE,
          referenceTerms: sentence.referenceTerms,
          leadInTerms: line.item ? leadInTerms : NONE,
          item: line.item,
          rank,
          contents: line.contents,
          showsCode: sentence.showsCode || (example && exampleShows(sentence === last, line.sentences.length)),
          opensNamedSection: first ? opensSection : NONE,
          namesOrigin: sentence.namesOrigin,
          row: sentence.row,
          blankTerms: sentence.blankTerms,
        });
        previousTerms = sentence.terms;
        first = false;
      }
      lastLine = paragraph;
      lastTerms = previousTerms;
      if (line.introducesList) leadInTerms = previousTerms;
    });
    before = chunk;
  }
  return out;
}

/**
 * A section's heading, repeated as the first line of its passage, with nothing after it in the passage to quote it
 * with ("第四讲第三节：配对括号的查找", "Lesson 2.6: Operating on lines"): it names what the section is about and
 * says nothing of it, so it is never an answer by itself (its words already count for the sentences under it).
 */
export function isLoneTitle(s: Sentence, sentences: Sentence[]): boolean {
  // A row of a text table with an empty cell is a piece of a wrapped cell ("| | GNU Free Documentation License, with
  // no Front-Cover or |"), not a statement.
  if (TABLE_FRAGMENT.test(s.text)) return true;
  // A numbered section's title, as an FAQ asks it ("1.7 How does one pronounce Debian …?"), or after its chapter's
  // ("Debian and the kernel: 10.1 Can I install and compile a kernel …?").
  if (SECTION_TITLE.test(s.text)) return withFollowUp(s, sentences).text === s.text;
  // A label of a few words ("Upstream-Name", a field's or a subsection's name) that ends its passage is one too, as
  // is a list's item naming one ("• Depends et al" among the fields of a control file), its mark not counted.
  const label = s.item ? s.text.replace(LIST_ITEM, '') : s.text;
  if (label.length <= 40 && !/[.!?:;)"”’。！？」』]$/.test(label) && wordCount(label) <= 3) {
    return withFollowUp(s, sentences).text === s.text;
  }
  const heading = s.chunk.heading;
  // (A heading shorter than the sentence cannot be it: most sentences end here, without a string built.)
  if (!heading || heading.length < s.text.length) return false;
  // (A numbered title, "3. Object Code Incorporating Material from Library Header Files.", reads as a sentence after
  // its number.)
  const title = heading.replace(/\s+/g, ' ').trim();
  return (
    (s.text === title || s.text === title.replace(/^\d{1,2}(?:\.\d{1,2})*\.?\s+/, '')) &&
    withFollowUp(s, sentences).text === s.text
  );
}

/**
 * A line of a table of contents or of an index ("S-PLUS … 15 SAS … 15"): it names where a subject is treated and
 * says nothing of it, so it is never an answer (the page it points to is in the context when it matters).
 */
export const isContentsEntry = (s: Sentence) => s.contents;

/**
 * A sentence that points back at the one before it, in the same paragraph, is quoted with it; so is the second
 * sentence of a list item's definition with the opening that names its term ("• Suggests: Use this for packages
 * which will work nicely with your program …" | "When a user installs your program, they will probably not be
 * prompted …").
 */
export function withLeadIn(s: Sentence, sentences: Sentence[]): Sentence {
  const before = sentences[s.position - 1];
  if (!before || before.line !== s.line) return s;
  const opening = before.opensDefinition && before.item && !s.opensDefinition && s.definesTerms.size > 0;
  if (!pointsBack(s.text) && !opening) return s;
  return { ...s, text: `${before.text} ${s.text}` };
}

/** The example line right after the sentence's paragraph, when it shows that sentence (see withFollowUp). */
export function exampleAfter(s: Sentence, sentences: Sentence[]): Sentence | undefined {
  let i = s.position + 1;
  while (sentences[i]?.line === s.line) i++;
  const next = sentences[i];
  if (!next || next.chunk !== s.chunk || !isExample(next.text)) return undefined;
  return exampleShows(i === s.position + 1, i - firstOfLine(s, sentences)) ? next : undefined;
}
const firstOfLine = (s: Sentence, sentences: Sentence[]) => {
  let i = s.position;
  while (i > 0 && sentences[i - 1].line === s.line) i--;
  return i;
};

/**
 * A sentence that only names its subject ("User nobody.", a heading, a lead-in ending with a colon) says nothing
 * by itself: the sentence after it, in the same passage, goes with it.
 */
export function withFollowUp(s: Sentence, sentences: Sentence[], { example: withExample = true } = {}): Sentence {
  const words = wordCount(s.text);
  const next = sentences[s.position + 1];
  // A lead-in ("To remove objects the function rm is available:") goes on in the next passage of its document when
  // the context holds it; anything else only within its passage.
  const nextPassage = next?.chunk.documentId === s.chunk.documentId && next.chunk.ord === s.chunk.ord + 1;
  // So does a manual's entry that is only its name and synopsis ("shopt shopt [-pqsu] [-o] [optname …]": what it
  // does comes next).
  const synopsis = s.opensDefinition && SYNOPSIS.test(s.text);
  // A question the document asks (an FAQ's) goes on with its answer, in the next passage if need be.
  const asks = ASKS.test(s.text);
  const goesOn = /:$/.test(s.text) || synopsis || asks;
  // (A line of contents or a web page's navigation goes with nothing.)
  if (!next || next.contents || (next.chunk !== s.chunk && !(nextPassage && goesOn))) return s;
  // A list's item goes on with no other item: "• Depends et al" | "• Description (mandatory)" lists names; it does
  // not name a thing and say what it is.
  if (s.item && next.item && next.line !== s.line && !goesOn) return s;
  // A sentence an example follows is quoted with it ("… R has a function hist to plot histograms. > hist(eruptions)"),
  // and so is any sentence of a short paragraph an example follows ("Run lintian(1) on your .changes file." | "$
  // lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes").
  const example = withExample ? exampleAfter(s, sentences) : undefined;
  if (example && !isExample(s.text)) return { ...s, text: `${s.text} ${example.text}` };
  // The opening of a definition goes on with its paragraph's next sentences, its description, as far as
  // DEFINITION_WORDS ("cdspell: If set, … The errors checked for are … If a correction is found, …").
  const definitionGoesOn =
    s.opensDefinition && next.line === s.line && words + wordCount(next.text) <= DEFINITION_WORDS;
  // A sentence the next one points back at goes on with it ("The name is pronounced Deb'-ee-en. This word is a
  // contraction of …").
  const pointedAt = next.line === s.line && pointsBack(next.text) && words + wordCount(next.text) <= 70;
  // A section's heading, repeated as the first line of its text, is a title, not an answer.
  const heading = s.text === s.chunk.heading?.replace(/\s+/g, ' ').trim();
  if (words >= 5 && !/:$/.test(s.text) && !definitionGoesOn && !pointedAt && !heading && !synopsis && !asks) return s;
  // The heading itself is not quoted: run into its first sentence, it reads as one garbled sentence ("7 Reading data
  // from files Large data objects will usually be read …"); its words still count for the sentences under it.
  // (A heading that is a sentence, as a tutorial's lesson summary is, "** 한 단어를 끝까지 지우려면 dw 라고 치면 됩니다. **",
  // is quoted with what follows.)
  if (heading && !/[.!?。！？][\s*"'”’)]*$/.test(s.text)) return { ...s, text: next.text };
  // An FAQ's question is quoted without the chapter title run into it ("Customizing your Debian GNU/Linux system 11.1
  // How can I …?" → "11.1 How can I …?").
  const question = asks ? s.text.replace(CHAPTER_BEFORE_SECTION, '') : s.text;
  let text = `${question} ${next.text}`;
  if (definitionGoesOn) {
    let total = words + wordCount(next.text);
    for (let i = s.position + 2; sentences[i]?.line === s.line && sentences[i].chunk === s.chunk; i++) {
      total += wordCount(sentences[i].text);
      if (total > DEFINITION_WORDS) break;
      text += ` ${sentences[i].text}`;
    }
  }
  return { ...s, text };
}
