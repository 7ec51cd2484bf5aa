import type { Question } from './types';

/** Questions asked of the label "all" (all nine documents); most name the manual they are about, by its title. */
export const LABEL_ALL_QUESTIONS: Question[] = [
  {
    id: 'label-all-1',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'What is the first piece of advice the R data import manual gives about reading Excel spreadsheets?',
    facts: [{ doc: 'r-data', phrases: ['avoid doing so if possible'], pages: [36] }],
  },
  {
    id: 'label-all-2',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'According to the GNU Coding Standards, what should a program print when given --version?',
    facts: [
      {
        doc: 'gnu-standards',
        phrases: ['print information about its name, version, origin and legal status'],
        // (The first page: the page once the HTML's table of contents is left out, twenty-fourth round.)
        pages: [2, 3],
      },
    ],
  },
  {
    id: 'label-all-3',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'What does the Bash manual say the checkwinsize option updates?',
    facts: [{ doc: 'bash', phrases: ['updates the values of LINES and COLUMNS'], pages: [78] }],
  },
  {
    id: 'label-all-4',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'In An Introduction to R, what name is given to everything currently stored in a session?',
    facts: [{ doc: 'r-intro', phrases: ['is called the workspace'], pages: [12] }],
  },
  {
    id: 'label-all-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'How do I build a Docker container image for my program?',
    facts: [],
  },
];
