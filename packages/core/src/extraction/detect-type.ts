import { fileTypeFromBuffer } from 'file-type';
import { csvDelimiterOf } from './csv-dialect';
import { bomEncoding, looksBinary } from './decode-text';
import { detectCfbType } from './detect-cfb-type';
import { detectZipType } from './detect-zip-type';
import { DocumentRejected, type DetectedType } from './extraction-types';

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/tiff', 'image/webp']);
const SUPPORTED =
  'PDF, DOCX, PPTX, XLSX, XLS, ODT, ODS, ODP, EPUB, RTF, HTML, XML, EML, MSG, text, CSV, JSON, PNG, JPEG, TIFF, WebP';

// An HTML document announces itself within its first bytes (after comments and whitespace).
const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*|<\?xml[^>]*>\s*)*<(?:!doctype\s+html|html|head|body|meta|title)\b/i;
// What a Markdown file (a README) may open with: HTML blocks (a centred logo, badges), no XML document's root.
const HTML_BLOCK_START =
  /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:p|div|h[1-6]|img|a|picture|table|center|details|br|span|section|figure)[\s/>]/i;
// Lines only Markdown writes: a heading (`# Title`) or a code fence opening (` ```js `; not `~~~`, which plain
// text draws rules with).
const MARKDOWN_LINE = /^(?:#{1,6} \S|```[\w+-]*[ \t]*$)/m;
// Markdown's inline links and images: `[the docs](https://…)`, `![logo](logo.png)`, `[below](#usage)`.
const MARKDOWN_LINK = /!?\[[^\]\n]{1,200}\]\((?:[a-z][a-z0-9+.-]*:|\.{0,2}\/|#)[^)\s]*\)/i;
const looksLikeMarkdown = (head: string) => MARKDOWN_LINE.test(head) || MARKDOWN_LINK.test(head);
// Any other XML: a declaration, or (after comments, processing instructions, a doctype) a root element.
const XML_START =
  /^\s*(?:<\?xml[\s?]|(?:<!--[\s\S]*?-->\s*|<\?[\s\S]*?\?>\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<[A-Za-z_][\w.:-]*[\s/>])/;
// RFC 5322 header fields that mark the start of an e-mail; one of the strong ones must be there.
const MAIL_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'received',
  'return-path',
  'content-type',
  'delivered-to',
  'reply-to',
  'sender',
  'x-mailer',
  'dkim-signature',
  'authentication-results',
  'x-received',
  'arc-seal',
  'in-reply-to',
  'references',
]);
const STRONG_MAIL_HEADERS = ['from', 'received', 'mime-version', 'message-id', 'return-path', 'delivered-to'];

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** True when the text opens with an e-mail's header block (folded lines allowed) naming known fields. */
function looksLikeEmail(head: string): boolean {
  const block = head.split(/\r?\n\r?\n/)[0];
  const lines = block.split(/\r?\n/);
  if (lines.length < 2 || !/^[!-9;-~]+:/.test(lines[0])) return false;
  const names = new Set<string>();
  for (const line of lines) {
    if (/^[ \t]/.test(line)) continue; // folded continuation
    const field = /^([!-9;-~]+):/.exec(line);
    if (!field) return head.length > 4000 && line === lines[lines.length - 1]; // the block ran past what we read
    names.add(field[1].toLowerCase());
  }
  const known = [...names].filter((n) => MAIL_HEADERS.has(n));
  return known.length >= 2 && STRONG_MAIL_HEADERS.some((n) => names.has(n));
}

function sniffText(bytes: Uint8Array): DetectedType {
  if (looksBinary(bytes)) throw new DocumentRejected(`unsupported file type: binary data that is none of ${SUPPORTED}`);
  // Enough to classify; the text extractor decodes (and validates) the whole file.
  const bom = bomEncoding(bytes);
  const decoder = new TextDecoder(bom?.encoding ?? 'utf-8');
  const head = decoder.decode(bytes.subarray(bom?.skip ?? 0, 4096));
  if (HTML_START.test(head)) return { kind: 'html', mime: 'text/html' };
  // (A README opening with `<p align="center">` was read as XML, and refused as corrupt.)
  if (HTML_BLOCK_START.test(head)) {
    return looksLikeMarkdown(head) ? { kind: 'markdown', mime: 'text/markdown' } : { kind: 'html', mime: 'text/html' };
  }
  if (XML_START.test(head)) return { kind: 'xml', mime: 'application/xml' };
  if (head.startsWith('{\\rtf')) return { kind: 'rtf', mime: 'application/rtf' };
  if (looksLikeEmail(head)) return { kind: 'eml', mime: 'message/rfc822' };
  // JSON by its first and last characters: parsing a large file here would cost many times its size in memory.
  const first = head.trimStart()[0];
  if (first === '{' || first === '[') {
    const tail = decoder.decode(bytes.subarray(Math.max(bom?.skip ?? 0, bytes.length - 64))).trimEnd();
    if (tail.endsWith(first === '{' ? '}' : ']')) return { kind: 'text', mime: 'application/json' };
  }
  if (looksLikeMarkdown(head)) return { kind: 'markdown', mime: 'text/markdown' };
  const delimiter = csvDelimiterOf(head, bytes.length - (bom?.skip ?? 0) > 4096);
  if (delimiter === '\t') return { kind: 'csv', mime: 'text/tab-separated-values' };
  if (delimiter !== null) return { kind: 'csv', mime: 'text/csv' };
  return { kind: 'text', mime: 'text/plain' };
}

/**
 * Decides what a document is from its bytes alone, never the name or the declared content type: zip-based
 * formats by their content ([Content_Types].xml, the mimetype entry, META-INF/container.xml), OLE2 containers by
 * their streams, others by magic numbers (file-type), then text sniffing (HTML, XML, RTF, e-mail, JSON, Markdown,
 * CSV, text). Rejects everything Docent cannot read.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DetectedType> {
  if (bytes.length === 0) throw new DocumentRejected('empty file: there is nothing to analyse');
  // A byte-order mark means text; UTF-16's FF FE would otherwise pass for an MPEG audio frame.
  if (bomEncoding(bytes)) return sniffText(bytes);
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06))
    return detectZipType(bytes);
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return detectCfbType(bytes);
  if (startsWith(bytes, 0x7b, 0x5c, 0x72, 0x74, 0x66)) return { kind: 'rtf', mime: 'application/rtf' }; // {\rtf
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return sniffText(bytes);
  if (found.mime === 'application/pdf') return { kind: 'pdf', mime: found.mime };
  if (IMAGE_MIMES.has(found.mime)) return { kind: 'image', mime: found.mime };
  // XHTML and plain XML are text files to us.
  if (found.mime === 'application/xml' || found.ext === 'xml') return sniffText(bytes);
  throw new DocumentRejected(`unsupported file type: ${found.mime} (supported: ${SUPPORTED})`);
}
