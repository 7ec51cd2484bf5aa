import { decodeText } from './decode-text';
import type { ExtractionLimits } from './extraction-types';
import { PageList } from './page-list';
import { isElement, parseXml, textContent, type XmlElement } from './xml-tree';

// Attributes that name a record (so they belong in its path segment, like XPath predicates).
const KEY_ATTRIBUTES = ['id', 'name', 'key', 'code', 'sku', 'ref', 'type'];
// Paths deeper than this show their last segments only.
const MAX_PATH_SEGMENTS = 5;
// Above this share of long text elements the XML is prose (DocBook, TEI…): paths would be noise.
const PROSE_SHARE = 0.5;
const PROSE_CHARS = 80;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasOwnText = (element: XmlElement) => element.children.some((c) => !isElement(c) && c.trim() !== '');

function segment(element: XmlElement): string {
  const key = KEY_ATTRIBUTES.find((name) => element.attrs[name] !== undefined);
  return key ? `${element.name}[@${key}=${element.attrs[key]}]` : element.name;
}

interface Line {
  path: string[];
  text: string;
}

/**
 * Text lines of an element tree: an element with text of its own (mixed content: a paragraph with inline markup)
 * is one line of all its text; an element with only child elements is walked; attributes other than a record's
 * key are kept on a line of their own for elements that have no text.
 */
function collect(element: XmlElement, path: string[], lines: Line[]): void {
  const here = [...path, segment(element)];
  if (hasOwnText(element)) {
    lines.push({ path: here, text: squash(textContent(element)) });
    return;
  }
  const key = KEY_ATTRIBUTES.find((name) => element.attrs[name] !== undefined);
  const others = Object.entries(element.attrs).filter(([name]) => name !== key && name !== 'lang' && name !== 'space');
  const children = element.children.filter(isElement);
  if (others.length > 0) {
    lines.push({ path: here, text: others.map(([name, value]) => `${name}=${squash(value)}`).join(', ') });
  }
  for (const child of children) collect(child, here, lines);
}

/**
 * Any XML that is not XHTML: its text with element paths (`catalog/product[@sku=TEA-1]/price: 8.90`) so that
 * values keep their meaning; in prose-like XML (most text elements long), paragraphs without paths.
 * Parsed by saxes: strict, and no DTD entity expansion (no "billion laughs", no external entities).
 */
export function extractXml(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const root = parseXml(decodeText(bytes, { what: 'XML file' }), 'XML file');
  const lines: Line[] = [];
  collect(root, [], lines);
  const withText = lines.filter((line) => line.text !== '');
  const long = withText.filter((line) => line.text.length >= PROSE_CHARS).length;
  const prose = withText.length > 0 && long / withText.length >= PROSE_SHARE;
  const text = withText
    .map((line) => {
      if (prose) return line.text;
      // The root is on every path: left out, unless it is all there is.
      const path = line.path.length > 1 ? line.path.slice(1) : line.path;
      const shown = path.length > MAX_PATH_SEGMENTS ? ['…', ...path.slice(-MAX_PATH_SEGMENTS)] : path;
      return `${shown.join('/')}: ${line.text}`;
    })
    .join(prose ? '\n\n' : '\n');
  const pages = new PageList(limits.maxPages);
  pages.pushText(text);
  return pages.pages;
}
