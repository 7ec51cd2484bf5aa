import { inflateRawSync } from 'node:zlib';
import { DocumentRejected } from './extraction-types';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 10_000;

/**
 * Proves that a ZIP archive (DOCX) inflates to at most `maxBytes` in total BEFORE any library unpacks it:
 * the declared sizes are summed, then every entry is really inflated with a hard output cap, so an archive
 * that lies about its sizes is caught too. Throws DocumentRejected (bomb or corrupt); returns the total size.
 */
export function assertZipWithinLimits(bytes: Uint8Array, maxBytes: number, what = 'DOCX'): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corrupt = (why: string) => new DocumentRejected(`corrupt ${what}: ${why}`);
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = view.length - 22; i >= Math.max(0, view.length - 22 - 0xffff); i--) {
    if (view.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt('the zip directory is missing');
  const count = view.readUInt16LE(eocd + 10);
  const dirSize = view.readUInt32LE(eocd + 12);
  const dirOffset = view.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES) throw new DocumentRejected(`${what} has ${count} archive entries; at most ${MAX_ENTRIES} are accepted`);
  if (dirOffset + dirSize > view.length) throw corrupt('the zip directory points outside the file');

  const tooBig = () =>
    new DocumentRejected(`${what} unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB (decompression bomb?); refused`);
  let declaredTotal = 0;
  let inflatedTotal = 0;
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw corrupt('bad zip directory entry');
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const declaredSize = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const localOffset = view.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) throw new DocumentRejected(`${what} uses ZIP64 (over 4 GB); refused`);
    declaredTotal += declaredSize;
    if (declaredTotal > maxBytes) throw tooBig();

    if (localOffset + 30 > view.length || view.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw corrupt('bad zip entry header');
    const dataStart = localOffset + 30 + view.readUInt16LE(localOffset + 26) + view.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > view.length) throw corrupt('a zip entry runs past the end of the file');
    const data = view.subarray(dataStart, dataStart + compressedSize);
    let actual: number;
    if (method === 0) {
      actual = compressedSize;
    } else if (method === 8) {
      const budget = maxBytes - inflatedTotal;
      try {
        // One byte over the declared size is enough to prove a lie; never more than the remaining budget.
        actual = inflateRawSync(data, { maxOutputLength: Math.max(1, Math.min(declaredSize + 1, budget + 1)) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          if (declaredSize + 1 <= budget) throw corrupt('a zip entry is larger than its header says (decompression bomb?)');
          throw tooBig();
        }
        throw corrupt('a zip entry cannot be inflated');
      }
    } else {
      throw new DocumentRejected(`${what} uses an unsupported zip compression method (${method})`);
    }
    if (actual !== declaredSize) throw corrupt('a zip entry is not the size its header says');
    inflatedTotal += actual;
    if (inflatedTotal > maxBytes) throw tooBig();
  }
  return inflatedTotal;
}
