import type { Question } from './types';

/** An Introduction to R (R-intro.pdf, 113 pages) and R Data Import/Export (R-data.pdf, 41 pages). */
export const R_QUESTIONS: Question[] = [
  {
    id: 'r-intro-lexical-1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'How long may a command line entered at the R console be?',
    facts: [{ phrases: ['about 4095 bytes'], pages: [11] }],
  },
  {
    id: 'r-intro-lexical-2',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'How does unclass() change the way a data frame such as winter is printed?',
    facts: [{ phrases: ['print it as an ordinary list'], pages: [22] }],
  },
  {
    id: 'r-intro-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'How do I send everything R prints to a file instead of the screen?',
    facts: [{ phrases: ['divert all subsequent output', 'sink("record.lis")'], pages: [12] }],
    note: 'sink',
  },
  {
    id: 'r-intro-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'Is it safe to write T in my scripts as shorthand for TRUE?',
    facts: [{ phrases: ['can be overwritten by the user', 'not reserved words'], pages: [16] }],
  },
  {
    id: 'r-intro-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'How can I tell a genuinely absent value apart from the result of dividing zero by zero?',
    facts: [{ phrases: ['is.nan(xx) is only TRUE for NaNs'], pages: [17] }],
    note: 'missing values NA vs NaN',
  },
  {
    id: 'r-intro-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'How do I see a list of every variable I have created so far in my session?',
    facts: [{ phrases: ['objects() (alternatively, ls())'], pages: [12] }],
    note: 'objects() / ls() display the names of the objects stored: the workspace',
  },
  {
    id: 'r-intro-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'r-intro' },
    prompt:
      'Which file lets each directory have its own startup commands, and where are the saved objects written at the ' +
      'end of a session?',
    facts: [
      { phrases: ['profile file named .Rprofile'], pages: [58] },
      { phrases: ['written to a file called .RData'], pages: [12] },
    ],
  },
  {
    id: 'r-intro-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'What is the largest number of elements a single vector can hold?',
    facts: [],
    note: 'the introduction never states a maximum vector length',
  },
  {
    id: 'r-data-lexical-1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'Which function opens files compressed by bzip2 as connections?',
    facts: [{ phrases: ['bzip2 can be used via bzfile'], pages: [30] }],
  },
  {
    id: 'r-data-lexical-2',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'How can spreadsheet data that Windows copied to the clipboard in DIF format be read?',
    facts: [{ phrases: ['read.DIF("clipboard")'], pages: [15] }],
  },
  {
    id: 'r-data-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'Which function should I use to load a file saved by a French or German spreadsheet, where 3,5 means three ' +
      'and a half?',
    facts: [
      {
        phrases: [
          'read.csv2 and read.delim2 are appropriate',
          'read.csv2 in a locale that uses comma as the decimal point',
        ],
        pages: [14, 36],
      },
    ],
  },
  {
    id: 'r-data-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: 'How do I import a text file whose values sit at set character positions with nothing separating them?',
    facts: [{ phrases: ['Function read.fwf provides a simple way'], pages: [15] }],
    note: 'fixed-width-format files: fields in pre-specified columns, no delimiters',
  },
  {
    id: 'r-data-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'r-data' },
    prompt:
      'Which character does read.table treat as starting a comment by default, and how is a UTF-8 file with a ' +
      'byte order mark read on a Unix-alike?',
    facts: [
      { phrases: ['uses ‘#’ as a comment character'], pages: [13] },
      { phrases: ['fileEncoding = "UTF-8-BOM"'], pages: [14] },
    ],
  },
  {
    id: 'r-data-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How do I read an Apache Parquet file into a data frame?',
    facts: [],
    note: 'Parquet, Arrow and Feather are not mentioned',
  },
];
