import { DocumentRejected } from './extraction-types';

// Above these shares of the characters the bytes are not text a person wrote.
const MAX_INVALID_UTF8_SHARE = 0.02;
const MAX_CONTROL_SHARE = 0.02;

/** The encoding a byte-order mark announces, and its length. */
export function bomEncoding(bytes: Uint8Array): { encoding: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return null;
}

/** True when the bytes hold a NUL outside a UTF-16 text: the surest sign of binary data. */
export function looksBinary(bytes: Uint8Array): boolean {
  const bom = bomEncoding(bytes);
  if (bom?.encoding.startsWith('utf-16')) return false;
  return bytes.indexOf(0) !== -1;
}

function controlShare(text: string): number {
  if (text.length === 0) return 0;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Tab, LF, FF and CR are ordinary in text files; other C0 controls and DEL are not.
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) controls++;
  }
  return controls / text.length;
}

/**
 * Decodes a plain-text file: UTF-8 (with or without BOM) or UTF-16 with BOM; `fallback` names the encoding
 * to use when the bytes are not valid UTF-8 (HTML declares one). Binary junk is rejected with a clear message.
 */
export function decodeText(
  bytes: Uint8Array,
  options: { what: string; fallback?: string } = { what: 'text file' },
): string {
  const bom = bomEncoding(bytes);
  if (!bom && bytes.indexOf(0) !== -1) {
    throw new DocumentRejected(`unsupported file: binary data (NUL bytes) in what looks like a ${options.what}`);
  }
  let text: string;
  if (bom) {
    text = new TextDecoder(bom.encoding).decode(bytes.subarray(bom.skip));
  } else if (options.fallback && !/^utf-?8$/i.test(options.fallback)) {
    text = decodeWith(options.fallback, bytes) ?? new TextDecoder('utf-8').decode(bytes);
  } else {
    text = new TextDecoder('utf-8').decode(bytes);
    const invalid = (text.match(/\uFFFD/g)?.length ?? 0) / Math.max(1, text.length);
    if (invalid > MAX_INVALID_UTF8_SHARE) {
      throw new DocumentRejected(
        `unsupported file: not UTF-8 text (${(invalid * 100).toFixed(1)}% invalid byte sequences in what looks like a ${options.what})`,
      );
    }
  }
  if (controlShare(text) > MAX_CONTROL_SHARE) {
    throw new DocumentRejected(
      `unsupported file: binary data (control characters) in what looks like a ${options.what}`,
    );
  }
  return text;
}

function decodeWith(label: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return null; // Unknown label: the caller falls back to UTF-8.
  }
}
