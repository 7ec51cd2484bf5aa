import { DocumentRejected, type ExtractedPage, type ExtractionLimits } from './extraction-types';

/** Number of images (IFDs) in a TIFF file, walking the IFD chain with loop and bounds checks. */
export function tiffFrameCount(bytes: Uint8Array, maxFrames: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corrupt = () => new DocumentRejected('corrupt TIFF image');
  if (bytes.length < 8) throw corrupt();
  const little = bytes[0] === 0x49; // "II" little-endian, "MM" big-endian
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  if (u16(2) === 43) return 1; // BigTIFF: rare; let the OCR engine read the first image.
  let offset = u32(4);
  const seen = new Set<number>();
  let frames = 0;
  while (offset !== 0) {
    if (seen.has(offset) || offset + 2 > bytes.length) throw corrupt();
    seen.add(offset);
    frames++;
    if (frames > maxFrames)
      throw new DocumentRejected(
        `TIFF has more than ${maxFrames} images; the limit is ${maxFrames} pages per document`,
      );
    const entries = u16(offset);
    const next = offset + 2 + entries * 12;
    if (next + 4 > bytes.length) throw corrupt();
    offset = u32(next);
  }
  return frames;
}

/** Image files become pages with no text (one per TIFF frame), each marked for OCR. */
export function extractImage(bytes: Uint8Array, mime: string, limits: ExtractionLimits): ExtractedPage[] {
  const frames = mime === 'image/tiff' ? tiffFrameCount(bytes, limits.maxPages) : 1;
  return Array.from({ length: frames }, (_, frame) => ({
    pageNo: frame + 1,
    text: '',
    ocr: { kind: 'image' as const, frame },
  }));
}
