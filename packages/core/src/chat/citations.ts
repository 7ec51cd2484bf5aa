import { contentTerms } from '../providers/local-terms';
import { splitSentences } from '../indexing/reflow/sentences';
import type { ContextChunk } from '../retrieval/chat-scope';
import { pageToken } from '../retrieval/context-text';

/** One source of an answer: the document, the page and the sentence of it that supports the answer. */
export interface Citation {
  docid: string;
  name: string;
  page: number;
  quote: string;
}

// A page token as a model may write it: bare, in brackets, or the whole context marker copied (with the name).
const TOKEN =
  /\[\s*(?:DOC!([0-9a-z]{1,40})!)?PAGE!(\d{1,6})(?:\s+[^\]\n]{1,300})?\s*\]|(?:DOC!([0-9a-z]{1,40})!)?PAGE!(\d{1,6})/g;
const MAX_QUOTE_CHARS = 500;

const DROPPED = '\u0000';
const key = (docid: string, page: number) => `${docid}#${page}`;

/** The sentence of `chunks` (one document's page) that shares the most words with `claim`. */
export function bestQuote(chunks: ContextChunk[], claim: string): string {
  const wanted = new Set(contentTerms(claim));
  let best = '';
  let bestScore = -1;
  for (const chunk of chunks) {
    for (const sentence of splitSentences(chunk.text)) {
      let score = 0;
      for (const t of new Set(contentTerms(sentence))) if (wanted.has(t)) score += 1;
      if (score > bestScore) [best, bestScore] = [sentence, score];
    }
  }
  return best.length > MAX_QUOTE_CHARS ? `${best.slice(0, MAX_QUOTE_CHARS - 1)}…` : best;
}

export interface CitedAnswer {
  answer: string;
  citations: Citation[];
}

/**
 * A model's answer with its page tokens mapped back through the context: each `PAGE!n` (document chat) or
 * `DOC!<docid>!PAGE!n` (label chat) that names a page of a passage the model was given becomes a citation with the
 * sentence of that page that best supports the text before the token, and stays in the answer in its canonical
 * form; a token naming a page that was not in the context is dropped from the answer and from the citations.
 * With `page: false` every token is removed and there are no citations.
 */
export function citeAnswer(
  text: string,
  chunks: ContextChunk[],
  options: { page: boolean; withDocument: boolean },
): CitedAnswer {
  const byPage = new Map<string, ContextChunk[]>();
  const docsWithPage = new Map<number, Set<string>>();
  for (const c of chunks) {
    const k = key(c.documentId, c.pageNo);
    byPage.set(k, [...(byPage.get(k) ?? []), c]);
    docsWithPage.set(c.pageNo, (docsWithPage.get(c.pageNo) ?? new Set()).add(c.documentId));
  }
  const citations: Citation[] = [];
  const cited = new Set<string>();
  let last = 0;
  const answer = text.replace(
    TOKEN,
    (
      match,
      d1: string | undefined,
      p1: string | undefined,
      d2: string | undefined,
      p2: string | undefined,
      offset: number,
    ) => {
      const docid = d1 ?? d2;
      const pageText = p1 ?? p2 ?? '0';
      const claim = text.slice(last, offset);
      last = offset + match.length;
      if (!options.page) return DROPPED;
      const page = Number(pageText);
      let documentId = docid;
      if (!documentId) {
        // A bare PAGE!n in a label chat names a document only when one document of the context has that page.
        const docs = docsWithPage.get(page);
        documentId = docs && docs.size === 1 ? [...docs][0] : undefined;
      }
      const passages = documentId ? byPage.get(key(documentId, page)) : undefined;
      if (!documentId || !passages) return DROPPED;
      const k = key(documentId, page);
      if (!cited.has(k)) {
        cited.add(k);
        citations.push({ docid: documentId, name: passages[0].documentName, page, quote: bestQuote(passages, claim) });
      }
      return pageToken({ documentId, pageNo: page }, options.withDocument);
    },
  );
  // A dropped token takes the spaces before it along ("… the list PAGE!9." → "… the list.").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks where a dropped token was
  const tidy = answer.replace(/[ \t]*\u0000/g, '');
  return { answer: tidy, citations: options.page ? citations : [] };
}
