import { describe, expect, it } from 'vitest';
import { asksAboutDocument } from './about-the-document';

/** Each question of `asking` asks about the document (`kind`); each of `other` about a thing the document treats. */
function expectTold(kind: string, asking: string[], other: string[]) {
  for (const q of asking) expect(asksAboutDocument(q), q).toBe(kind);
  for (const q of other) expect(asksAboutDocument(q), q).toBeUndefined();
}

describe('asksAboutDocument', () => {
  it('tells a request for a summary from a question that names a subject', () => {
    expect(asksAboutDocument('Summarise this document')).toBe('summary');
    expect(asksAboutDocument('What is this manual about?')).toBe('summary');
    expect(asksAboutDocument('Summarise what the manual says about HISTSIZE and history files')).toBeUndefined();
    // "the …" is the document, or a thing it treats (a question of the Debian FAQ).
    expect(asksAboutDocument('What does the manual contain?')).toBe('summary');
    expect(asksAboutDocument('What is the R guide about?')).toBe('summary');
    expect(asksAboutDocument('What does the stable directory contain?')).toBeUndefined();
    expect(asksAboutDocument('What does the pipefail option describe?')).toBeUndefined();
  });

  it('tells a question asking who wrote the document from one asking who wrote a thing it treats', () => {
    expectTold(
      'authors',
      [
        'Who wrote this paper?',
        'Who are the authors?',
        'who is the author of this document',
        "What are the authors' names?",
      ],
      ['Who wrote bash?', 'Who is the author of the zoo package?', 'Who was the first project leader?'],
    );
  });

  it('tells a question asking when the document was published, or its version, from one about a thing it treats', () => {
    expectTold(
      'date',
      [
        'When was this paper published?',
        'When was it written?',
        'What is the date of this document?',
        'What version is this manual?',
        'In what year was the report released?',
      ],
      ['When was Debian 3.0 released?', 'What version of bash added globstar?', 'When was the GPL published?'],
    );
  });

  it('tells a question asking what sections the document has from one about a section of it', () => {
    expectTold(
      'contents',
      [
        'What chapters does it have?',
        'Show me the table of contents',
        'List the sections of this paper',
        'How is the manual organised?',
        "What's its structure?",
      ],
      ['What sections does a control file have?', 'List the sections of the Debian archive'],
    );
  });

  it('tells a question asking for the conclusions from one asking what the document concludes about a thing', () => {
    expectTold(
      'conclusions',
      [
        'What are the main conclusions?',
        'What did the authors find?',
        'What are the key findings of this paper?',
        'Conclusion?',
      ],
      ['What did the authors find about tea prices?', 'What are the conclusions of the 2019 vote?'],
    );
  });
  it('tells a request for the documents a chat reads from a question about files the documents treat', () => {
    expectTold(
      'documents',
      [
        'What documents are in this label?',
        'Which documents do I have here?',
        'What files are in this label?',
        'List the documents',
        "What's in this label?",
        'show me all the files',
      ],
      [
        'What files are in /etc?',
        'Which files are in the package?',
        'What documents are needed to become a developer?',
      ],
    );
  });
});
