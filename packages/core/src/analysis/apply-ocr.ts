import { DocumentRejected, isDocumentRejected, type ExtractedPage } from '../extraction/extraction-types';
import type { PageText } from '../indexing/write-document-text';
import { OCR_LOW_CONFIDENCE, OCR_PAGES_IN_FLIGHT, type PageOcr } from './page-ocr';

/** Thrown when the OCR engine fails on a page; the job retries, and the last attempt fails the document. */
export class OcrFailed extends Error {
  override readonly name = 'OcrFailed';
}

function withoutOcr(page: ExtractedPage): PageText {
  if (page.text.trim() !== '') return { pageNo: page.pageNo, text: page.text, source: 'text' };
  return { pageNo: page.pageNo, text: '', source: page.ocr?.kind === 'image' ? 'image' : 'empty' };
}

/**
 * Turns extracted pages into the pages to store: text pages as they are, and pages marked for OCR read by
 * `ocr` when there is an engine (else stored as `image`/`empty` pages, or with their thin text layer).
 */
export async function applyOcr(
  pages: ExtractedPage[],
  source: Uint8Array,
  ocr: PageOcr | undefined,
  parts: Uint8Array[] = [],
): Promise<PageText[]> {
  const result: PageText[] = pages.map(withoutOcr);
  if (!ocr) return result;
  const todo = pages.map((page, index) => ({ page, index })).filter(({ page }) => page.ocr);
  let next = 0;
  const lane = async () => {
    while (next < todo.length) {
      const { page, index } = todo[next++];
      const mark = page.ocr!;
      // A page of an e-mail's attachment is read from the attachment's bytes (the same instance for all its pages).
      const bytes = mark.part ? parts[mark.part.index] : source;
      let read: { text: string; confidence: number };
      try {
        if (!bytes) throw new Error(`attachment ${mark.part!.index + 1} is missing`);
        read =
          mark.kind === 'image'
            ? await ocr({ kind: 'image', bytes, frame: mark.frame })
            : await ocr({ kind: 'pdf-page', pdf: bytes, pageNo: mark.part?.pageNo ?? page.pageNo });
      } catch (error) {
        next = todo.length; // the other lanes stop taking pages
        const message = `OCR failed on page ${page.pageNo}: ${error instanceof Error ? error.message : String(error)}`;
        // Bytes that cannot be rendered or decoded (over the pixel limit, damaged) fail the same way every time.
        if (isDocumentRejected(error)) throw new DocumentRejected(message);
        throw new OcrFailed(message);
      }
      // An attachment's first page keeps the line that names the attachment.
      const heading = mark.part && page.text.startsWith('# Attachment ') ? page.text.split('\n')[0] : '';
      const text = heading ? `${heading}\n\n${read.text.trim()}`.trim() : read.text.trim();
      // A PDF page's thin text layer beats an OCR result with less to say (a blank scan, a logo).
      if (mark.kind === 'pdf-page' && text.replace(/\s+/g, '').length <= page.text.replace(/\s+/g, '').length) continue;
      const confidence = Number.isFinite(read.confidence) ? read.confidence : null;
      result[index] = {
        pageNo: page.pageNo,
        text,
        source: 'ocr',
        ocrConfidence: confidence,
        lowConfidence: text !== '' && confidence !== null && confidence < OCR_LOW_CONFIDENCE,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(OCR_PAGES_IN_FLIGHT, todo.length) }, lane));
  return result;
}
