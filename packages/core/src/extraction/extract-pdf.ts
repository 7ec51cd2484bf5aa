import { createRequire } from 'node:module';
import path from 'node:path';
import { DocumentRejected, type ExtractedPage, type ExtractionLimits, type PageRange } from './extraction-types';
import { mendLigatureCodes } from './ligature-codes';
import { trimLineEnds } from './trim-line-ends';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/**
 * Loads pdfjs and its worker module (seconds on a busy machine): parser processes do it before they report
 * ready. With `globalThis.pdfjsWorker` set, pdfjs runs its "worker" in this process instead of importing it lazily.
 */
export const loadPdfJs = () =>
  (pdfjs ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })());

// pdfjs needs its CMaps (text of CJK fonts) as a local folder: nothing is fetched. Standard font programs are
// deliberately not given: text extraction needs only their built-in metrics, and loading them costs ~3 ms of CPU
// per document (a third of a one-page PDF's parse).
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_URL = `${path.join(pdfjsRoot, 'cmaps')}/`;

// A text layer with fewer visible characters than this is a scan (or a blank page): OCR it.
const MIN_USABLE_CHARS = 16;

/**
 * True when a page's text layer is worth keeping. Too short, or mostly U+FFFD / private-use glyphs
 * (fonts without a Unicode map), means the visible text is only in the image.
 */
export function hasUsableText(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  if (visible.length < MIN_USABLE_CHARS) return false;
  const junk = visible.match(/[\uFFFD\uE000-\uF8FF]/g)?.length ?? 0;
  return junk / visible.length < 0.3;
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

function pageText(items: TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return mendLigatureCodes(trimLineEnds(text)).trim();
}

function rejectionOf(error: unknown): DocumentRejected {
  const name = (error as { name?: string })?.name;
  const message = (error as { message?: string })?.message ?? String(error);
  if (name === 'PasswordException')
    return new DocumentRejected('PDF is protected by a password: upload it without the password');
  if (name === 'InvalidPDFException') return new DocumentRejected(`corrupt PDF: ${message}`);
  return new DocumentRejected(`PDF could not be read: ${message}`);
}

type PdfDocument = Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfJs>>['getDocument']>['promise']>;

/** Opens a PDF, applies the page limit, runs `use`, and always releases pdfjs's resources. */
async function withPdf<T>(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  use: (doc: PdfDocument) => Promise<T>,
): Promise<T> {
  const { getDocument } = await loadPdfJs();
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    verbosity: 0,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw rejectionOf(error);
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new DocumentRejected(`PDF has ${doc.numPages} pages; the limit is ${limits.maxPages} pages per document`);
    }
    return await use(doc);
  } catch (error) {
    if (error instanceof DocumentRejected) throw error;
    throw rejectionOf(error);
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * The text layer of every page, or of `range` (pdfjs legacy build, in-process "fake worker"; eval disabled:
 * CVE-2024-4367). Pages without usable text keep what little they have and are marked for OCR.
 */
export function extractPdf(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  range?: PageRange,
  /** A PDF of at least this many pages is not read: its page count is returned instead. */
  countFrom = Number.POSITIVE_INFINITY,
): Promise<ExtractedPage[] | number> {
  return withPdf(bytes, limits, async (doc) => {
    if (doc.numPages >= countFrom) return doc.numPages;
    const first = Math.max(1, range?.first ?? 1);
    const last = Math.min(doc.numPages, range?.last ?? doc.numPages);
    const pages: ExtractedPage[] = [];
    for (let pageNo = first; pageNo <= last; pageNo++) {
      // pdfjs's in-process worker runs on promises alone; let the event loop turn now and then so the
      // parser process still hears its parent (and exits when the parent is gone).
      if (pageNo % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
      let text = '';
      try {
        const page = await doc.getPage(pageNo);
        const content = await page.getTextContent();
        text = pageText(content.items as TextItemLike[]);
        page.cleanup();
      } catch (error) {
        // One broken page does not sink the document: it is treated like a scan.
        if (error instanceof DocumentRejected) throw error;
        text = '';
      }
      // A thin text layer (a page number, a header over a scan) is kept: OCR, when it runs, may do better.
      pages.push(hasUsableText(text) ? { pageNo, text } : { pageNo, text, ocr: { kind: 'pdf-page' } });
    }
    return pages;
  });
}
