import { createRequire } from 'node:module';
import v8 from 'node:v8';
import path from 'node:path';
import { lazyRequire } from '../common/lazy-require';
import { rotateGray, toPgm, type GrayImage } from './gray-image';
import { countImageFrames, decodeImageFrame } from './image-frames';
import { languageData } from './language-data';
import { ocrSettings, type OcrSettings } from './ocr-settings';
import { renderPdfPage } from './pdf-page-image';
import { TesseractPool } from './tesseract-pool';

/** A page to read: a page of a PDF (rendered at OCR_DPI) or one frame of an image file. */
export type PageImageInput =
  | { kind: 'pdf-page'; pdf: Uint8Array; pageNo: number }
  | { kind: 'image'; bytes: Uint8Array; frame: number };

export interface PageReading {
  /** Text in tesseract's reading order (blocks top to bottom, columns left to right), paragraphs separated by a blank line. */
  text: string;
  /** Mean word confidence, 0–100 (0 when nothing was read). */
  confidence: number;
  /** Clockwise degrees the page was turned to be read upright. */
  rotation: 0 | 90 | 180 | 270;
}

export interface OcrEngine {
  readonly settings: Readonly<OcrSettings>;
  /** Reads one page; safe to call many times at once (calls queue for the pool's workers). */
  readPage(input: PageImageInput): Promise<PageReading>;
  /** Reads pixels already decoded. */
  readImage(image: GrayImage): Promise<PageReading>;
  /** Pages in an image file (multi-page TIFF, animated WebP): the analysis makes one page per frame. */
  countFrames(bytes: Uint8Array): Promise<number>;
  /** Terminates the tesseract workers. Reading after close fails. */
  close(): Promise<void>;
}

export interface OcrEngineOptions {
  /** Told about replaced workers and pages turned upright; silent by default. */
  log?: (level: 'debug' | 'warn', message: string, fields?: Record<string, unknown>) => void;
  /**
   * Renders a PDF page to grey pixels. The worker passes its ExtractionPool's, so hostile PDFs are drawn in
   * parser processes with memory and time limits; without it, pages are rendered in this process.
   */
  renderPdfPage?: (
    pdf: Uint8Array,
    pageNo: number,
    options: { dpi: number; maxPixels: number; timeoutMs: number },
  ) => Promise<GrayImage>;
  /** Tesseract workers without work this long are ended (0: kept); default 30,000. */
  idleMs?: number;
  /** Decodes one frame of an image file; the worker passes its ExtractionPool's (else decoded in this process). */
  decodeImageFrame?: (
    bytes: Uint8Array,
    frame: number,
    options: { maxPixels: number; maxInputPixels: number; timeoutMs: number },
  ) => Promise<GrayImage>;
}

const require = createRequire(import.meta.url);
// tesseract.js in Node loads its wasm core with require(); corePath is set for clarity, never to a URL.
const CORE_PATH = path.dirname(
  require.resolve('tesseract.js-core/package.json', { paths: [path.dirname(require.resolve('tesseract.js'))] }),
);
const tesseract = lazyRequire<typeof import('tesseract.js')>('tesseract.js');

// Tesseract prints progress and warnings with tprintf; in the wasm build that is console output in the worker thread.
const QUIET = { debug_file: '/dev/null' };
// An OSD answer below this margin is a guess; the better-read of the two readings still decides.
const MIN_OSD_CONFIDENCE = 1;

/** At most `limit` tasks at once; the rest wait in order. */
class Semaphore {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }
}

/**
 * V8 first compiles wasm with its baseline compiler (Liftoff) and re-compiles hot functions later; for the
 * tesseract core that second step came too late or not at all here, and pages read 2–3× slower than with
 * optimised code (measured: 11–22 s vs 4–5 s for one A4 page on a busy 2-core machine). Compiling with
 * the optimising compiler from the start costs a few seconds once per process. V8 flags are process-wide
 * and apply to wasm compiled after they are set, so this runs before the first tesseract worker starts.
 */
