import { mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTrainedData, languageData } from './language-data';

describe('OCR language data (local files only)', () => {
  it('takes eng from the npm package, preferring its LSTM-only model', () => {
    const file = findTrainedData('eng', { langPath: null, lstmOnly: true });
    expect(file).toMatch(/@tesseract\.js-data\/eng\/4\.0\.0_best_int\/eng\.traineddata\.gz$/);
    expect(languageData(['eng'], { langPath: null, lstmOnly: true })).toEqual({
      langPath: path.dirname(file),
      gzip: true,
    });
  });

  it('joins languages from different packages in one folder of links', () => {
    const data = languageData(['eng', 'fra'], { langPath: null, lstmOnly: true });
    expect(data.gzip).toBe(false);
    expect(readlinkSync(path.join(data.langPath, 'eng.traineddata'))).toBe(
      findTrainedData('eng', { langPath: null, lstmOnly: true }),
    );
    expect(readlinkSync(path.join(data.langPath, 'fra.traineddata'))).toBe(
      findTrainedData('fra', { langPath: null, lstmOnly: true }),
    );
    // Same languages, same folder: every process shares it.
    expect(languageData(['eng', 'fra'], { langPath: null, lstmOnly: true })).toEqual(data);
  });

  it('reads OCR_LANG_PATH first, then falls back to npm, and refuses what is not a language code', () => {
    const tessdata = mkdtempSync(path.join(os.tmpdir(), 'docent-tessdata-test-'));
    try {
      writeFileSync(path.join(tessdata, 'deu.traineddata'), 'x');
      expect(findTrainedData('deu', { langPath: tessdata, lstmOnly: true })).toBe(
        path.join(tessdata, 'deu.traineddata'),
      );
      expect(findTrainedData('eng', { langPath: tessdata, lstmOnly: true })).toMatch(/@tesseract\.js-data\/eng\//);
      expect(() => findTrainedData('ita', { langPath: tessdata, lstmOnly: true })).toThrow(
        /ita.*OCR_LANG_PATH.*tesseract-ocr-ita/,
      );
      expect(() => findTrainedData('../etc/passwd', { langPath: null, lstmOnly: true })).toThrow(
        /not a tesseract language code/,
      );
    } finally {
      rmSync(tessdata, { recursive: true, force: true });
    }
  });
});
