import { decodeText } from './decode-text';
import { detectDocumentType } from './detect-type';
import { extractDocx } from './extract-docx';
import { extractHtml } from './extract-html';
import { extractImage } from './extract-image';
import { extractPdf } from './extract-pdf';
import { DocumentRejected, type ExtractedPage, type ExtractionLimits, type ExtractionResult, type PageRange } from './extraction-types';
import { paginateText } from './paginate-text';

const textPages = (texts: string[]): ExtractedPage[] => texts.map((text, i) => ({ pageNo: i + 1, text }));

/**
 * Detects the type from the bytes and extracts text per page. Throws DocumentRejected for anything
 * corrupt, unsupported or over a limit. CPU- and memory-hungry on hostile input: run it through an
 * ExtractionPool (parser processes with limits), never in the worker process itself.
 * `pdfPages` limits a PDF to a range of its pages (other types ignore it). With `longPdfFrom`, a PDF of at
 * least that many pages is not read: only its page count comes back (`longPdfPages`), from the same parse
 * that would have read a shorter one.
 */
export async function extractDocument(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  options: { pdfPages?: PageRange; longPdfFrom?: number } = {},
): Promise<ExtractionResult> {
  const type = await detectDocumentType(bytes);
  let pages: ExtractedPage[];
  switch (type.kind) {
    case 'pdf': {
      const read = await extractPdf(bytes, limits, options.pdfPages, options.longPdfFrom);
      if (typeof read === 'number') return { type, pages: [], longPdfPages: read };
      pages = read;
      break;
    }
    case 'docx':
      pages = textPages(await extractDocx(bytes, limits));
      break;
    case 'html':
      pages = textPages(extractHtml(bytes, limits));
      break;
    case 'text':
      pages = textPages(paginateText(decodeText(bytes, { what: 'text file' }), limits));
      break;
    case 'image':
      pages = extractImage(bytes, type.mime, limits);
      break;
  }
  if (pages.length > limits.maxPages) {
    throw new DocumentRejected(`document has ${pages.length} pages; the limit is ${limits.maxPages} pages per document`);
  }
  return { type, pages };
}
