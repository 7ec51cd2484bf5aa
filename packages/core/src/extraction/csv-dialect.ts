import { parse } from 'csv-parse/sync';

/** The separators a table exported as text uses: commas, tabs (TSV), semicolons (spreadsheets where 3,5 is a number). */
export type CsvDelimiter = ',' | '\t' | ';';
const DELIMITERS: readonly CsvDelimiter[] = [',', '\t', ';'];

/** How many of the file's first records are looked at, and the longest header cell a table is taken to have. */
const SAMPLE_RECORDS = 10;
const MAX_HEADER_CELL = 100;

/**
 * The delimiter of a table written as text, judged on its first records (`head`, the file's opening; `cut` when the
 * file goes on past it), or null when
 * it is not one. A table's header names at least two columns, none empty; every record after it has at least two
 * cells and no more than the header names (exporters leave out empty cells at a row's end, so rows may be shorter:
 * Debian's distro-info CSVs are); and most of its lines do not end like sentences, as prose with a comma on every line
 * does. With several candidates, the one giving the most columns wins ("Name;Amount" with "3,5" in it is a
 * semicolon table).
 */
export function csvDelimiterOf(head: string, cut: boolean): CsvDelimiter | null {
  // The last line of a cut opening may be cut too: judge complete lines only.
  const lastBreak = head.lastIndexOf('\n');
  const complete = cut && lastBreak > 0 ? head.slice(0, lastBreak) : head;
  const lines = complete.split(/\r?\n/).filter((line) => line.trim().length > 0);
  if (lines.length < 2) return null;
  const sample = lines.slice(0, SAMPLE_RECORDS);
  const sentences = sample.filter((line) => /[.!?]["')]?$/.test(line.trim())).length;
  if (sentences * 2 >= sample.length) return null;
  let best: { delimiter: CsvDelimiter; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    if (!complete.includes(delimiter)) continue;
    const columns = columnsWith(complete, delimiter);
    if (columns !== null && (best === null || columns > best.columns)) best = { delimiter, columns };
  }
  return best?.delimiter ?? null;
}

/** The header's column count when the sample reads as a table with this delimiter, else null. */
function columnsWith(text: string, delimiter: CsvDelimiter): number | null {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: SAMPLE_RECORDS,
    }) as string[][];
  } catch {
    return null;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0 || header.length < 2) return null;
  if (header.some((cell) => cell.trim() === '' || cell.length > MAX_HEADER_CELL)) return null;
  const fits = (row: string[]) =>
    row.length >= 2 && (row.length <= header.length || row.slice(header.length).every((cell) => cell.trim() === ''));
  return rows.every(fits) ? header.length : null;
}
