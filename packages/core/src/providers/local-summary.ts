import { wordCount } from '../indexing/word-breaks';
import type { ContextChunk } from '../retrieval/chat-scope';
import { pageToken } from '../retrieval/context-text';
import { isContentsEntry, type Sentence } from './local-sentences';
import { firstTableColumns } from './table-row-sentences';

// docent-local's answers to questions about the document itself (retrieval/about-the-document.ts), drawn from where
// it says what it is rather than from the passages that share a question's words: a summary (its abstract or where it
// says what it covers, and its chapters), who wrote it and when (its title page, its abstract's note on where it was
// published), its sections, its conclusions; and each quoted sentence as an answer's part with its page token and
// source.

/** An answer's line, with the sentence it quotes (its citation) when it quotes one. */
export interface LocalAnswerPart {
  text: string;
  source?: { docid: string; name: string; page: number; quote: string };
}

/** A title page's or a front matter's copyright and publishing lines. */
const COPYRIGHT_LINE =
  /copyright|©|\(c\)|all rights reserved|permission is granted|permitted in any medium|isbn|printed in/i;
/** A licence's name: boilerplate in any document but a licence, whose text is about it. */
const LICENCE_WORD = /license|licence/i;
const IS_LICENCE = /\blicen[cs]e\b/i;

/** A footnote's number opening its text ("3 The following command, when run on a shared library, …"). */
const FOOTNOTE_NUMBER = /^\d{1,2}\s+(?=\p{Lu}\p{Ll})/u;

export function partOf(s: Sentence, page: boolean, withDocument: boolean): LocalAnswerPart {
  // A footnote is quoted without its number, as its marker was taken off the word that cites it.
  const text = s.text.replace(FOOTNOTE_NUMBER, '');
  const source = { docid: s.chunk.documentId, name: s.chunk.documentName, page: s.chunk.pageNo, quote: text };
  return page ? { text: `${text} ${pageToken(s.chunk, withDocument)}`, source } : { text };
}

/** A summary of a label names this many documents by their opening sentence, at most. */
const SUMMARY_DOCUMENTS = 10;
/** A sentence that opens with a section's number is that section's title ("1.5 What is the difference …?"). */
const NUMBERED_TITLE = /^\d+(?:\.\d+)*\.?\s+\p{Lu}/u;
/**
 * A document saying what it covers: "This manual describes …", "This text is a brief description of …", "The purpose
 * of this document is …" (not "If you want to print this reference, …").
 */
const SAYS_WHAT_IT_COVERS =
  /^(?:[\w ]{1,20}:\s+)?(?:this|the present|the (?:purpose|aim|goal|scope) of this)\s+(?:\w+\s+)?(?:manual|document|guide|book|text|faq|reference|standards?|specification|introduction|tutorial|handbook)\b/i;
/** … with a verb that says what it is about ("describes", "gives", "is a guide"; not "is also available"). */
const COVERS =
  /\b(?:describ|cover|explain|provid|give|answer|introduc|present|purpose|aim|intend|guide|overview|is an?\s)/i;
/** Where a paper's abstract opens: "Abstract: …", or run into its title page ("… Kleiber Abstract This …"). */
const ABSTRACT_OPENS = /(?:^|\s)Abstract(?::\s*(?=\p{L})|\s+(?=\p{Lu}))/u;
/** The pages a paper's abstract may open on (after a cover page). */
const ABSTRACT_PAGES = 2;
/**
 * A note on where the text was published before ("This introduction … is a (slightly) modified version of …", "A
 * previous version … has been published as …", "A follow-up paper … is available in …"), or its keywords: no summary.
 */
const PUBLICATION_NOTE =
  /\b(?:previous|modified|earlier|online)\s+version\b|\bversion of this (?:manuscript|paper|article)\b|\bhas been published\b|\bpublished (?:in|as|online)\b|\bfollow-up paper\b/i;
