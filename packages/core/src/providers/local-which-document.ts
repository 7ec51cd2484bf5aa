import type { ContextChunk } from '../retrieval/chat-scope';
import { pageToken } from '../retrieval/context-text';
import { documentTitle, type LocalAnswerPart, namedDocument } from './local-summary';

// docent-local's answers about which documents a chat reads: the documents a label holds ("What documents are in this
// label?"), and which of them treats something ("Which document explains job control?", retrieval/which-document.ts):
// the answer to the question about that something, each document named where its first sentence is quoted.

/** A list of a label's documents names this many, at most. */
const LISTED_DOCUMENTS = 30;

/** The documents of the context, each by its title and name, cited at its first page there. */
export function documentListParts(
  chunks: ContextChunk[],
  options: { page: boolean; withDocumentName: boolean },
): LocalAnswerPart[] {
  // Each document by its first passage in the context, where its title page is read (and so cited).
  const firstOf = new Map<string, ContextChunk>();
  for (const c of chunks) {
    const seen = firstOf.get(c.documentId);
    if (!seen || c.pageNo < seen.pageNo || (c.pageNo === seen.pageNo && c.ord < seen.ord)) firstOf.set(c.documentId, c);
  }
  const documents = [...firstOf.values()];
  if (documents.length === 0) return [];
  const listed = documents.slice(0, LISTED_DOCUMENTS).map((c): LocalAnswerPart => {
    const named = namedDocument(c);
    if (!options.page) return { text: named };
    const source = { docid: c.documentId, name: c.documentName, page: c.pageNo, quote: documentTitle(c) };
    return { text: `${named} ${pageToken(c, options.withDocumentName)}`, source };
  });
  const more = documents.length - listed.length;
  const opening = options.withDocumentName ? 'The documents of this label:' : 'This chat reads one document:';
  return [
    { text: opening },
    ...listed,
    ...(more > 0 ? [{ text: `… and ${more} more document${more === 1 ? '' : 's'}.` }] : []),
  ];
}

/**
 * An answer's parts with each document named before its first quoted sentence ("Bash Reference Manual (bashref.pdf):
 * Bash supports the following looping constructs. DOC!…!PAGE!17"): which documents treat what the question asks
 * about. A document chat's answer is left as it is (the document is the chat's own).
 */
export function namingDocuments(
  parts: LocalAnswerPart[],
  chunks: ContextChunk[],
  options: { withDocumentName: boolean },
): LocalAnswerPart[] {
  if (!options.withDocumentName) return parts;
  const chunkOf = new Map(chunks.map((c) => [c.documentId, c]));
  const named = new Set<string>();
  return parts.map((p) => {
    const docid = p.source?.docid;
    const chunk = docid ? chunkOf.get(docid) : undefined;
    if (!docid || !chunk || named.has(docid)) return p;
    named.add(docid);
    return { ...p, text: `${namedDocument(chunk)}: ${p.text}` };
  });
}
