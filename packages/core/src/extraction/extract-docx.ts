import { createRequire } from 'node:module';
import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { paginateText } from './paginate-text';
import { assertZipWithinLimits } from './zip-guard';
import { trimLineEnds } from './trim-line-ends';

interface MammothElement {
  type: string;
  value?: string;
  breakType?: 'page' | 'line' | 'column';
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

function toText(element: MammothElement, out: string[]): void {
  switch (element.type) {
    case 'text':
      out.push(element.value ?? '');
      return;
    case 'tab':
      out.push('\t');
      return;
    case 'break':
      out.push(element.breakType === 'page' ? '\f' : '\n');
      return;
    default:
      for (const child of element.children ?? []) toText(child, out);
      if (element.type === 'paragraph') out.push('\n\n');
      else if (element.type === 'tableCell') out.push('\t');
      else if (element.type === 'tableRow') out.push('\n');
  }
}

/** Text of a Word document, split into pages at explicit page breaks (and long pages into virtual pages). */
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
