import { splitTableBlocks } from '../indexing/chunk-table-rows';

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/**
 * Rewrites the Markdown tables of a chunk as one line per row that names each value by its column
 * ("Regional revenue — Region: EMEA; Q3: 5.2; …"), so a row read on its own is a sentence that answers a question
 * about it, with the column names and the table's heading among its terms. Other text is kept as it is.
 */
export function tableRowSentences(text: string): string {
  const blocks = splitTableBlocks(text);
  if (blocks.every((block) => block.kind === 'text')) return text;
  return blocks
    .map((block) => {
      if (block.kind === 'text') return block.text;
      const header = cells(block.header);
      const caption = block.caption.replace(/^#+\s*/, '');
      return block.rows
        .map((row) => {
          const values = cells(row);
          const pairs = values
            .map((value, i) => (value && header[i] ? `${header[i]}: ${value}` : value))
            .filter(Boolean);
          return `${caption ? `${caption} — ` : ''}${pairs.join('; ')}`;
        })
        .join('\n');
    })
    .join('\n');
}
