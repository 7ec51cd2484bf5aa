/** A cell as one line of Markdown table text: pipes escaped, line breaks and runs of spaces folded. */
export function markdownCell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

/**
 * Rows as a Markdown table, the first row being the header. Rows are padded to the widest row; columns empty in
 * every row at the right are dropped, and so are body rows with no text. Returns '' for no rows or only empty cells.
 */
export function markdownTable(rows: string[][]): string {
  const cells = rows.map((row) => row.map(markdownCell));
  let width = 0;
  for (const row of cells) {
    for (let c = row.length - 1; c >= width; c--) {
      if (row[c] !== '') {
        width = c + 1;
        break;
      }
    }
  }
  if (width === 0) return '';
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, c) => row[c] ?? '').join(' | ')} |`;
  const [header, ...body] = cells;
  const filled = body.filter((row) => row.some((cell) => cell !== ''));
  return [line(header), `|${' --- |'.repeat(width)}`, ...filled.map(line)].join('\n');
}
