import type { ContextChunk } from './chat-scope';

/** The marker in front of each chunk, e.g. `[p. 2]` or `[report.pdf, p. 2]`. */
export function chunkMarker(chunk: Pick<ContextChunk, 'documentName' | 'pageNo'>, withDocumentName: boolean): string {
  return withDocumentName ? `[${chunk.documentName}, p. ${chunk.pageNo}]` : `[p. ${chunk.pageNo}]`;
}

/** The documents' text as sent to the model: chunks in document/page order, each under its marker. */
export function renderContext(chunks: ContextChunk[], withDocumentName: boolean): string {
  return chunks.map((c) => `${chunkMarker(c, withDocumentName)}\n${c.text}`).join('\n\n');
}
