// biome-ignore-all lint/suspicious/noTemplateCurlyInString: prompts and notes quote shell and dpkg ${...} syntax, not templates
import type { Question } from './types';

/**
 * Questions about symbols and operators, as people type them into a chat box ("what does 2>&1 do", "difference between
 * [ and [[", "what is <<- in R", "what does %: mean in debian/rules"), over the nine manuals (`--questions symbols`).
 * Written blind on 2026-11-27 from the dumped pages (dump-pages.ts), without asking Docent anything. Every prompt holds
 * at least one symbol or operator token, typed in plain ASCII. A question whose words (besides the symbol) are near
 * the answer is lexical; one that is only the symbol, or whose words differ from the manual's, is paraphrased. The
 * unanswerable ones were checked with grep against every page of their manual, for the symbol and for related words.
 */
export const SYMBOLS_QUESTIONS: Question[] = [
  {
    id: 'bash-two-fact-s1',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: "what's the difference between $* and $@",
    facts: [
      { phrases: ['expands to a single word with the value of each parameter'], pages: [29] },
      { phrases: ['each parameter expands to a separate word'], pages: [29] },
    ],
    note: 'Special Parameters: quoted "$*" is one word joined by the first IFS character; quoted "$@" keeps each positional parameter a separate word',
  },
  {
    id: 'bash-lexical-s1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'is $? the exit status of the last command',
    facts: [{ phrases: ['exit status of the most recently executed foreground pipeline'], pages: [29] }],
    note: '$? expands to the exit status of the most recently executed foreground pipeline (Special Parameters)',
  },
  {
    id: 'bash-paraphrased-s1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'what does 2>&1 do',
    facts: [
      {
        phrases: [
          'directs both standard output (file descriptor 1) and standard error',
          'the standard error was made a copy of the standard output',
          'is used similarly to duplicate output file descriptors',
        ],
        pages: [44, 47],
      },
    ],
    note: 'makes file descriptor 2 a copy of 1 (Redirections: ls > dirlist 2>&1; Duplicating File Descriptors [n]>&word); only the symbol to go on',
  },
  {
    id: 'bash-lexical-s2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does || do between two commands',
    facts: [
      {
        phrases: ['if, and only if, command1 returns a non-zero exit status', 'An or list has the form'],
        pages: [17],
      },
    ],
    note: 'or list: command2 runs only if command1 fails (Lists of Commands)',
  },
  {
    id: 'bash-two-fact-s2',
    category: 'two-fact',
    scope: { doc: 'bash' },
    prompt: 'difference between [ and [[ in bash',
    facts: [
      {
        phrases: [
          'do not undergo word splitting and filename expansion',
          'the string to the right of the operator is considered a pattern',
          'sort lexicographically using the current locale',
        ],
        pages: [20, 103],
      },
      {
        phrases: [
          'Each operator and operand must be a separate argument',
          'the last argument to the command must be a ]',
          'The test command uses ASCII ordering',
        ],
        pages: [58, 59, 103],
      },
    ],
    note: '[[ is a compound command (no word splitting or globbing inside, == matches patterns, < > use the locale); [ is the test builtin (separate arguments, closing ], ASCII ordering)',
  },
  {
    id: 'bash-lexical-s3',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does ${var:-default} do if var is unset',
    facts: [{ phrases: ['If parameter is unset or null, the expansion of word is substituted'], pages: [33] }],
    note: 'Shell Parameter Expansion, ${parameter:-word}',
  },
  {
    id: 'bash-paraphrased-s2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'what does !! do',
    facts: [
      { phrases: ['Refer to the previous command', 'the preceding command is repeated in toto'], pages: [161, 162] },
    ],
    note: 'history event designator !! (a synonym for !-1); only the symbol to go on',
  },
  {
    id: 'bash-lexical-s4',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'how do i use a here string <<<',
    facts: [
      {
        phrases: ['The result is supplied as a single string, with a newline appended', 'A variant of here documents'],
        pages: [47],
      },
    ],
    note: "Here Strings: [n]<<< word, the expanded word with a newline appended is the command's standard input",
  },
  {
    id: 'r-intro-paraphrased-s1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'what does %*% do in R',
    facts: [{ phrases: ['is used for matrix multiplication', 'is the matrix product'], pages: [30] }],
    note: 'matrix multiplication (A %*% B is the matrix product, A * B the element-wise one); only the symbol to go on',
  },
  {
    id: 'r-intro-paraphrased-s2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'what is <<- in R',
    facts: [
      {
        phrases: [
          'For most users <<- creates a global variable',
          'looks back in enclosing environments for an environment that contains the',
          'If global and permanent assignments are intended within a function',
        ],
        pages: [53, 57],
      },
    ],
    note: 'the "superassignment" operator: assigns in an enclosing (for most users the global) environment; only the symbol to go on',
  },
  {
    id: 'r-intro-lexical-s1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'what does the double colon :: operator do in R',
    facts: [
      {
        phrases: [
          'selects definitions from a particular namespace',
          'Only functions that are exported from the package can be retrieved',
        ],
        pages: [90],
      },
    ],
    note: 'Namespaces: pkg::name picks an exported object from that package (base::t)',
  },
  {
    id: 'r-intro-two-fact-s1',
    category: 'two-fact',
    scope: { doc: 'r-intro' },
    prompt: 'difference between & and && in R',
    facts: [
      { phrases: ['Whereas & and | apply element-wise to vectors', 'c1 & c2 is their intersection'], pages: [16, 49] },
      { phrases: ['only evaluate their second argument if necessary', 'apply to vectors of length one'], pages: [49] },
    ],
    note: '& is element-wise "and"; && is the short-circuit one, for length-one conditions (Conditional execution)',
  },
  {
    id: 'r-intro-paraphrased-s3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'what does ~ mean in R',
    facts: [
      {
        phrases: ['Y is modeled as M', 'formulae on the left side below specify statistical models'],
        pages: [61, 63],
      },
    ],
    note: 'the model formula operator: y ~ x models y on x (Defining statistical models; formulae); only the symbol to go on',
  },
  {
    id: 'r-intro-two-fact-s2',
    category: 'two-fact',
    scope: { doc: 'r-intro' },
    prompt: "what's the difference between lst[[1]] and lst[1]",
    facts: [
      { phrases: ['is the operator used to select a single element', 'the first object in the list Lst'], pages: [35] },
      {
        phrases: ['is a general subscripting operator', 'is a sublist of the list Lst consisting of the first entry'],
        pages: [35],
      },
    ],
    note: 'Lists: [[ ]] gives the component itself (no name), [ ] a sublist (names kept)',
  },
  {
    id: 'r-data-lexical-s1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'what does # mean in a file i read with read.table',
    facts: [{ phrases: ['read.table uses # as a comment character', 'the rest of the line is ignored'], pages: [13] }],
    note: 'Comments: by default # starts a comment (comment.char = "" turns it off)',
  },
  {
    id: 'policy-lexical-s1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what does << mean in a Depends version',
    facts: [
      {
        phrases: [
          'for strictly earlier, earlier or equal, exactly equal',
          'The relations < and > were previously allowed',
        ],
        pages: [67],
      },
    ],
    note: 'Syntax of relationship fields: << is strictly earlier (and the old < meant earlier or equal)',
  },
  {
    id: 'maint-guide-two-fact-s1',
    category: 'two-fact',
    scope: { doc: 'maint-guide' },
    prompt: '${shlibs:Depends} vs ${misc:Depends}, what goes in each',
    facts: [
      { phrases: ['calculates shared library dependencies for binary packages'], pages: [26] },
      { phrases: ['may cause the generated package to depend on some additional packages'], pages: [26] },
    ],
    note: 'shlibs:Depends is filled by dh_shlibdeps from the shared libraries used; misc:Depends by debhelper commands that add dependencies',
  },
  {
    id: 'maint-guide-lexical-s1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what does %: mean in debian/rules',
    facts: [
      { phrases: ['The percent sign means any targets', 'an implicit rule using the pattern rule'], pages: [30] },
    ],
    note: 'Default rules file: the pattern rule "%:" with "dh $@" hands every target to dh',
  },
  {
    id: 'copyright-format-two-fact-s1',
    category: 'two-fact',
    scope: { doc: 'copyright-format' },
    prompt: 'difference between * and ? in a Files: pattern',
    facts: [
      { phrases: ['the former matches any number of characters (including none)'], pages: [1] },
      { phrases: ['the latter a single character'], pages: [1] },
    ],
    note: 'Files field: * matches any number of characters, ? exactly one; both match slashes and leading dots',
  },
  {
    id: 'gnu-standards-lexical-s1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'what does $< mean in a makefile rule',
    facts: [
      {
        phrases: [
          'will represent the source file wherever it is',
          'Many versions of make set $< only in implicit rules',
        ],
        pages: [7],
      },
    ],
    note: 'Writing Makefiles for VPATH: the automatic variable $< is the source file (with $@ the target)',
  },
  {
    id: 'bash-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'what does $[ ] do in bash, like echo $[1+2]',
    facts: [],
    note: 'the old $[expression] arithmetic syntax: grep finds no "$[" on any page, nor "deprecated"/"obsolete" about arithmetic; only $(( )) is documented',
  },
  {
    id: 'r-intro-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'what does %% do in R',
    facts: [],
    note: 'the modulo operator: "%%" and "%/%" are on no page, nor "modulo"/"remainder"/"integer division" (only %*%, %o%, %in% and user-defined %anything%)',
  },
  {
    id: 'r-data-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'what does := do in data.table',
    facts: [],
    note: 'neither ":=" nor data.table (or dplyr) is on any page',
  },
  {
    id: 'faq-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'what does the ~ mean in a version like 1.0~rc1',
    facts: [],
    note: 'the FAQ has "~" only in a URL, no "tilde", and never explains how versions compare (that is in policy and maint-guide)',
  },
  {
    id: 'devref-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'what does ${misc:Depends} expand to',
    facts: [],
    note: 'devref has no "misc:" on any page; its only substitution variables are ${binary:Version} and $(Source-Version)',
  },
  {
    id: 'gnu-standards-unanswerable-s1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'what does ?= mean in a makefile',
    facts: [],
    note: 'neither "?=" nor ":=" is on any page, nor "conditional assignment"/"if not already set"',
  },
];
