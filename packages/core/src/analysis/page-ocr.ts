/**
 * The OCR engine as the analysis sees it (implemented in ocr/, wired by the worker). Called once per page
 * without a usable text layer: a PDF page (the whole file and its 1-based page number; the same Uint8Array
 * instance for every page of a document, so an implementation may cache the parsed PDF per instance) or
 * one frame (0-based) of an image file. `confidence` is the engine's mean word confidence, 0 to 100.
 */
export type PageOcr = (
  input: { kind: 'pdf-page'; pdf: Uint8Array; pageNo: number } | { kind: 'image'; bytes: Uint8Array; frame: number },
) => Promise<{ text: string; confidence: number }>;

/** OCR'd pages with a mean confidence below this are flagged `low_confidence`. */
export const OCR_LOW_CONFIDENCE = 50;

/** Pages OCR'd at the same time for one document (the engine has its own pool; this keeps it fed). */
export const OCR_PAGES_IN_FLIGHT = 4;
