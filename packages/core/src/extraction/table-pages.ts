import { DocumentRejected } from './extraction-types';
import { markdownTable } from './markdown-table';
import { VIRTUAL_PAGE_CHARS } from './paginate-text';

/** One sheet (or a CSV file) as rows of cell text; the first row is the header. */
export interface SheetRows {
  /** The sheet's name; null for a CSV file. */
  name: string | null;
  rows: string[][];
  /** The spreadsheet row number of rows[0] (1-based), for the "rows a–b" of a page's heading. */
  firstRowNo: number;
}

/**
 * A sheet as pages: the sheet name as heading, its cells as a Markdown table, and when the table is longer than a
 * page (about VIRTUAL_PAGE_CHARS), one page per block of rows, each with the header row repeated and the rows it
 * holds in its heading. An empty sheet gives no page.
 */
export function sheetPages(sheet: SheetRows, pushPage: (text: string) => void, pageChars = VIRTUAL_PAGE_CHARS): void {
  const [header, ...body] = sheet.rows;
  if (!header) return;
  const rowNo = (i: number) => sheet.firstRowNo + 1 + i;
  const heading = (first: number, last: number, whole: boolean) => {
    const range = whole ? '' : `rows ${rowNo(first)}–${rowNo(last)}`;
    if (sheet.name === null) return range ? `# ${range[0].toUpperCase()}${range.slice(1)}\n\n` : '';
    return `# ${sheet.name}${range ? ` (${range})` : ''}\n\n`;
  };
  const headerChars = header.reduce((n, cell) => n + cell.length + 3, 0);
  // Blocks of rows by size, so a page of a wide sheet holds fewer rows than a page of a narrow one.
  const blocks: Array<[number, number]> = [];
  let start = 0;
  let chars = headerChars;
  for (let i = 0; i < body.length; i++) {
    const rowChars = body[i].reduce((n, cell) => n + cell.length + 3, 2);
    if (i > start && chars + rowChars > pageChars) {
      blocks.push([start, i - 1]);
      start = i;
      chars = headerChars;
    }
    chars += rowChars;
  }
  blocks.push([start, Math.max(start, body.length - 1)]);
  const whole = blocks.length === 1;
  for (const [first, last] of blocks) {
    const table = markdownTable([header, ...body.slice(first, last + 1)]);
    if (table === '') continue;
    pushPage(`${heading(first, last, whole)}${table}`);
  }
}

/** Counts rows and cells against the document's limits as sheets are read; throws DocumentRejected past either. */
export class TableBudget {
  private rows = 0;
  private cells = 0;
  constructor(
    private readonly maxRows: number,
    private readonly maxCells: number,
    private readonly what: string,
  ) {}

  add(rows: number, cells: number): void {
    this.rows += rows;
    this.cells += cells;
    if (this.rows > this.maxRows) {
      throw new DocumentRejected(
        `${this.what} has more than ${this.maxRows.toLocaleString('en')} rows; the limit is ${this.maxRows.toLocaleString('en')} rows per document`,
      );
    }
    if (this.cells > this.maxCells) {
      throw new DocumentRejected(
        `${this.what} has more than ${this.maxCells.toLocaleString('en')} cells; the limit is ${this.maxCells.toLocaleString('en')} cells per document`,
      );
    }
  }
}
