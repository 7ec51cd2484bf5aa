import type { Question } from './types';

/**
 * Debian's manuals asked one at a time: Policy (policy.pdf, 193 pages), the Developer's Reference
 * (developers-reference.pdf, 114), the FAQ (debian-faq.en.pdf, 73), the New Maintainers' Guide
 * (maint-guide.en.pdf, 63) and the machine-readable copyright format (copyright-format-1.0.txt, 2 pages of text).
 */
export const DEBIAN_QUESTIONS: Question[] = [
  // Debian Policy
  {
    id: 'policy-lexical-1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'Which UID range is used for dynamically allocated user accounts?',
    facts: [{ phrases: ['1000-59999'], pages: [92, 173] }],
  },
  {
    id: 'policy-lexical-2',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'May a package put files in /usr/local?',
    facts: [{ phrases: ['packages must not place any files in /usr/local'], pages: [90] }],
  },
  {
    id: 'policy-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: "How long may a package's one-line summary be?",
    facts: [{ phrases: ['certainly under 80 characters'], pages: [26] }],
    note: 'the single line synopsis of the Description field',
  },
  {
    id: 'policy-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'How do I ask a package build to skip its tests?',
    facts: [{ phrases: ['not run any build-time test suite'], pages: [36] }],
    note: 'DEB_BUILD_OPTIONS=nocheck',
  },
  {
    id: 'policy-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'policy' },
    prompt:
      'Which characters may package names contain, and what permissions should directories below /usr/local have?',
    facts: [
      { phrases: ['lower case letters (a-z), digits (0-9), plus (+) and minus (-) signs, and periods'], pages: [45] },
      { phrases: ['permissions 2775'], pages: [90] },
    ],
  },
  {
    id: 'policy-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'What is the largest .deb file the archive will accept?',
    facts: [],
    note: 'Policy sets no size limit for packages',
  },
  // Developer's Reference
  {
    id: 'devref-lexical-1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'Which version number should a binary-only NMU of version 2.9-3 carry?',
    facts: [{ phrases: ['2.9-3+b1'], pages: [55] }],
  },
  {
    id: 'devref-lexical-2',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'Which severity must an ITP bug report have?',
    facts: [{ phrases: ['must be set to wishlist'], pages: [37] }],
  },
  {
    id: 'devref-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'I will be away from my packages for a few weeks. How should I let the other developers know?',
    facts: [{ phrases: ['[VAC] prepended to the subject'], pages: [20] }],
    note: 'going on vacation gracefully',
  },
  {
    id: 'devref-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'How do I take back an upload that I scheduled to land in a week?',
    facts: [{ phrases: ['dcut cancel'], pages: [60] }],
    note: 'the DELAYED/ queue',
  },
  {
    id: 'devref-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'devref' },
    prompt:
      'How many days should a non-maintainer upload fixing only release-critical and important bugs be delayed, ' +
      'and which urgency do most uploads to unstable use?',
    facts: [
      { phrases: ['release-critical and important bugs: 5 days'], pages: [59] },
      { phrases: ['urgency=medium'], pages: [76] },
    ],
  },
  {
    id: 'devref-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'What fee does one pay to become a Debian Developer?',
    facts: [],
  },
  // Debian FAQ
  {
    id: 'faq-lexical-1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'Who is Sid in the Toy Story films?',
    facts: [{ phrases: ['the boy next door who destroyed toys'], pages: [30] }],
  },
  {
    id: 'faq-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: "Where does the project's name come from?",
    facts: [{ phrases: ['contraction of the names of Debra and Ian Murdock'], pages: [11] }],
  },
  {
    id: 'faq-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'How do I stop apt from upgrading one particular package?',
    facts: [{ phrases: ['apt-mark hold'], pages: [40] }],
    note: 'putting a package on hold',
  },
  {
    id: 'faq-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'faq' },
    prompt:
      'Who started the Debian Project and when, and how can I search for the package owning a file among packages ' +
      'that are not installed?',
    facts: [
      { phrases: ['created by Ian Murdock in 1993'], pages: [10] },
      { phrases: ['apt-file search', 'zgrep foo Contents-ARCH.gz'], pages: [47] },
    ],
  },
  {
    id: 'faq-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'How many developers voted in the last Debian Project Leader election?',
    facts: [],
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-lexical-1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'In the name of the .orig.tar.gz file, what separates the package name from the version?',
    facts: [{ phrases: ['separated by the character _ (underscore)'], pages: [18] }],
  },
  {
    id: 'maint-guide-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt: 'By mistake I wiped some of the starter files in my debian folder. How do I get them back?',
    facts: [{ phrases: ['--addmissing'], pages: [18, 55] }],
    note: 'dh_make --addmissing recovers erased template files',
  },
  {
    id: 'maint-guide-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'maint-guide' },
    prompt: 'Which priority suits a new package, and with which options is lintian run on the .changes file?',
    facts: [
      { phrases: ['optional priority will usually work for new packages'], pages: [24] },
      { phrases: ['lintian -i -I --show-overrides'], pages: [47, 51] },
    ],
  },
  {
    id: 'maint-guide-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'How do I package a Rust crate with cargo?',
    facts: [],
  },
  // Machine-readable debian/copyright format
  {
    id: 'copyright-format-lexical-1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'Do the * and ? wildcards in Files patterns match slashes?',
    facts: [{ phrases: ['Both match slashes (/) and leading dots'], pages: [1] }],
  },
  {
    id: 'copyright-format-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt:
      'Which field of the copyright file says that a contrib or non-free package does not belong to the ' +
      'distribution itself?',
    facts: [{ phrases: ['state that they are not part of Debian'], pages: [1] }],
    note: 'Disclaimer: for non-free or contrib packages',
  },
  {
    id: 'copyright-format-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'copyright-format' },
    prompt:
      'Which wildcards may Files patterns use, and which stanza applies when several of them match the same file?',
    facts: [
      { phrases: ['Only the wildcards * and ? apply'], pages: [1] },
      { phrases: ['The last stanza that matches a particular file applies to it'], pages: [1] },
    ],
  },
  {
    id: 'copyright-format-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'copyright-format' },
    prompt: 'Which field records the date the copyright file was last reviewed?',
    facts: [],
  },
];
