import type { Question } from './types';

/**
 * Declines: does Docent say so when its documents do not answer, while still answering the questions they do
 * (`--questions declines-final`)? Twenty unanswerable questions over the nine manuals — about eight that use the
 * manual's own words but ask for something it never says (a number, a default, a limit), about eight on a
 * neighbouring topic the manual never treats, and four over a label (none of whose documents answers) — and twenty
 * answerable ones (ten lexical, ten paraphrased), at least two per manual. Written blind, from the pages as Docent
 * numbers them (dump-pages.ts), without asking Docent anything; none repeats a question or a fact of the other sets.
 * Every unanswerable one was checked by grep against every page of its scope's documents (the note says what was
 * searched). Measured once, never tuned on.
 */
export const DECLINES_FINAL_QUESTIONS: Question[] = [
  // Bash reference manual
  {
    id: 'bash-lexical-d1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does the mapfile builtin do',
    facts: [{ phrases: ['Read lines from the standard input into the indexed array variable'], pages: [67, 70] }],
    note: 'mapfile (p. 67); readarray, its synonym, repeats the sentence (p. 70)',
  },
  {
    id: 'bash-lexical-d2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what is TMOUT for in bash?',
    facts: [
      {
        phrases: [
          'TMOUT is treated as the default timeout for the',
          'the value is interpreted as the number of seconds to',
        ],
        pages: [95, 96],
      },
    ],
    note: 'default timeout of read and select; in an interactive shell, seconds to wait for input after the prompt',
  },
  {
    id: 'bash-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'when no file matches *.log my script gets the literal *.log, how do i make it turn into nothing instead',
    facts: [
      {
        phrases: ['filename patterns which match no files to expand', 'to a null string, rather than themselves'],
        pages: [82],
      },
    ],
    note: 'the nullglob shell option; the question names neither nullglob nor shopt',
  },
  {
    id: 'bash-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'is there a max length for a variable name in bash?',
    facts: [],
    note:
      'a name is defined (p. 9) by the characters it may hold, with no length limit; grep of "maximum length", ' +
      '"characters long", "length limit", "no limit", "longest", "too long" finds only arrays (p. 106), FUNCNEST ' +
      '(p. 27), history sizes (pp. 91, 130) and ulimit resources (pp. 71–72)',
  },
  {
    id: 'bash-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'how do i make bash my default login shell instead of zsh',
    facts: [],
    note:
      'changing one’s login shell is never covered: no chsh, /etc/shells or zsh; p. 7 only says Bash is the ' +
      'default shell of the GNU system, and the login-shell pages (pp. 98–100) are about startup files',
  },
  // An Introduction to R
  {
    id: 'r-intro-lexical-d1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'how does ifelse work in R',
    facts: [
      {
        phrases: [
          'There is a vectorized version of the if/else construct',
          'returns a vector of the same length as condition',
        ],
        pages: [49],
      },
    ],
  },
  {
    id: 'r-intro-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'why does R give me NaN for the square root of -4, can it give the imaginary answer instead?',
    facts: [
      {
        phrases: [
          'To work with complex numbers, supply an explicit complex part',
          'will do the computations as complex numbers',
        ],
        pages: [15],
      },
    ],
    note: 'sqrt(-17) gives NaN and a warning, sqrt(-17+0i) computes with complex numbers; "imaginary" is not used',
  },
  {
    id: 'r-intro-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'how many significant digits does R print by default?',
    facts: [],
    note:
      'the default of options(digits) is never given: "digits" occurs only in a coercion example (p. 20) and in ' +
      'options(digits=5) in a sample .Rprofile (p. 58); "significant" only for tests (p. 47), "precision" only for ' +
      'double precision (pp. 15, 20)',
  },
  {
    id: 'r-intro-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'How do I make a bar chart with ggplot2?',
    facts: [],
    note:
      'ggplot2 (and the tidyverse, dplyr) is never mentioned; the graphics chapter covers base graphics and names ' +
      'only the grid and lattice packages (pp. 49, 74)',
  },
  // R Data Import/Export
  {
    id: 'r-data-lexical-d1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'how do i import a Minitab worksheet',
    facts: [{ phrases: ['read.mtp imports a ‘Minitab Portable Worksheet’'], pages: [19] }],
    note: 'read.mtp in package foreign; returns the worksheet as an R list',
  },
  {
    id: 'r-data-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      "read.table keeps failing saying a line doesn't have enough elements, how can i find which rows are broken?",
    facts: [{ phrases: ['count.fields can be useful to investigate further'], pages: [14] }],
    note: 'the auxiliary function count.fields, after the "did not have 5 elements" error message',
  },
  {
    id: 'r-data-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'what port does R connect to a MySQL server on by default',
    facts: [],
    note:
      'MySQL is covered through RMySQL and dbConnect (p. 24) but no port: grep of "port" (only "portable", ' +
      '"ports of R"), 3306 and 5432 finds nothing',
  },
  {
    id: 'r-data-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How can I load a MATLAB .mat file into R?',
    facts: [],
    note:
      'MATLAB, R.matlab and .mat files are never mentioned; the nearest is read.octave for Octave text files ' +
      '(p. 20)',
  },
  // Debian Policy Manual
  {
    id: 'policy-lexical-d1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what is the epoch in a debian version number?',
    facts: [
      {
        phrases: [
          'This is a single (generally small) unsigned integer',
          'It may be omitted, in which case zero is assumed',
        ],
        pages: [48],
      },
    ],
    note: 'Version field, [epoch:]upstream_version[-debian_revision]',
  },
  {
    id: 'policy-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'my program opens a text editor so the user can write a note, which editor should it start',
    facts: [
      {
        phrases: [
          'must use the EDITOR or PAGER environment variable',
          'If these variables are not set, the programs /usr/bin/editor',
        ],
        pages: [114],
      },
    ],
    note: 'editors and pagers (11.4): $EDITOR, else /usr/bin/editor',
  },
  {
    id: 'policy-paraphrased-d2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'which command should my package hand messages to when it needs to send an email?',
    facts: [{ phrases: ['the interface to send a mail message is /usr/sbin/sendmail'], pages: [115] }],
    note: 'mail transport (11.6): /usr/sbin/sendmail; the question says "email" and "command"',
  },
  {
    id: 'policy-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: "what's the maximum length of a package name",
    facts: [],
    note:
      'package names (p. 45) must be at least two characters long, but no maximum is given; grep of "maximum ' +
      'length", "characters long", "too long" and of "name" near "characters" finds only the minimum and field names',
  },
  {
    id: 'policy-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'How should I package an out-of-tree kernel module that gets built with DKMS?',
    facts: [],
    note:
      'DKMS, kernel modules and /lib/modules are never mentioned; "module" occurs only for loadable library ' +
      'modules (.la files, p. 105) and Perl modules',
  },
  // Debian Developer's Reference
  {
    id: 'devref-lexical-d1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: "what's a QA upload",
    facts: [
      {
        phrases: [
          'QA uploads are uploads of orphaned packages',
          'the changelog entry of a QA upload has a special first line',
        ],
        pages: [61],
      },
    ],
    note: 'NMUs vs QA uploads (5.11.6)',
  },
  {
    id: 'devref-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'I want to stop being a Debian developer, what should I take care of before I go?',
    facts: [
      {
        phrases: [
          'Orphan all your packages, as described in Orphaning a package',
          'Remove yourself from uploaders for co- or team-maintained packages',
          'request emeritus status and write',
        ],
        pages: [20],
      },
    ],
    note: 'Retiring (3.2.5); the question says "stop being", the manual "leave the Debian project" and "retire"',
  },
  {
    id: 'devref-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'roughly how many days does it take the ftpmasters to approve a brand new package sitting in NEW?',
    facts: [],
    note:
      'new packages wait "for approval by the ftpmasters" (p. 33) and manual handling "may take some time to ' +
      'occur" (p. 43), but no duration is given; grep of days/weeks/months finds only NMU, DELAYED, salvaging, ' +
      'translation and RC-bug delays',
  },
  {
    id: 'devref-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'how do i get my debian package synced into ubuntu as well',
    facts: [],
    note: 'Ubuntu, Launchpad, derivatives and downstream distributions are never mentioned',
  },
  // Debian GNU/Linux FAQ
  {
    id: 'faq-lexical-d1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'do I need single user mode for package upgrades',
    facts: [{ phrases: ['Packages can be upgraded in place, even in running systems'], pages: [50] }],
    note: 'FAQ 9.2: no; start-stop-daemon restarts running processes',
  },
  {
    id: 'faq-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'I run five debian boxes on my LAN, can they fetch each package from the internet just once between them?',
    facts: [
      {
        phrases: [
          'it is useful to use apt-cacher to keep all',
          'apt-cacher reduces the bandwidth requirements of Debian mirrors',
        ],
        pages: [51],
      },
    ],
    note: 'FAQ 9.6, apt-cacher (or a caching proxy)',
  },
  {
    id: 'faq-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how big should my swap partition be when installing debian',
    facts: [],
    note:
      'swap is never mentioned; partitions only for keeping /home when migrating (p. 20), a pointer to the ' +
      'installation manual (p. 22) and DOS partitioning tools (p. 32); no sizes of memory or disk',
  },
  {
    id: 'faq-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'How do I connect my Bluetooth headphones on Debian?',
    facts: [],
    note: 'Bluetooth, headphones and audio setup are never mentioned (only "sound support" among packages, p. 25)',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-lexical-d1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what is the debian/dirs file for?',
    facts: [{ phrases: ['specifies any directories which we need but which are not created'], pages: [37] }],
    note: 'section 5.5 dirs',
  },
  {
    id: 'maint-guide-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt: 'after a build my git tree is left with the upstream patches applied, can i get them undone automatically',
    facts: [
      {
        phrases: [
          'You can automate this by adding the optional debian/source/local-options',
          'You need to unpatch it manually by running dquilt pop -a',
        ],
        pages: [42],
      },
    ],
    note: 'debian/source/local-options containing unapply-patches (5.23)',
  },
  {
    id: 'maint-guide-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'How do I package a program that builds with meson and ninja?',
    facts: [],
    note: 'meson and ninja are never mentioned; the build systems named are Autotools and CMake (p. 16)',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-lexical-d1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'gnu style: how many spaces go after a sentence in comments',
    facts: [{ phrases: ['put two spaces after the end of a sentence'], pages: [4] }],
    note: 'so that the Emacs sentence commands work',
  },
  {
    id: 'gnu-standards-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'is a version like 2.4.1.7 fine for my GNU package or how many numbers should it have?',
    facts: [
      {
        phrases: ['identify each release with a pair of version numbers', 'a major version and a minor'],
        pages: [9],
      },
    ],
    note: 'Making Releases: major and minor; more than two numbers are unlikely to be needed',
  },
  {
    id: 'gnu-standards-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'how often should a GNU package put out a new release?',
    facts: [],
    note:
      'no release frequency or schedule: grep of "schedule", "regularly", "periodic", "how often", "every year", ' +
      '"frequen" finds nothing on releases; Making Releases (p. 9) covers version numbers and tarballs only',
  },
  {
    id: 'gnu-standards-unanswerable-d2',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'How should my GNU program hash and store user passwords?',
    facts: [],
    note: 'passwords, crypt and bcrypt are never mentioned; "hash" only for gnulib hash tables (p. 5)',
  },
  // Machine-readable debian/copyright format
  {
    id: 'copyright-format-lexical-d1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'are license names in debian/copyright case-sensitive?',
    facts: [{ phrases: ['License names are case-insensitive, and may not contain spaces'], pages: [2] }],
    note: 'License specification, Syntax (7.2)',
  },
  {
    id: 'copyright-format-paraphrased-d1',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt: 'one upstream file has a space in its filename, how do i list it in debian/copyright',
    facts: [
      {
        phrases: ['A path like "foo bar" may be selected', 'The space character, used to separate patterns'],
        pages: [1],
      },
    ],
    note: 'Files field (6.9): the space cannot be escaped, use ? as in "foo?bar"',
  },
  {
    id: 'copyright-format-unanswerable-d1',
    category: 'unanswerable',
    scope: { doc: 'copyright-format' },
    prompt: 'what character encoding does debian/copyright have to be in, is utf-8 required',
    facts: [],
    note:
      'no encoding is stated: grep of "utf", "encoding", "ascii", "charset", "unicode" over both pages finds ' +
      'nothing (the syntax defers to Policy’s control files, section 5.1, without saying more)',
  },
  // Labels
  {
    id: 'label-debian-unanswerable-d1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'forgot the root password on my debian machine, how do i reset it',
    facts: [],
    note:
      'no recovery of a lost password in any Debian document: grep of "forgot", "reset", "lost" near "password" ' +
      'and of "root password" finds nothing; "password" only for shadow passwords (policy p. 91), Debian machines ' +
      'and debconf templates (devref)',
  },
  {
    id: 'label-debian-unanswerable-d2',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'How do I set up a WireGuard VPN on a Debian server?',
    facts: [],
    note: 'VPN, WireGuard and OpenVPN occur in none of policy, devref, faq, maint-guide, copyright-format',
  },
  {
    id: 'label-all-unanswerable-d1',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'how do i deploy my app on a kubernetes cluster',
    facts: [],
    note:
      'Kubernetes, k8s, Docker and orchestration occur in none of the nine manuals ("containers" once in bash, ' +
      'p. 112, for restricted-shell alternatives)',
  },
  {
    id: 'label-all-unanswerable-d2',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'can I run R code inside a Jupyter notebook?',
    facts: [],
    note: 'Jupyter, IPython and notebooks occur in none of the nine manuals',
  },
];
