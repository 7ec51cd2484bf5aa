import type { Question } from './types';

/** Bash Reference Manual (bashref.pdf, 196 pages). */
export const BASH_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'What does the pipefail option change about the return value of a pipeline?',
    facts: [{ phrases: ['last (rightmost) command to exit with a non-zero status'], pages: [75, 16] }],
  },
  {
    id: 'bash-lexical-2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'What default value does the shell give HISTSIZE?',
    facts: [{ phrases: ['default value to 500', '$HISTSIZE commands (default 500)'], pages: [91, 158] }],
  },
  {
    id: 'bash-lexical-3',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'Which spelling errors does the cdspell option correct?',
    facts: [{ phrases: ['transposed characters, a missing character, and a character too many'], pages: [78] }],
  },
  {
    id: 'bash-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'Which shell setting makes a double-star wildcard descend into nested folders?',
    facts: [{ phrases: ['match all files and zero or more directories and subdirectories'], pages: [80, 42] }],
    note: 'globstar: "**" matches all files and zero or more directories and subdirectories',
  },
  {
    id: 'bash-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'How do I keep the command log from being clobbered when several terminals exit?',
    facts: [{ phrases: ['rather than overwriting the file'], pages: [80] }],
    note: 'histappend: the history list is appended to HISTFILE rather than overwriting the file',
  },
  {
    id: 'bash-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'How can a script be made to abort the moment one of its steps fails?',
    facts: [{ phrases: ['Exit immediately if a pipeline'], pages: [73] }],
    note: 'set -e',
  },
  {
    id: 'bash-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: 'What do the globstar and pipefail options do?',
    facts: [
      { phrases: ['match all files and zero or more directories and subdirectories'], pages: [80, 42] },
      { phrases: ['last (rightmost) command to exit with a non-zero status'], pages: [75, 16] },
    ],
  },
  {
    id: 'bash-two-fact-2',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: 'What do the nocasematch and lastpipe shell options do?',
    facts: [
      { phrases: ['matches patterns in a case-insensitive fashion when performing matching'], pages: [82] },
      {
        phrases: ['runs the last command of a pipeline not executed in the background in the current shell'],
        pages: [81],
      },
    ],
  },
  {
    id: 'bash-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'How do I turn on fuzzy matching for tab completion of command names?',
    facts: [],
    note: 'the manual describes completion at length but nothing fuzzy',
  },
];