let wasmFlagsSet = false;
function compileWasmOptimised(): void {
  if (wasmFlagsSet) return;
  wasmFlagsSet = true;
  v8.setFlagsFromString('--no-liftoff');
  // Node 20's V8 has WebAssembly relaxed SIMD behind a flag (on by default from Node 22). With it, tesseract.js
  // picks its relaxed-SIMD core, whose integer dot products (the LSTM's inner loop) use fused instructions.
  v8.setFlagsFromString('--experimental-wasm-relaxed-simd');
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The OCR engine: a pool of tesseract.js workers (LSTM, language data from local files only) and one
 * orientation (OSD) worker made when a page first reads badly. Nothing is loaded until the first page.
 *
 * Orientation: a page is first read as it is. Only when that reading is poor (mean confidence below
 * `orientationCheckBelow`) does OSD guess the rotation; the page is then read turned upright and the better
 * of the two readings is kept. Upright pages, nearly all of them, pay nothing for the check.
 */
export function createOcrEngine(overrides: Partial<OcrSettings> = {}, options: OcrEngineOptions = {}): OcrEngine {
  const settings = ocrSettings(overrides);
  if (settings.langs.length === 0) throw new Error('OCR_LANGS: give at least one language');
  const log = options.log ?? (() => {});
  const errorHandler = (error: unknown) => log('debug', 'tesseract call failed', { error: String(error) });

  let textData: ReturnType<typeof languageData> | undefined;
  const recognisers = new TesseractPool({
    size: settings.concurrency,
    spawn: async () => {
      compileWasmOptimised();
      textData ??= languageData(settings.langs, { langPath: settings.langPath, lstmOnly: true });
      const worker = await tesseract().createWorker(settings.langs, tesseract().OEM.LSTM_ONLY, {
        ...textData,
        corePath: CORE_PATH,
        cacheMethod: 'none', // never write traineddata copies into the working directory
        errorHandler,
      });
      await worker.setParameters(QUIET);
      return worker;
    },
    onDiscard: (reason) => log('warn', 'OCR worker replaced', { reason }),
    idleMs: options.idleMs,
  });

  let osdData: ReturnType<typeof languageData> | undefined;
  const orienter = new TesseractPool({
    size: 1,
    spawn: async () => {
      compileWasmOptimised();
      osdData ??= languageData(['osd'], { langPath: settings.langPath, lstmOnly: false });
      // OSD is a legacy-engine model: this worker loads the wasm core that still has the legacy engine.
      const worker = await tesseract().createWorker('osd', tesseract().OEM.TESSERACT_ONLY, {
        ...osdData,
        corePath: CORE_PATH,
        cacheMethod: 'none',
        legacyCore: true,
        legacyLang: true,
        errorHandler,
      });
      await worker.setParameters(QUIET);
      return worker;
    },
    onDiscard: (reason) => log('warn', 'OSD worker replaced', { reason }),
    idleMs: options.idleMs,
  });

  const recognise = (image: GrayImage) =>
    recognisers.use(async (worker) => {
      const params = image.dpi ? { user_defined_dpi: String(image.dpi) } : {};
      const { data } = await worker.recognize(Buffer.from(toPgm(image)), params as never, { text: true });
      const text = tidy(data.text ?? '');
      return { text, confidence: text ? Math.max(0, Math.min(100, data.confidence ?? 0)) : 0 };
    }, settings.pageTimeoutMs);

  const detectRotation = async (image: GrayImage): Promise<{ degrees: 0 | 90 | 180 | 270; confidence: number }> => {
    const result = await orienter.use(async (worker) => {
      if (image.dpi) await worker.setParameters({ user_defined_dpi: String(image.dpi) });
      return (await worker.detect(Buffer.from(toPgm(image)))).data;
    }, settings.pageTimeoutMs);
    const degrees = result.orientation_degrees;
    if (degrees !== 90 && degrees !== 180 && degrees !== 270) return { degrees: 0, confidence: 0 };
    return { degrees, confidence: result.orientation_confidence ?? 0 };
  };

  const readImage = async (image: GrayImage): Promise<PageReading> => {
    const upright = await recognise(image);
    if (upright.confidence >= settings.orientationCheckBelow) return { ...upright, rotation: 0 };
    const osd = await detectRotation(image);
    if (osd.degrees === 0 || osd.confidence < MIN_OSD_CONFIDENCE) return { ...upright, rotation: 0 };
    const turned = await recognise(await rotateGray(image, osd.degrees));
    log('debug', 'page read turned', {
      degrees: osd.degrees,
      osdConfidence: osd.confidence,
      upright: upright.confidence,
      turned: turned.confidence,
    });
    return turned.confidence > upright.confidence ? { ...turned, rotation: osd.degrees } : { ...upright, rotation: 0 };
  };

  const limits = { maxPixels: settings.maxPixels, maxInputPixels: settings.maxInputPixels };
  // Rendering (here or in a parser process): a few pages at a time, so the first ones reach tesseract while the rest
  // wait their turn (all at once, every page would be half-drawn when the OCR workers run dry) and so
  // memory holds a few page images, not a whole document's.
  const renders = new Semaphore(Math.max(1, Math.ceil(settings.concurrency / 2)));
  const render = options.renderPdfPage ?? renderPdfPage;
  const decode =
    options.decodeImageFrame ?? ((bytes: Uint8Array, frame: number) => decodeImageFrame(bytes, frame, limits));
  const pageImage = (input: PageImageInput) =>
    renders.run(() =>
      input.kind === 'pdf-page'
        ? render(input.pdf, input.pageNo, {
            dpi: settings.dpi,
            maxPixels: settings.maxPixels,
            timeoutMs: settings.pageTimeoutMs,
          })
        : decode(input.bytes, input.frame, { ...limits, timeoutMs: settings.pageTimeoutMs }),
    );
  return {
    settings,
    readImage,
    readPage: async (input) => readImage(await pageImage(input)),
    countFrames: (bytes) => countImageFrames(bytes, limits),
    async close() {
      await Promise.all([recognisers.close(), orienter.close()]);
    },
  };
}
