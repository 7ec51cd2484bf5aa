import { chunkPageText } from './chunk-page-text';
import { chunkTableRows, splitTableBlocks } from './chunk-table-rows';
import { splitSentences } from './reflow/sentences';
import type { ReflowedPage, TextBlock } from './reflow/text-blocks';
import { countTextTokens } from './token-count';

/**
 * Retrieval units of about this many tokens. Measured with bench/quality (docs/chat-quality-history.md): units of ~120 tokens
 * let a 4,000-token context hold more distinct passages than 300-token windows, and whole blocks mean no
 * sentence is ever cut.
 */
export const DEFAULT_UNIT_TOKENS = 100;

export interface BlockChunk {
  pageNo: number;
  text: string;
  tokens: number;
  /** The heading of the section the chunk is in ('' before the first heading): searchable, weighted up. */
  heading: string;
  /** Only table-of-contents or index lines: found, but ranked below running text. */
  lowValue: boolean;
}

interface Piece {
  text: string;
  tokens: number;
  block: TextBlock;
}

function tokensOf(text: string, cache: Map<string, number>): number {
  let n = cache.get(text);
  if (n === undefined) {
    n = countTextTokens(text);
    if (cache.size < 50_000) cache.set(text, n);
  }
  return n;
}

/** Groups consecutive parts of one block into pieces of at most `max` tokens (joined by `sep`). */
function group(parts: string[], sep: string, max: number, block: TextBlock, cache: Map<string, number>): Piece[] {
  const pieces: Piece[] = [];
  let current: string[] = [];
  let tokens = 0;
  const flush = () => {
    if (current.length === 0) return;
    const text = current.join(sep);
    pieces.push({ text, tokens: countTextTokens(text), block });
    current = [];
    tokens = 0;
  };
  for (const part of parts) {
    const n = tokensOf(part, cache) + 1;
    if (n > max) {
      flush();
      // One sentence (or row) longer than a unit: cut on word boundaries.
      for (const c of chunkPageText(part, { maxTokens: max, overlapTokens: 0 }))
        pieces.push({ text: c.text, tokens: c.tokens, block });
      continue;
    }
    if (tokens + n > max && current.length > 0) flush();
    current.push(part);
    tokens += n;
  }
  flush();
  return pieces;
}

/**
 * A block as pieces no longer than `max`: whole when it fits, else at sentences, or a table at whole rows under its
 * header row and section heading (chunk-table-rows).
 */
function piecesOf(block: TextBlock, max: number, cache: Map<string, number>, heading: string): Piece[] {
  const tokens = tokensOf(block.text, cache);
  if (tokens <= max) return [{ text: block.text, tokens, block }];
  if (block.kind === 'table') {
    // One rule for tables (chunk-table-rows): groups of whole rows, each under the header row and the heading.
    const [table] = splitTableBlocks(block.text);
    if (table?.kind === 'table') {
      const caption = heading ? `# ${heading}` : '';
      const cut = (row: string) => chunkPageText(row, { maxTokens: max, overlapTokens: 0 });
      return chunkTableRows({ ...table, caption }, max, cut).map((c) => ({ ...c, block }));
    }
  }
  if (block.kind === 'table' || block.kind === 'toc') return group(block.text.split('\n'), '\n', max, block, cache);
  return group(splitSentences(block.text), ' ', max, block, cache);
}

/**
 * Packs a document's reflowed pages into retrieval units of about `maxTokens` tokens: whole blocks, in order,
 * never across a page (each unit has one page) and a heading always opens a new unit. Each unit carries the
 * heading of its section.
 */
export function chunkBlocks(pages: ReflowedPage[], options: { maxTokens?: number } = {}): BlockChunk[] {
  const max = Math.max(16, options.maxTokens ?? DEFAULT_UNIT_TOKENS);
  const cache = new Map<string, number>();
  const chunks: BlockChunk[] = [];
  let heading = '';
  for (const page of pages) {
    let current: Piece[] = [];
    let tokens = 0;
    let unitHeading = heading;
    const flush = () => {
      if (current.length === 0) return;
      const text = current.map((p) => p.text).join('\n');
      chunks.push({
        pageNo: page.pageNo,
        text,
        tokens: countTextTokens(text),
        heading: unitHeading,
        lowValue: current.every((p) => p.block.kind === 'toc'),
      });
      current = [];
      tokens = 0;
    };
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        flush();
        heading = block.text.slice(0, 300);
      }
      for (const piece of piecesOf(block, max, cache, heading)) {
        // A heading stays with what follows it; anything else opens a new unit when this one is full.
        const lastIsHeading = current.length > 0 && current.at(-1)!.block.kind === 'heading';
        if (current.length > 0 && tokens + piece.tokens + 1 > max && !lastIsHeading) flush();
        if (current.length === 0) unitHeading = heading;
        current.push(piece);
        tokens += piece.tokens + 1;
      }
    }
    flush();
  }
  return chunks;
}
