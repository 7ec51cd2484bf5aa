import { inflateRawSync } from 'node:zlib';
import { DocumentRejected } from './extraction-types';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 10_000;

/** One member of a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/**
 * Reads a ZIP archive's central directory (nothing is inflated). Throws DocumentRejected for a missing or
 * broken directory, ZIP64, or more than 10,000 entries. `what` names the format in messages ("PPTX").
 */
export function readZipDirectory(bytes: Uint8Array, what: string): ZipEntry[] {
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
  if (count > MAX_ENTRIES)
    throw new DocumentRejected(`${what} has ${count} archive entries; at most ${MAX_ENTRIES} are accepted`);
  if (dirOffset + dirSize > view.length) throw corrupt('the zip directory points outside the file');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw corrupt('bad zip directory entry');
    const nameLength = view.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: view.toString('utf8', at + 46, at + 46 + nameLength),
      method: view.readUInt16LE(at + 10),
      compressedSize: view.readUInt32LE(at + 20),
      declaredSize: view.readUInt32LE(at + 24),
      localOffset: view.readUInt32LE(at + 42),
    };
    at += 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff)
      throw new DocumentRejected(`${what} uses ZIP64 (over 4 GB); refused`);
    entries.push(entry);
  }
  return entries;
}

/** The stored (still compressed) bytes of one entry. */
function entryData(view: Buffer, entry: ZipEntry, what: string): Buffer {
  const corrupt = (why: string) => new DocumentRejected(`corrupt ${what}: ${why}`);
  const { localOffset, compressedSize } = entry;
  if (localOffset + 30 > view.length || view.readUInt32LE(localOffset) !== LOCAL_SIGNATURE)
    throw corrupt('bad zip entry header');
  const dataStart = localOffset + 30 + view.readUInt16LE(localOffset + 26) + view.readUInt16LE(localOffset + 28);
  if (dataStart + compressedSize > view.length) throw corrupt('a zip entry runs past the end of the file');
  return view.subarray(dataStart, dataStart + compressedSize);
}

/**
 * Inflates one entry, never to more than `maxBytes` (and never past its declared size: an entry that lies is
 * corrupt). Returns null when the entry is bigger than `maxBytes`.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  what: string,
  maxBytes = entry.declaredSize,
): Buffer | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = entryData(view, entry, what);
  if (entry.declaredSize > maxBytes) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8)
    throw new DocumentRejected(`${what} uses an unsupported zip compression method (${entry.method})`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.declaredSize) });
  } catch {
    throw new DocumentRejected(`corrupt ${what}: a zip entry cannot be inflated or is larger than its header says`);
  }
}

/**
 * Proves that a ZIP archive (DOCX, PPTX, XLSX, ODF, EPUB) inflates to at most `maxBytes` in total BEFORE any
 * library unpacks it: the declared sizes are summed, then every entry is really inflated with a hard output cap,
 * so an archive that lies about its sizes is caught too. Throws DocumentRejected (bomb or corrupt); returns the
 * archive's entries.
 */
export function assertZipWithinLimits(bytes: Uint8Array, maxBytes: number, what = 'DOCX'): ZipEntry[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corrupt = (why: string) => new DocumentRejected(`corrupt ${what}: ${why}`);
  const entries = readZipDirectory(bytes, what);
  const tooBig = () =>
    new DocumentRejected(
      `${what} unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB (decompression bomb?); refused`,
    );
  let declaredTotal = 0;
  let inflatedTotal = 0;
  for (const entry of entries) {
    const { method, declaredSize } = entry;
    declaredTotal += declaredSize;
    if (declaredTotal > maxBytes) throw tooBig();
    const data = entryData(view, entry, what);
    let actual: number;
    if (method === 0) {
      actual = data.length;
    } else if (method === 8) {
      const budget = maxBytes - inflatedTotal;
      try {
        // One byte over the declared size is enough to prove a lie; never more than the remaining budget.
        actual = inflateRawSync(data, { maxOutputLength: Math.max(1, Math.min(declaredSize + 1, budget + 1)) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          if (declaredSize + 1 <= budget)
            throw corrupt('a zip entry is larger than its header says (decompression bomb?)');
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
  return entries;
}

/** A guarded archive: its entries by name, each inflated on demand (within the sizes the guard proved). */
export interface ZipArchive {
  names: string[];
  has(name: string): boolean;
  bytes(name: string): Buffer | undefined;
  text(name: string): string | undefined;
}

/** Runs the zip-bomb guard, then gives access to the archive's entries. */
export function openZipArchive(bytes: Uint8Array, maxUnzippedBytes: number, what: string): ZipArchive {
  const entries = assertZipWithinLimits(bytes, maxUnzippedBytes, what);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const read = (name: string) => {
    const entry = byName.get(name);
    return entry ? (readZipEntry(bytes, entry, what) ?? undefined) : undefined;
  };
  return {
    names: entries.map((entry) => entry.name),
    has: (name) => byName.has(name),
    bytes: read,
    text: (name) => {
      const data = read(name);
      return data === undefined ? undefined : new TextDecoder('utf-8').decode(data);
    },
  };
}
