import { createHash } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import { lazyRequire } from '../common/lazy-require';
import { scaleToFit, type GrayImage } from './gray-image';

// Loaded by the first scan read, not by every process that imports core.
const pdfLib = lazyRequire<typeof import('pdf-lib')>('pdf-lib');
const sharp = lazyRequire<typeof import('sharp')>('sharp');

/**
 * The fast path for what scanners make: a page that only paints one JPEG over the whole page. Its pixels are
 * decoded by sharp (native libjpeg-turbo) and scaled to the page at the requested resolution, instead of having
 * pdfjs decode the JPEG in JavaScript and draw it (0.6–0.9 s of CPU for an A4 page at 200 dpi).
 *
 * Everything else (text, vector drawing, several images, masks, rotation, colour spaces other than grey and RGB,
 * other image codecs) returns null, and the page is rendered as usual.
 */

// The page's whole content stream: optionally wrapped in q … Q, one `a 0 0 d e f cm`, one `/Name Do`.
const NUMBER = '([-+]?(?:\\d+\\.?\\d*|\\.\\d+))';
const CONTENT = new RegExp(
  `^(?:q\\s+)?${NUMBER}\\s+0\\s+0\\s+${NUMBER}\\s+${NUMBER}\\s+${NUMBER}\\s+cm\\s+/(\\S+)\\s+Do(?:\\s+Q)?$`,
);
// How far (in points) the image may miss the page edges and still count as covering it.
const TOLERANCE_PT = 1;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** The parser process reads one document's pages in turn: the parsed document is kept for the next page. */
let cached: { key: string; doc: PDFDocument } | undefined;
async function load(bytes: Uint8Array): Promise<PDFDocument> {
  const key = `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
  if (cached?.key === key) return cached.doc;
  const doc = await pdfLib().PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  cached = { key, doc };
  return doc;
}

function contentText(page: ReturnType<PDFDocument['getPage']>): string | null {
  const { decodePDFRawStream, PDFArray, PDFRawStream } = pdfLib();
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const parts: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return null;
    parts.push(latin1(decodePDFRawStream(stream).decode()));
  }
  return parts.join('\n').trim().replace(/\s+/g, ' ');
}

/** The JPEG bytes of an image XObject that is a plain 8-bit grey or RGB JPEG, else null. */
function plainJpeg(image: unknown): Uint8Array | null {
  const { PDFArray, PDFName, PDFNumber, PDFRawStream } = pdfLib();
  if (!(image instanceof PDFRawStream)) return null;
  const dict = image.dict;
  const name = (key: string) => dict.lookup(PDFName.of(key));
  if (name('Subtype') !== PDFName.of('Image')) return null;
  const filter = name('Filter');
  const filters = filter instanceof PDFArray ? filter.asArray().map((f) => dict.context.lookup(f)) : [filter];
  if (filters.length !== 1 || filters[0] !== PDFName.of('DCTDecode')) return null;
  const colour = name('ColorSpace');
  if (colour !== PDFName.of('DeviceGray') && colour !== PDFName.of('DeviceRGB')) return null;
  const bits = name('BitsPerComponent');
  if (!(bits instanceof PDFNumber) || bits.asNumber() !== 8) return null;
  for (const key of ['SMask', 'Mask', 'Decode', 'ImageMask', 'DecodeParms']) if (dict.has(PDFName.of(key))) return null;
  return image.contents;
}

/** Never fails: anything unexpected (encrypted, damaged, beyond pdf-lib) means "render it", and pdfjs decides. */
export async function scannedPageImage(
  bytes: Uint8Array,
  pageNo: number,
  options: { dpi: number; maxPixels: number },
): Promise<GrayImage | null> {
  try {
    return await fastScanImage(await load(bytes), pageNo, options);
  } catch {
    return null;
  }
}

async function fastScanImage(
  doc: PDFDocument,
  pageNo: number,
  options: { dpi: number; maxPixels: number },
): Promise<GrayImage | null> {
  const { PDFDict, PDFName } = pdfLib();
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > doc.getPageCount()) return null;
  const page = doc.getPage(pageNo - 1);
  if (page.getRotation().angle % 360 !== 0) return null;
  const box = page.getMediaBox();
  const crop = page.getCropBox();
  if (
    box.x !== 0 ||
    box.y !== 0 ||
    crop.x !== box.x ||
    crop.y !== box.y ||
    crop.width !== box.width ||
    crop.height !== box.height
  )
    return null;

  const content = contentText(page);
  const match = content ? CONTENT.exec(content) : null;
  if (!match) return null;
  const [a, d, e, f] = match.slice(1, 5).map(Number);
  const covers =
    Math.abs(a - box.width) <= TOLERANCE_PT &&
    Math.abs(d - box.height) <= TOLERANCE_PT &&
    Math.abs(e) <= TOLERANCE_PT &&
    Math.abs(f) <= TOLERANCE_PT;
  if (!covers) return null;
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return null;
  const jpeg = plainJpeg(xobjects.lookup(PDFName.of(match[5])));
  if (!jpeg) return null;

  // The size pdfjs would render the page at (same rounding, same pixel cap).
  const scale = options.dpi / 72;
  const fit = scaleToFit(box.width * scale, box.height * scale, options.maxPixels);
  const width = Math.max(1, Math.floor(box.width * scale * fit));
  const height = Math.max(1, Math.floor(box.height * scale * fit));
  const { data } = await sharp()(jpeg, { limitInputPixels: Math.max(options.maxPixels, width * height) * 4 })
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (data.length !== width * height) return null;
  return {
    width,
    height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    dpi: Math.round(options.dpi * fit),
  };
}
