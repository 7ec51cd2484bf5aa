/** What the bytes turned out to be. Decided from the bytes only, never from the name. */
export type DocumentKind = 'pdf' | 'docx' | 'html' | 'text' | 'image';

export interface DetectedType {
  kind: DocumentKind;
  /** Stored on the document as `mime_type`. */
  mime: string;
}

/** One page as extraction sees it, before any OCR. */
export interface ExtractedPage {
  pageNo: number;
  text: string;
  /**
   * `pdf-page`: a PDF page without a usable text layer (a scan; `text` holds what little it had); `image`: one frame of an image.
   * Either is OCR'd when an OCR engine is available. Absent: the text is final.
   */
  ocr?: { kind: 'pdf-page' } | { kind: 'image'; frame: number };
}

export interface ExtractionResult {
  type: DetectedType;
  pages: ExtractedPage[];
  /**
   * Set (and `pages` empty) when extraction was asked to stop at a long PDF (`longPdfFrom`): its page count,
   * so the caller can share its pages among several parsers.
   */
  longPdfPages?: number;
}

export interface ExtractionLimits {
  /** A document with more pages fails. */
  maxPages: number;
  /** Total bytes a DOCX (zip) may inflate to; beyond it the document is a decompression bomb. */
  maxUnzippedBytes: number;
}

/** Pages first..last (1-based, inclusive) of a PDF: lets several parser processes share one long PDF. */
export interface PageRange {
  first: number;
  last: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { maxPages: 2000, maxUnzippedBytes: 256 * 1024 * 1024 };

/**
 * A failure that retrying cannot fix: the bytes are corrupt, unsupported or over a limit.
 * Its message is shown to the user as the document's `error`, so it says what is wrong in plain words.
 */
export class DocumentRejected extends Error {
  override readonly name: string = 'DocumentRejected';
}

export function isDocumentRejected(error: unknown): error is DocumentRejected {
  return error instanceof DocumentRejected || (error instanceof Error && error.name === 'DocumentRejected');
}
