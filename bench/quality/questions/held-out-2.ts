import type { Question } from './types';

/**
 * The second held-out set (ids `…-k<n>`), part of the tuned set since the third (held-out-3.ts) was written, on
 * 2026-11-23, having judged three changes of the sixth round: written once the first held-out set (held-out.ts) had become part of the
 * tuned set, by someone who had not seen how Docent answers them nor read how it searches, to check whether later
 * changes generalise. The facts were taken from pages drawn at random (one from each quarter of each document; a
 * title page, a table of contents, an index or an empty page gave way to the next page drawn in that quarter; pages
 * and facts used by any other question were left out), asked as a user who does not know the manual's words would
 * ask. Never tune on these: a question is changed only when its phrase or pages are wrong, never because of how
 * Docent answered it.
 */
export const HELD_OUT_2_QUESTIONS: Question[] = [
  // Bash Reference Manual
  {
    id: 'bash-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: "Is this shell's name short for something? What does it stand for?",
    facts: [{ phrases: ['Bourne-Again SHell'], pages: [7, 11] }],
    note: 'what is Bash: an acronym for Bourne-Again SHell',
  },
  {
    id: 'bash-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'A program on my disk has the same name as a command the shell carries inside itself, and the shell always ' +
      "runs its own version. How can I make it run the one from my PATH without typing the program's full location?",
    facts: [{ phrases: ['enable -n test', 'If -n is used, the names become disabled'], pages: [66] }],
    note: 'enable -n: disabling a builtin so that the disk command of the same name runs',
  },
  {
    id: 'bash-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'In a script, how do I check whether one file was changed more recently than another one?',
    facts: [{ phrases: ['file1 -nt file2', 'True if file1 is newer'], pages: [103] }],
    note: 'conditional expressions: file1 -nt file2',
  },
  {
    id: 'bash-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt:
      'I once set up custom Tab key suggestions for the arguments of one of my commands. How do I get rid of that ' +
      'rule again?',
    facts: [{ phrases: ['The -r option removes a completion specification'], pages: [152] }],
    note: 'complete -r',
  },
  // An Introduction to R
  {
    id: 'r-intro-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'How do I make a three-dimensional block of numbers, 3 rows by 4 columns by 2 layers, with every entry ' +
      'set to zero?',
    facts: [{ phrases: ['array(0, c(3,4,2))'], pages: [28] }],
    note: 'the array() function: Z <- array(0, c(3,4,2)) makes an array of all zeros',
  },
  {
    id: 'r-intro-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'The parts of my list have long names. Do I have to type the whole name every time I pull one out with the ' +
      'dollar sign?',
    facts: [{ phrases: ['abbreviated down to the minimum number of letters'], pages: [35] }],
    note: 'lists: component names may be abbreviated to the minimum that identifies them uniquely (Lst$coe)',
  },
  {
    id: 'r-intro-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'I fitted a plain straight-line regression with the function meant for logistic and Poisson-type models, ' +
      'telling it the errors are normally distributed. Is that any different from using the usual regression ' +
      'function?',
    facts: [{ phrases: ['but much less efficiently'], pages: [68] }],
    note: 'glm(..., family = gaussian) achieves the same result as lm() but much less efficiently',
  },
  {
    id: 'r-intro-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'How can I delete a folder together with everything inside it from within R?',
    facts: [{ phrases: ['the latter can remove directory trees'], pages: [91] }],
    note: 'files and directories: unlink (file.remove cannot)',
  },
  // R Data Import/Export
  {
    id: 'r-data-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'Someone sent me a text file and I have no idea which character set it was saved in. How can I find out ' +
      'before loading it?',
    facts: [{ phrases: ['file command-line tool'], pages: [8] }],
    note: 'encodings: the file command-line tool reports how a text file is encoded',
  },
  {
    id: 'r-data-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'I was given a data file saved by a recent release of Stata, version 15, and the reader that comes with R ' +
      'refuses it. What can I use instead?',
    facts: [{ phrases: ['readstata13', 'CRAN.R-project.org/package=haven'], pages: [20] }],
    note: 'read.dta handles Stata 5 to 12; for 13 and later the packages readstata13 and haven',
  },
  {
    id: 'r-data-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'The only way our company database offers for connecting to it is a driver written for Java programs. Is ' +
      'there an R package that can use it?',
    facts: [{ phrases: ['can connect to any DBMS that has a JDBC driver'], pages: [24] }],
    note: 'RJDBC (p. 5 names it only in the acknowledgements)',
  },
  {
    id: 'r-data-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt:
      'I suspect my script leaves files open behind it. How can I get a list of everything R currently has open ' +
      'for reading or writing?',
    facts: [{ phrases: ['showConnections()'], pages: [33] }],
    note: 'listing connections (the index entry on p. 39 has no parentheses)',
  },
  // Debian Policy Manual
  {
    id: 'policy-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'I am giving up one of my packages and nobody has offered to take it over. Whose name should then go in ' +
      'the field that says who looks after it?',
    facts: [{ phrases: ['Debian QA Group'], pages: [25] }],
    note: 'orphaned packages: Maintainer set to Debian QA Group <packages@qa.debian.org>',
  },
  {
    id: 'policy-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'I am moving some files out of my package into a new, separate one. What must the new package declare so ' +
      'that installing it does not fail because those files still belong to the old package?',
    facts: [
      {
        phrases: ['declares that it Replaces the one containing the file', 'Replaces: foo (<< 1.2-3)'],
        pages: [73],
      },
    ],
    note: 'overwriting files in other packages: Replaces (with Breaks)',
  },
  {
    id: 'policy-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'An old graphical program I am packaging installs itself into the separate directory tree under /usr that ' +
      'windowing programs traditionally had for themselves. Can I keep that layout?',
    facts: [
      {
        phrases: [
          'must not install files under the /usr/X11R6/ directory',
          'should now generally be installed in the same directories as any other package',
          'We no longer use /usr/X11R6',
          'X-related packages should usually use the regular FHS locations',
        ],
        pages: [119, 178, 182],
      },
    ],
    note: 'X Window System installation directories: /usr/X11R6 is obsolete (pp. 178, 182: upgrading checklist)',
  },
  {
    id: 'policy-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'My service runs under its own system account, which never needs a home folder. What should I give as its ' +
      'home directory?',
    facts: [{ phrases: ['/nonexistent'], pages: [93, 163] }],
    note: 'the canonical non-existent home directory (p. 163: the 4.1.1 changelog entry)',
  },
  // Debian Developer's Reference
  {
    id: 'devref-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'As a Debian developer I would like to put a few pages about my Debian work on the web. Where can I host ' +
      'them?',
    facts: [
      {
        phrases: [
          'public_html directory under your home directory on people.debian.org',
          'personal web space on people.debian.org',
        ],
        pages: [26, 32],
      },
    ],
    note: 'the people web server (p. 32 mentions it as an alternative to experimental)',
  },
  {
    id: 'devref-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'Can I have a summary of all the unresolved problem reports against my packages mailed to me automatically ' +
      'every week?',
    facts: [{ phrases: ['index maint address'], pages: [44] }],
    note: 'monitoring bugs: a cron job mailing "index maint address" to request@bugs.debian.org',
  },
  {
    id: 'devref-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "My package is in the section for software that isn't free, and Debian's build machines never build it " +
      'for the other processor types. How do I get them to?',
    facts: [{ phrases: ['XS-Autobuild: yes'], pages: [58] }],
    note: 'marking non-free packages as auto-buildable',
  },
  {
    id: 'devref-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      "Debian's package checker reports a pile of common warnings on my package. Is there something that can fix " +
      'them for me automatically?',
    facts: [
      {
        phrases: [
          'can automatically fix more than 80 common lintian issues',
          'lintian-brush contains a set of scripts',
        ],
        pages: [106],
      },
    ],
    note: 'lintian-brush (its bare name also matches the table of contents on p. 7)',
  },
  // The Debian GNU/Linux FAQ
  {
    id: 'faq-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: "How often do Debian's download servers get refreshed with new packages?",
    facts: [{ phrases: ['updated twice every day'], pages: [9] }],
    note: 'what is Debian: the archives are updated twice every day',
  },
  {
    id: 'faq-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'I installed a library with apt, but building my own program against it fails because the linker says it ' +
      "can't find it. What am I missing?",
    facts: [{ phrases: ['separate, development packages', 'libfoo-dev'], pages: [26] }],
    note: '"ld: cannot find -lfoo": the libfoo.so links are in the -dev package',
  },
  {
    id: 'faq-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'I downloaded a single .deb file and only want to look at the files inside it, unpacked into a folder of my ' +
      'choosing, without installing it. How?',
    facts: [{ phrases: ['dpkg-deb --extract'], pages: [46] }],
    note: 'other package management tools: dpkg-deb --extract foo_VVV-RRR.deb tmp',
  },
  {
    id: 'faq-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt:
      'We sell a closed-source application. May we ship it to our customers as a Debian package, and will the ' +
      'usual tools install it?',
    facts: [
      {
        phrases: ['the packages may or may not be free software, it can install them all', 'Go right ahead'],
        pages: [68],
      },
    ],
    note: 'putting a commercial program in a Debian package',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'For my very first Debian package, is it a good idea to pick a program that runs in the background as a ' +
      'network service?',
    facts: [{ phrases: ['The program should not be a daemon'], pages: [14] }],
    note: 'choosing your program: advice for a new maintainer',
  },
  {
    id: 'maint-guide-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "When I pass my fixes back to the program's original authors, do I also need to send them the folder with " +
      'my Debian packaging?',
    facts: [{ phrases: ['you don’t have to send the debian/* files upstream'], pages: [22] }],
    note: 'fixing upstream bugs: send the portable fixes upstream, not debian/*',
  },
  {
    id: 'maint-guide-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'How can I check that my package also builds on a freshly set-up system, so that I notice anything it needs ' +
      'for building that I forgot to list?',
    facts: [
      {
        phrases: ['pbuilder package is very useful', 'verifies the proper build dependency'],
        pages: [9, 46],
      },
    ],
    note: 'pbuilder: a clean chroot build verifies the build dependencies',
  },
  {
    id: 'maint-guide-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'My team keeps all its code in git. Is there a tool for looking after the Debian packaging of a program in ' +
      'a git repository?',
    facts: [
      {
        phrases: ['manage the Debian source under the git repo', 'git-buildpackage is becoming quite popular'],
        pages: [48, 49],
      },
    ],
    note: 'command hierarchy: gbp (git-buildpackage, p. 48)',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-paraphrased-k1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'My program maps files straight into memory instead of reading them. Can I count on that working for every ' +
      "file, and what should it do when it doesn't?",
    facts: [{ phrases: ['fall back on doing the job in another way using read and write'], pages: [5] }],
    note: 'mmap',
  },
  {
    id: 'gnu-standards-paraphrased-k2',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'When I write up a change that touched several functions with similar names, may I use a shorthand, ' +
      'like braces, to name them all at once?',
    facts: [{ phrases: ['Don’t abbreviate function or variable names, and don’t combine them'], pages: [6] }],
    note: 'style of change logs',
  },
  {
    id: 'gnu-standards-paraphrased-k3',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt:
      'When I write the makefile rule that copies the built program into place on the system, do its commands ' +
      'need to be sorted into groups of some kind?',
    facts: [{ phrases: ['normal ones, pre-installation commands and post-installation commands'], pages: [9] }],
    note: 'the install target: install command categories',
  },
  {
    id: 'gnu-standards-paraphrased-k4',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'May I charge money for copies of a manual released under the GNU licence for documentation?',
    facts: [{ phrases: ['you may accept compensation in exchange for copies'], pages: [10] }],
    note: 'GFDL, verbatim copying',
  },
  // Unanswerable (searched every page of the scope for the key terms and their synonyms)
  {
    id: 'bash-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'How do I make one of my scripts run automatically every night at 2 am?',
    facts: [],
    note: 'no cron, crontab, systemd timers or timed jobs (scheduling appears only as the scheduling priority of ulimit)',
  },
  {
    id: 'r-intro-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'How do I install an R package straight from its GitHub repository?',
    facts: [],
    note: 'packages come from CRAN and other repositories such as Bioconductor (install.packages); no GitHub, devtools or remotes',
  },
  {
    id: 'r-data-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'How do I load a JSON file into a data frame?',
    facts: [],
    note: 'JSON is not mentioned (XML and YAML are; JavaScript only as the query language of MongoDB)',
  },
  {
    id: 'policy-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'Does my package have to ship an AppArmor profile that confines its daemon?',
    facts: [],
    note: 'no AppArmor, confinement or security profiles (SELinux only as /selinux in the changelog)',
  },
  {
    id: 'devref-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'Will Debian pay my travel costs if I go to DebConf, the yearly developers conference?',
    facts: [],
    note: 'no DebConf (only the debconf configuration tool), travel, reimbursement or expenses',
  },
  {
    id: 'faq-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'Can I install Debian on a PC that has Secure Boot switched on?',
    facts: [],
    note: 'no Secure Boot, UEFI or signed boot loaders',
  },
  {
    id: 'gnu-standards-unanswerable-k1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'Should a GNU package use a continuous integration service to run its tests on every commit?',
    facts: [],
    note: 'no continuous integration, CI or commit hooks (test suites only in change logs and the makefile target check)',
  },
  {
    id: 'label-debian-unanswerable-k1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'Is there a minimum age for becoming a Debian Developer?',
    facts: [],
    note: 'none of the five documents states an age (no "years old", "adult" or "minor" in that sense)',
  },
];
