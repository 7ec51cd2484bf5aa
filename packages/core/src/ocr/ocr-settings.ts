import os from 'node:os';

/** How the OCR engine runs. Parsed from the environment by the worker (OCR_* variables) and passed in. */
export interface OcrSettings {
  /** Tesseract language codes read together, e.g. ['eng', 'fra'] (OCR_LANGS, default eng). */
  langs: string[];
  /** A tessdata folder to read `<lang>.traineddata[.gz]` from before the npm packages (OCR_LANG_PATH). */
  langPath: string | null;
  /** Tesseract workers in the pool: pages read at the same time (OCR_CONCURRENCY, default: cores). */
  concurrency: number;
  /** Resolution PDF pages are rendered at (OCR_DPI, default 200). */
  dpi: number;
  /**
   * Page images above this many pixels are scaled down first: OCR time and memory grow with pixels (tesseract's
   * working memory for a 40 MP page took a worker to 800 MB; 16 MP is an A4 page at 415 dpi).
   */
  maxPixels: number;
  /** Images declaring more pixels than this are refused before decoding (decompression bombs). */
  maxInputPixels: number;
  /** A page whose upright reading is below this confidence is checked for rotation (OSD). */
  orientationCheckBelow: number;
  /** A single page taking longer than this fails, and its tesseract worker is replaced. */
  pageTimeoutMs: number;
}

export const DEFAULT_OCR_SETTINGS: Readonly<OcrSettings> = Object.freeze({
  langs: ['eng'],
  langPath: null,
  concurrency: Math.max(1, os.availableParallelism()),
  dpi: 200,
  maxPixels: 16_000_000,
  maxInputPixels: 400_000_000,
  orientationCheckBelow: 60,
  pageTimeoutMs: 180_000,
});

export function ocrSettings(overrides: Partial<OcrSettings> = {}): Readonly<OcrSettings> {
  return Object.freeze({ ...DEFAULT_OCR_SETTINGS, ...overrides });
}
