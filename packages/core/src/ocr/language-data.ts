import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where tesseract.js reads `<code>.traineddata` (or `.gz`) from: a local folder, never a CDN. */
export interface LanguageData {
  langPath: string;
  gzip: boolean;
}

const LANG_CODE = /^[a-z][a-z0-9_]{1,30}$/i;

function fromFolder(folder: string, code: string): string | null {
  for (const name of [`${code}.traineddata`, `${code}.traineddata.gz`]) {
    const file = path.join(folder, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/**
 * The npm package `@tesseract.js-data/<code>`. Its `langPath` export holds the legacy + LSTM model; the
 * `_best_int` sibling holds only the integer LSTM model, which reads as well and loads twice as fast — we
 * only use the LSTM engine for text, so it is preferred when present. OSD is a legacy model: no preference.
 */
function fromNpm(code: string, lstmOnly: boolean): string | null {
  let exported: { langPath: string };
  try {
    exported = require(`@tesseract.js-data/${code}`);
  } catch {
    return null;
  }
  const folders = lstmOnly ? [`${exported.langPath}_best_int`, exported.langPath] : [exported.langPath];
  for (const folder of folders) {
    const file = fromFolder(folder, code);
    if (file) return file;
  }
  return null;
}

/** The file holding one language's model: OCR_LANG_PATH first, then the npm data packages. */
export function findTrainedData(code: string, options: { langPath: string | null; lstmOnly: boolean }): string {
  if (!LANG_CODE.test(code)) throw new Error(`OCR language "${code}" is not a tesseract language code (e.g. eng, fra)`);
  const file = (options.langPath ? fromFolder(options.langPath, code) : null) ?? fromNpm(code, options.lstmOnly);
  if (file) return file;
  const where = options.langPath ? `${options.langPath} (OCR_LANG_PATH) nor ` : '';
  throw new Error(
    `No OCR data for language "${code}": found neither in ${where}the npm package @tesseract.js-data/${code}. ` +
      `Install the package, or point OCR_LANG_PATH at a tessdata folder (e.g. apt-get install tesseract-ocr-${code}).`,
  );
}

/**
 * tesseract.js reads every language from one folder. When the files live in one folder already it is used
 * as is; otherwise a folder of symlinks is made under the OS temp dir (named by its content, so every
 * process shares it). Links are all named `.traineddata`: tesseract.js gunzips by magic number, not by name.
 */
export function languageData(codes: string[], options: { langPath: string | null; lstmOnly: boolean }): LanguageData {
  const files = codes.map((code) => ({ code, file: findTrainedData(code, options) }));
  const folders = new Set(files.map((f) => path.dirname(f.file)));
  const gz = new Set(files.map((f) => f.file.endsWith('.gz')));
  if (folders.size === 1 && gz.size === 1) return { langPath: [...folders][0], gzip: [...gz][0] };

  const digest = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const folder = path.join(os.tmpdir(), `docent-tessdata-${digest}`);
  mkdirSync(folder, { recursive: true });
  for (const { code, file } of files) {
    const link = path.join(folder, `${code}.traineddata`);
    try {
      if (readlinkSync(link) === file) continue;
    } catch {
      /* no link yet */
    }
    try {
      symlinkSync(file, link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { langPath: folder, gzip: false };
}
