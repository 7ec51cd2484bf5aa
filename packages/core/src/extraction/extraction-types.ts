/** What the bytes turned out to be. Decided from the bytes only, never from the name. */
export type DocumentKind =
  | 'pdf'
  | 'docx'
  | 'html'
  | 'text'
  | 'markdown'
  | 'csv'
  | 'image'
  | 'pptx'
  | 'xlsx'
  | 'xls'
  | 'odt'
  | 'ods'
  | 'odp'
  | 'epub'
  | 'rtf'
  | 'xml'
  | 'eml'
  | 'msg';

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
  ocr?: { kind: 'pdf-page'; part?: PartPage } | { kind: 'image'; frame: number; part?: PartPage };
}

/**
 * Where an OCR mark points when the page comes from an attachment of an e-mail rather than the document itself:
 * `index` into ExtractionResult.parts and the page's number within that part.
 */
export interface PartPage {
  index: number;
  pageNo: number;
}

export interface ExtractionResult {
  type: DetectedType;
  pages: ExtractedPage[];
  /**
   * Set (and `pages` empty) when extraction was asked to stop at a long PDF (`longPdfFrom`): its page count,
   * so the caller can share its pages among several parsers.
   */
  longPdfPages?: number;
  /** Bytes of the attachments (e-mails) that pages marked for OCR point into (`ocr.part.index`). */
  parts?: Uint8Array[];
}

export interface ExtractionLimits {
  /** A document with more pages fails. */
  maxPages: number;
  /** Total bytes a zip-based document (DOCX, PPTX, XLSX, ODF, EPUB) may inflate to; beyond it, a decompression bomb. */
  maxUnzippedBytes: number;
  /** Spreadsheet rows (all sheets, CSV included) a document may hold; default DEFAULT_TABLE_LIMITS. */
  maxRows?: number;
  /** Spreadsheet cells (all sheets, CSV included) a document may hold. */
  maxCells?: number;
  /** Attachments an e-mail may carry (each is analysed as part of the document). */
  maxAttachments?: number;
}

/** Defaults of the optional limits: about 250 virtual pages of table text, in about 150 MB of parser heap. */
export const DEFAULT_TABLE_LIMITS = { maxRows: 100_000, maxCells: 500_000, maxAttachments: 100 } as const;

/** Pages first..last (1-based, inclusive) of a PDF: lets several parser processes share one long PDF. */
export interface PageRange {
  first: number;
  last: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxPages: 10_000,
  maxUnzippedBytes: 256 * 1024 * 1024,
  ...DEFAULT_TABLE_LIMITS,
};

/**
 * A failure that retrying cannot fix: the bytes are corrupt, unsupported or over a limit.
 * Its message is shown to the user as the document's `error`, so it says what is wrong in plain words.
 */
export class DocumentRejected extends Error {
  override readonly name: string = 'DocumentRejected';
  /** What isDocumentRejected reads: a mark, not the class or its name (subclasses have their own names). */
  readonly permanent = true;
}

/**
 * A DocumentRejected or one of its kinds (UnreadablePdf, UnreadableImage, …), told by its `permanent` mark rather
 * than by `instanceof` or a list of names: the class may come from another copy of this module (sources and the
 * built package in one process), and a new kind needs no list updated.
 */
export function isDocumentRejected(error: unknown): error is DocumentRejected {
  return error instanceof Error && (error as { permanent?: unknown }).permanent === true;
}
