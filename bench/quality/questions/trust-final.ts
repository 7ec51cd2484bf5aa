import type { Question } from './types';

/**
 * A set on how far docent-local's answers can be trusted (`--questions trust-final`): written blind on 2026-11-27,
 * from the pages as Docent numbers them (dump-pages.ts), without asking Docent anything, to check its tentative
 * answers: how often a plain answer and a tentative one hold the fact, and how well unanswerable questions are told
 * apart from answerable ones. Twenty-eight questions the manuals answer, as people type them into a chat box (eight in
 * the manual's own words, twenty in everyday words that describe the need rather than name the command, option or
 * field; four of them asked of a label), and twenty they do not: half share many words with the manual (a value it
 * never gives, a neighbouring feature it never treats), half are about something plausibly nearby. None repeats a
 * question or a fact of the other sets. Every unanswerable question was checked by grepping all pages of its scope for
 * its key words and their synonyms (what was checked is in its note).
 */
export const TRUST_FINAL_QUESTIONS: Question[] = [
  // Bash Reference Manual
  {
    id: 'bash-lexical-t5',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does the checkjobs shell option do',
    facts: [
      {
        phrases: ['Bash lists the status of any stopped and running jobs', 'deferred until a second exit is attempted'],
        pages: [78],
      },
    ],
    note: 'The Shopt Builtin: checkjobs lists stopped and running jobs on exit, and running jobs defer the exit',
  },
  {
    id: 'bash-paraphrased-t3',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      "my prompt shows the full path of the folder I'm in and it gets really long, can I make it show only the last " +
      'couple of folders?',
    facts: [
      {
        phrases: [
          'the number of trailing directory components to retain',
          'Characters removed are replaced with an ellipsis',
        ],
        pages: [94],
      },
    ],
    note: 'PROMPT_DIRTRIM (Bash Variables): trailing components kept in \\w and \\W; the question names neither',
  },
  {
    id: 'bash-paraphrased-t4',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'when I debug my script by tracing every command, the trace lines get mixed in with its real error messages. ' +
      'Can I send the trace somewhere of its own?',
    facts: [
      {
        phrases: [
          'allows tracing output to be separated from diagnostic',
          'Bash will write the trace output generated when',
        ],
        pages: [87],
      },
    ],
    note: 'BASH_XTRACEFD: a file descriptor for set -x output; the question names neither the variable nor xtrace',
  },
  {
    id: 'bash-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'how many coprocesses can bash have running at the same time?',
    facts: [],
    note:
      'Coprocesses (pp. 24-25) give the syntax, the default name COPROC, NAME_PID and the return status, but no limit ' +
      'on how many: grep of "coproc" (pp. 3, 15, 24, 25, 89, 169, 190, 195), "at a time", "simultaneous", ' +
      '"concurrent", "only one" finds only completion paging, one-architecture builds, declare, process substitution, ' +
      'restricted mode and option parsing; GNU Parallel (p. 25) runs commands in parallel, not coprocesses',
  },
  {
    id: 'bash-unanswerable-t3',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'how many directories can the pushd directory stack hold before the oldest ones drop off?',
    facts: [],
    note:
      'The Directory Stack (pp. 108-110) and DIRSTACK (p. 89) describe pushd, popd, dirs and their numbering but give ' +
      'no size: grep of "pushd", "DIRSTACK", "maximum", "limit", "at most", "how many" on those pages finds only the ' +
      'maximum index of an array (p. 108)',
  },
  {
    id: 'bash-unanswerable-t4',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: "can I have a second prompt shown at the right-hand edge of the terminal, like zsh's RPROMPT?",
    facts: [],
    note:
      'prompts (PS0-PS4, Controlling the Prompt) are all left-hand: grep of "RPROMPT", "zsh", "right side", ' +
      '"right margin", "right edge", "right-align" finds only "the word on the right side of the =" in Readline ' +
      'conditionals (p. 135)',
  },
  // An Introduction to R
  {
    id: 'r-intro-lexical-t3',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'does R have functions to manage access control lists (ACLs) on files?',
    facts: [{ phrases: ['R has no facilities to control them'], pages: [92] }],
    note: 'Filepaths (14.2): ACLs have no agreed standard and R cannot control them; Sys.chmod changes permissions',
  },
  {
    id: 'r-intro-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'from inside R, how can I check whether a program such as pandoc is installed on the computer?',
    facts: [{ phrases: ['if the OS includes a command, use Sys.which'], pages: [92] }],
    note: 'System commands (14.3): Sys.which; the question says "program installed", not "command" or the function',
  },
  {
    id: 'r-intro-paraphrased-t3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      "I'm exporting a plot to drop into a LaTeX paper as an .eps figure. What do I have to pass so R marks it as " +
      'a proper single-figure file?',
    facts: [{ phrases: ['marks the output as such when the onefile=FALSE argument'], pages: [87] }],
    note: 'PostScript diagrams for typeset documents (12.6.1): encapsulated PostScript needs onefile=FALSE',
  },
  {
    id: 'r-intro-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'what gzip compression level does R use by default when it writes a compressed file?',
    facts: [],
    note:
      'Compression and Archives (14.4, p. 93) compares gzip, bzip2 and xz but gives no level: grep of "gzip" (p. 93), ' +
      '"compress" (pp. 6, 93), "compression level", "level =", "gzfile" finds no level or default',
  },
  {
    id: 'r-intro-unanswerable-t3',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'how do I set a breakpoint in my R function and step through it line by line?',
    facts: [],
    note:
      'no R-level debugging (browser, debug, trace): grep of "breakpoint", "step through", "single-step", "debug", ' +
      '"browser" finds only hist() breakpoints (p. 76), the web browser of the help system, and the --debugger and ' +
      '--debug options for running R itself under a debugger (pp. 101, 103)',
  },
  // R Data Import/Export
  {
    id: 'r-data-lexical-t2',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'which Systat files can read.systat read?',
    facts: [{ phrases: ['rectangular data files (mtype = 1)', 'written on little-endian machines'], pages: [20] }],
    note: 'EpiInfo, Minitab, S-PLUS, SAS, SPSS, Stata, Systat (3.1): rectangular SAVE files from little-endian machines',
  },
  {
    id: 'r-data-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: 'roughly how big can a data set get before R starts choking on it for lack of RAM?',
    facts: [
      {
        phrases: ['more than a (few) hundred megabytes in size', 'R is not well suited to extremely large data sets'],
        pages: [21],
      },
    ],
    note: 'Why use a database? (4.1): objects of a few hundred megabytes can exhaust memory, more so on 32-bit systems',
  },
  {
    id: 'r-data-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'I read a few lines from a text connection just to peek at them. Can I put them back so that the next read ' +
      'gets them again?',
    facts: [{ phrases: ['via a call to pushBack', 'Pushbacks operate as a stack'], pages: [32] }],
    note: 'Pushback (7.3.1): pushBack, text-mode input connections only; the question says "put back", not pushback',
  },
  {
    id: 'r-data-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'how long does download.file wait on a slow server before it times out?',
    facts: [],
    note:
      'Using download.file (8.2, p. 35) says what it does but gives no timeout: grep of "timeout", "time out", ' +
      '"time-out", "seconds" finds only timings of scan and read.table (pp. 15-16)',
  },
  {
    id: 'r-data-unanswerable-t3',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'how do I read values from a Redis key-value store into R?',
    facts: [],
    note:
      'no Redis or key-value stores: grep of "redis", "key-value", "key/value" finds nothing; the nearest is the ' +
      'MongoDB clients RMongo and mongolite (p. 24) and non-relational databases as ODBC sources (p. 22)',
  },
  // Debian Policy Manual
  {
    id: 'policy-lexical-t3',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what should the Backspace and Delete keys generate on the Linux console?',
    facts: [
      {
        phrases: ['The Linux console is configured to make <-- generate DEL', 'Terminals should have stty erase ^?'],
        pages: [100],
      },
    ],
    note: 'Keyboard configuration (9.8): Backspace gives DEL, Delete gives ESC [ 3 ~',
  },
  {
    id: 'policy-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      "upstream ships its own copy of zlib inside the source tree so users don't have to install it separately. Can " +
      'my Debian package just build against that copy?',
    facts: [
      {
        phrases: [
          'Debian packages should not make use of these convenience copies',
          'reference the libraries already in Debian',
        ],
        pages: [39],
      },
    ],
    note: 'Embedded code copies (4.13): use the library already in Debian; the question says "its own copy"',
  },
  {
    id: 'policy-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'I need to push a bug fix to a package in the current stable release, keeping the same upstream version. What ' +
      'goes at the end of the version number?',
    facts: [
      {
        phrases: [
          'the debian_revision component will end in +debNuX',
          'the first update would have the version 1.4-5+deb10u1',
        ],
        pages: [50],
      },
    ],
    note: 'Version (5.6.12): stable updates of the same upstream version append +debNuX to the Debian revision',
  },
  {
    id: 'policy-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'which compression should the data.tar inside a binary .deb use, xz or zstd?',
    facts: [],
    note:
      'the .deb format is required (p. 23) but its members are not described: grep of "zstd", "data.tar", "xz", ' +
      '"lzma", "bzip2" finds nothing, and "compress" only gzip -9 for manual pages, info, documentation and ' +
      'changelogs (pp. 121-125), logrotate (p. 110), symlinks to compressed files and the upstream tarball (p. 136)',
  },
  {
    id: 'policy-unanswerable-t3',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'where should my package install its bash tab-completion script?',
    facts: [],
    note:
      'no shell completion: grep of "completion", "bash-completion", "tab completion", "zsh" finds only "touch ' +
      'build-stamp on completion" in debian/rules (p. 34)',
  },
  // Debian Developer's Reference
  {
    id: 'devref-lexical-t2',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'how should a repackaged upstream source tarball be compressed?',
    facts: [{ phrases: ['compressed with xz (or gzip or bzip) with maximal compression'], pages: [90] }],
    note: 'Repackaged upstream source (6.8.8.2), point 5',
  },
  {
    id: 'devref-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "I've found the same packaging mistake in about thirty different packages and want to report it against every " +
      'one of them. What should I do before I start filing?',
    facts: [
      {
        phrases: ['report more than 10 bugs on the same topic', 'it is recommended that you send a message to'],
        pages: [94],
      },
    ],
    note: 'mass bug filing (7.1.1): announce on debian-devel first (dd-list, mass-bug); the question never says "mass"',
  },
  {
    id: 'devref-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'a user wants to debug a crash in my program with gdb, but the installed binaries have no function names in ' +
      'them. Where do the separate symbol files go, and what are the packages holding them called?',
    facts: [{ phrases: ['keep these symbols in /usr/lib/debug/path', 'ends in -dbgsym'], pages: [90] }],
    note: 'Best practices for debug packages (6.8.9): /usr/lib/debug/<path>, automatic -dbgsym packages',
  },
  {
    id: 'devref-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'what line do I add to sources.list to be able to install the dbgsym debug packages?',
    facts: [],
    note:
      'dbgsym packages are said to be in "dedicated archives" (p. 90), with a pointer to the wiki ' +
      'HowToGetABacktrace, but no address: grep of "sources.list", "deb http" finds only the experimental lines ' +
      '(pp. 31-32); "debian-debug", "debug archive" find nothing',
  },
  {
    id: 'devref-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'how are members of the Debian Technical Committee chosen?',
    facts: [],
    note:
      'the technical committee appears only as where to take a disputed bug (tech-ctte pseudo-package, p. 45) or a ' +
      'complaint about a maintainer (p. 53): grep of "technical committee", "ctte", "appoint", "elected", ' +
      '"constitution" finds no membership rule (the Constitution is only named, pp. 19, 113)',
  },
  // The Debian GNU/Linux FAQ
  {
    id: 'faq-lexical-t3',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'how do i load a console font at startup on debian',
    facts: [{ phrases: ['The kbd package supports this', 'edit the /etc/kbd/config file'], pages: [55] }],
    note: 'How do I load a console font on startup the Debian way? (11.3)',
  },
  {
    id: 'faq-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'I want a dated record of every install, upgrade and removal on my machine, including the ones done through ' +
      'aptitude. How do I get that?',
    facts: [{ phrases: ['you could add log /var/log/dpkg.log', 'to your /etc/dpkg/dpkg.cfg'], pages: [51] }],
    note: 'How can I keep a log of the packages I added to the system? (9.4): the log option in dpkg.cfg',
  },
  {
    id: 'faq-paraphrased-t3',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'is there software in debian for making phone calls over the internet?',
    facts: [{ phrases: ['ekiga is one of the popular clients', 'SIP and H.323'], pages: [28] }],
    note: 'Where is VoIP software? (5.13); the question never says VoIP',
  },
  {
    id: 'faq-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how often does cron-apt check for updates by default, daily or hourly?',
    facts: [],
    note:
      'Can I automatically update the system? (9.5, p. 51) says only "at regular intervals using a cron job": grep ' +
      'of "cron-apt", "interval", "daily", "hourly", "weekly", "every day" finds only p. 51, aptitude for daily ' +
      'package management (p. 46) and archives updated twice every day (p. 9)',
  },
  {
    id: 'faq-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how do i install the nvidia graphics driver on debian?',
    facts: [],
    note:
      'no graphics drivers: grep of "nvidia", "graphics", "proprietary driver", "gpu" finds only "NVIDIA Linux ' +
      'driver" as an example of a web search phrase (p. 63); "firmware" only firmware-misc-nonfree as an example ' +
      'of non-free blobs (p. 32)',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'the upstream docs are in an old Western European encoding and the accented letters show up garbled. How ' +
      'should I fix them up for my package?',
    facts: [
      {
        phrases: ['Use iconv(1) to convert encodings of plain text files', 'converting them to UTF-8 is a good idea'],
        pages: [56],
      },
    ],
    note: 'UTF-8 conversion (8.5): iconv -f latin1 -t utf8 (w3m for HTML)',
  },
  {
    id: 'maint-guide-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'I wrote several changelog entries over time but never uploaded the versions in between. How do I get the ' +
      'upload to list the changes from all of them?',
    facts: [
      {
        phrases: [
          'specifying the dpkg-buildpackage option -v with the version',
          'includes all changes since the last upload',
        ],
        pages: [58],
      },
    ],
    note: 'Skipped uploads (9.3): dpkg-buildpackage -v1.2 (debuild -v, pdebuild --debbuildopts)',
  },
  {
    id: 'maint-guide-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'how do I make pbuilder build my package with several parallel jobs to speed it up?',
    facts: [],
    note:
      'pbuilder is set up (6.4, pp. 46-47) but parallel builds are never mentioned: grep of "parallel", "-j", "jobs", ' +
      '"DEB_BUILD_OPTIONS" finds nothing',
  },
  {
    id: 'maint-guide-unanswerable-t3',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'how do I cross-build my package for arm64 on my amd64 laptop?',
    facts: [],
    note:
      'no cross-building: grep of "arm64", "armhf", "host architecture", "cross" finds only "portable across ' +
      'different platforms" (p. 16), "run across" (p. 19) and Multiarch, cross-architecture installation of binary ' +
      'packages (A.3, p. 61); "build architecture" only binary-arch (p. 46)',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-paraphrased-t1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      "a memory checker complains about leaks because my program doesn't release its memory just before it exits. " +
      'Should I add cleanup code just to get a clean report?',
    facts: [
      {
        phrases: [
          'don’t free it simply to silence such a tool',
          'don’t complicate a program merely to avoid their false alarms',
        ],
        pages: [4],
      },
    ],
    note: 'Memory Usage (4.12): valgrind; the question names neither the tool nor "false alarms"',
  },
  {
    id: 'gnu-standards-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'I want users to be able to script and extend my C program with an embedded language. Which one does GNU want ' +
      'me to use?',
    facts: [
      {
        phrases: [
          'the preferred language to extend programs written in C/C++',
          'The standard extensibility interpreter for GNU software is Guile',
        ],
        pages: [1],
      },
    ],
    note: 'Which Languages to Use (3.1): Guile (Scheme)',
  },
  {
    id: 'gnu-standards-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'how many characters long may the header line of a change log entry be?',
    facts: [],
    note:
      'Change Log Concepts (6.8.1, pp. 6-7) asks for a header line that is a single complete sentence, but no length: ' +
      'grep of "header line" (pp. 6, 7, 12), "characters", "columns", "at most", "72", "50 char" finds only the ' +
      '79-character limit of source lines (p. 4), 14-character and MS-DOS file names, column numbers in error ' +
      'messages and the GFDL cover-text word limits',
  },
  {
    id: 'gnu-standards-unanswerable-t2',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'how should I bump the soname of my GNU shared library when its ABI changes?',
    facts: [],
    note:
      'no shared-library versioning: grep of "soname", "libtool", "shared librar", "version-info" finds nothing; ' +
      'the nearest are release version numbers, a major and a minor (p. 9), and library version numbers in ' +
      'change logs (p. 3)',
  },
  // Machine-readable debian/copyright format
  {
    id: 'copyright-format-lexical-t2',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'can a license in debian/copyright carry more than one exception?',
    facts: [{ phrases: ['Only one exception may be specified for each license'], pages: [2] }],
    note: 'Short name (7.1): several exceptions need an arbitrary short name for the combination',
  },
  {
    id: 'copyright-format-paraphrased-t2',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt: 'I want one stanza to cover everything in my docs folder. Can I just write the folder name ending in /?',
    facts: [
      {
        phrases: [
          'a trailing slash in a pattern will never match',
          'A whole directory tree may be selected with a pattern',
        ],
        pages: [1],
      },
    ],
    note: 'Files (6.9): a trailing slash never matches; use "foo/*"',
  },
  {
    id: 'copyright-format-unanswerable-t1',
    category: 'unanswerable',
    scope: { doc: 'copyright-format' },
    prompt: "what's the standard short name for the Eclipse Public License in debian/copyright?",
    facts: [],
    note:
      'the table of standard short names (p. 2) has no Eclipse licence: grep of "eclipse", "EPL" (as a word) over ' +
      'both pages finds nothing; arbitrary short names are allowed for licences without a standard one (p. 1)',
  },
  // Labels
  {
    id: 'label-debian-t1',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt:
      'my package asks the admin a few questions while it installs. How should I word them, is it ok to write ' +
      '"we recommend..."?',
    facts: [
      {
        doc: 'devref',
        phrases: ['You should avoid the use of first person', 'The computer is not a person'],
        pages: [81],
      },
    ],
    note:
      'paraphrased: debconf templates, Do not use first person (6.6.2.5); "first person" is in no other Debian ' +
      'document',
  },
  {
    id: 'label-debian-t2',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'can a debian server keep itself up to date on a schedule without me logging in?',
    facts: [
      {
        doc: 'faq',
        phrases: ['You can use cron-apt', 'updates the system at regular intervals using a cron job'],
        pages: [51],
      },
    ],
    note:
      'paraphrased: Can I automatically update the system? (FAQ 9.5); cron-apt and unattended upgrades are in no ' +
      'other Debian document',
  },
  {
    id: 'label-all-t1',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt:
      "in a shell script I started a helper with a two-way pipe to it but didn't give it a name. What's the array " +
      'holding its pipe ends called?',
    facts: [
      {
        doc: 'bash',
        phrases: [
          'If NAME is not supplied, the default name is COPROC',
          'An array variable created to hold the file descriptors',
        ],
        pages: [24, 89],
      },
    ],
    note: 'paraphrased: Coprocesses (3.2.6) and the COPROC variable; the question names neither coproc nor COPROC',
  },
  {
    id: 'label-all-t2',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'why do GNU df and du report sizes in 1k units rather than the 512-byte units POSIX asks for?',
    facts: [
      {
        doc: 'gnu-standards',
        phrases: ['What users want is units of 1k', 'you must set the environment variable POSIXLY_CORRECT'],
        // (The first page: the page once the HTML's table of contents is left out, twenty-fourth round.)
        pages: [1, 2],
      },
    ],
    note: 'lexical: Non-GNU Standards (4.1); Bash’s 512-byte ulimit blocks (pp. 72, 115) are another matter',
  },
  {
    id: 'label-debian-unanswerable-t1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'how do i set up software RAID 1 on two disks while installing debian?',
    facts: [],
    note:
      'no disk setup: grep of "raid", "mdadm", "lvm", "mirroring", "btrfs", "zfs" over all five Debian documents ' +
      'finds only "afraid", a message id (faq p. 22) and archive mirrors (devref p. 33, faq pp. 29, 65)',
  },
  {
    id: 'label-all-unanswerable-t1',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'how do i set up fuzz testing with AFL or libFuzzer for my C program?',
    facts: [],
    note:
      'no fuzz testing: grep of "fuzz", "afl", "libfuzzer", "sanitizer", "asan" over all nine documents finds only ' +
      'fuzzy debconf translations (devref pp. 6, 79, 80) and fuzz-free quilt patches (maint-guide pp. 43, 53, 54)',
  },
];
