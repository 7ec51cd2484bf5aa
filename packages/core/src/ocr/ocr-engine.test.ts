import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createOcrEngine, type OcrEngine } from './ocr-engine';
import { countImageFrames, decodeImageFrame, UnreadableImage } from './image-frames';
import { countPdfPages } from './pdf-page-image';
import { imageOnlyPdf, multiPageTiff, textImage } from './testing/scan-fixtures';

// Real OCR: tesseract.js with the npm language data. Pages are small (5 × 3 in at 150 dpi) to stay fast.
let engine: OcrEngine;
beforeAll(() => {
  engine = createOcrEngine({ concurrency: 2, dpi: 150 });
});
afterAll(() => engine?.close());

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('OCR engine', () => {
  it('reads a PNG with known text, with a high confidence', async () => {
    const png = await textImage(['Quarterly harbour report', 'Invoice 48213 due Friday']);
    const reading = await engine.readPage({ kind: 'image', bytes: png, frame: 0 });
    expect(words(reading.text)).toEqual(
      expect.arrayContaining(['quarterly', 'harbour', 'report', 'invoice', '48213', 'due', 'friday']),
    );
    expect(reading.confidence).toBeGreaterThan(70);
    expect(reading.rotation).toBe(0);
  });

  it('reads a page scanned sideways (90°) upright', async () => {
    const png = await textImage(
      ['Pelican marmalade sandwiches', 'arrive on Thursday morning', 'at the lighthouse kitchen'],
      { rotate: 90 },
    );
    const reading = await engine.readPage({ kind: 'image', bytes: png, frame: 0 });
    expect(words(reading.text)).toEqual(
      expect.arrayContaining(['pelican', 'marmalade', 'sandwiches', 'thursday', 'lighthouse', 'kitchen']),
    );
    expect(reading.rotation).toBe(270);
    expect(reading.confidence).toBeGreaterThan(70);
  });

  it('reads every page of a multi-page TIFF', async () => {
    const tiff = await multiPageTiff([
      await textImage(['First page says walrus']),
      await textImage(['Second page says giraffe']),
    ]);
    expect(await countImageFrames(tiff)).toBe(2);
    expect(await engine.countFrames(tiff)).toBe(2);
    const [one, two] = await Promise.all([0, 1].map((frame) => engine.readPage({ kind: 'image', bytes: tiff, frame })));
    expect(words(one.text)).toEqual(expect.arrayContaining(['first', 'walrus']));
    expect(words(two.text)).toEqual(expect.arrayContaining(['second', 'giraffe']));
    await expect(engine.readPage({ kind: 'image', bytes: tiff, frame: 2 })).rejects.toThrow(/frame 2 does not exist/);
  });

  it('reads both pages of an image-only PDF, rendered at OCR_DPI', async () => {
    const pdf = await imageOnlyPdf([
      await textImage(['Alpha page mentions cobalt']),
      await textImage(['Beta page mentions saffron']),
    ]);
    expect(await countPdfPages(pdf)).toBe(2);
    const two = await engine.readPage({ kind: 'pdf-page', pdf, pageNo: 2 });
    expect(words(two.text)).toEqual(expect.arrayContaining(['beta', 'page', 'mentions', 'saffron']));
    expect(words(two.text)).not.toContain('cobalt');
    await expect(engine.readPage({ kind: 'pdf-page', pdf, pageNo: 3 })).rejects.toThrow(/page 3 does not exist/);
  });

  it('gives an empty reading with confidence 0 for a blank page', async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const reading = await engine.readPage({ kind: 'image', bytes: blank, frame: 0 });
    expect(reading).toEqual({ text: '', confidence: 0, rotation: 0 });
  });
});

describe('languages', () => {
  it('reads French accents with OCR_LANGS=eng+fra (both from npm)', async () => {
    const both = createOcrEngine({ langs: ['eng', 'fra'], concurrency: 1 });
    try {
      const png = await textImage(['Le garçon a déjà mangé', 'une crème brûlée à Noël']);
      const reading = await both.readPage({ kind: 'image', bytes: png, frame: 0 });
      expect(reading.text).toMatch(/garçon/);
      expect(reading.text).toMatch(/déjà/);
      expect(reading.text).toMatch(/crème brûlée/);
    } finally {
      await both.close();
    }
  });
});

describe('page images', () => {
  it('scales a huge image down under the pixel cap before OCR', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const image = await decodeImageFrame(big, 0, { maxPixels: 4_000_000, maxInputPixels: 100_000_000 });
    expect(image.width * image.height).toBeLessThanOrEqual(4_000_000);
    expect(image.width / image.height).toBeCloseTo(1.5, 2);
    expect(image.data.length).toBe(image.width * image.height);
  });

  it('refuses an image declaring more pixels than the input limit, and bytes that are no image', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(decodeImageFrame(big, 0, { maxPixels: 4_000_000, maxInputPixels: 10_000_000 })).rejects.toBeInstanceOf(
      UnreadableImage,
    );
    await expect(countImageFrames(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(UnreadableImage);
  });

  it('names the missing language and where it looked', async () => {
    const broken = createOcrEngine({ langs: ['xyz'] });
    try {
      await expect(
        broken.readImage({ width: 10, height: 10, data: new Uint8Array(100).fill(255), dpi: null }),
      ).rejects.toThrow(/No OCR data for language "xyz".*@tesseract\.js-data\/xyz/);
    } finally {
      await broken.close();
    }
  });
});
