import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config';

const DATABASE_URL = 'postgres://docent@127.0.0.1:5432/docent';

describe('worker OCR settings from the environment', () => {
  it('defaults: eng, npm data, one tesseract worker per core, 200 dpi', () => {
    const { ocr } = loadWorkerConfig({ DATABASE_URL });
    expect(ocr).toMatchObject({ langs: ['eng'], langPath: null, dpi: 200 });
    expect(ocr.concurrency).toBeGreaterThanOrEqual(1);
  });

  it('reads OCR_LANGS, OCR_LANG_PATH, OCR_CONCURRENCY and OCR_DPI', () => {
    const { ocr } = loadWorkerConfig({
      DATABASE_URL,
      OCR_LANGS: 'eng+fra',
      OCR_LANG_PATH: '/usr/share/tesseract-ocr/5/tessdata',
      OCR_CONCURRENCY: '3',
      OCR_DPI: '300',
    });
    expect(ocr).toEqual({
      langs: ['eng', 'fra'],
      langPath: '/usr/share/tesseract-ocr/5/tessdata',
      concurrency: 3,
      dpi: 300,
    });
    expect(loadWorkerConfig({ DATABASE_URL, OCR_LANGS: 'eng,deu' }).ocr.langs).toEqual(['eng', 'deu']);
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadWorkerConfig({ DATABASE_URL, OCR_DPI: '10' })).toThrow(/OCR_DPI/);
    expect(() => loadWorkerConfig({ DATABASE_URL, OCR_CONCURRENCY: '0' })).toThrow(/OCR_CONCURRENCY/);
    expect(() => loadWorkerConfig({ DATABASE_URL, OCR_LANGS: 'eng; rm -rf' })).toThrow(/OCR_LANGS/);
  });
});
