// biome-ignore-all lint/suspicious/noTemplateCurlyInString: prompts and notes quote shell and dpkg ${...} syntax, not templates
import type { Question } from './types';

/**
 * Held-out questions about symbols and operators, as people type them into a chat box, over the nine manuals
 * (`--questions symbols-held-out`). Written blind on 2026-11-27 from the dumped pages (dump-pages.ts), without asking
 * Docent anything, together with the symbols set but measured blind: none repeats a question or a fact of it, and
 * most ask about other symbols. Every prompt holds at least one symbol or operator token, typed in plain ASCII. The
 * unanswerable ones were checked with grep against every page of their manual, for the symbol and for related words.
 */
export const SYMBOLS_HELD_OUT_QUESTIONS: Question[] = [
  {
    id: 'bash-two-fact-t1',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: '$$ vs $! whats the difference',
    facts: [
      { phrases: ['Expands to the process id of the shell'], pages: [29] },
      { phrases: ['process id of the job most recently placed into the background'], pages: [30] },
    ],
    note: "Special Parameters: $$ is the shell's own process id, $! that of the last background job",
  },
  {
    id: 'bash-two-fact-t2',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: 'difference between ;; and ;& in a case statement',
    facts: [
      { phrases: ['no subsequent matches are attempted after the first pattern match'], pages: [19] },
      { phrases: ['causes execution to continue with the command-list associated with the next clause'], pages: [19] },
    ],
    note: "case: ;; stops after the first match, ;& falls through to the next clause's commands",
  },
  {
    id: 'bash-two-fact-t3',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: 'whats the difference between ${f#*/} and ${f%/*}',
    facts: [
      { phrases: ['If the pattern matches the beginning of the expanded value of parameter'], pages: [36] },
      { phrases: ['If the pattern matches a trailing portion of the expanded value'], pages: [37] },
    ],
    note: 'pattern removal: # deletes the shortest match from the front, % from the end',
  },
  {
    id: 'bash-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'how do i check a string against a regex with =~',
    facts: [{ phrases: ['considered a posix extended regular expression pattern'], pages: [21] }],
    note: 'the =~ operator of [[ ]]; the manual says "regular expression", not "regex"',
  },
  {
    id: 'bash-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'what does <<- do in a heredoc',
    facts: [
      {
        phrases: [
          'all leading tab characters are stripped from input lines',
          'This allows here-documents within shell scripts to be indented',
        ],
        pages: [46],
      },
    ],
    note: 'Here Documents: <<- strips leading tabs; the manual says "here-document", not "heredoc"',
  },
  {
    id: 'bash-lexical-t1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does ^foo^bar do in bash history',
    facts: [{ phrases: ['Repeat the last command, replacing string1 with string2'], pages: [162] }],
    note: 'history Quick Substitution ^string1^string2^',
  },
  {
    id: 'r-intro-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'what is %o% in R',
    facts: [
      {
        phrases: [
          'The outer product is formed by the special operator',
          'An important operation on arrays is the outer product',
        ],
        pages: [29],
      },
    ],
    note: 'the outer product operator (same as outer(a, b, "*")); only the symbol to go on',
  },
  {
    id: 'r-intro-lexical-t1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'how do i get at a hidden function in a package with :::',
    facts: [{ phrases: ['also allows access to hidden objects'], pages: [90] }],
    note: 'Namespaces: the triple-colon operator acts like :: but also reaches hidden objects',
  },
  {
    id: 'r-intro-lexical-t2',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'what does the . mean in an update formula like . ~ . + x6',
    facts: [{ phrases: ['stand for the corresponding part of the old model formula'], pages: [66] }],
    note: 'update(): a lone period stands for the corresponding part of the old formula',
  },
  {
    id: 'r-data-lexical-t1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'how do i escape a \' inside a quoted string when sep = ","',
    facts: [{ phrases: ['quotes can be escaped within quoted strings by doubling them'], pages: [13] }],
    note: 'with a separator given, a quote is escaped by doubling it, as in spreadsheets (with the default separator, by a backslash)',
  },
  {
    id: 'policy-lexical-t1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what does | mean between package names in Depends',
    facts: [
      {
        phrases: [
          'can be satisfied by any one of the alternative packages',
          'lists of alternative package names, separated by vertical bar',
        ],
        pages: [67],
      },
    ],
    note: 'Syntax of relationship fields: | separates alternatives',
  },
  {
    id: 'maint-guide-lexical-t1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what does a line with just a . mean in the long description in debian/control',
    facts: [
      { phrases: ['put a single . (dot) in a column to simulate that', 'There must be no blank lines'], pages: [26] },
    ],
    note: 'control file, long description: blank lines are not allowed, a single dot stands for one',
  },
  {
    id: 'copyright-format-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt: 'what does the + in GPL-2+ mean',
    facts: [
      {
        phrases: [
          'add a plus sign to the end of the short name',
          'permits using the terms of any later version of that license',
          'GPL version 2 or later',
        ],
        pages: [1, 2],
      },
    ],
    note: 'License short names: a trailing + means "or any later version"; the manual says "plus sign"',
  },
  {
    id: 'gnu-standards-lexical-t1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'when splitting a long condition with && or ||, does the operator go at the start or end of the line',
    facts: [{ phrases: ['split it before an operator, not after one'], pages: [4] }],
    note: 'Formatting Your Source Code: break before the operator',
  },
  {
    id: 'devref-lexical-t1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'what does +b1 at the end of a version number mean',
    facts: [
      {
        phrases: [
          'The magic for a recompilation-only NMU is triggered',
          'your binary-only NMU should carry a version of',
        ],
        pages: [55],
      },
    ],
    note: 'binary-only (recompilation) NMU suffix, e.g. 2.9-3+b1',
  },
  {
    id: 'faq-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'what do the parts of foo_1.0-1_amd64.deb separated by _ mean',
    facts: [
      {
        phrases: [
          'The Debian binary package file names conform to the following convention',
          'The AAA component identifies the processor for which the package was built',
        ],
        pages: [36],
      },
    ],
    note: 'package name, upstream version-Debian revision, architecture (Why are Debian package file names so long?)',
  },
  {
    id: 'bash-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'what does $< do in bash',
    facts: [],
    note: 'the csh read-a-line variable: grep finds no "$<" on any page (only $(< file), a different thing)',
  },
  {
    id: 'r-intro-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'what does |> do in R',
    facts: [],
    note: 'the native pipe: "|>" and "%>%" are on no page, and "pipe" only about input from a FIFO',
  },
  {
    id: 'policy-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'what does ?= mean in debian/rules',
    facts: [],
    note: 'no "?=" on any page, nor "conditional assignment" (only ":=" inside ${VAR:=default}, a shell expansion)',
  },
  {
    id: 'maint-guide-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'what is $(CURDIR) in debian/rules',
    facts: [],
    note: 'no "CURDIR" on any page (nor in policy)',
  },
];
