import { lazyRequire } from '../common/lazy-require';

const sharp = lazyRequire<typeof import('sharp')>('sharp');

/** One page as 8-bit grey pixels, row by row: what tesseract reads. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  /** Resolution the pixels stand for, when known (tesseract estimates it otherwise). */
  dpi: number | null;
}

/**
 * Binary PGM (P5): tesseract's image reader (leptonica) takes it without decoding work, unlike PNG,
 * whose encoding alone costs about as much as a tenth of the OCR of a page.
 */
export function toPgm(image: GrayImage): Uint8Array {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/** The image turned clockwise by a multiple of 90 degrees (to read a page upright). */
export async function rotateGray(image: GrayImage, degrees: 0 | 90 | 180 | 270): Promise<GrayImage> {
  if (degrees === 0) return image;
  const { data, info } = await sharp()(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(degrees)
    .toColourspace('b-w') // raw single-channel input comes out as sRGB otherwise
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    dpi: image.dpi,
  };
}

/** Scale factor (≤ 1) that brings width × height under `maxPixels`. */
export function scaleToFit(width: number, height: number, maxPixels: number): number {
  const pixels = width * height;
  return pixels > maxPixels ? Math.sqrt(maxPixels / pixels) : 1;
}
