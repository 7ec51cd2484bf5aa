import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { markdownTable } from './markdown-table';
import { PageList } from './page-list';
import { childNamed, childrenNamed, findAll, isElement, parseXml, type XmlElement, type XmlNode } from './xml-tree';
import { openZipArchive } from './zip-guard';

// A repeated cell is written once per column; more repeats than this are formatting that runs to the sheet's edge.
const MAX_REPEATED_CELLS = 256;
// Not content a reader sees: deleted text kept for change tracking, comments, declarations.
const SKIPPED = new Set([
  'tracked-changes',
  'annotation',
  'sequence-decls',
  'variable-decls',
  'user-field-decls',
  'forms',
  'scripts',
]);

/** Paragraph styles that start (or end) a page: LibreOffice writes a hard page break as such a style. */
function pageBreakStyles(root: XmlElement): { before: Set<string>; after: Set<string> } {
  const before = new Set<string>();
  const after = new Set<string>();
  for (const style of findAll(root, 'style')) {
    const props = childNamed(style, 'paragraph-properties');
    const name = style.attrs.name;
    if (!props || !name) continue;
    if (props.attrs['break-before'] === 'page') before.add(name);
    if (props.attrs['break-after'] === 'page') after.add(name);
  }
  return { before, after };
}

/** Turns ODF text elements into Markdown-ish blocks, page by page. */
class OdfTextWriter {
  readonly pages: string[][] = [[]];
  private breakPending = false;
  constructor(private readonly breaks: { before: Set<string>; after: Set<string> }) {}

  pageBreak(): void {
    if (this.pages[this.pages.length - 1].length > 0) this.pages.push([]);
  }

  private block(text: string): void {
    if (text.trim() === '') return;
    this.pages[this.pages.length - 1].push(text);
  }

  inline(node: XmlNode): string {
    if (!isElement(node)) return node;
    switch (node.name) {
      case 's':
        return ' '.repeat(Math.min(100, Number(node.attrs.c ?? 1) || 1));
      case 'tab':
        return '\t';
      case 'line-break':
        return '\n';
      case 'note-citation':
        return '';
      case 'note-body':
        return ` (note: ${childrenNamed(node, 'p')
          .map((p) => this.inline(p).trim())
          .join(' ')})`;
      case 'soft-page-break':
        this.breakPending = true;
        return '';
      default:
        if (SKIPPED.has(node.name)) return '';
        return node.children.map((child) => this.inline(child)).join('');
    }
  }

  private table(table: XmlElement): void {
    const rows: string[][] = [];
    const visit = (element: XmlElement) => {
      for (const child of element.children) {
        if (!isElement(child)) continue;
        if (child.name === 'table-row') {
          const repeat = Math.min(Number(child.attrs['number-rows-repeated'] ?? 1) || 1, MAX_REPEATED_CELLS);
          const row: string[] = [];
          for (const cell of child.children) {
            if (!isElement(cell) || (cell.name !== 'table-cell' && cell.name !== 'covered-table-cell')) continue;
            const text = cell.children
              .map((c) => (isElement(c) && c.name === 'table' ? '' : this.inline(c).trim()))
              .filter(Boolean)
              .join(' ');
            const times = text
              ? Math.min(Number(cell.attrs['number-columns-repeated'] ?? 1) || 1, MAX_REPEATED_CELLS)
              : 1;
            for (let i = 0; i < times; i++) row.push(text);
          }
          // Repeated rows with text are rare; empty ones (formatting to the end of a sheet) are dropped by markdownTable.
          for (let i = 0; i < (row.some(Boolean) ? repeat : 1); i++) rows.push(row);
        } else if (child.name !== 'table-column' && child.name !== 'table-columns') {
          visit(child); // header rows, row groups
        }
      }
    };
    visit(table);
    const text = markdownTable(rows);
    if (text) this.block(text);
  }

  private list(list: XmlElement, depth: number): void {
    for (const item of childrenNamed(list, 'list-item')) {
      for (const child of item.children) {
        if (!isElement(child)) continue;
        if (child.name === 'list') this.list(child, depth + 1);
        else if (child.name === 'p' || child.name === 'h')
          this.block(`${'  '.repeat(depth)}- ${this.inline(child).trim()}`);
        else this.walk(child);
      }
    }
  }

