import type { Question } from './types';

/**
 * The third held-out set (ids `…-m<n>`): written on 2026-11-23, after the sixth round's changes, by two engineers who
 * had seen neither Docent's answers nor its search code nor any result, to judge those changes once. As for the
 * second set (held-out-2.ts, now part of the tuned set): facts from pages drawn at random, one from each quarter of
 * each document (a title page, table of contents, index, licence text or a near-empty page gave way to the next page
 * drawn in that quarter; pages used by any other question were left out, except on the GNU Coding Standards' twelve
 * long pages, where only facts already asked were), asked as a user who does not know the manual's words would ask,
 * and one unanswerable question per document of the draw (and one for the Debian label), checked absent from every
 * page. Never tune on these: a question is changed only when its phrase or pages are wrong, never because of how
 * Docent answered it.
 */
export const HELD_OUT_3_QUESTIONS: Question[] = [
  // Bash Reference Manual
  {
    id: 'bash-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      "I want my shell script's messages to appear in each user's own language. How do I mark a message so " +
      'that it gets looked up in a translation?',
    facts: [
      {
        phrases: ['Prefixing a double-quoted string with a dollar sign', 'translated according to the current locale'],
        pages: [13],
      },
    ],
    note: 'locale-specific translation: $"..." strings are translated according to the current locale',
  },
  {
    id: 'bash-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'I often jump into subfolders of my projects folder from anywhere. Can changing directory also search ' +
      "a few fixed folders for the name, so I needn't type the full path?",
    facts: [
      {
        phrases: ['CDPATH', 'A colon-separated list of directories used as a search path'],
        pages: [55, 84],
      },
    ],
    note: 'cd: the CDPATH variable is a search path for directory names (p. 84: the variable list)',
  },
  {
    id: 'bash-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'Since upgrading the shell, seeding its built-in random number variable with a fixed value gives a ' +
      'different series of numbers than before. Can I get the old series back?',
    facts: [{ phrases: ['set to 50 or lower', 'compat50', 'BASH_COMPAT'], pages: [118] }],
    note: 'shell compatibility mode: compat50 (BASH_COMPAT=50) restores the bash-5.0 $RANDOM sequence',
  },
  {
    id: 'bash-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      "I'm compiling the shell from source. Some build settings I want to change aren't offered as options of the " +
      'configure script. Where are those set?',
    facts: [{ phrases: ['config-top.h', 'not settable from configure'], pages: [172] }],
    note: 'optional features: config-top.h holds #defines for options not settable from configure',
  },
  // An Introduction to R
  {
    id: 'r-intro-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'I have a long series of numbers stored in R. How do I get all of them except the first five?',
    facts: [{ phrases: ['x[-(1:5)]', 'specifies the values to be excluded rather than included'], pages: [18] }],
    note: 'index vectors: a vector of negative integers excludes elements, y <- x[-(1:5)]',
  },
  {
    id: 'r-intro-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      "Typing my data table's name and a dollar sign before every column name is tedious. Can I make the " +
      'columns usable directly by their own names for a while?',
    facts: [
      {
        phrases: ['attach(', 'temporarily visible as variables under their component name'],
        pages: [37, 38],
      },
    ],
    note: 'attach() and detach() (p. 38: attaching arbitrary lists)',
  },
  {
    id: 'r-intro-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'Some type-specific versions of a function are listed with an asterisk, and typing their name says ' +
      "the object isn't found. How can I read their code?",
    facts: [{ phrases: ['getAnywhere', 'getS3method'], pages: [59, 90] }],
    note: 'object orientation: non-visible methods read with getAnywhere("coef.aov") or getS3method (p. 90: hidden objects)',
  },
  {
    id: 'r-intro-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'I want R to set a few environment variables each time it starts, for example the default paper size. ' +
      'Which file in my home folder should they go in?',
    facts: [
      {
        phrases: ['.Renviron', 'files .Renviron in the current or in the user’s home directory'],
        pages: [98],
      },
    ],
    note: 'invoking R: the user environ file .Renviron (lines name=value, e.g. R_PAPERSIZE)',
  },
  // R Data Import/Export
  {
    id: 'r-data-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'When I open a table saved from R in Excel, the column headings sit one column too far left. How do I ' +
      'write the file so they line up?',
    facts: [{ phrases: ['col.names = NA', 'entry for the row names'], pages: [9] }],
    note: 'export to text files: write.table(..., col.names = NA) adds the empty header entry Excel expects',
  },
  {
    id: 'r-data-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      "Someone sent me a SAS data set (a .sas7bdat file), but I don't have SAS. I'm on Windows. How can I " +
      'get the data out?',
    facts: [{ phrases: ['SAS System Viewer'], pages: [19] }],
    note: 'importing from SAS: without SAS, on Windows, the zero-cost SAS System Viewer can export to .csv',
  },
  {
    id: 'r-data-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'I query a table from our database into R, and the rows come back in a seemingly random order, not ' +
      'the order they were added. Is that expected?',
    facts: [
      {
        phrases: [
          'without an ORDER BY statement the ordering is indeterminate',
          'rows in RDBMS tables are best thought of as unordered',
        ],
        pages: [22],
      },
    ],
    note: 'SQL queries: rows of RDBMS tables are unordered; without ORDER BY the ordering is indeterminate',
  },
  {
    id: 'r-data-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'My data set is published on a website. Do I have to save it to my computer first, or can R load it ' +
      'straight from the web link?',
    facts: [
      {
        phrases: [
          'read directly from a URL',
          'giving a URL as the file argument',
          'the file argument specifies a FTP, HTTP or HTTPS URL',
        ],
        pages: [35, 32],
      },
    ],
    note: 'network interfaces: read.table and scan read directly from a URL (p. 32: connections, same point)',
  },
  // Debian Policy Manual
  {
    id: 'policy-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: "Can I flag the package I'm building so that the package manager won't let anyone uninstall it?",
    facts: [{ phrases: ['refuse to remove the package', 'Essential control field'], pages: [47, 27] }],
    note: 'the Essential field: if yes, the package management system refuses to remove the package (p. 27: 3.8)',
  },
  {
    id: 'policy-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      "My package's clean-up script that runs after its files have been deleted calls a tool from another package " +
      'that mine depends on. Can I count on that tool being there?',
    facts: [
      {
        phrases: [
          'must only rely on essential packages',
          'gracefully skip any actions that require the package’s dependencies',
        ],
        pages: [62],
      },
    ],
    note: 'postrm: must rely only on essential packages and skip actions whose dependencies are unavailable',
  },
  {
    id: 'policy-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'My package puts a file listing the changes between versions in its documentation folder. It is tiny for ' +
      'now. Should I still compress it?',
    facts: [{ phrases: ['will become large with time even if they start', 'compressed using gzip -9'], pages: [125] }],
    note: 'changelog files and release notes: installed compressed with gzip -9 even if they start out small',
  },
  {
    id: 'policy-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      "Suppose people can't reach agreement on a technical change proposed for these packaging rules. Who gets " +
      'to settle it?',
    facts: [{ phrases: ['referred to the TC', 'Technical Committee'], pages: [147, 149] }],
    note: 'policy changes process: technical issues without agreement go to the TC (p. 149: the ctte tag)',
  },
  // Unanswerable
  {
    id: 'bash-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'How can I make my command prompt show which git branch I am currently working on?',
    facts: [],
    note: 'prompt customisation is covered, but git or version-control branches never are (git only in a download URL, p. 173)',
  },
  {
    id: 'r-intro-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'How can I run some Python code from inside my R session and get its result back?',
    facts: [],
    note: 'the manual never mentions Python (nor reticulate)',
  },
  {
    id: 'r-data-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How do I save a data frame straight into an online Google Sheets spreadsheet?',
    facts: [],
    note: 'spreadsheets are covered (Excel, ODBC) but Google Sheets or online spreadsheets never are',
  },
  {
    id: 'policy-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt:
      'The program I package sends anonymous usage statistics back to its developers. Must the package ask the ' +
      "user's permission before it does that?",
    facts: [],
    note: 'policy says nothing on telemetry, privacy or user consent to data collection',
  },
  // Debian Developer's Reference
  {
    id: 'devref-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "One of the Debian project's servers is misbehaving and I want to tell its admins through their ticket " +
      'system. How do I open a new ticket by email?',
    facts: [
      {
        phrases: ['put the string "Debian RT" somewhere in the subject', 'send a mail to admin@rt.debian.org'],
        pages: [25],
      },
    ],
    note: 'Debian machines: report a new problem to the DSA request tracker by mailing admin@rt.debian.org with "Debian RT" in the subject',
  },
  {
    id: 'devref-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'The next Debian release is frozen, but I want to keep working on new features of my package meanwhile. ' +
      'Where should I upload those new versions?',
    facts: [{ phrases: ['upload to experimental instead'], pages: [31] }],
    note: 'stable, testing and unstable: during a freeze, new development goes to experimental, not unstable',
  },
  {
    id: 'devref-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'If I build a newer version of my package for people who run the current stable release, how long am I ' +
      'expected to keep looking after it?',
    facts: [
      { phrases: ['about 3 years from its initial release', 'for the duration of the stable suite'], pages: [68] },
    ],
    note: 'stable-backports: an upload implies maintaining the backport for the life of stable, about 3 years',
  },
  {
    id: 'devref-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'The maintainer of a package I rely on has not answered anyone for over a month. After gathering what I can ' +
      'about them, whom do I report this to?',
    facts: [{ phrases: ['you can contact mia@qa.debian.org'], pages: [96] }],
    note: 'dealing with inactive and/or unreachable maintainers: report to the MIA team at mia@qa.debian.org',
  },
  // The Debian GNU/Linux FAQ
  {
    id: 'faq-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'I look after a few servers and want to spend as little time on upkeep as possible. Which Debian branch ' +
      'needs the least attention from an administrator?',
    facts: [
      {
        phrases: [
          'stable requires very little maintenance',
          'all you need to worry about is keeping track of security updates',
        ],
        pages: [17],
      },
    ],
    note: 'which distribution requires more attention: stable needs very little, testing and unstable constant maintenance',
  },
  {
    id: 'faq-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'Debian package file names end with something like amd64 just before the .deb. What does that last part ' +
      'tell me?',
    facts: [{ phrases: ['identifies the processor for which the package was built'], pages: [36] }],
    note: 'why are package file names so long: the AAA (architecture) component',
  },
  {
    id: 'faq-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      "I'm writing a shell script that installs software on several Debian machines. Should it call the newer " +
      'short apt command or the older apt-get?',
    facts: [{ phrases: ['apt-get is still preferable or needed'], pages: [44] }],
    note: 'APT: apt is nicer for humans, but for scripts apt-get is still preferable',
  },
  {
    id: 'faq-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      "I'd like to burn Debian onto discs and sell them at a local computer fair. Do I first need the Debian " +
      "project's permission?",
    facts: [{ phrases: ['You do not need permission to distribute'], pages: [67] }],
    note: 'can I make and sell Debian CDs: go ahead, no permission needed and nothing to pay',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "I'd like to bring a program into Debian that isn't packaged yet. How do I let everyone know I'm working on " +
      'it, so that nobody else starts the same job?',
    facts: [{ phrases: ['file an ITP (Intent To Package) bug report'], pages: [13] }],
    note: 'choose your program: file an ITP bug against the wnpp pseudo-package with reportbug',
  },
  {
    id: 'maint-guide-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "When I write the first entry in my package's record of changes, which Debian release should it name as " +
      'the destination of the upload?',
    facts: [{ phrases: ['distribution should be unstable'], pages: [28] }],
    note: 'debian/changelog: line 1 holds name, version, distribution (unstable) and urgency (medium)',
  },
  {
    id: 'maint-guide-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "The program's source comes with a test suite that I don't want run while my Debian package is being " +
      'built. How do I switch it off?',
    facts: [{ phrases: ['empty override_dh_auto_test target to skip it'], pages: [34] }],
    note: 'customization of the rules file: an empty override_dh_auto_test target',
  },
  {
    id: 'maint-guide-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'I need an old version of a Debian package that has long since left the archive. Where are past versions ' +
      'kept?',
    facts: [
      { phrases: ['previous versions of Debian packages are available at http://snapshot.debian.org/'], pages: [60] },
    ],
    note: 'managing debian/package.symbols (footnote): all previous versions are on snapshot.debian.org',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-paraphrased-m1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'Should the manual of my GNU program carry the usual line saying that names such as UNIX or Windows are ' +
      'trademarks of their owners?',
    facts: [
      {
        phrases: ['Please do not include any trademark acknowledgments', 'there is no legal requirement for them'],
        pages: [1],
      },
    ],
    note: 'trademarks: do not include trademark acknowledgments (no legal requirement for them)',
  },
  {
    id: 'gnu-standards-paraphrased-m2',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'The file where my GNU package lists what is new in each release has grown very long. What should I do ' +
      'with the old entries?',
    facts: [{ phrases: ['move some of the older items into a file named ONEWS'], pages: [6] }],
    note: 'the NEWS file: move older items to ONEWS and refer to it at the end',
  },
  {
    id: 'gnu-standards-paraphrased-m3',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'Does every GNU program have to come with a traditional Unix manual page?',
    facts: [{ phrases: ['man pages are secondary', 'It’s your choice whether to include a man page'], pages: [7] }],
    note: 'man pages: secondary in GNU, not necessary or expected for every program',
  },
  {
    id: 'gnu-standards-paraphrased-m4',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'When I pack up the release archive of my GNU program, may it contain symlinks?',
    // (The first page: the page once the HTML's table of contents is left out, twenty-fourth round.)
    facts: [{ phrases: ['Don’t include any symbolic links in the distribution itself'], pages: [9, 10] }],
    note: 'making releases: no symbolic links in the distribution (page 12, drawn first, is only the index)',
  },
  // Unanswerable (searched every page of the scope for the key terms and their synonyms)
  {
    id: 'devref-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt:
      'Can I keep my Debian signing key on a hardware security token such as a YubiKey instead of on my computer?',
    facts: [],
    note: 'no YubiKey, smartcard or hardware token (keys: only back them up and keep a copy offline)',
  },
  {
    id: 'faq-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: "How do I encrypt my whole hard disk while installing Debian, so a stolen laptop doesn't expose my files?",
    facts: [],
    note: 'no encryption, LUKS or cryptsetup anywhere in the FAQ',
  },
  {
    id: 'maint-guide-unanswerable-m1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt:
      'How do I add the metadata file that makes my graphical application show up in software centres such as ' +
      'GNOME Software?',
    facts: [],
    note: 'no AppStream, metainfo/appdata or software centres (icons only as files the gentoo example installs)',
  },
  {
    id: 'label-debian-unanswerable-m1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'How do I set up a firewall on my Debian server so that only SSH and web traffic can get in?',
    facts: [],
    note: 'none of the five documents mentions a firewall, iptables, nftables, ufw or netfilter',
  },
];
