/** What a chat reads from: one document, or the ready documents of one label, in a fixed order. */
export interface ScopeDocument {
  id: string;
  name: string;
  /** The title found in its text (documents.title); may be absent where a scope is built by hand. */
  title?: string;
  /** The document's chunks and their tokens (documents.chunk_count / text_tokens). */
  chunks: number;
  tokens: number;
  /**
   * The document row's version (its `xmin`) when the scope was resolved: every rewrite of its chunks updates the row,
   * so the in-process term index (TermIndexCache) keys on it. Absent: the scope is always read from Postgres.
   */
  version?: string;
}

export interface ChatScope {
  kind: 'doc' | 'label';
  /** docid for a document chat, the label's lid for a label chat (threads are bound to it). */
  scopeId: string;
  accountId: string;
  workspace: number;
  /** Documents in answer order (a label's tagging order); never empty. */
  documents: ScopeDocument[];
}

/** One retrieved piece of text, with where it came from. */
export interface ContextChunk {
  documentId: string;
  documentName: string;
  pageNo: number;
  ord: number;
  text: string;
  tokens: number;
  /** The heading of the chunk's section ('' when none). */
  heading?: string;
  /** The title found in the document's text (a label chat's answer may lean on it: "According to the … manual"). */
  documentTitle?: string;
  /**
   * How the ranking placed the chunk: 0 for the best hit, then in the order the context was filled (hits, the
   * passages around them, more hits, leading chunks); absent when the whole scope was sent.
   */
  rank?: number;
}
