import { describe, expect, it } from 'vitest';
import { readLines } from '../providers/table-row-sentences';
import { chunkPageText } from './chunk-page-text';
import { countTextTokens } from './token-count';
/** A chunk's text as docent-local reads it, a line per table row. */
const tableRowSentences = (text: string) =>
  readLines(text)
    .map((line) => line.text)
    .join('\n');

const HEADER = '| Order | Customer | Region | Amount |\n| --- | --- | --- | --- |';
const row = (i: number) => `| ${i} | Customer number ${i} of the northern territories | EMEA | ${i * 3}.50 |`;
const table = (n: number) => `${HEADER}\n${Array.from({ length: n }, (_, i) => row(i + 1)).join('\n')}`;

describe('table-aware chunking', () => {
  it('cuts a table into groups of whole rows, each under the repeated header row and the heading above it', () => {
    const page = `# Orders\n\nAll orders of the quarter.\n\n${table(120)}\n\nTotals were checked by finance.`;
    const chunks = chunkPageText(page, { maxTokens: 300, overlapTokens: 50 });
    const tableChunks = chunks.filter((c) => c.text.includes('| --- |'));
    expect(tableChunks.length).toBeGreaterThan(5);
    const seen: string[] = [];
    for (const chunk of tableChunks) {
      expect(chunk.text.startsWith(`# Orders\n\n${HEADER}\n| `)).toBe(true);
      expect(chunk.tokens).toBe(countTextTokens(chunk.text));
      expect(chunk.tokens).toBeLessThanOrEqual(300);
      // Every line is a whole row.
      for (const line of chunk.text.split('\n').slice(4))
        expect(line).toMatch(/^\| \d+ \| Customer number \d+ of the northern territories \| EMEA \| \d+\.50 \|$/);
      seen.push(...chunk.text.split('\n').slice(4));
    }
    // Every row once, in order: rows are not repeated as overlap.
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => row(i + 1)));
    expect(chunks[0].text).toBe('# Orders\n\nAll orders of the quarter.');
    expect(chunks.at(-1)!.text).toBe('Totals were checked by finance.');
  });

  it('keeps a row longer than a chunk whole, and cuts only a row longer than four chunks', () => {
    const wide = `| ${Array.from({ length: 60 }, (_, i) => `value${i}`).join(' | ')} |`;
    const [chunk] = chunkPageText(`| a |\n| --- |\n${wide}`, { maxTokens: 100, overlapTokens: 10 });
    expect(chunk.text).toBe(`| a |\n| --- |\n${wide}`);
    const huge = `| ${Array.from({ length: 400 }, (_, i) => `value${i}`).join(' | ')} |`;
    const pieces = chunkPageText(`| a |\n| --- |\n${huge}`, { maxTokens: 100, overlapTokens: 10 });
    expect(pieces.length).toBeGreaterThan(4);
  });

  it('leaves text without tables as it was: pipes in prose are no table', () => {
    const text = 'a | b | c and more words\n| not a table either';
    expect(chunkPageText(text)).toEqual([{ text, tokens: countTextTokens(text) }]);
  });

  it('docent-local reads a table row as a sentence naming its columns', () => {
    expect(tableRowSentences(`# Revenue\n\n| Region | Q3 |\n| --- | --- |\n| EMEA | 5.2 |\n| Pipe \\| co | 1 |`)).toBe(
      '# Revenue\n\nRevenue — Region: EMEA; Q3: 5.2\nRevenue — Region: Pipe | co; Q3: 1',
    );
    // A long sheet's page heading names its rows, not what they are: a row is read without it.
    expect(tableRowSentences('# Rows 2–401\n\n| Order | Amount |\n| --- | --- |\n| 17 | 3.50 |')).toBe(
      '# Rows 2–401\n\nOrder: 17; Amount: 3.50',
    );
    expect(tableRowSentences('# Revenue (rows 2–401)\n\n| Region | Q3 |\n| --- | --- |\n| EMEA | 5.2 |')).toBe(
      '# Revenue (rows 2–401)\n\nRevenue — Region: EMEA; Q3: 5.2',
    );
  });
});
