import { DocumentRejected, type DetectedType } from './extraction-types';
import { readZipDirectory, readZipEntry } from './zip-guard';

// The main part's content type in [Content_Types].xml names an OOXML document whatever its parts are called.
const OOXML: Array<[RegExp, DetectedType]> = [
  [
    /wordprocessingml\.(document|template)\.main\+xml|ms-word\.(document|template)\.macroEnabled\.main\+xml/,
    { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  ],
  [
    /presentationml\.(presentation|slideshow|template)\.main\+xml|ms-powerpoint\.(presentation|slideshow|template)\.macroEnabled\.main\+xml/,
    { kind: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  ],
  [
    /spreadsheetml\.(sheet|template)\.main\+xml|ms-excel\.(sheet|template)\.macroEnabled\.main\+xml/,
    { kind: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ],
];
// The stored `mimetype` entry that opens every OpenDocument file and EPUB.
const MIMETYPES: Record<string, DetectedType> = {
  'application/vnd.oasis.opendocument.text': { kind: 'odt', mime: 'application/vnd.oasis.opendocument.text' },
  'application/vnd.oasis.opendocument.text-template': { kind: 'odt', mime: 'application/vnd.oasis.opendocument.text' },
  'application/vnd.oasis.opendocument.spreadsheet': {
    kind: 'ods',
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  'application/vnd.oasis.opendocument.spreadsheet-template': {
    kind: 'ods',
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  'application/vnd.oasis.opendocument.presentation': {
    kind: 'odp',
    mime: 'application/vnd.oasis.opendocument.presentation',
  },
  'application/vnd.oasis.opendocument.presentation-template': {
    kind: 'odp',
    mime: 'application/vnd.oasis.opendocument.presentation',
  },
  'application/epub+zip': { kind: 'epub', mime: 'application/epub+zip' },
};
const SUPPORTED = 'DOCX, PPTX, XLSX, ODT, ODS, ODP or EPUB';
// Enough for any real [Content_Types].xml or mimetype; a bigger one is not read here (the guard judges the rest).
const MAX_PROBE_BYTES = 1024 * 1024;

/**
 * Tells zip-based documents apart by their content: the `mimetype` entry (OpenDocument, EPUB), the main part's
 * content type in `[Content_Types].xml` (OOXML), then well-known parts (META-INF/container.xml, word/document.xml…).
 * Reads the central directory and at most two small entries; the zip-bomb guard runs before any extraction.
 */
export function detectZipType(bytes: Uint8Array): DetectedType {
  const entries = readZipDirectory(bytes, 'ZIP-based document');
  const byName = new Map(entries.map((e) => [e.name, e]));
  const read = (name: string) => {
    const entry = byName.get(name);
    return entry ? readZipEntry(bytes, entry, 'ZIP-based document', MAX_PROBE_BYTES)?.toString('utf8') : undefined;
  };
  const mimetype = read('mimetype')?.trim();
  if (mimetype && MIMETYPES[mimetype]) return MIMETYPES[mimetype];
  const contentTypes = read('[Content_Types].xml');
  if (contentTypes) {
    for (const [pattern, type] of OOXML) if (pattern.test(contentTypes)) return type;
  }
  if (byName.has('META-INF/container.xml') && !byName.has('content.xml')) return MIMETYPES['application/epub+zip'];
  if (byName.has('word/document.xml')) return OOXML[0][1];
  if (byName.has('ppt/presentation.xml')) return OOXML[1][1];
  if (byName.has('xl/workbook.xml')) return OOXML[2][1];
  if (mimetype?.startsWith('application/vnd.oasis.opendocument.')) {
    throw new DocumentRejected(
      `unsupported file type: ${mimetype} (OpenDocument text, spreadsheet and presentation are supported)`,
    );
  }
  throw new DocumentRejected(`unsupported file type: application/zip (a ZIP archive that is no ${SUPPORTED})`);
}
