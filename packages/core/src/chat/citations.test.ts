import { expect, it } from 'vitest';
import type { ContextChunk } from '../retrieval/chat-scope';
import { citeAnswer } from './citations';

const A = 'd00000000000000a';
const B = 'd00000000000000b';
const chunk = (documentId: string, documentName: string, pageNo: number, text: string): ContextChunk => ({
  documentId,
  documentName,
  pageNo,
  ord: pageNo,
  text,
  tokens: 0,
});
const context = [
  chunk(
    A,
    'bash.pdf',
    75,
    'The pipefail option is described here. The return value of a pipeline is the status of the last command.',
  ),
  chunk(A, 'bash.pdf', 80, 'If set, the pattern ** matches all files and zero or more directories.'),
  chunk(B, 'policy.pdf', 12, 'Packages must not depend on essential packages.'),
];

it('maps page tokens of a document chat back to the passages, with the sentence that supports the claim', () => {
  const r = citeAnswer(
    'A pipeline returns the status of the last command PAGE!75. Globstar makes ** recurse [PAGE!80].',
    context.slice(0, 2),
    {
      page: true,
      withDocument: false,
    },
  );
  expect(r.answer).toBe(
    'A pipeline returns the status of the last command PAGE!75. Globstar makes ** recurse PAGE!80.',
  );
  expect(r.citations).toEqual([
    {
      docid: A,
      name: 'bash.pdf',
      page: 75,
      quote: 'The return value of a pipeline is the status of the last command.',
    },
    {
      docid: A,
      name: 'bash.pdf',
      page: 80,
      quote: 'If set, the pattern ** matches all files and zero or more directories.',
    },
  ]);
});

it('drops tokens naming pages that were not in the context, and resolves a label chat’s tokens to their document', () => {
  const r = citeAnswer(
    `Essential packages are special DOC!${B}!PAGE!12. Invented claim DOC!${B}!PAGE!99. Bare page PAGE!80. Copied marker [DOC!${A}!PAGE!75 bash.pdf].`,
    context,
    { page: true, withDocument: true },
  );
  expect(r.answer).toBe(
    `Essential packages are special DOC!${B}!PAGE!12. Invented claim. Bare page DOC!${A}!PAGE!80. Copied marker DOC!${A}!PAGE!75.`,
  );
  expect(r.citations.map((c) => [c.docid, c.page])).toEqual([
    [B, 12],
    [A, 80],
    [A, 75],
  ]);
});

it('gives neither tokens nor citations when page is false', () => {
  const r = citeAnswer('The status of the last command PAGE!75.', context, { page: false, withDocument: false });
  expect(r).toEqual({ answer: 'The status of the last command.', citations: [] });
});
