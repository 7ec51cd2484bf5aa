import { fileTypeFromBuffer } from 'file-type';
import { bomEncoding, looksBinary } from './decode-text';
import { DocumentRejected, type DetectedType } from './extraction-types';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/tiff', 'image/webp']);

// An HTML document announces itself within its first bytes (after comments and whitespace).
const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*|<\?xml[^>]*>\s*)*<(?:!doctype\s+html|html|head|body|meta|title)\b/i;

function sniffText(bytes: Uint8Array): DetectedType {
  if (looksBinary(bytes)) throw new DocumentRejected('unsupported file type: binary data that is none of PDF, DOCX, HTML, text or PNG/JPEG/TIFF/WebP');
  // Enough to classify; the text extractor decodes (and validates) the whole file.
  const bom = bomEncoding(bytes);
  const decoder = new TextDecoder(bom?.encoding ?? 'utf-8');
  const head = decoder.decode(bytes.subarray(bom?.skip ?? 0, 4096));
  if (HTML_START.test(head)) return { kind: 'html', mime: 'text/html' };
  // JSON by its first and last characters: parsing a large file here would cost many times its size in memory.
  const first = head.trimStart()[0];
  if (first === '{' || first === '[') {
    const tail = decoder.decode(bytes.subarray(Math.max(bom?.skip ?? 0, bytes.length - 64))).trimEnd();
    if (tail.endsWith(first === '{' ? '}' : ']')) return { kind: 'text', mime: 'application/json' };
  }
  const lines = head.split(/\r?\n/).slice(0, 10).filter((l) => l.length > 0);
  if (/^#{1,6} \S/m.test(head)) {
    return { kind: 'text', mime: 'text/markdown' };
  }
  if (lines.length >= 2) {
    const commas = lines.map((l) => l.split(',').length - 1);
    if (commas[0] > 0 && commas.every((c) => c === commas[0])) return { kind: 'text', mime: 'text/csv' };
  }
  return { kind: 'text', mime: 'text/plain' };
}

/**
 * Decides what a document is from its bytes alone (magic numbers via file-type, then text sniffing);
 * the name and the declared content type are never trusted. Rejects everything Docent cannot read.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DetectedType> {
  if (bytes.length === 0) throw new DocumentRejected('empty file: there is nothing to analyse');
  // A byte-order mark means text; UTF-16's FF FE would otherwise pass for an MPEG audio frame.
  if (bomEncoding(bytes)) return sniffText(bytes);
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return sniffText(bytes);
  if (found.mime === 'application/pdf') return { kind: 'pdf', mime: found.mime };
  if (found.mime === DOCX_MIME) return { kind: 'docx', mime: found.mime };
  if (IMAGE_MIMES.has(found.mime)) return { kind: 'image', mime: found.mime };
  // XHTML and plain XML are text files to us.
  if (found.mime === 'application/xml' || found.ext === 'xml') return sniffText(bytes);
  throw new DocumentRejected(`unsupported file type: ${found.mime} (supported: PDF, DOCX, HTML, text, PNG, JPEG, TIFF, WebP)`);
}
