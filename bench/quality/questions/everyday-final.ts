import type { Question } from './types';

/**
 * A third set of everyday questions, as people type them into a chat box ("how do i …", "where is …", "what's the
 * default …", often lower-case and without a question mark), over the nine manuals (`--questions everyday-final`).
 * Written blind on 2026-11-27, at the end of the round, from the pages as Docent numbers them (dump-pages.ts), without
 * asking Docent anything; none repeats a question or a fact of the other sets. The unanswerable ones were checked
 * against every page of their manual. Measured once, never tuned on.
 */
export const EVERYDAY_FINAL_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-g1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: "what's the default PS1 prompt",
    facts: [{ phrases: ['\\s-\\v\\$'], pages: [84] }],
    note: 'PS1, the primary prompt string (Bash Variables)',
  },
  {
    id: 'bash-lexical-g2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'how does getopts work',
    facts: [
      {
        phrases: [
          'getopts is used by shell scripts to parse positional parameters',
          'places the next option in the shell variable name',
        ],
        pages: [56],
      },
    ],
  },
  {
    id: 'bash-paraphrased-g1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'how do i get the length of a string in bash',
    facts: [{ phrases: ['{#parameter}', 'The length in characters of the expanded value of parameter'], pages: [36] }],
    note: 'the length expansion (dollar, {#parameter}); the manual says "value of parameter", not "string"',
  },
  {
    id: 'r-intro-lexical-g1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'how do i remove objects in R',
    facts: [
      {
        phrases: ['To remove objects the function rm is available', 'rm(x, y, z, ink, junk, temp, foo, bar)'],
        pages: [12],
      },
    ],
  },
  {
    id: 'r-intro-paraphrased-g1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'how do i glue two vectors into a matrix side by side',
    facts: [{ phrases: ['cbind(', 'binding together matrices horizontally, or column-wise'], pages: [32, 33] }],
    note: 'cbind(); the manual says "forming partitioned matrices" and "binding … column-wise"',
  },
  {
    id: 'r-intro-unanswerable-g1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'how do I install RStudio?',
    facts: [],
    note: 'RStudio (or any IDE other than ESS under Emacs) is never mentioned',
  },
  {
    id: 'r-data-lexical-g1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'can i use sqlite from R',
    facts: [{ phrases: ['RSQLite', 'works with the bundled DBMS SQLite'], pages: [24] }],
    note: 'p. 5 names RSQLite only in the acknowledgements',
  },
  {
    id: 'r-data-lexical-g2',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'how do i read netCDF files in R?',
    facts: [{ phrases: ['ncdf4', 'RNetCDF'], pages: [28] }],
    note: 'binary data formats: RNetCDF (version 3 files) and ncdf4 (version 4); p. 5 is the acknowledgements',
  },
  {
    id: 'policy-lexical-g1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'where should my package put its log files',
    facts: [{ phrases: ['/var/log/package.log', 'create a directory named /var/log/package'], pages: [110] }],
  },
  {
    id: 'policy-paraphrased-g1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'my package needs a nightly task, where does it go',
    facts: [
      { phrases: ['/etc/cron.daily', 'executed on an hourly, daily, weekly, or monthly basis'], pages: [96, 97] },
    ],
    note: 'cron jobs: a script in /etc/cron.daily; the manual says "job … executed via cron"',
  },
  {
    id: 'policy-unanswerable-g1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'how do i package a node.js app from npm?',
    facts: [],
    note: 'Node.js and npm are never mentioned; javascript only as a section name',
  },
  {
    id: 'devref-lexical-g1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'what is package salvaging?',
    facts: [
      {
        phrases: [
          'attempts to save a package that, while not officially orphaned',
          'appears poorly maintained or completely unmaintained',
        ],
        pages: [61],
      },
    ],
  },
  {
    id: 'devref-lexical-g2',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'how do I rename my package',
    facts: [
      {
        phrases: ['follow a two-step process to rename it', 'change the debian/control file to reflect the new name'],
        pages: [52],
      },
    ],
    note: 'replacing or renaming packages: new name in debian/control, then a removal bug for the old name',
  },
  {
    id: 'devref-paraphrased-g1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'found a vulnerability in a package, who do i tell',
    facts: [{ phrases: ['team@security.debian.org', 'promptly contact the security team'], pages: [47] }],
    note: 'handling security-related bugs; the manual says "security-related bug", not "vulnerability"',
  },
  {
    id: 'faq-lexical-g1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: "what's a virtual package",
    facts: [{ phrases: ['a generic name that applies to any one of a group of packages'], pages: [38] }],
  },
  {
    id: 'faq-unanswerable-g1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how do i set up a printer on debian',
    facts: [],
    note: 'no printer, CUPS or lpr (only /etc/papersize, which sets the paper size, not a printer)',
  },
  {
    id: 'maint-guide-lexical-g1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'how do i add symlinks to my package',
    facts: [{ phrases: ['in a package.links file', 'install them using dh_link'], pages: [38] }],
  },
  {
    id: 'maint-guide-paraphrased-g1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt: 'lintian gives a false warning, how do I silence it?',
    facts: [{ phrases: ['package.lintian-overrides', 'source/lintian-overrides'], pages: [39] }],
    note: 'the manual says "erroneous diagnostic" and "quieten"',
  },
  {
    id: 'copyright-format-lexical-g1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'what goes in Upstream-Contact',
    facts: [{ phrases: ['the preferred address(es) to reach the upstream project'], pages: [1] }],
  },
  {
    id: 'copyright-format-lexical-g2',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'can i write the license text just once for many files',
    facts: [
      {
        phrases: [
          'provide the full license text for a given license once',
          'instead of repeating it in each Files stanza',
        ],
        pages: [1],
      },
    ],
    note: 'the stand-alone License stanza',
  },
  {
    id: 'gnu-standards-lexical-g1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: "what's the default value of prefix",
    facts: [{ phrases: ['The default value of prefix should be /usr/local'], pages: [8] }],
  },
  {
    id: 'gnu-standards-unanswerable-g1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'is it ok if my program checks online for updates',
    facts: [],
    note: 'no update checks, internet or online (network only as a server socket option and GFDL copy locations)',
  },
  {
    id: 'label-debian-g1',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: "what's the contrib section",
    facts: [
      {
        doc: 'policy',
        phrases: [
          'require software outside of the distribution to either build or function',
          'supplemental packages intended to work with the Debian distribution',
        ],
        pages: [19],
        alsoIn: [
          { doc: 'faq', pages: [31], phrases: ['depend on a package that is not freely distributable'] },
          {
            doc: 'devref',
            pages: [29],
            phrases: [
              'Packages in the contrib section have to comply with the DFSG',
              'may depend on non-free packages',
            ],
          },
          {
            doc: 'maint-guide',
            pages: [14, 23],
            phrases: [
              'it must comply with the DFSG but it may require a package outside of main',
              'free software that depends on non-free software',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'label-all-g1',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'where is the inputrc file',
    facts: [
      {
        doc: 'bash',
        phrases: ['the default is ~/.inputrc', 'the ultimate default is /etc/inputrc'],
        pages: [126],
      },
    ],
    note: 'the Readline init file (INPUTRC unset: ~/.inputrc, then /etc/inputrc)',
  },
];
