import { describe, expect, it } from 'vitest';
import { chunkPageText } from './chunk-page-text';
import { countTextTokens } from './token-count';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('chunkPageText', () => {
  it('gives no chunk for an empty or blank page', () => {
    expect(chunkPageText('')).toEqual([]);
    expect(chunkPageText(' \n\t  \n')).toEqual([]);
  });

  it('keeps a short page as one chunk with its exact token count, trimmed', () => {
    const chunks = chunkPageText('  Hello there,\n  world.  ');
    expect(chunks).toEqual([{ text: 'Hello there,\n  world.', tokens: countTextTokens('Hello there,\n  world.') }]);
  });

  it('cuts a long page into chunks of about the target size that overlap by about the overlap size', () => {
    const text = words(2000);
    const chunks = chunkPageText(text, { maxTokens: 300, overlapTokens: 50 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.tokens).toBe(countTextTokens(c.text));
      expect(c.tokens).toBeLessThanOrEqual(310);
      expect(text.includes(c.text)).toBe(true);
    }
    for (const c of chunks.slice(0, -1)) expect(c.tokens).toBeGreaterThan(250);
    // Consecutive chunks share words: the start of each chunk appears at the end of the one before.
    for (let i = 1; i < chunks.length; i++) {
      const firstWords = chunks[i].text.split(' ').slice(0, 3).join(' ');
      const prevTail = chunks[i - 1].text.slice(-400);
      expect(prevTail).toContain(firstWords);
      const shared = countTextTokens(chunks[i - 1].text.slice(chunks[i - 1].text.indexOf(firstWords)));
      expect(shared).toBeGreaterThan(30);
      expect(shared).toBeLessThanOrEqual(60);
    }
    // Every word is in some chunk, in order, nothing lost at the boundaries.
    const covered = new Set(chunks.flatMap((c) => c.text.split(' ')));
    for (let i = 0; i < 2000; i++) expect(covered.has(`word${i}`)).toBe(true);
    expect(chunks.at(-1)!.text.endsWith('word1999')).toBe(true);
  });

  it('is deterministic', () => {
    const text = `${words(700)}\n\nSecond paragraph. ${words(300)}`;
    expect(chunkPageText(text)).toEqual(chunkPageText(text));
  });

  it('cuts a huge word without spaces (base64, CJK) so no chunk explodes', () => {
    const blob = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.repeat(300);
    const chunks = chunkPageText(blob, { maxTokens: 300, overlapTokens: 50 });
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.map((c) => c.tokens).every((t) => t <= 400)).toBe(true);
    const cjk = '文字処理システムの検索テスト'.repeat(200);
    const cjkChunks = chunkPageText(cjk);
    expect(cjkChunks.length).toBeGreaterThan(1);
    expect(cjkChunks[0].text.startsWith('文字処理')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(500);
    for (const c of chunkPageText(emoji)) expect(c.text).toMatch(/^(?:😀)+$/u);
  });

  it('treats special-token look-alikes as plain text', () => {
    const chunks = chunkPageText('before <|endoftext|> after');
    expect(chunks).toHaveLength(1);
    expect(chunks[0].tokens).toBeGreaterThan(3);
  });
});
