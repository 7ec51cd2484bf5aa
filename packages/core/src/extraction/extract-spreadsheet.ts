import * as XLSX from '@e965/xlsx';
import { DEFAULT_TABLE_LIMITS, DocumentRejected, type DocumentKind, type ExtractionLimits } from './extraction-types';
import { PageList } from './page-list';
import { sheetPages, TableBudget } from './table-pages';
import { assertZipWithinLimits } from './zip-guard';

const WHAT: Record<string, string> = { xlsx: 'XLSX', xls: 'XLS', ods: 'ODS' };

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as an ISO date (with the time when it has one), whatever display format the sheet gave it. */
function isoDate(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  if (h === 0 && m === 0 && s === 0) return day;
  return `${day} ${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

/** What a reader sees in a cell: formulas by their cached value, numbers as formatted, dates as ISO dates. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.t === 'z') return '';
  if (cell.t === 'd' && cell.v instanceof Date && !Number.isNaN(cell.v.getTime())) return isoDate(cell.v);
  if (cell.w !== undefined) return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  return String(cell.v);
}

/**
 * XLSX, XLS and ODS through SheetJS: one page per sheet (per block of rows for a long one), the sheet name as
 * heading and its cells as a Markdown table whose header row is repeated on every page. Rows and cells are capped
 * (the read stops at the row cap; cells are counted sheet by sheet).
 */
export function extractSpreadsheet(bytes: Uint8Array, kind: DocumentKind, limits: ExtractionLimits): string[] {
  const what = WHAT[kind] ?? 'spreadsheet';
  const maxRows = limits.maxRows ?? DEFAULT_TABLE_LIMITS.maxRows;
  const maxCells = limits.maxCells ?? DEFAULT_TABLE_LIMITS.maxCells;
  if (kind !== 'xls') assertZipWithinLimits(bytes, limits.maxUnzippedBytes, what);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      UTC: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      // One row past the cap is enough to know a sheet is over it; SheetJS stops reading there.
      sheetRows: maxRows + 1,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) throw new DocumentRejected(`${what} is protected by a password; refused`);
    throw new DocumentRejected(`corrupt ${what}: ${message}`.slice(0, 300));
  }
  const budget = new TableBudget(maxRows, maxCells, what === 'spreadsheet' ? what : `${what} spreadsheet`);
  const pages = new PageList(limits.maxPages);
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    const ref = sheet?.['!ref'];
    const data = (sheet?.['!data'] ?? []) as XLSX.CellObject[][];
    if (!ref) continue;
    const range = XLSX.utils.decode_range(ref);
    // Counted before the rows are built: the used range is what they would cost.
    const height = range.e.r - range.s.r + 1;
    budget.add(height, height * (range.e.c - range.s.c + 1));
    const rows: string[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const source = data[r] ?? [];
      const row: string[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) row.push(cellText(source[c]));
      rows.push(row);
    }
    sheetPages({ name, rows, firstRowNo: range.s.r + 1 }, (text) => pages.push(text));
  }
  if (pages.pages.length === 0) pages.push('');
  return pages.pages;
}
