import { describe, expect, it } from 'vitest';
import { countTextTokens } from '../indexing/token-count';
import type { ContextChunk } from '../retrieval/chat-scope';
import { answerLocally, NOTHING_FOUND } from './local-provider';
import { contentTerms, stem } from './local-terms';

const chunk = (pageNo: number, text: string, documentName = 'a.pdf'): ContextChunk => ({ documentId: 'd1', documentName, pageNo, ord: pageNo, text, tokens: 0 });
const base = { page: true, withDocumentName: false, maxTokens: 1024 };

describe('docent-local', () => {
  it('quotes the best matching sentence with its page', () => {
    const chunks = [chunk(1, 'The cat sat on the mat. Dogs bark loudly.'), chunk(2, 'Invoices are paid within 30 days of receipt.')];
    expect(answerLocally({ ...base, prompt: 'When are invoices paid?', chunks })).toBe('Invoices are paid within 30 days of receipt. [p. 2]');
  });

  it('names the document in label chats and drops references when page is false', () => {
    const chunks = [chunk(3, 'The pump pressure is 4 bar.', 'manual.pdf')];
    expect(answerLocally({ ...base, withDocumentName: true, prompt: 'pump pressure?', chunks })).toBe('The pump pressure is 4 bar. [manual.pdf, p. 3]');
    expect(answerLocally({ ...base, page: false, prompt: 'pump pressure?', chunks })).toBe('The pump pressure is 4 bar.');
  });

  it('says so when nothing matches, ignoring stop words', () => {
    expect(answerLocally({ ...base, prompt: 'what is it about the', chunks: [chunk(1, 'Nothing here.')] })).toBe('Nothing here. [p. 1]');
    expect(answerLocally({ ...base, prompt: 'Who won the election?', chunks: [chunk(1, 'The pump pressure is 4 bar.')] })).toBe(NOTHING_FOUND);
    expect(answerLocally({ ...base, prompt: 'Who won?', chunks: [] })).toBe(NOTHING_FOUND);
  });

  it('dedupes overlapping chunks and keeps document order', () => {
    const chunks = [chunk(1, 'Alpha beta gamma. Delta pump here.'), chunk(1, 'Delta pump here. Pump flow is high.')];
    expect(answerLocally({ ...base, prompt: 'pump', chunks })).toBe('Delta pump here. [p. 1]\nPump flow is high. [p. 1]');
  });

  it('respects the token limit even for one long sentence', () => {
    const long = `The pump ${'very '.repeat(500)}long sentence.`;
    const answer = answerLocally({ ...base, prompt: 'pump', chunks: [chunk(1, long)], maxTokens: 20 });
    expect(countTextTokens(answer)).toBeLessThanOrEqual(21);
  });

  it('stems and drops stop words', () => {
    expect(stem('invoices')).toBe(stem('invoice'));
    expect(stem('invoiced')).toBe(stem('invoice'));
    expect(stem('boxes')).toBe('box');
    expect(stem('shipping')).toBe('ship');
    expect(stem('policies')).toBe('policy');
    expect(contentTerms('What are the shipping policies in 2024?')).toEqual(['ship', 'policy', '2024']);
  });
});
