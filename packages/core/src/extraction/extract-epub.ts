import { posix } from 'node:path';
import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { htmlToText } from './extract-html';
import { PageList } from './page-list';
import { childNamed, childrenNamed, findAll, parseXml } from './xml-tree';
import { openZipArchive } from './zip-guard';

const WHAT = 'EPUB';
const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/x-dtbook+xml']);

/** A manifest href as the zip entry it names (relative to the package document, percent-decoded, no fragment). */
function entryName(opfPath: string, href: string): string {
  let path = href.split('#')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // a stray % stays as it is
  }
  return posix.normalize(posix.join(posix.dirname(opfPath), path)).replace(/^\/+/, '');
}

/**
 * An e-book: one page per chapter (spine document) in reading order, headings kept as Markdown headings and tables
 * as Markdown tables; a long chapter continues on virtual pages; documents with no text (a cover image) give none.
 * The navigation document is skipped unless the spine lists it.
 */
export function extractEpub(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const zip = openZipArchive(bytes, limits.maxUnzippedBytes, WHAT);
  if (zip.has('META-INF/encryption.xml') && /EncryptedData/.test(zip.text('META-INF/encryption.xml') ?? '')) {
    const encrypted = zip.text('META-INF/encryption.xml')!;
    // Fonts are often obfuscated ("encrypted") by publishers; only encrypted chapters (DRM) are a problem.
    if (/\.x?html?"/i.test(encrypted))
      throw new DocumentRejected('EPUB is protected by DRM (encrypted chapters); refused');
  }
  const container = zip.text('META-INF/container.xml');
  if (!container) throw new DocumentRejected('corrupt EPUB: META-INF/container.xml is missing');
  const opfPath = findAll(parseXml(container, WHAT), 'rootfile')[0]?.attrs['full-path'];
  const opfXml = opfPath ? zip.text(opfPath) : undefined;
  if (!opfPath || !opfXml) throw new DocumentRejected('corrupt EPUB: the package document (OPF) is missing');
  const opf = parseXml(opfXml, WHAT);
  const manifest = new Map<string, { href: string; type: string }>();
  for (const item of findAll(opf, 'item')) {
    if (item.attrs.id && item.attrs.href)
      manifest.set(item.attrs.id, { href: item.attrs.href, type: item.attrs['media-type'] ?? '' });
  }
  const spine = childNamed(opf, 'spine');
  if (!spine) throw new DocumentRejected('corrupt EPUB: the package document has no spine');
  const pages = new PageList(limits.maxPages);
  for (const ref of childrenNamed(spine, 'itemref')) {
    const item = manifest.get(ref.attrs.idref ?? '');
    if (!item || !CHAPTER_TYPES.has(item.type)) continue;
    const html = zip.text(entryName(opfPath, item.href));
    if (html === undefined) continue;
    const text = htmlToText(html);
    if (text !== '') pages.pushText(text);
  }
  if (pages.pages.length === 0) pages.push('');
  return pages.pages;
}
