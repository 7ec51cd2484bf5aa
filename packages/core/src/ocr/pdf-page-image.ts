import { DocumentRejected } from '../extraction/extraction-types';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scaleToFit, type GrayImage } from './gray-image';
import { scannedPageImage } from './scan-page-image';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

// CMaps and standard fonts from the installed package: rendering never fetches anything.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_URL = `${path.join(pdfjsRoot, 'cmaps')}/`;
const STANDARD_FONTS_URL = `${path.join(pdfjsRoot, 'standard_fonts')}/`;
// Decoders pdfjs ships as wasm (JPEG 2000 and JBIG2, common in scans) and ICC profiles, also local.
const WASM_URL = `${path.join(pdfjsRoot, 'wasm')}/`;
const ICC_URL = `${path.join(pdfjsRoot, 'iccs')}/`;

// pdfjs' Node canvas factory (backed by @napi-rs/canvas); typed loosely by pdfjs as Object.
interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: CanvasRenderingContext2D };
  destroy(pair: { canvas: unknown; context: CanvasRenderingContext2D }): void;
}

/** Raised for PDF bytes or pages that cannot be rendered: retrying will not help. */
export class UnreadablePdf extends DocumentRejected {
  override readonly name = 'UnreadablePdf';
}

async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await loadPdfJs();
  // pdfjs detaches the buffer it is given: hand it a copy. Eval stays off (CVE-2024-4367).
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    stopAtErrors: false,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONTS_URL,
    wasmUrl: WASM_URL,
    iccUrl: ICC_URL,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw new UnreadablePdf(`PDF could not be read: ${(error as Error).message ?? error}`);
  }
}

/** Number of pages of a PDF. */
export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  const doc = await openPdf(bytes);
  try {
    return doc.numPages;
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * Renders page `pageNo` (1-based) at `dpi` into grey pixels, on white, with pdfjs and @napi-rs/canvas
 * (pdfjs' own Node canvas factory), or, for a scan, decodes its JPEG directly. A page too big for `maxPixels`
 * at that resolution is rendered smaller.
 */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNo: number,
  options: { dpi: number; maxPixels: number; timeoutMs?: number },
): Promise<GrayImage> {
  // A typical scan (one JPEG covering the page) needs no rendering: its pixels are decoded natively.
  return (await scannedPageImage(bytes, pageNo, options)) ?? drawPdfPage(bytes, pageNo, options);
}

/** Renders a page with pdfjs whatever it holds (renderPdfPage without the scan fast path). */
export async function drawPdfPage(
  bytes: Uint8Array,
  pageNo: number,
  options: { dpi: number; maxPixels: number; timeoutMs?: number },
): Promise<GrayImage> {
  const doc = await openPdf(bytes);
  try {
    if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > doc.numPages) {
      throw new UnreadablePdf(`PDF has ${doc.numPages} page(s); page ${pageNo} does not exist`);
    }
    const page = await doc.getPage(pageNo).catch((error: Error) => {
      throw new UnreadablePdf(`PDF page ${pageNo} could not be read: ${error?.message ?? error}`);
    });
    const natural = page.getViewport({ scale: options.dpi / 72 });
    const fit = scaleToFit(natural.width, natural.height, options.maxPixels);
    const viewport = fit < 1 ? page.getViewport({ scale: (options.dpi / 72) * fit }) : natural;
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const factory = doc.canvasFactory as CanvasFactory;
    const { canvas, context } = factory.create(width, height);
    try {
      const task = page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context,
        viewport,
        background: '#ffffff',
        intent: 'print',
      });
      // pdfjs draws in chunks and checks for cancellation between them: a page that never ends is cut off.
      const timer = setTimeout(() => task.cancel(), options.timeoutMs ?? 120_000);
      try {
        await task.promise;
      } finally {
        clearTimeout(timer);
      }
      const rgba = context.getImageData(0, 0, width, height).data;
      const gray = new Uint8Array(width * height);
      // ITU-R BT.601 luma, in integers: the same weights libvips and leptonica use.
      for (let i = 0, p = 0; p < gray.length; i += 4, p++)
        gray[p] = (rgba[i] * 299 + rgba[i + 1] * 587 + rgba[i + 2] * 114 + 500) / 1000;
      return { width, height, data: gray, dpi: Math.round(options.dpi * fit) };
    } catch (error) {
      if (error instanceof UnreadablePdf) throw error;
      throw new UnreadablePdf(`PDF page ${pageNo} could not be rendered: ${(error as Error).message ?? error}`);
    } finally {
      page.cleanup();
      factory.destroy({ canvas, context });
    }
  } finally {
    await doc.destroy().catch(() => {});
  }
}
