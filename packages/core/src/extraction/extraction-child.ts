// Entry of an extraction child process (forked by the ExtractionPool): receives documents over IPC and
// answers with pages (or, for OCR, one PDF page rendered to pixels) or a rejection. Everything parsed here is
// untrusted; the pool caps this process's heap and time, and kills it when either is exceeded. The parent never
// parses or renders documents itself.
import { extractDocument } from './extract-document';
import { loadPdfJs } from './extract-pdf';
import type { GrayImage } from '../ocr/gray-image';
import { isDocumentRejected, type ExtractionLimits, type ExtractionResult, type PageRange } from './extraction-types';

/** Text per page of a document (ExtractionResult back). */
export interface ExtractRequest {
  id: number;
  kind: 'extract';
  /** Absent when this process already holds the document's bytes under `bytesKey` (a later range of it). */
  bytes?: Uint8Array;
  /** Names the bytes: the process keeps the last document it was given, for its next ranges. */
  bytesKey?: string;
  limits: ExtractionLimits;
  pdfPages?: PageRange;
  /** A PDF of at least this many pages is not read: its page count comes back (ExtractionResult.longPdfPages). */
  longPdfFrom?: number;
}

/** One PDF page rendered to grey pixels for OCR (GrayImage back). */
export interface RenderRequest {
  id: number;
  kind: 'render';
  bytes: Uint8Array;
  pageNo: number;
  dpi: number;
  maxPixels: number;
  timeoutMs: number;
}

/** One frame of an image file decoded to grey pixels for OCR (GrayImage back): decoders run here, not in the worker. */
export interface DecodeImageRequest {
  id: number;
  kind: 'image';
  bytes: Uint8Array;
  frame: number;
  maxPixels: number;
  maxInputPixels: number;
}

export type ExtractionRequest = ExtractRequest | RenderRequest | DecodeImageRequest;

export type ExtractionReply =
  | { id: number; ok: true; result: ExtractionResult | GrayImage }
  | { id: number; ok: false; message: string };

if (!process.send) throw new Error('extraction-child.ts must be started by the ExtractionPool (fork with IPC)');
const send = (message: unknown) => process.send!(message);

// The parent went away (even by SIGKILL, which sends no message): nothing left to do.
process.on('disconnect', () => process.exit(0));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();

// Heap in use above which a finished request is followed by a full garbage collection.
const GC_ABOVE_BYTES = 160 * 1024 * 1024;

// The last document given with a key: a long PDF's ranges come without their bytes (sent once per process).
let held: { key: string; bytes: Uint8Array } | undefined;

function bytesOf(request: ExtractRequest): Uint8Array {
  if (request.bytes) {
    held = request.bytesKey ? { key: request.bytesKey, bytes: request.bytes } : undefined;
    return request.bytes;
  }
  if (held && held.key === request.bytesKey) return held.bytes;
  throw new Error('the document was not sent to this parser process');
}

process.on('message', async (request: ExtractionRequest) => {
  let reply: ExtractionReply;
  try {
    const result =
      request.kind === 'render'
        ? await (await import('../ocr/pdf-page-image')).renderPdfPage(request.bytes, request.pageNo, request)
        : request.kind === 'image'
          ? await (await import('../ocr/image-frames')).decodeImageFrame(request.bytes, request.frame, request)
          : await extractDocument(bytesOf(request), request.limits, {
              pdfPages: request.pdfPages,
              longPdfFrom: request.longPdfFrom,
            });
    reply = { id: request.id, ok: true, result };
  } catch (error) {
    // Extraction is pure computation on the bytes: any failure here would fail again, so it is final.
    const message = error instanceof Error ? error.message : String(error);
    const known = isDocumentRejected(error);
    reply = { id: request.id, ok: false, message: known ? message : `could not be read: ${message}` };
  }
  send(reply);
  // After a range of a long PDF (or any large document), its garbage is collected now, while the parser waits for
  // the next request: V8 would otherwise let the heap grow towards its cap (hundreds of MB per parser) before
  // collecting it. Not after every small document: a full collection costs more than parsing a one-page PDF.
  const large =
    request.kind === 'extract' && (request.pdfPages !== undefined || process.memoryUsage().heapUsed > GC_ABOVE_BYTES);
  if (large) (globalThis as { gc?: () => void }).gc?.();
});
// Pay pdfjs's load time before the first document, not during it.
await loadPdfJs();
send({ ready: true });
