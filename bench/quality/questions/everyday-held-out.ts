import type { Question } from './types';

/**
 * A second set of everyday questions, held out: written blind on 2026-11-27 together with everyday.ts and the same
 * way (questions as people type them into a chat box, facts located in the pages as Docent numbers them, without
 * asking Docent anything), and never looked at while tuning (`--questions everyday-held-out`).
 */
export const EVERYDAY_HELD_OUT_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-f1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does disown do',
    facts: [{ phrases: ['remove each jobspec from the table of active jobs'], pages: [122] }],
  },
  {
    id: 'bash-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'how do I pause a running program and get my prompt back?',
    facts: [
      {
        phrases: [
          'suspend character (typically ‘^Z’, Control-Z)',
          'causes that process to be stopped and returns control to Bash',
        ],
        pages: [119],
      },
    ],
    note: 'job control: "stop (suspend)" a job with Control-Z',
  },
  {
    id: 'r-intro-lexical-f1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'how do i transpose a matrix in R',
    facts: [{ phrases: ['function t()', 't(A)'], pages: [30] }],
  },
  {
    id: 'r-intro-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'how do I use the %>% pipe?',
    facts: [],
    note: 'neither %>% (magrittr, dplyr) nor the native |> pipe is mentioned',
  },
  {
    id: 'r-data-lexical-f1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'how do i connect to a MySQL database from R?',
    facts: [{ phrases: ['an interface to the MySQL database system', 'library(RMySQL)'], pages: [24, 25] }],
  },
  {
    id: 'r-data-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: 'some rows in my file are shorter, how do I read it',
    facts: [{ phrases: ['fill = TRUE'], pages: [13] }],
    note: 'read.table\'s "unfilled lines" (trailing empty fields omitted)',
  },
  {
    id: 'policy-lexical-f1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'does every program in my package need a man page?',
    facts: [{ phrases: ['Each program, utility, and function should have an associated manual page'], pages: [121] }],
  },
  {
    id: 'policy-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'my maintainer script uses bash-only features, is that ok',
    facts: [
      {
        phrases: ['the appropriate shell must be specified in the first line of the script', '#!/bin/bash'],
        pages: [106],
      },
    ],
    note: 'the manual says "non-POSIX.1-2017 features from the shell interpreter"',
  },
  {
    id: 'devref-lexical-f1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'can Debian Maintainers sponsor uploads?',
    facts: [{ phrases: ["Debian Maintainers can't", 'Debian Developers can sponsor packages'], pages: [97] }],
  },
  {
    id: 'devref-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'my program went free, how do i get it into main?',
    facts: [
      {
        phrases: ['change the package control information to place the package in the desired section'],
        pages: [50],
      },
    ],
    note: '"Moving packages": change the section and re-upload (with the .orig tarball)',
  },
  {
    id: 'faq-lexical-f1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'how do i report a bug in debian',
    facts: [{ phrases: ['reportbug', 'debian.org/Bugs/Reporting'], pages: [64] }],
  },
  {
    id: 'faq-lexical-f2',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'how do you pronounce Debian?',
    facts: [{ phrases: ['pronounced Deb’-ee-en'], pages: [11] }],
  },
  {
    id: 'maint-guide-lexical-f1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'how do I add a new entry to debian/changelog?',
    facts: [{ phrases: ['dch -i'], pages: [53, 56] }],
  },
  {
    id: 'maint-guide-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'how do i make my package build reproducibly',
    facts: [],
    note: 'reproducible builds are never mentioned in this guide',
  },
  {
    id: 'copyright-format-lexical-f1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'what goes in the Source field of debian/copyright',
    facts: [{ phrases: ['where the upstream source came from'], pages: [1] }],
  },
  {
    id: 'copyright-format-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'copyright-format' },
    prompt: 'is there a tool that writes debian/copyright for me?',
    facts: [],
    note: 'the specification names no tool for generating or checking the file',
  },
  {
    id: 'gnu-standards-lexical-f1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'what should --help print?',
    facts: [{ phrases: ['brief documentation for how to invoke the program'], pages: [3] }],
  },
  {
    id: 'gnu-standards-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: "should my program's config file be JSON or YAML?",
    facts: [],
    note: 'only where configuration files are installed (sysconfdir) is said, never their format',
  },
  {
    id: 'label-debian-f1',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'how do i download the source code of a debian package',
    facts: [
      {
        doc: 'faq',
        phrases: ['apt-get source'],
        pages: [32, 40, 41],
        alsoIn: [
          { doc: 'maint-guide', pages: [13, 55], phrases: ['apt-get source'] },
          { doc: 'devref', pages: [99], phrases: ['apt-get source'] },
        ],
      },
    ],
  },
  {
    id: 'label-all-f1',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: "what's make check supposed to do",
    facts: [{ doc: 'gnu-standards', phrases: ['Perform self-tests'], pages: [9] }],
  },
];
