import { createRequire } from 'node:module';
import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { markdownTable } from './markdown-table';
import { paginateText } from './paginate-text';
import { assertZipWithinLimits } from './zip-guard';
import { trimLineEnds } from './trim-line-ends';

interface MammothElement {
  type: string;
  value?: string;
  breakType?: 'page' | 'line' | 'column';
  styleName?: string | null;
  numbering?: { level?: string; isOrdered?: boolean } | null;
  children?: MammothElement[];
}

interface MammothResult {
  value: MammothElement;
}

// mammoth's public extractRawText drops page and line breaks; its reader (pinned 1.13.0) keeps them as
// "break" elements, so we walk the document tree ourselves to split pages where the author did.
const require = createRequire(import.meta.url);
const unzip = require('mammoth/lib/unzip') as { openZip: (input: { buffer: Buffer }) => PromiseLike<unknown> };
const docxReader = require('mammoth/lib/docx/docx-reader') as { read: (file: unknown) => PromiseLike<MammothResult> };

/** A Word table as a Markdown table (first row as header); a page break inside it waits until after the table. */
function tableText(table: MammothElement, out: string[]): void {
  const rows: string[][] = [];
  let pageBreaks = 0;
  for (const row of table.children ?? []) {
    if (row.type !== 'tableRow') continue;
    rows.push(
      (row.children ?? []).map((cell) => {
        const parts: string[] = [];
        for (const child of cell.children ?? []) toText(child, parts);
        const text = parts.join('');
        pageBreaks += text.split('\f').length - 1;
        return text.replace(/\f/g, ' ');
      }),
    );
  }
  out.push(`\n${markdownTable(rows)}\n\n`, '\f'.repeat(pageBreaks));
}

// "Heading 1" … "Heading 6" (and "Title") become Markdown headings.
const headingLevel = (styleName: string | null | undefined) => {
  if (!styleName) return 0;
  if (/^title$/i.test(styleName)) return 1;
  const match = /^heading\s*([1-6])$/i.exec(styleName);
  return match ? Number(match[1]) : 0;
};

function toText(element: MammothElement, out: string[]): void {
  switch (element.type) {
    case 'table':
      tableText(element, out);
      return;
    case 'text':
      out.push(element.value ?? '');
      return;
    case 'tab':
      out.push('\t');
      return;
    case 'break':
      out.push(element.breakType === 'page' ? '\f' : '\n');
      return;
    case 'paragraph': {
      const level = headingLevel(element.styleName);
      if (level > 0) out.push(`${'#'.repeat(level)} `);
      else if (element.numbering) out.push(`${'  '.repeat(Number(element.numbering.level ?? 0) || 0)}- `);
      for (const child of element.children ?? []) toText(child, out);
      out.push('\n\n');
      return;
    }
    default:
      for (const child of element.children ?? []) toText(child, out);
  }
}

/**
 * Text of a Word document, split into pages at explicit page breaks (and long pages into virtual pages); headings
 * as Markdown headings, list items as bullets, tables as Markdown tables.
 */
export async function extractDocx(bytes: Uint8Array, limits: ExtractionLimits): Promise<string[]> {
  assertZipWithinLimits(bytes, limits.maxUnzippedBytes);
  let document: MammothElement;
  try {
    const file = await unzip.openZip({ buffer: Buffer.from(bytes) });
    document = (await docxReader.read(file)).value;
  } catch (error) {
    throw new DocumentRejected(`corrupt DOCX: ${(error as Error).message ?? String(error)}`.slice(0, 300));
  }
  const out: string[] = [];
  toText(document, out);
  const text = trimLineEnds(out.join('')).replace(/\n{3,}/g, '\n\n');
  return paginateText(text, limits).map((page) => page.trim());
}
