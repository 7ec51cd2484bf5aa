import { createRequire } from 'node:module';
import iconv from 'iconv-lite';
import { Tokenize } from 'rtf-stream-parser';
import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { markdownTable } from './markdown-table';
import { PageList } from './page-list';
import { trimLineEnds } from './trim-line-ends';

// rtf-stream-parser tokenizes RTF and (ToPlainText) turns it into text with fonts, code pages, \uN escapes and
// ignorable destinations handled. ToPlainText is not re-exported from the package's index, hence the deep require.
const require = createRequire(import.meta.url);
const { ToPlainText } = require('rtf-stream-parser/dist/src/ToPlainText') as {
  ToPlainText: new (options: object) => PlainTextProcessor;
};

interface PlainTextProcessor {
  _featureHandlers: unknown[];
  _state: { allDestinations?: Record<string, boolean> };
  _pushOutput(data: string): void;
  _transform(token: unknown, encoding: string, cb: (error?: unknown) => void): void;
  _flush(cb: (error?: unknown) => void): void;
  push(chunk: unknown): boolean;
}

// Markers in the text stream, turned into structure afterwards (private-use characters never found in RTF text).
const CELL = '\uE001';
const ROW = '\uE002';
const IN_TABLE = '\uE003';

// Destinations whose text is not the document's running text: metadata, pictures, headers and footers (they
// repeat on every printed page), field instructions (the field's result is kept), drawing data.
const SKIPPED_DESTINATIONS = [
  'info',
  'pict',
  'nonshppict',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'fldinst',
  'object',
  'objdata',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'sp',
  'bkmkstart',
  'bkmkend',
  'fonttbl',
  'colortbl',
  'stylesheet',
  'pntext',
  'pntxta',
  'pntxtb',
  'revtbl',
  'userprops',
  'docvar',
  'template',
  'filetbl',
  'listtext',
];

/** The structure rtf-stream-parser leaves to its users: paragraphs, page breaks and table cells and rows. */
const structure = {
  outputDataFilter: (global: PlainTextProcessor) => {
    const destinations = global._state.allDestinations;
    if (destinations && SKIPPED_DESTINATIONS.some((d) => destinations[d])) return true;
  },
  controlHandlers: {
    par: (global: PlainTextProcessor) => (global._pushOutput('\n'), true),
    line: (global: PlainTextProcessor) => (global._pushOutput('\n'), true),
    page: (global: PlainTextProcessor) => (global._pushOutput('\f'), true),
    // "Page break before" on a paragraph (how LibreOffice and Word write a page break in front of a heading).
    pagebb: (global: PlainTextProcessor) => (global._pushOutput('\f'), true),
    intbl: (global: PlainTextProcessor) => (global._pushOutput(IN_TABLE), true),
    cell: (global: PlainTextProcessor) => (global._pushOutput(CELL), true),
    row: (global: PlainTextProcessor) => (global._pushOutput(ROW), true),
    nestcell: (global: PlainTextProcessor) => (global._pushOutput(' '), true),
    nestrow: (global: PlainTextProcessor) => (global._pushOutput(' '), true),
  },
};

const decode = (bytes: Buffer, encoding: string) => {
  const name = encoding.replace(/^cp/, 'cp');
  return iconv.encodingExists(name) ? iconv.decode(bytes, name) : bytes.toString('latin1');
};

/** Plain text with table markers, through rtf-stream-parser's tokenizer and text processor. */
function rtfToMarkedText(bytes: Uint8Array): string {
  const tokenizer = new Tokenize();
  const processor = new ToPlainText({ decode, warn: () => {}, allowCp0: true });
  processor._featureHandlers.unshift(structure);
  const chunks: string[] = [];
  const fail = (error: unknown) => {
    if (error) throw error;
  };
  tokenizer.push = (token: unknown) => (processor._transform(token, '', fail), true);
  processor.push = (chunk: unknown) => (chunks.push(String(chunk)), true);
  try {
    tokenizer._transform(Buffer.from(bytes), undefined, fail);
    tokenizer._flush(() => {});
    processor._flush(fail);
  } catch (error) {
    throw new DocumentRejected(`corrupt RTF: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }
  return chunks.join('');
}

/** Turns the marked text into page texts: runs of table paragraphs become Markdown tables. */
function structureText(marked: string): string {
  const out: string[] = [];
  let rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let mode: 'text' | 'cell' | 'after-row' = 'text';
  const flushTable = () => {
    if (rows.length > 0) out.push(`\n${markdownTable(rows)}\n\n`);
    rows = [];
    row = [];
    cell = '';
  };
  for (const ch of marked) {
    if (ch === IN_TABLE) {
      mode = 'cell';
    } else if (ch === CELL) {
      row.push(cell.replace(/\s+/g, ' ').trim());
      cell = '';
    } else if (ch === ROW) {
      rows.push(row);
      row = [];
      cell = '';
      mode = 'after-row';
    } else if (mode === 'cell') {
      cell += ch;
    } else if (mode === 'after-row' && (ch === '\n' || ch === ' ')) {
      // between rows
    } else {
      if (mode === 'after-row') {
        flushTable();
        mode = 'text';
      }
      out.push(ch);
    }
  }
  flushTable();
  return out.join('');
}

/** An RTF document, read like a DOCX: paragraphs, tables as Markdown tables, pages at explicit page breaks. */
export function extractRtf(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const text = trimLineEnds(structureText(rtfToMarkedText(bytes))).replace(/\n{3,}/g, '\n\n');
  const pages = new PageList(limits.maxPages);
  const sections = text.split('\f');
  for (const section of sections) {
    if (section.trim() !== '' || pages.pages.length === 0) pages.pushText(section.trim());
  }
  return pages.pages;
}
