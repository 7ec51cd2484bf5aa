import type { Question } from './types';

/** GNU Coding Standards (standards.html: an HTML manual, 12 pages of Docent's pagination). */
export const GNU_STANDARDS_QUESTIONS: Question[] = [
  {
    id: 'gnu-standards-lexical-1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'Which two standard command-line options should all programs support?',
    facts: [{ phrases: ['‘--version’ and ‘--help’'], pages: [2] }],
  },
  {
    id: 'gnu-standards-lexical-2',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'What is the recommended maximum length of source lines?',
    facts: [{ phrases: ['79 characters or less'], pages: [4] }],
  },
  {
    id: 'gnu-standards-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: "Where should the curly bracket that opens a C routine's body go?",
    facts: [{ phrases: ['open-brace that starts the body of a C function in column one'], pages: [4] }],
  },
  {
    id: 'gnu-standards-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'Is it fine for a GNU program to chop input beyond some fixed maximum size?',
    facts: [{ phrases: ['Avoid arbitrary limits', 'long lines are silently truncated'], pages: [2] }],
  },
  {
    id: 'gnu-standards-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'gnu-standards' },
    prompt: 'In what form should compilers report errors, and what should a program do when memory allocation fails?',
    facts: [
      { phrases: ['sourcefile:lineno: message'], pages: [2] },
      { phrases: ['give a fatal error if malloc returns NULL'], pages: [4] },
    ],
  },
  {
    id: 'gnu-standards-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'What test coverage percentage must a GNU package reach before a release?',
    facts: [],
  },
];