  walk(element: XmlElement): void {
    for (const child of element.children) {
      if (!isElement(child) || SKIPPED.has(child.name)) continue;
      const style = child.attrs['style-name'];
      if (style && this.breaks.before.has(style)) this.pageBreak();
      switch (child.name) {
        case 'h': {
          const level = Math.min(6, Math.max(1, Number(child.attrs['outline-level'] ?? 1) || 1));
          this.block(`${'#'.repeat(level)} ${this.inline(child).trim()}`);
          break;
        }
        case 'p':
          this.block(this.inline(child).trim());
          break;
        case 'list':
          this.list(child, 0);
          break;
        case 'table':
          this.table(child);
          break;
        case 'soft-page-break':
          this.pageBreak();
          break;
        default:
          this.walk(child);
      }
      if (this.breakPending || (style && this.breaks.after.has(style))) {
        this.breakPending = false;
        this.pageBreak();
      }
    }
  }
}

function contentRoot(bytes: Uint8Array, limits: ExtractionLimits, what: string): XmlElement {
  const zip = openZipArchive(bytes, limits.maxUnzippedBytes, what);
  const xml = zip.text('content.xml');
  if (xml === undefined) {
    if (zip.has('EncryptedPackage') || zip.text('META-INF/manifest.xml')?.includes('encryption-data')) {
      throw new DocumentRejected(`${what} is protected by a password; refused`);
    }
    throw new DocumentRejected(`corrupt ${what}: content.xml is missing`);
  }
  if (zip.text('META-INF/manifest.xml')?.includes('encryption-data'))
    throw new DocumentRejected(`${what} is protected by a password; refused`);
  return parseXml(xml, what);
}

/**
 * An OpenDocument text (ODT), read like a DOCX: headings as Markdown headings, lists as bullets, tables as
 * Markdown tables; pages split where the author put a page break and where LibreOffice laid out a new page
 * (`text:soft-page-break`), long pages cut into virtual pages.
 */
export function extractOdt(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const root = contentRoot(bytes, limits, 'ODT');
  const body = findAll(root, 'text')[0] ?? findAll(root, 'body')[0];
  const writer = new OdfTextWriter(pageBreakStyles(root));
  if (body) writer.walk(body);
  const pages = new PageList(limits.maxPages);
  for (const blocks of writer.pages) {
    if (blocks.length > 0 || pages.pages.length === 0) pages.pushText(blocks.join('\n\n'));
  }
  return pages.pages;
}

/**
 * An OpenDocument presentation (ODP): one page per slide, like PPTX: the title as a heading, text and tables,
 * the speaker notes after "Speaker notes:".
 */
export function extractOdp(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const root = contentRoot(bytes, limits, 'ODP');
  const presentation = findAll(root, 'presentation')[0];
  const pages = new PageList(limits.maxPages);
  const noBreaks = { before: new Set<string>(), after: new Set<string>() };
  for (const slide of presentation ? childrenNamed(presentation, 'page') : []) {
    const titles: string[] = [];
    const content = new OdfTextWriter(noBreaks);
    const notes = new OdfTextWriter(noBreaks);
    for (const child of slide.children) {
      if (!isElement(child)) continue;
      if (child.name === 'notes') {
        for (const frame of findAll(child, 'frame')) if (frame.attrs.class === 'notes') notes.walk(frame);
      } else if (child.name === 'frame' && child.attrs.class === 'title') {
        titles.push(content.inline(child).replace(/\s+/g, ' ').trim());
      } else if (!['page-number', 'footer', 'date-time', 'header'].includes(child.attrs.class ?? '')) {
        content.walk({ name: 'slide', attrs: {}, children: [child] });
      }
    }
    const parts: string[] = [];
    const title = titles.filter(Boolean).join(' — ');
    if (title) parts.push(`# ${title}`);
    parts.push(...content.pages.flat());
    const noteText = notes.pages.flat().join('\n');
    if (noteText) parts.push(`Speaker notes:\n${noteText}`);
    pages.push(parts.join('\n\n'));
  }
  if (pages.pages.length === 0) pages.push('');
  return pages.pages;
}
