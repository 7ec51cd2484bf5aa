import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * Scans made on the spot for tests and benchmarks: text drawn onto white pixels, then wrapped as the
 * files users upload (PNG, multi-page TIFF, a PDF of page images with no text layer).
 */

const FAMILY = 'DocentScanSans';
let registered = false;

/** The font comes from pdfjs-dist's bundled Liberation Sans, so a machine without system fonts draws the same. */
function ensureFont(): void {
  if (registered) return;
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  GlobalFonts.registerFromPath(path.join(root, 'standard_fonts', 'LiberationSans-Regular.ttf'), FAMILY);
  registered = true;
}

export interface TextImageOptions {
  /** Page width and height in inches (default: a 5 × 3 inch card, to keep OCR fast). */
  widthIn?: number;
  heightIn?: number;
  dpi?: number;
  /** Font size in points. */
  pointSize?: number;
  /** Turn the finished page clockwise, as a scanner fed sideways would. */
  rotate?: 0 | 90 | 180 | 270;
}

/** A PNG of `lines` in black on white. */
export async function textImage(lines: string[], options: TextImageOptions = {}): Promise<Buffer> {
  ensureFont();
  const dpi = options.dpi ?? 150;
  const width = Math.round((options.widthIn ?? 5) * dpi);
  const height = Math.round((options.heightIn ?? 3) * dpi);
  const px = Math.round(((options.pointSize ?? 14) / 72) * dpi);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${px}px ${FAMILY}`;
  lines.forEach((line, i) =>
    g.fillText(line, Math.round(dpi * 0.4), Math.round(dpi * 0.4) + px + i * Math.round(px * 1.5)),
  );
  const png = canvas.toBuffer('image/png');
  const turned = options.rotate ? await sharp(png).rotate(options.rotate).png().toBuffer() : png;
  return sharp(turned).withMetadata({ density: dpi }).png().toBuffer();
}

/** A multi-page TIFF, one page per image (all pages must share a size). */
export async function multiPageTiff(images: Buffer[]): Promise<Buffer> {
  return sharp(images, { join: { animated: true } })
    .tiff({ compression: 'lzw' })
    .toBuffer();
}

/**
 * A PDF whose pages are only pictures (what a scanner makes): each image becomes one page, JPEG-encoded,
 * sized so it fills the page at `dpi`. There is no text layer at all.
 */
export async function imageOnlyPdf(
  images: Buffer[],
  options: {
    dpi?: number /** appended to each page's content stream */;
    moreContent?: string /** page /Rotate */;
    rotate?: number;
  } = {},
): Promise<Buffer> {
  const dpi = options.dpi ?? 150;
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length; // object number
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add(''); // filled in below, once the pages object exists
  const pagesObj = add('');
  const kids: number[] = [];
  for (const image of images) {
    const { data: jpeg, info } = await sharp(image)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const w = (info.width / dpi) * 72;
    const h = (info.height / dpi) * 72;
    const colour = info.channels === 1 ? '/DeviceGray' : '/DeviceRGB';
    const img = add(
      stream(
        `/Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace ${colour} /BitsPerComponent 8 /Filter /DCTDecode`,
        jpeg,
      ),
    );
    const content = add(
      stream(
        '',
        Buffer.from(
          `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im0 Do Q${options.moreContent ? ` ${options.moreContent}` : ''}`,
          'latin1',
        ),
      ),
    );
    const rotate = options.rotate ? ` /Rotate ${options.rotate}` : '';
    kids.push(
      add(
        `<< /Type /Page${rotate} /Parent ${pagesObj} 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Resources << /XObject << /Im0 ${img} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`, 'latin1');
  objects[pagesObj - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
