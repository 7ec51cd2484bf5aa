import { chunkTableRows, splitTableBlocks } from './chunk-table-rows';
import { countTextTokens } from './token-count';

export interface ChunkOptions {
  /** Target upper bound of tokens per chunk. */
  maxTokens?: number;
  /** Tokens repeated from the end of one chunk at the start of the next, so a sentence cut at a boundary is still found whole. */
  overlapTokens?: number;
}

export interface PageChunk {
  text: string;
  tokens: number;
}

export const DEFAULT_CHUNK_TOKENS = 300;
export const DEFAULT_CHUNK_OVERLAP = 50;

// A run of non-space characters longer than this (a base64 blob, CJK text without spaces) is cut
// into pieces, so no single "word" can exceed a chunk on its own.
const MAX_WORD_CHARS = 80;

interface Word {
  start: number;
  end: number;
  tokens: number;
}

function wordsOf(text: string, tokenCache: Map<string, number>): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const begin = match.index;
    const whole = match[0];
    let offset = 0;
    while (offset < whole.length) {
      let end = Math.min(whole.length, offset + MAX_WORD_CHARS);
      // Never cut between the two halves of a surrogate pair.
      if (end < whole.length && /[\uD800-\uDBFF]/.test(whole[end - 1])) end -= 1;
      const piece = whole.slice(offset, end);
      let tokens = tokenCache.get(piece);
      if (tokens === undefined) {
        // With its leading space, as it appears in running text.
        tokens = countTextTokens(` ${piece}`);
        tokenCache.set(piece, tokens);
      }
      words.push({ start: begin + offset, end: begin + end, tokens });
      offset = end;
    }
  }
  return words;
}

/**
 * Cuts one page's text into chunks of about `maxTokens` tokens. Running text is cut on word boundaries into
 * overlapping chunks, each a verbatim slice of the page (inner whitespace kept). Markdown tables are cut into groups
 * of whole rows, each under the table's header row (and the heading above the table), so a chunk never cuts a row
 * and every chunk says what its columns are. Pure and deterministic: the same text always gives the same chunks. A
 * page of only whitespace gives none. `tokens` is each chunk's exact count.
 */
export function chunkPageText(
  text: string,
  options: ChunkOptions = {},
  tokenCache: Map<string, number> = new Map(),
): PageChunk[] {
  const maxTokens = Math.max(1, options.maxTokens ?? DEFAULT_CHUNK_TOKENS);
  const overlap = Math.min(Math.max(0, options.overlapTokens ?? DEFAULT_CHUNK_OVERLAP), Math.floor(maxTokens / 2));
  const blocks = splitTableBlocks(text);
  if (blocks.length === 1 && blocks[0].kind === 'text') return chunkRunningText(text, maxTokens, overlap, tokenCache);
  return blocks.flatMap((block) =>
    block.kind === 'text'
      ? chunkRunningText(block.text, maxTokens, overlap, tokenCache)
      : chunkTableRows(block, maxTokens, (row) => chunkRunningText(row, maxTokens, overlap, tokenCache)),
  );
}

/** Overlapping windows of whole words. */
function chunkRunningText(
  text: string,
  maxTokens: number,
  overlap: number,
  tokenCache: Map<string, number>,
): PageChunk[] {
  const words = wordsOf(text, tokenCache);
  const chunks: PageChunk[] = [];
  let first = 0;
  while (first < words.length) {
    // Grow the window while it fits (always at least one word).
    let last = first;
    let sum = words[first].tokens;
    while (last + 1 < words.length && sum + words[last + 1].tokens <= maxTokens) {
      last += 1;
      sum += words[last].tokens;
    }
    const slice = text.slice(words[first].start, words[last].end);
    chunks.push({ text: slice, tokens: countTextTokens(slice) });
    if (last === words.length - 1) break;
    // Next window starts far enough back to repeat about `overlap` tokens, but always moves forward.
    let next = last + 1;
    let back = 0;
    while (next - 1 > first && back + words[next - 1].tokens <= overlap) {
      next -= 1;
      back += words[next].tokens;
    }
    first = next;
  }
  return chunks;
}
