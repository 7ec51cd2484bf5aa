import { parse } from 'csv-parse/sync';
import { csvDelimiterOf } from './csv-dialect';
import { decodeText } from './decode-text';
import { DEFAULT_TABLE_LIMITS, DocumentRejected, type ExtractionLimits } from './extraction-types';
import { PageList } from './page-list';
import { sheetPages, TableBudget } from './table-pages';

/**
 * A CSV file (or a TSV, or a semicolon-separated one: csvDelimiterOf) as a Markdown table (csv-parse: quoted fields,
 * embedded delimiters and line breaks, rows shorter than the header), its first row as the header, repeated on every
 * page when the table needs several.
 */
export function extractCsv(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const maxRows = limits.maxRows ?? DEFAULT_TABLE_LIMITS.maxRows;
  const maxCells = limits.maxCells ?? DEFAULT_TABLE_LIMITS.maxCells;
  const text = decodeText(bytes, { what: 'CSV file' });
  let rows: string[][];
  try {
    // One record past the cap is enough to refuse the file; csv-parse stops there.
    rows = parse(text, {
      delimiter: csvDelimiterOf(text.slice(0, 4096), text.length > 4096) ?? ',',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: maxRows + 2,
    }) as string[][];
  } catch (error) {
    throw new DocumentRejected(
      `corrupt CSV file: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
    );
  }
  const budget = new TableBudget(maxRows, maxCells, 'CSV file');
  budget.add(
    rows.length - 1,
    rows.reduce((n, row) => n + row.length, 0),
  );
  const pages = new PageList(limits.maxPages);
  sheetPages({ name: null, rows, firstRowNo: 1 }, (page) => pages.push(page));
  if (pages.pages.length === 0) pages.push('');
  return pages.pages;
}
