import { expect, it } from 'vitest';
import { chunkBlocks } from './chunk-blocks';
import type { ReflowedPage } from './reflow/text-blocks';
import { countTextTokens } from './token-count';

const sentence = (i: number) => `Sentence number ${i} tells one small fact about the shell.`;

it('packs whole blocks into units of about the target size, never across a page, a heading opening each section', () => {
  const pages: ReflowedPage[] = [
    {
      pageNo: 1,
      blocks: [
        { kind: 'heading', text: '1 Introduction' },
        { kind: 'paragraph', text: Array.from({ length: 12 }, (_, i) => sentence(i)).join(' ') },
        { kind: 'heading', text: '2 Definitions' },
        { kind: 'paragraph', text: 'word: A sequence of characters treated as a unit.' },
      ],
    },
    { pageNo: 2, blocks: [{ kind: 'paragraph', text: 'token: A sequence of characters considered a single unit.' }] },
  ];
  const chunks = chunkBlocks(pages, { maxTokens: 60 });
  for (const c of chunks) {
    expect(c.tokens).toBe(countTextTokens(c.text));
    expect(c.tokens).toBeLessThanOrEqual(70); // a heading stays with what follows it
  }
  // Every sentence is whole in exactly one unit.
  for (let i = 0; i < 12; i++) expect(chunks.filter((c) => c.text.includes(sentence(i)))).toHaveLength(1);
  expect(chunks[0].text.startsWith('1 Introduction\nSentence number 0')).toBe(true);
  expect(chunks.map((c) => c.heading)).toEqual([
    ...chunks.slice(0, -2).map(() => '1 Introduction'),
    '2 Definitions',
    '2 Definitions',
  ]);
  expect(chunks.at(-2)).toMatchObject({
    pageNo: 1,
    text: '2 Definitions\nword: A sequence of characters treated as a unit.',
  });
  expect(chunks.at(-1)).toMatchObject({
    pageNo: 2,
    text: 'token: A sequence of characters considered a single unit.',
    heading: '2 Definitions',
  });
});

it('splits a long table by rows with its header repeated, and marks table-of-contents units', () => {
  const rows = Array.from({ length: 40 }, (_, i) => `| option${i} | does thing number ${i} |`);
  const table = ['| option | meaning |', '|---|---|', ...rows].join('\n');
  const chunks = chunkBlocks(
    [
      { pageNo: 3, blocks: [{ kind: 'table', text: table }] },
      { pageNo: 4, blocks: [{ kind: 'toc', text: '1 Intro … 1\n2 Use … 4' }] },
    ],
    { maxTokens: 80 },
  );
  const tableParts = chunks.filter((c) => c.text.includes('| option |'));
  expect(tableParts.length).toBeGreaterThan(2);
  for (const part of tableParts) expect(part.text.startsWith('| option | meaning |\n|---|---|\n| option')).toBe(true);
  expect(tableParts.flatMap((p) => p.text.split('\n').slice(2))).toEqual(rows);
  expect(chunks.at(-1)).toMatchObject({ lowValue: true });
  expect(tableParts.every((p) => !p.lowValue)).toBe(true);
});
