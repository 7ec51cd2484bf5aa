import type { Question } from './types';

/**
 * Questions a user asks of a label about where something is: "Which document explains …?", "Where can I read about
 * …?", "What documents are in this label?". Asked of the label of all nine manuals. A fact's phrases are the
 * document's title as Docent reads it and a phrase of the passage that treats the topic (the answer names the document
 * or quotes that passage; recall is the passage's), its pages that passage's section (the answer must cite one).
 * Written, and each topic looked up in the documents, before docent-local learnt such questions (twenty-third round);
 * unanswerable ones name topics no manual treats. Corrected after the first run with the change, and said so in
 * docs/chat-quality-history.md: the pages of the Standards-Version field's own section (47, 48) and the rest of the
 * section on job control builtins (121, 122) were added; "JavaScript" turned out to be mentioned (not treated) by the
 * GNU Coding Standards, and its question was left as it was written.
 */
const which = (
  n: number,
  prompt: string,
  doc: Question['facts'][number]['doc'] & string,
  title: string,
  pages: number[],
  passage?: string,
): Question => ({
  id: `label-which-${n}`,
  category: 'label-wide',
  scope: { label: 'all' },
  prompt,
  facts: [{ doc, phrases: passage ? [title, passage] : [title], pages }],
});

const none = (n: number, prompt: string, note: string): Question => ({
  id: `label-which-unanswerable-${n}`,
  category: 'unanswerable',
  scope: { label: 'all' },
  prompt,
  facts: [],
  note,
});

export const WHICH_DOCUMENT_QUESTIONS: Question[] = [
  which(
    1,
    "Which manual explains the shell's looping constructs?",
    'bash',
    'Bash Reference Manual',
    [17],
    'supports the following looping constructs',
  ),
  which(
    2,
    'Which document covers importing data from relational databases?',
    'r-data',
    'R Data Import/Export',
    [21, 22, 23],
    'There are limitations on the types of data that R handles well',
  ),
  which(
    3,
    'Where can I read about package priorities?',
    'policy',
    'Debian Policy Manual',
    [21],
    'Each package must have a priority value',
  ),
  which(
    4,
    'Which of these documents tells me how to orphan a package?',
    'devref',
    "Debian Developer's Reference",
    [52],
    'marked as orphaned',
  ),
  which(
    5,
    'Which document describes the Files stanza of a copyright file?',
    'copyright-format',
    'Machine-readable debian/copyright file',
    [1],
    'The declaration of copyright and license for files may consist of one or more stanzas',
  ),
  which(
    6,
    'Which document explains programmable completion?',
    'bash',
    'Bash Reference Manual',
    [149, 150],
    'When word completion is attempted for an argument to a command',
  ),
  which(
    7,
    'Which document covers fitting linear models?',
    'r-intro',
    'An Introduction to R',
    [64],
    'The basic function for fitting ordinary multiple models is lm()',
  ),
  which(
    8,
    'Where is the --help option described?',
    'gnu-standards',
    'GNU Coding Standards',
    [3],
    'The standard --help option should output brief documentation',
  ),
  which(
    9,
    'Which document explains how to write a changelog entry that closes a bug?',
    'maint-guide',
    "Debian New Maintainers' Guide",
    [53],
    'Include a short description of the bug and the solution in the changelog entry',
  ),
  which(
    10,
    'Which document covers reading Excel spreadsheets?',
    'r-data',
    'R Data Import/Export',
    [36, 37],
    'how do I read an Excel spreadsheet',
  ),
  which(
    11,
    'Which of these documents explains what a Debian package is?',
    'faq',
    'The Debian GNU/Linux FAQ',
    [35],
    'Packages generally contain all of the files necessary',
  ),
  which(
    12,
    'Which manual documents the Standards-Version field?',
    'policy',
    'Debian Policy Manual',
    [29, 30, 47, 48],
    'specified in the Standards-Version control field',
  ),
  which(
    13,
    'Which document explains job control?',
    'bash',
    'Bash Reference Manual',
    [119, 120],
    'Job control refers to the ability to selectively stop',
  ),
  which(
    14,
    "Which document talks about Readline's vi mode?",
    'bash',
    'Bash Reference Manual',
    [149],
    'Readline vi mode behaves as specified in the posix standard',
  ),
  which(
    15,
    'In which document can I find advice on naming variables and functions?',
    'gnu-standards',
    'GNU Coding Standards',
    [4],
    'serve as comments of a sort',
  ),
  which(
    16,
    'Which document explains how to set up dh_make?',
    'maint-guide',
    "Debian New Maintainers' Guide",
    [17],
    'Set up the shell environment variables $DEBEMAIL and $DEBFULLNAME',
  ),
  which(
    17,
    'Which of these explains how to divert output to a file?',
    'r-intro',
    'An Introduction to R',
    [12],
    'divert all subsequent output',
  ),
  which(
    18,
    "Where can I read what to do about a wireless network card that doesn't work?",
    'faq',
    'The Debian GNU/Linux FAQ',
    [28],
    'use ndiswrapper',
  ),
  which(
    19,
    'Which documents mention the Standards-Version field?',
    'policy',
    'Debian Policy Manual',
    [29, 30, 47, 48],
    'specified in the Standards-Version control field',
  ),
  which(
    20,
    'What document should I read to learn about job control builtins?',
    'bash',
    'Bash Reference Manual',
    [120, 121, 122],
    'Resume each suspended job jobspec in the background',
  ),
  which(21, 'What documents are in this label?', 'bash', 'Bash Reference Manual', [1]),
  which(22, 'Which documents do I have here?', 'policy', 'Debian Policy Manual', [1]),
  none(1, 'Which document explains how to deploy to Kubernetes?', 'no manual mentions Kubernetes'),
  none(2, 'Which of these documents covers training neural networks?', 'no manual mentions neural networks'),
  none(3, 'Where can I read about disk encryption with LUKS?', 'no manual mentions disk encryption'),
  none(4, 'Which document explains how to program a GPU?', 'no manual mentions GPUs'),
  none(5, 'Which manual covers writing JavaScript?', 'no manual treats JavaScript'),
  none(6, 'Which document explains how to file a tax return?', 'no manual mentions taxes'),
];
