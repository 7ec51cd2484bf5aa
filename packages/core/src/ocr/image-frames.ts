import { lazyRequire } from '../common/lazy-require';
import { DocumentRejected } from '../extraction/extraction-types';
import { scaleToFit, type GrayImage } from './gray-image';

const sharp = lazyRequire<typeof import('sharp')>('sharp');

/** Raised for image bytes that cannot be turned into pixels: retrying will not help. */
export class UnreadableImage extends DocumentRejected {
  override readonly name = 'UnreadableImage';
}

export interface ImageLimits {
  maxPixels: number;
  maxInputPixels: number;
}

// The sharp/libvips "pages" of an image: a multi-page TIFF's pages, an animated WebP's frames.
async function metadataOf(bytes: Uint8Array, limits: Pick<ImageLimits, 'maxInputPixels'>, page = 0) {
  try {
    return await sharp()(bytes, { page, limitInputPixels: limits.maxInputPixels, failOn: 'none' }).metadata();
  } catch (error) {
    throw new UnreadableImage(`image could not be read: ${(error as Error).message}`);
  }
}

/** Pages in an image: 1 for PNG/JPEG, one per page of a multi-page TIFF, one per frame of an animated WebP. */
export async function countImageFrames(
  bytes: Uint8Array,
  limits: Pick<ImageLimits, 'maxInputPixels'> = { maxInputPixels: 400_000_000 },
): Promise<number> {
  const meta = await metadataOf(bytes, limits);
  return Math.max(1, meta.pages ?? 1);
}

const credibleDpi = (density: number | undefined) =>
  density && density >= 70 && density <= 2400 ? Math.round(density) : null;

/**
 * One frame of an image as grey pixels, turned upright by its EXIF orientation (phone photos) and
 * scaled down under `maxPixels`. Frames declaring more than `maxInputPixels` are refused undecoded.
 */
export async function decodeImageFrame(bytes: Uint8Array, frame: number, limits: ImageLimits): Promise<GrayImage> {
  const frames = await countImageFrames(bytes, limits);
  if (!Number.isInteger(frame) || frame < 0 || frame >= frames)
    throw new UnreadableImage(`image has ${frames} frame(s); frame ${frame} does not exist`);
  const meta = await metadataOf(bytes, limits, frame);
  if (!meta.width || !meta.height) throw new UnreadableImage('image has no size');
  // EXIF orientations 5–8 swap width and height.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const scale = scaleToFit(width, height, limits.maxPixels);
  const dpi = credibleDpi(meta.density);
  try {
    let pipeline = sharp()(bytes, { page: frame, limitInputPixels: limits.maxInputPixels, failOn: 'none' }).rotate();
    if (scale < 1)
      pipeline = pipeline.resize({
        width: Math.max(1, Math.floor(width * scale)),
        height: Math.max(1, Math.floor(height * scale)),
        fit: 'fill',
      });
    // Transparent pixels become white (text on a transparent PNG), then one grey channel.
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`expected 1 grey channel, got ${info.channels}`);
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      dpi: dpi === null ? null : Math.round(dpi * scale),
    };
  } catch (error) {
    throw new UnreadableImage(`image could not be decoded: ${(error as Error).message}`);
  }
}
