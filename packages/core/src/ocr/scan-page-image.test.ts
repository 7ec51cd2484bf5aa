import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../extraction/fixtures/index';
import { drawPdfPage } from './pdf-page-image';
import { scannedPageImage } from './scan-page-image';
import { imageOnlyPdf, textImage } from './testing/scan-fixtures';

const meanDifference = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
};

describe('scannedPageImage (the fast path for scans)', () => {
  it('gives the pixels pdfjs would draw for a page that is one JPEG, at the same size and resolution', async () => {
    const scan = await textImage(['Invoice 4711', 'Harbour tolls paid in full'], { widthIn: 5, heightIn: 3, dpi: 150 });
    const pdf = await imageOnlyPdf([scan, scan], { dpi: 150 });
    for (const dpi of [150, 200, 72]) {
      const fast = await scannedPageImage(pdf, 2, { dpi, maxPixels: 40_000_000 });
      const drawn = await drawPdfPage(pdf, 2, { dpi, maxPixels: 40_000_000 });
      expect(fast).not.toBeNull();
      expect({ width: fast!.width, height: fast!.height, dpi: fast!.dpi }).toEqual({
        width: drawn.width,
        height: drawn.height,
        dpi: drawn.dpi,
      });
      // Different scalers and grey weights: close, not identical.
      expect(meanDifference(fast!.data, drawn.data)).toBeLessThan(4);
      expect(fast!.data.some((v) => v < 100)).toBe(true); // the text is there
    }
  });

  it('keeps to the pixel cap as rendering does', async () => {
    const pdf = await imageOnlyPdf([await textImage(['capped'], { widthIn: 4, heightIn: 4, dpi: 100 })], { dpi: 100 });
    const fast = await scannedPageImage(pdf, 1, { dpi: 300, maxPixels: 250_000 });
    const drawn = await drawPdfPage(pdf, 1, { dpi: 300, maxPixels: 250_000 });
    expect(fast!.width * fast!.height).toBeLessThanOrEqual(250_000);
    expect({ width: fast!.width, height: fast!.height, dpi: fast!.dpi }).toEqual({
      width: drawn.width,
      height: drawn.height,
      dpi: drawn.dpi,
    });
  });

  it('declines anything else, so the page is rendered: text, a missing page, bytes that are no PDF', async () => {
    expect(await scannedPageImage(makeTextPdf([['Some text on a page']]), 1, { dpi: 100, maxPixels: 1e7 })).toBeNull();
    const pdf = await imageOnlyPdf([await textImage(['one'], { widthIn: 2, heightIn: 2, dpi: 72 })], { dpi: 72 });
    expect(await scannedPageImage(pdf, 2, { dpi: 100, maxPixels: 1e7 })).toBeNull();
    expect(await scannedPageImage(Buffer.from('not a pdf at all'), 1, { dpi: 100, maxPixels: 1e7 })).toBeNull();
    expect(
      await scannedPageImage(Buffer.from('%PDF-1.4\nnot really a pdf\n'), 1, { dpi: 100, maxPixels: 1e7 }),
    ).toBeNull();
  });

  it('declines a scan page that also draws something else, or is rotated', async () => {
    const image = await textImage(['one'], { widthIn: 2, heightIn: 2, dpi: 72 });
    expect(
      await scannedPageImage(await imageOnlyPdf([image], { dpi: 72 }), 1, { dpi: 72, maxPixels: 1e7 }),
    ).not.toBeNull();
    const drawnOver = await imageOnlyPdf([image], { dpi: 72, moreContent: '0 0 9 9 re f' });
    expect(await scannedPageImage(drawnOver, 1, { dpi: 72, maxPixels: 1e7 })).toBeNull();
    const rotated = await imageOnlyPdf([image], { dpi: 72, rotate: 90 });
    expect(await scannedPageImage(rotated, 1, { dpi: 72, maxPixels: 1e7 })).toBeNull();
    // Rendered instead, both still read: the rectangle is drawn, the rotated page comes out turned.
    const drawn = await drawPdfPage(rotated, 1, { dpi: 72, maxPixels: 1e7 });
    expect(drawn.width).toBe(144);
  });
});
