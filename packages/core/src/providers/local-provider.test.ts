import { describe, expect, it } from 'vitest';
import { countTextTokens } from '../indexing/token-count';
import type { ContextChunk } from '../retrieval/chat-scope';
import { answerLocally, NOTHING_FOUND, NOTHING_FOUND_LABEL } from './local-provider';
import { contentTerms, stem } from './local-terms';

const chunk = (pageNo: number, text: string, documentName = 'a.pdf', heading = ''): ContextChunk => ({
  documentId: 'd000000000000001',
  documentName,
  pageNo,
  ord: pageNo,
  text,
  tokens: 0,
  heading,
});
const base = { page: true, withDocumentName: false, maxTokens: 1024 };

describe('docent-local', () => {
  it('quotes the whole sentence that holds the answer, with its page token and citation', () => {
    const chunks = [
      chunk(1, 'The cat sat on the mat. Dogs bark loudly.'),
      chunk(2, 'Invoices are paid within 30 days of receipt. Late payers are reminded twice.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'When are invoices paid?', chunks });
    expect(answer.text).toBe('Invoices are paid within 30 days of receipt. PAGE!2');
    expect(answer.parts).toEqual([
      { text: 'Invoices are paid within 30 days of receipt. PAGE!2', source: { docid: 'd000000000000001', name: 'a.pdf', page: 2, quote: 'Invoices are paid within 30 days of receipt.' } },
    ]);
    expect(answer.declined).toBe(false);
  });

  it('names the document in label chats and gives neither tokens nor sources when page is false', () => {
    const chunks = [chunk(3, 'The pump pressure is 4 bar.', 'manual.pdf')];
    expect(answerLocally({ ...base, withDocumentName: true, prompt: 'pump pressure?', chunks }).text).toBe(
      'The pump pressure is 4 bar. DOC!d000000000000001!PAGE!3',
    );
    const plain = answerLocally({ ...base, page: false, prompt: 'pump pressure?', chunks });
    expect(plain.text).toBe('The pump pressure is 4 bar.');
    expect(plain.parts.every((p) => p.source === undefined)).toBe(true);
  });

  it('declines when the question rests on words the documents do not have', () => {
    const chunks = [chunk(1, 'The pump pressure is 4 bar. The pump is serviced every year by the maintenance team.')];
    expect(answerLocally({ ...base, prompt: 'Who won the election in France?', chunks }).text).toBe(NOTHING_FOUND);
    // "pump" matches, but the question is about something else entirely.
    const offTopic = answerLocally({ ...base, prompt: 'Which kubernetes version does the pump firmware require?', chunks, absentLexemes: ['kubernet', 'firmwar', 'version', 'requir'] });
    expect(offTopic.declined).toBe(true);
    expect(answerLocally({ ...base, withDocumentName: true, prompt: 'Who won?', chunks: [] }).text).toBe(NOTHING_FOUND_LABEL);
    expect(answerLocally({ ...base, prompt: 'what is it about the', chunks }).declined).toBe(false); // a summary
    expect(answerLocally({ ...base, prompt: 'the of and', chunks }).declined).toBe(true);
  });

  it('gives each part of a two-part question its sentence, in document order', () => {
    const chunks = [
      chunk(4, 'If set, the pattern ** used in a filename expansion context will match all files and zero or more directories. This is globstar.', 'bash.pdf', 'globstar'),
      chunk(9, 'The shell has many options. Nothing else here matters.'),
      chunk(12, 'If pipefail is set, the return value of a pipeline is the value of the last command to exit with a non-zero status.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What do globstar and pipefail do?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([4, 12]);
  });

  it('answers a summary request with the opening and the section headings, not the title page or the copyright', () => {
    const chunks = [
      chunk(1, 'Bash Reference Manual\nCopyright 1988 Free Software Foundation, Inc. Permission is granted to copy this document.'),
      chunk(2, 'This text is a brief description of the features that are present in the Bash shell. It covers shell syntax and builtins.', 'a.pdf', '1 Introduction'),
      chunk(5, 'Shell syntax is described here in detail.', 'a.pdf', '3 Basic Shell Features'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Summarise this document', chunks });
    expect(answer.parts[0].text).toBe('This text is a brief description of the features that are present in the Bash shell. PAGE!2');
    expect(answer.text).not.toMatch(/Copyright/);
    expect(answer.parts.at(-1)!.text).toBe('Its sections include: 1 Introduction; 3 Basic Shell Features.');
  });

  it('respects the token limit even for one long sentence', () => {
    const long = `The pump ${'very '.repeat(500)}long sentence.`;
    const answer = answerLocally({ ...base, prompt: 'pump', chunks: [chunk(1, long)], maxTokens: 20 });
    expect(countTextTokens(answer.text)).toBeLessThanOrEqual(21);
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
