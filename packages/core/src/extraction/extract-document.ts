import { decodeText } from './decode-text';
import { detectDocumentType } from './detect-type';
import { extractDocx } from './extract-docx';
import { extractHtml } from './extract-html';
import { extractImage } from './extract-image';
import { extractPdf } from './extract-pdf';
import {
  DocumentRejected,
  type ExtractedPage,
  type ExtractionLimits,
  type ExtractionResult,
  type PageRange,
} from './extraction-types';
import { paginateText } from './paginate-text';

const textPages = (texts: string[]): ExtractedPage[] => texts.map((text, i) => ({ pageNo: i + 1, text }));

// The office, e-book and e-mail readers load on first use: a parser process that only ever sees PDFs starts
// faster and keeps its heap for the document (SheetJS alone is several MB of code).
const formats = {
  csv: () => import('./extract-csv'),
  markdown: () => import('./extract-markdown'),
  email: () => import('./extract-email'),
  epub: () => import('./extract-epub'),
  odf: () => import('./extract-odf'),
  pptx: () => import('./extract-pptx'),
  rtf: () => import('./extract-rtf'),
  spreadsheet: () => import('./extract-spreadsheet'),
  xml: () => import('./extract-xml'),
};

/**
 * Detects the type from the bytes and extracts text per page. Throws DocumentRejected for anything
 * corrupt, unsupported or over a limit. CPU- and memory-hungry on hostile input: run it through an
 * ExtractionPool (parser processes with limits), never in the worker process itself.
 * `pdfPages` limits a PDF to a range of its pages (other types ignore it). With `longPdfFrom`, a PDF of at
 * least that many pages is not read: only its page count comes back (`longPdfPages`), from the same parse
 * that would have read a shorter one. `depth` counts e-mails around an attachment (0 for a document).
 */
export async function extractDocument(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  options: { pdfPages?: PageRange; longPdfFrom?: number; depth?: number } = {},
): Promise<ExtractionResult> {
  const type = await detectDocumentType(bytes);
  let pages: ExtractedPage[];
  let parts: Uint8Array[] | undefined;
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
    case 'markdown':
      pages = textPages((await formats.markdown()).extractMarkdown(bytes, limits));
      break;
    case 'text':
      pages = textPages(paginateText(decodeText(bytes, { what: 'text file' }), limits));
      break;
    case 'csv':
      pages = textPages((await formats.csv()).extractCsv(bytes, limits));
      break;
    case 'image':
      pages = extractImage(bytes, type.mime, limits);
      break;
    case 'pptx':
      pages = textPages((await formats.pptx()).extractPptx(bytes, limits));
      break;
    case 'xlsx':
    case 'xls':
    case 'ods':
      pages = textPages((await formats.spreadsheet()).extractSpreadsheet(bytes, type.kind, limits));
      break;
    case 'odt':
      pages = textPages((await formats.odf()).extractOdt(bytes, limits));
      break;
    case 'odp':
      pages = textPages((await formats.odf()).extractOdp(bytes, limits));
      break;
    case 'epub':
      pages = textPages((await formats.epub()).extractEpub(bytes, limits));
      break;
    case 'rtf':
      pages = textPages((await formats.rtf()).extractRtf(bytes, limits));
      break;
    case 'xml':
      pages = textPages((await formats.xml()).extractXml(bytes, limits));
      break;
    case 'eml':
    case 'msg': {
      const { emailPages, readEml, readMsg } = await formats.email();
      const mail = type.kind === 'eml' ? await readEml(bytes) : readMsg(bytes);
      const depth = options.depth ?? 0;
      ({ pages, parts } = await emailPages(mail, limits, depth, (part, partLimits, partDepth) =>
        extractDocument(part, partLimits, { depth: partDepth }),
      ));
      break;
    }
  }
  if (pages.length > limits.maxPages) {
    throw new DocumentRejected(
      `document has ${pages.length} pages; the limit is ${limits.maxPages} pages per document`,
    );
  }
  return parts && parts.length > 0 ? { type, pages, parts } : { type, pages };
}
