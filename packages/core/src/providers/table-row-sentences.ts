import { splitTableBlocks } from '../indexing/chunk-table-rows';

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The rows a page of a long sheet holds, as its heading says them (table-pages.ts). */
const ROW_RANGE = /^Rows \d+–\d+$|\s*\(rows \d+–\d+\)$/;

/** A line of a passage as docent-local reads it: a table row as a sentence, with the value that names its row. */
export interface ReadLine {
  text: string;
  /** A table row's first value ("EMEA", "12", "date"): what the row is about, as a definition's term is. */
  rowKey?: string;
  /** The names of a table row's columns whose cells are empty ("release" of a release not out yet). */
  blankColumns?: string;
}

/**
 * The lines of a chunk, its Markdown tables as one line per row that names each value by its column
 * ("Regional revenue — Region: EMEA; Q3: 5.2; …"), so a row read on its own is a sentence that answers a question
 * about it, with the column names and the table's heading among its terms. Other text is kept as it is.
 */
export function readLines(text: string): ReadLine[] {
  const blocks = splitTableBlocks(text);
  if (blocks.every((block) => block.kind === 'text')) return text.split('\n').map((line) => ({ text: line }));
  return blocks.flatMap((block) => {
    if (block.kind === 'text') return block.text.split('\n').map((line) => ({ text: line }));
    const header = cells(block.header);
    // (A long sheet's page heading says which rows it holds, "Rows 2–401", "Revenue (rows 2–401)": not what they are.)
    const caption = block.caption.replace(/^#+\s*/, '').replace(ROW_RANGE, '');
    return block.rows.map((row) => {
      const values = cells(row);
      const pairs = values.map((value, i) => (value && header[i] ? `${header[i]}: ${value}` : value)).filter(Boolean);
      const blank = header.filter((name, i) => name && !values[i]).join(' ');
      return {
        text: `${caption ? `${caption} — ` : ''}${pairs.join('; ')}`,
        rowKey: values.find(Boolean),
        ...(blank ? { blankColumns: blank } : {}),
      };
    });
  });
}

/** The column names of the first table in a chunk's text, or none. */
export function firstTableColumns(text: string): string[] | undefined {
  const table = splitTableBlocks(text).find((block) => block.kind === 'table');
  return table?.kind === 'table' ? cells(table.header).filter(Boolean) : undefined;
}
