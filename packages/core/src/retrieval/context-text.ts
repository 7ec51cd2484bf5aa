import type { ContextChunk } from './chat-scope';

/**
 * The page token of docAnalyzer's answers: `PAGE!n` in a document chat; in a label chat the document is named by
 * its docid, `DOC!<docid>!PAGE!n` (docs/chat.md). The same token marks each passage of the context, so a model
 * cites by copying it and its citations map back to the passage.
 */
export function pageToken(chunk: Pick<ContextChunk, 'documentId' | 'pageNo'>, withDocument: boolean): string {
  return withDocument ? `DOC!${chunk.documentId}!PAGE!${chunk.pageNo}` : `PAGE!${chunk.pageNo}`;
}

/** The marker in front of a passage, e.g. `[PAGE!2]` or `[DOC!d…!PAGE!2 report.pdf]`. */
export function chunkMarker(
  chunk: Pick<ContextChunk, 'documentId' | 'documentName' | 'pageNo'>,
  withDocumentName: boolean,
): string {
  return withDocumentName ? `[${pageToken(chunk, true)} ${chunk.documentName}]` : `[${pageToken(chunk, false)}]`;
}

/**
 * The documents' text as sent to the model: passages in document/page order, each under its marker; consecutive
 * chunks of one page share a marker (they read as one passage).
 */
export function renderContext(chunks: ContextChunk[], withDocumentName: boolean): string {
  const parts: string[] = [];
  let previous: ContextChunk | undefined;
  for (const c of chunks) {
    const continues =
      previous && previous.documentId === c.documentId && previous.pageNo === c.pageNo && previous.ord + 1 === c.ord;
    parts.push(
      continues ? `\n${c.text}` : `${parts.length ? '\n\n' : ''}${chunkMarker(c, withDocumentName)}\n${c.text}`,
    );
    previous = c;
  }
  return parts.join('');
}
