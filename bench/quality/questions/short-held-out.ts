import type { Question } from './types';

/**
 * A second set of short questions, held out: written on 2026-11-27 after the round's tuning (its last change measured
 * with the first short set, short.ts), measured once and never tuned on (`--questions short-held-out`).
 */
export const SHORT_HELD_OUT_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-t1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'What does the source builtin do?',
    facts: [
      {
        phrases: [
          'Read and execute commands from the filename argument in the current shell context',
          'source filename A synonym for',
        ],
        pages: [54, 70],
      },
    ],
  },
  {
    id: 'bash-lexical-t2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'How do I create an associative array?',
    facts: [{ phrases: ['Associative arrays are created using declare -A name'], pages: [107] }],
  },
  {
    id: 'bash-lexical-t3',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'What is IFS?',
    facts: [{ phrases: ['A list of characters that separate fields'], pages: [84] }],
  },
  {
    id: 'bash-lexical-t4',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'What does set -u do?',
    facts: [{ phrases: ['Treat unset variables and parameters'], pages: [75] }],
  },
  {
    id: 'r-intro-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'How do I make a list?',
    facts: [{ phrases: ['New lists may be formed from existing objects by the function list()'], pages: [36] }],
  },
  {
    id: 'r-data-lexical-t1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'How do I write a CSV file?',
    facts: [{ phrases: ['write.csv'], pages: [9] }],
  },
  {
    id: 'policy-lexical-t1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'What is the Maintainer field?',
    facts: [{ phrases: ['The package maintainer’s name and email address'], pages: [45] }],
  },
  {
    id: 'policy-lexical-t2',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'What does Depends mean?',
    facts: [{ phrases: ['This declares an absolute dependency'], pages: [69] }],
  },
  {
    id: 'devref-lexical-t1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'How do I adopt a package?',
    facts: [
      { phrases: ['If you wish to take over maintenance of any of the packages listed in the WNPP'], pages: [52] },
    ],
  },
  {
    id: 'faq-lexical-t1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'What is aptitude?',
    facts: [{ phrases: ['aptitude is a package manager for Debian GNU/Linux systems'], pages: [45] }],
  },
  {
    id: 'faq-lexical-t2',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'Who founded Debian?',
    facts: [{ phrases: ['Debra and Ian Murdock, who founded the project'], pages: [11] }],
  },
  {
    id: 'maint-guide-lexical-t1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'What is pbuilder for?',
    facts: [
      {
        phrases: ['creating and maintaining a chroot environment', 'clean room (chroot) build environment'],
        pages: [9, 46],
      },
    ],
  },
  {
    id: 'gnu-standards-lexical-t1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'What should the README file contain?',
    // (The first page: the page once the HTML's table of contents is left out, twenty-fourth round.)
    facts: [{ phrases: ['a general overview of the package'], pages: [9, 10] }],
  },
  {
    id: 'copyright-format-lexical-t1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'What is the License field?',
    facts: [{ phrases: ['this field gives the license information for the package as a whole'], pages: [1] }],
  },
  {
    id: 'bash-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'How do I draw a window with buttons from a bash script?',
    facts: [],
  },
  {
    id: 'r-data-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How do I download tweets from Twitter?',
    facts: [],
  },
  {
    id: 'policy-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'What is the maximum size of a package?',
    facts: [],
  },
  {
    id: 'maint-guide-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'How do I package a Windows .exe installer?',
    facts: [],
  },
];
