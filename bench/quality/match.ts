/**
 * How the benchmark judges text: key phrases are found case-, whitespace- and hyphenation-insensitively; page
 * references are read from the `citations` extension field or from the answer text; declines are recognised by
 * docent-local's not-found sentences (release-1's and the improved wording).
 */
import { CLOSEST_ONLY } from '@docent/core';
import type { Citation } from './rest-client';

/**
 * The comparison form of a text: Unicode-normalised (ligatures "ﬁ" → "fi"), lower-case, with every run of
 * whitespace, hyphens/dashes, soft hyphens and quote marks removed. So "com-\nmands", "com- mands" and "commands"
 * compare equal, as do "well-known"/"well known", ‘**’/'**' and a phrase wrapped over two PDF lines.
 */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00ad\u2010-\u2015\u2212\-'"`\u2018\u2019\u201a\u201b\u201c\u201d\u00b4]+/g, '');
}

/** True when any of the phrases occurs in the text (after `comparable`). */
export function containsAny(text: string, phrases: string[]): boolean {
  const haystack = comparable(text);
  return phrases.some((p) => haystack.includes(comparable(p)));
}

/** A page reference found in an answer: the page and, when the answer names it, the document. */
export interface PageRef {
  page: number;
  /** Document name as written in the answer or the citation (file name), if any. */
  name?: string;
  docid?: string;
}

/**
 * Page references of an answer. The `citations` field when the service sends one (even empty); otherwise tokens in
 * the text: release-1 writes `[p. N]` (document chat) or `[name, p. N]` (label chat); the improved chat writes
 * `PAGE!n`, in a label chat `DOC!<docid>!PAGE!n`. For a token naming no document, the nearest known document name
 * before it on the
 * same line is taken.
 */
export function pageRefs(answer: string, citations: Citation[] | undefined, knownNames: string[]): PageRef[] {
  if (citations) {
    return citations
      .filter((c) => typeof c.page === 'number')
      .map((c) => ({ page: c.page as number, name: c.name, docid: c.docid }));
  }
  const refs: PageRef[] = [];
  const token = /\[([^\][\n]*?),\s*p\.\s*(\d+)\]|\[p\.\s*(\d+)\]|(?:DOC!([0-9a-z]+)!)?PAGE!(\d+)/g;
  for (const m of answer.matchAll(token)) {
    const page = Number(m[2] ?? m[3] ?? m[5]);
    const docid = m[4];
    let name = m[1]?.trim();
    if (docid) {
      refs.push({ page, docid });
      continue;
    }
    if (!name) {
      const lineStart = answer.lastIndexOf('\n', m.index) + 1;
      const before = answer.slice(lineStart, m.index);
      let best = -1;
      for (const known of knownNames) {
        const at = before.lastIndexOf(known);
        if (at > best) {
          best = at;
          name = known;
        }
      }
    }
    refs.push({ page, ...(name ? { name } : {}) });
  }
  return refs;
}

/**
 * docent-local's "nothing found" answers. release-1: "I could not find anything in the document(s of this label)
 * that answers this question." The improved model may word it differently; any answer that opens by saying it
 * could not find (or that the documents do not contain) the answer counts, provided it quotes nothing (no page).
 */
const DECLINE_OPENINGS = [
  /^i\s+(could|can)\s*(not|n['’]t)\s+find/i,
  /^(the\s+)?(documents?|text)\s+(of\s+this\s+label\s+)?(do|does)\s*(not|n['’]t)\s+(say|contain|answer|mention)/i,
  /^(no\s+(answer|passage|relevant)|nothing\s+in\s+the\s+documents?)/i,
];

export function isDecline(answer: string): boolean {
  const text = answer.trim();
  if (/\[p\.\s*\d+\]|PAGE!\d+|,\s*p\.\s*\d+\]/.test(text)) return false;
  return DECLINE_OPENINGS.some((opening) => opening.test(text));
}

/** docent-local's tentative answers: the closest sentences, after saying that none answers directly (CLOSEST_ONLY). */
export function isTentative(answer: string): boolean {
  return answer.trim().startsWith(CLOSEST_ONLY);
}

/**
 * Markdown's marks in an answer, which a reader of the rendered document never sees: a link (`[text](https://…)`,
 * `[text][ref]`, `[`code`]`), a code fence, bold (`**`), an HTML comment, a `* ` list marker opening a line. (A call
 * in quoted code, `handlers[0]()`, is none.)
 */
const MARKUP =
  /\[[^\]\n]{1,200}\]\((?:[a-z][a-z0-9+.-]*:|#|\.{0,2}\/|[\w.-]+\.(?:md|html?))[^)\s]*\)|\]\[[^\]\n]{0,80}\]|\[`|```|\*\*\S|<!--|^[ \t]*\* /m;

/** True when the answer shows Markdown's marks (MARKUP). */
export const carriesMarkup = (answer: string): boolean => MARKUP.test(answer);
