import { countTextTokens } from './token-count';

/** A Markdown table found in a page's text, with the heading line that introduces it (if any). */
export interface TableBlock {
  kind: 'table';
  /** The nearest heading above the table on its page (`# Revenue`), repeated in each of its chunks; '' if none. */
  caption: string;
  header: string;
  separator: string;
  rows: string[];
}

export interface TextBlock {
  kind: 'text';
  text: string;
}

const SEPARATOR = /^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;
// A single row longer than this many chunk sizes (hundreds of columns) is cut by words after all.
const MAX_ROW_CHUNKS = 4;

/**
 * Splits a page's text into running text and Markdown tables (a `| … |` header line, a `| --- |` separator line,
 * then `| … |` rows). The nearest heading line above a table becomes its caption (and stays in the text too).
 */
export function splitTableBlocks(text: string): Array<TextBlock | TableBlock> {
  if (!text.includes('|')) return [{ kind: 'text', text }];
  const lines = text.split('\n');
  const blocks: Array<TextBlock | TableBlock> = [];
  let textStart = 0;
  let i = 0;
  while (i < lines.length - 1) {
    if (!(lines[i].startsWith('|') && SEPARATOR.test(lines[i + 1]))) {
      i++;
      continue;
    }
    const start = i;
    let end = i + 2;
    while (end < lines.length && lines[end].startsWith('|')) end++;
    let above = start - 1;
    while (above >= 0 && !/^#{1,6} /.test(lines[above])) above--;
    const caption = above >= 0 ? lines[above].trim() : '';
    const before = lines.slice(textStart, start).join('\n');
    if (before.trim() !== '') blocks.push({ kind: 'text', text: before });
    blocks.push({
      kind: 'table',
      caption,
      header: lines[start],
      separator: lines[start + 1],
      rows: lines.slice(start + 2, end),
    });
    textStart = end;
    i = end;
  }
  const rest = lines.slice(textStart).join('\n');
  if (rest.trim() !== '' || blocks.length === 0) blocks.push({ kind: 'text', text: rest });
  return blocks;
}

/**
 * A table's chunks: groups of whole rows under the repeated header row (and caption), each within `maxTokens`
 * where rows allow. A chunk never cuts a row, except a row that alone is more than four chunks long, which
 * `cutLongRow` cuts by words.
 */
export function chunkTableRows(
  table: TableBlock,
  maxTokens: number,
  cutLongRow: (text: string) => Array<{ text: string; tokens: number }>,
): Array<{ text: string; tokens: number }> {
  const head = `${table.caption ? `${table.caption}\n\n` : ''}${table.header}\n${table.separator}`;
  const headTokens = countTextTokens(head) + 1;
  const chunks: Array<{ text: string; tokens: number }> = [];
  let rows: string[] = [];
  let tokens = headTokens;
  const flush = () => {
    if (rows.length === 0) return;
    const text = `${head}\n${rows.join('\n')}`;
    chunks.push({ text, tokens: countTextTokens(text) });
    rows = [];
    tokens = headTokens;
  };
  for (const row of table.rows) {
    const rowTokens = countTextTokens(row) + 1;
    if (headTokens + rowTokens > maxTokens * MAX_ROW_CHUNKS) {
      flush();
      chunks.push(...cutLongRow(row));
      continue;
    }
    if (rows.length > 0 && tokens + rowTokens > maxTokens) flush();
    rows.push(row);
    tokens += rowTokens;
  }
  flush();
  // A table with a header and no rows still says what its columns are.
  if (chunks.length === 0) chunks.push({ text: head, tokens: countTextTokens(head) });
  return chunks;
}
