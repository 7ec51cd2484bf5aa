import type { Question } from './types';

/**
 * Held-out questions (ids `…-h<n>`): written after the search was tuned on the rest of the set, without looking at
 * how Docent answers them, to check whether later changes generalise. The facts were taken from pages drawn at random
 * (one from each quarter of each document; an empty page, a table of contents or an index gave way to the nearest
 * page with text), asked as a user who does not know the manual's words would ask. Never tune on these: a question is
 * changed only when its phrase or pages are wrong, never because of how Docent answered it.
 */
export const HELD_OUT_QUESTIONS: Question[] = [
  // Bash Reference Manual
  {
    id: 'bash-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'Is there a way to write a variable substitution so that the value comes out already escaped, ready to ' +
      'paste into another command line and get exactly the same string back?',
    facts: [{ phrases: ['quoted in a format that can be reused as input'], pages: [39] }],
    note: 'the Q operator of parameter transformation (parameter@Q)',
  },
  {
    id: 'bash-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'How do I stop programs started from my shell from leaving huge crash dumps behind, or cap how big they get?',
    facts: [{ phrases: ['The maximum size of core files created'], pages: [71] }],
    note: 'ulimit -c',
  },
  {
    id: 'bash-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'When bash runs in its strict standards-conformance mode, which text editor opens when I ask to edit and ' +
      're-run an earlier command from my history?',
    facts: [
      {
        phrases: ['The default editor used by fc is ed', 'fc uses ed if EDITOR is unset'],
        pages: [115, 116],
      },
    ],
    note: 'posix mode: the default editor of fc is ed (p. 116: after $EDITOR, which bash checks even in posix mode)',
  },
  {
    id: 'bash-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'Is there a ready-made collection of Tab-key suggestions for common commands, and where does it live?',
    facts: [{ phrases: ['github.com/scop/bash-completion'], pages: [157] }],
    note: 'the bash-completion project (programmable completion)',
  },
  // An Introduction to R
  {
    id: 'r-intro-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'I have saved a bunch of R commands in a script file. How do I run all of them from inside my session?',
    facts: [{ phrases: ['source("commands.R")'], pages: [12] }],
    note: 'source()',
  },
  {
    id: 'r-intro-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'Are the standard functions that come with R, like the one that averages numbers, implemented in some ' +
      'low-level compiled language, or in the same language I use for my own code?',
    facts: [{ phrases: ['themselves written in R'], pages: [51] }],
    note: 'most supplied functions such as mean() and var() are themselves written in R',
  },
  {
    id: 'r-intro-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'My plotting function changes the colours and line styles. How do I put the drawing settings back as they ' +
      "were afterwards, so that the user's session is not affected?",
    facts: [{ phrases: ['par(oldpar)'], pages: [81, 96] }],
    note: 'oldpar <- par(...) ... par(oldpar): saving and restoring graphics parameters',
  },
  {
    id: 'r-intro-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'At the R prompt, how do I search back through what I typed earlier for a command containing some word?',
    facts: [{ phrases: ['Find the last command with the text string in it'], pages: [107] }],
    note: 'C-r text in the command-line editor',
  },
  // R Data Import/Export
  {
    id: 'r-data-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: 'Who wrote the part of R that lets you read and write files, URLs and pipes as streams?',
    facts: [{ phrases: ['Brian Ripley is the author of the support for connections'], pages: [6] }],
    note: 'acknowledgements: connections',
  },
  {
    id: 'r-data-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'My spreadsheet has one row per patient and four measurement columns. How do I turn those columns into a ' +
      'single column of values for modelling?',
    facts: [{ phrases: ['use stack', 'use the function reshape'], pages: [16, 17] }],
    note: 're-shaping data: stack (or reshape) to the long form',
  },
  {
    id: 'r-data-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: "If two colleagues work on the same data in R at the same time, will they see each other's edits?",
    facts: [
      {
        phrases: [
          'changes made by one user will not be visible to the others',
          'does not easily support concurrent access',
        ],
        pages: [21],
      },
    ],
    note: 'why use a database: R does not support concurrent access',
  },
  {
    id: 'r-data-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      "When R writes numbers out in raw binary form, how can an external C program tell R's 'not available' value " +
      'apart from an ordinary not-a-number?',
    facts: [{ phrases: ['low-word 0x7a2'], pages: [34] }],
    note: 'readBin/writeBin special values: NA is a NaN with low word 0x7a2 (1954)',
  },
  // Debian Policy Manual
  {
    id: 'policy-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'Can I give my Debian package a one-letter name?',
    facts: [{ phrases: ['at least two characters long'], pages: [45] }],
    note: 'package name syntax (Source field)',
  },
  {
    id: 'policy-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'My rather obscure package needs its own system account with a fixed id number, and the account should only ' +
      'exist on machines that install the package. Which id numbers are meant for that?',
    facts: [{ phrases: ['60000-64999'], pages: [92] }],
    note: 'UID/GID classes: globally allocated, created on demand',
  },
  {
    id: 'policy-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'My program sends e-mail from the machine. Where should it look up the domain part that goes after the @ in ' +
      'the sender address?',
    facts: [{ phrases: ['/etc/mailname'], pages: [116] }],
  },
  {
    id: 'policy-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      "I want administrators to be able to tweak options of my service's boot script without editing the script " +
      'itself. Where should those values go?',
    facts: [
      {
        phrases: ['placed in a file in /etc/default', 'moved to a file in /etc/default/'],
        pages: [94, 183],
      },
    ],
    note: 'configurable values of init.d scripts belong in /etc/default (p. 183: the 3.2.1.1 changelog entry)',
  },
  // Debian Developer's Reference
  {
    id: 'devref-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "A show-stopping bug in my package is holding up the release and I can't fix it any time soon. How do I " +
      "signal that I'd welcome others stepping in?",
    facts: [{ phrases: ['tag the bug help'], pages: [18] }],
    note: 'RC bug not fixable within 2 weeks: say so and tag it help',
  },
  {
    id: 'devref-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'I am getting a package to build on a less common CPU type and filed a bug with my fix against unstable. How ' +
      'long must I wait for the maintainer before uploading the fix myself?',
    facts: [{ phrases: ['seven days for porters working on the unstable distribution'], pages: [56] }],
    note: 'porter source NMU waiting period',
  },
  {
    id: 'devref-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "I'm uploading a fix to another person's package, and the bugs it fixes are neither serious nor urgent. How " +
      'long should the upload be held back so that the owner has time to react?',
    facts: [{ phrases: ['Other NMUs: 10 days'], pages: [59] }],
    note: 'recommended DELAYED values for NMUs',
  },
  {
    id: 'devref-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "I'm checking someone's new version of a package before uploading it for them. Which program shows me what " +
      'changed compared with the version already in the archive?',
    facts: [
      {
        phrases: [
          'main tool you will use is debdiff',
          'Optionally run debdiff',
          'debdiff from devscripts are useful tools',
          'debdiff (from the devscripts package',
        ],
        pages: [38, 49, 99, 107],
      },
    ],
    note: 'sponsoring an update: debdiff (also in the upload checklist, security uploads and the tools chapter)',
  },
  // The Debian GNU/Linux FAQ
  {
    id: 'faq-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'Once a Debian release is out, will its programs be moved to newer versions with new features over time?',
    facts: [
      {
        phrases: [
          'No new functionality is added to the stable release',
          'it will only get security updates',
          'remain the same except for security updates',
        ],
        pages: [13, 18],
      },
    ],
    note: 'are there package upgrades in stable?',
  },
  {
    id: 'faq-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'My wifi adapter only comes with drivers for Windows. Is there any way to get it working on Debian?',
    facts: [{ phrases: ['use ndiswrapper to use a driver for Windows'], pages: [28] }],
    note: 'wireless network card that does not work with Linux: ndiswrapper',
  },
  {
    id: 'faq-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'Why was the kind of dependency that stops a package from even being unpacked until another one is present ' +
      'introduced in the first place?',
    facts: [{ phrases: ['a.out format to ELF format'], pages: [39] }],
    note: 'Pre-Depends',
  },
  {
    id: 'faq-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'Where on my system do I find the readme and other extra notes that came with a program I installed?',
    facts: [{ phrases: ['unpacked into /usr/share/doc/PACKAGE'], pages: [61] }],
    note: 'documentation of installed packages',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt: 'Is this document still the recommended place to learn Debian packaging, or is there a newer replacement?',
    facts: [
      {
        phrases: ['Guide for Debian Maintainers'],
        pages: [2, 7, 12, 19, 23, 35, 44, 50, 53, 57, 59],
      },
    ],
    note: 'the rewrite, "Guide for Debian Maintainers", is the primary tutorial (repeated at each chapter start)',
  },
  {
    id: 'maint-guide-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "I'm compiling a program from source the usual way, with a configure script and then make. How do I choose " +
      'a different directory for it to be installed into?',
    facts: [{ phrases: ['./configure --prefix=/usr'], pages: [16] }],
    note: 'changing the default installation location with --prefix',
  },
  {
    id: 'maint-guide-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "The upstream build doesn't copy one of its programs into place when installing. How do I still get that file " +
      'into my package?',
    facts: [{ phrases: ['put the filenames and destinations into this install file'], pages: [38] }],
    note: 'debian/install (dh_install)',
  },
  {
    id: 'maint-guide-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'This is the first time my package goes to the archive, but its version already ends in -2. How do I make ' +
      'sure the untouched upstream source tarball is sent along with it?',
    facts: [{ phrases: ['dpkg-buildpackage -sa', 'debuild -sa'], pages: [58] }],
    note: 'including orig.tar.gz for upload: -sa',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-paraphrased-h1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'Someone sent me a two-line bug fix for an FSF-copyrighted program I maintain. Do they have to sign anything ' +
      'before I can use it?',
    facts: [{ phrases: ['You don’t need papers for changes of a few lines here or there'], pages: [1] }],
    note: 'accepting contributions: legal papers',
  },
  {
    id: 'gnu-standards-paraphrased-h2',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'When I define a C function in a GNU project, where on the line should its name begin, and why?',
    facts: [{ phrases: ['start the name of the function in column one'], pages: [4] }],
    note: 'formatting: function name in column one',
  },
  {
    id: 'gnu-standards-paraphrased-h3',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'Some of my source files need a particular compiler switch to build correctly. Should I put it in the ' +
      'makefile variable that users set for their own compiler options?',
    facts: [
      {
        phrases: ['do not include them in CFLAGS', 'Users expect to be able to specify CFLAGS freely themselves'],
        pages: [8],
      },
    ],
    note: 'Makefile conventions: variables for specifying commands',
  },
  {
    id: 'gnu-standards-paraphrased-h4',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      "A manual is released under the GNU free documentation licence but doesn't say which edition of the licence. " +
      'Which edition am I bound by?',
    facts: [{ phrases: ['you may choose any version ever published'], pages: [11] }],
    note: 'GFDL, future revisions of this license',
  },
  // Unanswerable (searched every page of the scope for the key terms and their synonyms)
  {
    id: 'bash-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'How can I keep the same command history on my laptop and on my desktop computer?',
    facts: [],
    note: 'history is described at length (files, sharing between sessions), but nothing about syncing machines',
  },
  {
    id: 'r-intro-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'How do I make R use all the processor cores of my machine to speed up a long computation?',
    facts: [],
    note: 'no parallel computing (only pmax/pmin, "parallel maximum")',
  },
  {
    id: 'r-data-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How can I pull a table out of a PDF report into a data frame?',
    facts: [],
    note: 'PDF appears only in a reference URL',
  },
  {
    id: 'policy-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'How many days does a package have to sit in unstable before it can move to testing?',
    facts: [],
    note: 'Policy says only that Urgency affects how quickly a package is considered for testing (the Developer’s Reference gives the days)',
  },
  {
    id: 'faq-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'How much memory and disk space does a computer need to install Debian?',
    facts: [],
    note: 'the FAQ lists architectures and points to the Installation Guide; no memory or disk requirements',
  },
  {
    id: 'maint-guide-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'How do I set up Salsa CI so that my package is built and tested on every push?',
    facts: [],
    note: 'no Salsa, GitLab, CI or pipelines in the guide',
  },
  {
    id: 'gnu-standards-unanswerable-h1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'What code of conduct must people follow on the mailing lists of a GNU package?',
    facts: [],
    note: 'no conduct or etiquette rules for contributors',
  },
  {
    id: 'label-debian-unanswerable-h1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'Is there a cap on how many packages a single Debian maintainer may look after?',
    facts: [],
    note: 'no limit stated in any of the five documents (the Developer’s Reference mentions the number of packages only when checking on an inactive maintainer)',
  },
];
