import type { Question } from './types';

/**
 * Questions about acronyms and abbreviations, as people type them into a chat box ("what is an X", "what does X stand
 * for", "X meaning", often lower-case and without a question mark), over the nine manuals (`--questions acronyms`).
 * Written blind on 2026-11-27 from the dumped pages, as Docent numbers them (dump-pages.ts), without
 * asking Docent anything. 'lexical' ones are spelled out or defined in words next to the acronym; 'paraphrased' ones are
 * only explained indirectly; the unanswerable ones name an acronym their manual never mentions, checked with grep
 * (case-sensitively and not, acronym and expansion) against every page of that manual. Measured once, never tuned on.
 */
export const ACRONYM_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-a1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does bash stand for',
    facts: [
      {
        phrases: ['Bash is an acronym for ‘Bourne-Again SHell’', 'name is an acronym for the ‘Bourne-Again SHell’'],
        pages: [7, 11],
      },
    ],
    note: 'Bourne-Again SHell, a pun on Stephen Bourne (What is Bash?)',
  },
  {
    id: 'bash-lexical-a2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'whats IFS in bash',
    facts: [{ phrases: ['A list of characters that separate fields'], pages: [84] }],
    note: 'the variable whose characters split words during expansion (Bash Variables); the manual never expands the name',
  },
  {
    id: 'devref-lexical-a1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'what is an NMU',
    facts: [
      {
        phrases: ['Such uploads are called Non-Maintainer Uploads (NMU)', 'Non-Maintainer Uploads (NMUs)'],
        pages: [58],
      },
    ],
    note: 'Non-Maintainer Upload: a new version uploaded by a developer who does not maintain the package (5.11)',
  },
  {
    id: 'devref-lexical-a2',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'FTBFS meaning',
    facts: [{ phrases: ['FTBFS, this means Fails to build from source'], pages: [44] }],
    note: 'Fails To Build From Source, an acronym porters use in bug reports',
  },
  {
    id: 'devref-lexical-a3',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'what does ROM mean in a package removal bug',
    facts: [{ phrases: ['prepending ROM (Request Of Maintainer)'], pages: [51] }],
    note: 'Request Of Maintainer, prepended to an RM: bug title when removing your own package (5.9.2)',
  },
  {
    id: 'devref-paraphrased-a1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: "what's an ITP bug",
    facts: [
      {
        phrases: [
          'describing your plan to create a new package',
          'set the subject of the bug to ITP: foo -- short description',
        ],
        pages: [37],
      },
    ],
    note: 'the wnpp bug announcing the plan to package new software (5.1); devref never spells out "Intent To Package"',
  },
  {
    id: 'faq-lexical-a1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'whats RC bug mean',
    facts: [{ phrases: ['unless they include release-critical (RC) bug fixes'], pages: [18] }],
    note: 'release-critical; only RC fixes migrate to a frozen testing',
  },
  {
    id: 'faq-lexical-a2',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'what is SPI?',
    facts: [
      {
        phrases: [
          'Software in the Public Interest (SPI) is an IRS 501(c)(3) non-profit',
          'The purpose of the organization is to develop and distribute free software',
        ],
        pages: [65],
      },
    ],
    note: 'Software in the Public Interest, the US non-profit behind the Debian project',
  },
  {
    id: 'maint-guide-lexical-a1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what is a DD',
    facts: [{ phrases: ['Debian Developer (DD): a member of the Debian project with full upload rights'], pages: [8] }],
    note: 'Debian Developer, a project member with full upload rights',
  },
  {
    id: 'maint-guide-lexical-a2',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what does DM stand for in debian',
    facts: [{ phrases: ['Debian Maintainer (DM): a person with limited upload rights'], pages: [8] }],
    note: 'Debian Maintainer, with limited upload rights',
  },
  {
    id: 'policy-lexical-a1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: "what's the DFSG",
    facts: [
      {
        phrases: ['The Debian Free Software Guidelines (DFSG) form our definition of “free software”'],
        pages: [17],
      },
    ],
    note: 'Debian Free Software Guidelines, the definition of free software (2.1)',
  },
  {
    id: 'policy-lexical-a2',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what does MTA stand for',
    facts: [{ phrases: ['mail transport agents (MTAs)'], pages: [115] }],
    note: 'mail transport agent (the page names them next to mail user agents, MUAs)',
  },
  {
    id: 'r-data-lexical-a1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'explain ODBC',
    facts: [
      {
        phrases: ['Open Database Connectivity (ODBC)', 'is a standard to use all of these data sources'],
        pages: [22],
      },
    ],
    note: 'Open Database Connectivity, a standard for reaching databases, spreadsheets and text files',
  },
  {
    id: 'r-intro-lexical-a1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: "what's SSE in R",
    facts: [{ phrases: ['minimizing the sum of the squared errors (SSE)'], pages: [71] }],
    note: 'sum of the squared errors, minimized in nonlinear least squares (11.7.1)',
  },
  {
    id: 'r-intro-paraphrased-a1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'what does glm mean in R',
    facts: [
      {
        phrases: [
          'The R function to fit a generalized linear model is glm()',
          'Generalized linear modeling is a development of linear models',
        ],
        pages: [67, 68],
      },
    ],
    note: 'generalized linear model; the manual never writes "GLM" or says glm stands for it',
  },
  {
    id: 'copyright-format-lexical-a1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'CDDL meaning',
    facts: [{ phrases: ['Common Development and Distribution License'], pages: [2] }],
    note: 'Common Development and Distribution License 1.0, in the table of short license names',
  },
  {
    id: 'copyright-format-paraphrased-a1',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt: 'what is SPDX',
    facts: [
      {
        phrases: [
          'SPDX is an attempt to standardize a format for communicating',
          'components, licenses and copyrights associated with a software package',
        ],
        pages: [2],
      },
    ],
    note: 'a format for communicating the components, licenses and copyrights of a package (7.3); never expanded',
  },
  {
    id: 'gnu-standards-lexical-a1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: "what's an OID",
    // (The first page: the page once the HTML's table of contents is left out, twenty-fourth round.)
    facts: [{ phrases: ['The OID (object identifier) 1.3.6.1.4.1.11591'], pages: [3, 4] }],
    note: 'object identifier; 1.3.6.1.4.1.11591 is the GNU Project’s, used for SNMP, LDAP, X.509 (4.11)',
  },
  {
    id: 'bash-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'what does CLI stand for',
    facts: [],
    note: 'grep -i -w CLI and "command line interface" / "command-line interface": on no page of bash',
  },
  {
    id: 'r-intro-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'what does PCA stand for in R',
    facts: [],
    note: 'PCA, "principal comp", prcomp, princomp: on no page of r-intro (case-sensitive and not)',
  },
  {
    id: 'r-data-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'what does JSON stand for',
    facts: [],
    note: 'JSON/json, "JavaScript Object", jsonlite: on no page of r-data (only JavaScript as a query language)',
  },
  {
    id: 'policy-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'what is a PPA',
    facts: [],
    note: 'PPA as a word, "personal package", launchpad: on no page of policy (case-sensitive and not)',
  },
  {
    id: 'devref-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: "what's an RFP bug",
    facts: [],
    note: 'RFP and "request for package": on no page of devref (it names ITP, RFA, RM and ROM, not RFP)',
  },
  {
    id: 'faq-unanswerable-a1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'what does LTS mean',
    facts: [],
    note: 'LTS as a word, "long term", "long-term": on no page of faq (devref mentions LTS, faq does not)',
  },
];