/** A paper's keywords line ("Keywords: irregular time series, …"). */
const KEYWORDS = /^key\s?words?:/i;
/** Neither says what the paper does: no summary opens with them. */
const isNote = (text: string) => PUBLICATION_NOTE.test(text) || KEYWORDS.test(text);
/** A sentence whose subject is the one before's ("Its default value is …", "They are …"). */
const LEANS_BACK = /^(?:it|its|it's|they|their|both|either|neither)\b/i;
/** A heading read off a table of contents, its section number before it and its page after ("2 The Debian Archive 7"). */
const CONTENTS_HEADING = /^\d[\d.]*\s.*\s\d+$/;

/**
 * Running text rather than a title: a sentence's end inside it or at its end, in more than a title's words (a short
 * text file's first lines run on into its first paragraph: "Boiler Manual Descale the heat exchanger … first.").
 */
const RUNNING_TEXT = /[.!?]["')\]]*(?:\s+\p{Lu}|\s*$)/u;
const TITLE_WORDS = 8;

/**
 * A document's title as its first lines give it, without a web page's navigation ("Next: … [Contents][Index]"); its
 * file name when there is none, or when those lines are running text.
 */
export function documentTitle(c: ContextChunk): string {
  const title = (c.documentTitle ?? '')
    .replace(/\s+(?:Next|Previous|Up):.*$/s, '')
    .replace(/\s+/g, ' ')
    .trim();
  return title && !(wordCount(title) > TITLE_WORDS && RUNNING_TEXT.test(title)) ? title : c.documentName;
}

/** A document of a label as an answer names it: its title and its file name ("Debian Policy Manual (policy.pdf)"). */
export const namedDocument = (c: ContextChunk) => {
  const title = documentTitle(c);
  return title === c.documentName ? title : `${title} (${c.documentName})`;
};

/**
 * Each document's abstract, by its first sentence that is no publication note (PUBLICATION_NOTE): after "Abstract" when
 * the title page runs into it ("… Kleiber Abstract This introduction …" → "This introduction …").
 */
function abstractOpenings(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  const opened = new Set<string>();
  for (const s of sentences) {
    const doc = s.chunk.documentId;
    if (s.chunk.pageNo > ABSTRACT_PAGES) continue;
    const m = opened.has(doc) ? undefined : ABSTRACT_OPENS.exec(s.text);
    if (m) opened.add(doc);
    else if (!opened.has(doc) || out.some((o) => o.chunk.documentId === doc)) continue;
    const text = m ? s.text.slice(m.index + m[0].length) : s.text;
    if (wordCount(text) >= 6 && !isNote(text)) out.push({ ...s, text });
  }
  return out;
}

/**
 * A summary: three sentences from where the document says what it covers (else from its opening) and its chapters;
 * in a label, each document by its title and name with that sentence.
 */
export function summaryParts(
  sentences: Sentence[],
  chunks: ContextChunk[],
  options: { page: boolean; withDocumentName: boolean },
): LocalAnswerPart[] {
  const sentenceLike = sentences.filter(
    (s) =>
      wordCount(s.text) >= 6 &&
      /[.!?。！？]["')\]」』]*$/.test(s.text) &&
      !isContentsEntry(s) &&
      !NUMBERED_TITLE.test(s.text),
  );
  const boilerplate = (s: Sentence) =>
    COPYRIGHT_LINE.test(s.text) || (LICENCE_WORD.test(s.text) && !IS_LICENCE.test(documentTitle(s.chunk)));
  const readable = sentenceLike.filter((s) => !boilerplate(s) && !isNote(s.text));
  // A paper's abstract comes first, from its first sentence that is no note on where the paper was published, then
  // where a document says what it is ("This manual describes …", "The purpose of this document is …"), before a
  // title page's edition line or a preface's thanks; it may name a licence or a copyright file, but it is no
  // licence's "copies of this manual".
  const about = new Map<string, Sentence>();
  for (const s of abstractOpenings(sentences)) about.set(s.chunk.documentId, s);
  for (const s of sentenceLike) {
    const says =
      SAYS_WHAT_IT_COVERS.test(s.text) && COVERS.test(s.text) && !/copies of this/i.test(s.text) && !isNote(s.text);
    if (says && !about.has(s.chunk.documentId)) about.set(s.chunk.documentId, s);
  }
  if (options.withDocumentName) {
    // Each document of the label by its title and name, with the sentence where it says what it covers.
    const documents = [...new Map(chunks.map((c) => [c.documentId, c])).values()];
    const parts = documents.slice(0, SUMMARY_DOCUMENTS).map((c): LocalAnswerPart => {
      const named = namedDocument(c);
      const s = about.get(c.documentId);
      if (!s) return { text: `${named}.` };
      const part = partOf(s, options.page, options.withDocumentName);
      return { ...part, text: `${named}: ${part.text}` };
    });
    const more = documents.length - SUMMARY_DOCUMENTS;
    if (more > 0) parts.push({ text: `… and ${more} more document${more === 1 ? '' : 's'}.` });
    return parts;
  }
  const start = about.size > 0 ? [...about.values()][0] : undefined;
  // Three sentences from there, in order; one that leans on the sentence before ("It focuses on …", "Its default
  // value is …") only right after that sentence.
  const opening: Sentence[] = start ? [start] : [];
  for (const s of readable) {
    if (opening.length >= 3) break;
    if (start && s.position <= start.position) continue;
    if (LEANS_BACK.test(s.text) && opening.at(-1)?.position !== s.position - 1) continue;
    opening.push(s);
  }
  const parts = opening.map((s) => partOf(s, options.page, options.withDocumentName));
  // A document with no sentence to quote, a table (a CSV, a sheet): its columns and its first row.
  if (parts.length === 0) parts.push(...tableParts(sentences, chunks, options));
  const sections = sectionsOf(chunks);
  if (sections.length > 0) {
    const listed = sections.slice(0, SUMMARY_SECTIONS);
    parts.push({ text: `Its sections include: ${listed.join('; ')}${sections.length > listed.length ? '; …' : ''}.` });
  }
  return parts;
}

/** The first table of the context: the columns it has, and its first row as docent-local reads it (a sentence). */
function tableParts(
  sentences: Sentence[],
  chunks: ContextChunk[],
  options: { page: boolean; withDocumentName: boolean },
): LocalAnswerPart[] {
  for (const chunk of chunks) {
    const columns = firstTableColumns(chunk.text);
    if (!columns || columns.length === 0) continue;
    const listed = columns.length > 1 ? `${columns.slice(0, -1).join(', ')} and ${columns.at(-1)}` : columns[0];
    const parts: LocalAnswerPart[] = [{ text: `It is a table with the columns ${listed}.` }];
    const row = sentences.find((s) => s.chunk === chunk && s.row);
    if (row) parts.push(partOf(row, options.page, options.withDocumentName));
    return parts;
  }
  return [];
}

/** A summary lists this many of a document's sections; an answer to what its sections are, CONTENTS_SECTIONS. */
const SUMMARY_SECTIONS = 10;
const CONTENTS_SECTIONS = 30;

/**
 * A document's sections by the headings of the context's passages, in their order: its chapters when it numbers at
 * least four ("1 Introduction; 2 Definitions; …"), else its sections, else every heading (a title page's lines among
 * them); headings read off a table of contents, and copyright lines, left out.
 */
function sectionsOf(chunks: ContextChunk[]): string[] {
  const all = [
    ...new Set(
      chunks
        .map((c) => c.heading ?? '')
        .filter(
          (h) =>
            h &&
            !/^(table of )?contents$/i.test(h) &&
            !CONTENTS_HEADING.test(h) &&
            !COPYRIGHT_LINE.test(h) &&
            !LICENCE_WORD.test(h) &&
            !/(?:\s?\.){2,}\s*\d*$/.test(h),
        ),
    ),
  ];
  const chapters = all.filter((h) => /^(?:\d+\.?|Chapter \d+|Appendix [A-Z])\s+\p{L}/u.test(h));
  const sections = all.filter((h) => /^(?:\d+(?:\.\d+)?\.?|Chapter \d+|Appendix [A-Z])\s+\p{L}/u.test(h));
  const headings = chapters.length >= 4 ? chapters : sections.length >= 4 ? sections : all;
  return headings.map((h) => h.replace(/[.:;]+$/, ''));
}

/**
 * What sections the document has ("What chapters does it have?", "Show me the table of contents"): its sections
 * (sectionsOf), up to CONTENTS_SECTIONS; in a label, each document's by its title and name.
 */
export function contentsParts(chunks: ContextChunk[], options: { withDocumentName: boolean }): LocalAnswerPart[] {
  const listed = (sections: string[]) => {
    const shown = sections.slice(0, CONTENTS_SECTIONS);
    return `${shown.join('; ')}${sections.length > shown.length ? '; …' : ''}.`;
  };
  if (!options.withDocumentName) {
    const sections = sectionsOf(chunks);
    return sections.length > 0 ? [{ text: `Its sections include: ${listed(sections)}` }] : [];
  }
  const documents = [...new Map(chunks.map((c) => [c.documentId, c])).values()].slice(0, SUMMARY_DOCUMENTS);
  return documents.flatMap((c) => {
    const sections = sectionsOf(chunks.filter((x) => x.documentId === c.documentId));
    return sections.length > 0 ? [{ text: `${namedDocument(c)}: ${listed(sections)}` }] : [];
  });
}

/** An answer to who wrote a document quotes at most this many words of its title page. */
const TITLE_PAGE_WORDS = 60;
/** A year or a date: "2007", "2022-11-10", "Dec 17, 2022". */
const DATED = /\b(?:1[89]|20)\d{2}\b/;

/**
 * Who wrote each document, as its title page says: the opening of its first page, up to its abstract ("zoo: An S3
 * Class and Methods for Indexed Totally Ordered Observations Achim Zeileis Universität Innsbruck Gabor Grothendieck
 * GKX Associates Inc."), at most TITLE_PAGE_WORDS words, from the passages of that page the context holds in a row
 * from the document's first (a title page's lines are passages of their own); in a label, each document by its title
 * and name. When it was published is said there too, when the title page holds a date (`dated`: only those). Empty
 * when the context holds no document's first passage.
 */
export function titlePageParts(
  sentences: Sentence[],
  chunks: ContextChunk[],
  options: { page: boolean; withDocumentName: boolean; dated?: boolean },
): LocalAnswerPart[] {
  const firstPage = new Map<string, ContextChunk[]>();
  for (const c of chunks) {
    if (c.pageNo === 1) firstPage.set(c.documentId, [...(firstPage.get(c.documentId) ?? []), c]);
  }
  const parts: LocalAnswerPart[] = [];
  for (const page of [...firstPage.values()].slice(0, SUMMARY_DOCUMENTS)) {
    page.sort((a, b) => a.ord - b.ord);
    if (page[0].ord > 1) continue;
    const opening = page.filter((c, i) => c.ord === page[0].ord + i);
    const read = sentences.filter((x) => opening.includes(x.chunk)).sort((a, b) => a.chunk.ord - b.chunk.ord);
    const words: string[] = [];
    for (const s of read) {
      const abstract = ABSTRACT_OPENS.exec(s.text);
      const text = abstract ? s.text.slice(0, abstract.index) : s.text;
      words.push(...text.split(/\s+/).filter(Boolean));
      if (abstract || words.length >= TITLE_PAGE_WORDS) break;
    }
    // (Asked when the document was published, a title page without a date says nothing.)
    if (words.length === 0 || (options.dated && !DATED.test(words.join(' ')))) continue;
    const quote = words.slice(0, TITLE_PAGE_WORDS).join(' ') + (words.length > TITLE_PAGE_WORDS ? ' …' : '');
    const c = page[0];
    const part = partOf({ ...read[0], text: quote }, options.page, options.withDocumentName);
    parts.push(options.withDocumentName ? { ...part, text: `${namedDocument(c)}: ${part.text}` } : part);
  }
  return parts;
}

/** A section where a document draws its conclusions: "7 Conclusions", "4. Summary and outlook", "Discussion". */
const CONCLUSIONS_HEADING =
  /^(?:\d+\.?\s+)?(?:conclusions?|concluding\s+remarks|final\s+remarks|summary(?:\s+and\s+\w+)?|discussion(?:\s+and\s+conclusions?)?)\.?$/i;
/** A figure's or a table's caption, a plot's axis label run into it ("Days: Figure 3: Profile density plot: …"). */
const CAPTION = /^(?:[\p{L}\p{N}.]+:\s+)?(?:Figure|Fig\.|Table)\s+\d+[:.]/u;
/** An answer on a document's conclusions quotes this many sentences of the section drawing them. */
const CONCLUSION_SENTENCES = 3;

/**
 * A document's conclusions: the opening sentences of the best-ranked section of the context whose heading says it
 * draws them (CONCLUSIONS_HEADING); in a label, of each document's, each sentence with its document's page token.
 * Empty when the context holds no such section.
 */
export function conclusionParts(
  sentences: Sentence[],
  options: { page: boolean; withDocumentName: boolean },
): LocalAnswerPart[] {
  const drawing = sentences.filter(
    (s) =>
      CONCLUSIONS_HEADING.test((s.chunk.heading ?? '').trim()) &&
      wordCount(s.text) >= 6 &&
      /[.!?]["')\]]*$/.test(s.text) &&
      !CAPTION.test(s.text) &&
      !isContentsEntry(s),
  );
  const best = new Map<string, Sentence>();
  for (const s of drawing) {
    const known = best.get(s.chunk.documentId);
    if (!known || (s.rank ?? Infinity) < (known.rank ?? Infinity)) best.set(s.chunk.documentId, s);
  }
  return [...best.values()].slice(0, SUMMARY_DOCUMENTS).flatMap((first) => {
    const section = drawing
      .filter((s) => s.chunk.documentId === first.chunk.documentId && s.chunk.heading === first.chunk.heading)
      .sort((a, b) => a.chunk.ord - b.chunk.ord || a.position - b.position)
      .slice(0, CONCLUSION_SENTENCES);
    return section.map((s) => partOf(s, options.page, options.withDocumentName));
  });
}

/**
 * When each document was published, as its abstract's note on it says when its title page holds no date ("This
 * introduction … is a (slightly) modified version of Zeileis, Leisch, Hornik, and Kleiber (2002), …"): the first
 * sentence of its first ABSTRACT_PAGES pages that is such a note and gives a year.
 */
export function publicationNoteParts(
  sentences: Sentence[],
  options: { page: boolean; withDocumentName: boolean },
): LocalAnswerPart[] {
  const noted = new Map<string, Sentence>();
  for (const s of sentences) {
    if (s.chunk.pageNo > ABSTRACT_PAGES || noted.has(s.chunk.documentId)) continue;
    if (PUBLICATION_NOTE.test(s.text) && DATED.test(s.text)) {
      noted.set(s.chunk.documentId, s);
    }
  }
  return [...noted.values()].slice(0, SUMMARY_DOCUMENTS).map((s) => partOf(s, options.page, options.withDocumentName));
}
