import type { Question } from './types';

/**
 * A second set on declining (`--questions declines-final-2`): twenty questions the manuals do not answer, mixed with
 * twenty they do, as people type them into a chat box. Most of the unanswerable ones ask for a specific value (a
 * number, a default, a limit, a port, a duration) about something the manual discusses without ever giving that value;
 * others ask about a neighbouring topic the manual never treats, or are asked of a whole label. Most answerable ones
 * also ask for a value the manual does state. Written blind from the pages as Docent numbers them (dump-pages.ts),
 * without asking Docent anything; none repeats a question or a fact of the other sets. Every unanswerable question was
 * checked by grepping all pages of its scope for its key words and their synonyms (what was checked is in its note).
 */
export const DECLINES_FINAL_2_QUESTIONS: Question[] = [
  // Bash Reference Manual
  {
    id: 'bash-lexical-x1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'how often does bash check for new mail by default',
    facts: [{ phrases: ['The default is 60 seconds'], pages: [93] }],
    note: 'MAILCHECK (Bash Variables): how often, in seconds, the shell checks for mail; default 60',
  },
  {
    id: 'bash-lexical-x2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'what does the mark-directories readline setting do?',
    facts: [{ phrases: ['completed directory names have a slash appended'], pages: [131] }],
    note: 'Readline Init File Syntax: mark-directories (default on)',
  },
  {
    id: 'bash-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: "I made a numbered pick-one menu in my script, what prompt does it show if I haven't set anything",
    facts: [{ phrases: ['the select command prompts with ‘#? ’'], pages: [94] }],
    note: 'the select compound command prompts with PS3, or with "#? " when PS3 is unset; the question names neither',
  },
  {
    id: 'bash-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: "what's the maximum length of a command line in bash?",
    facts: [],
    note:
      'no limit on the length of a command line or its arguments is given: grep of "ARG_MAX", "E2BIG", "too long", ' +
      '"maximum length", "line length", "argument list", "bytes", "limit" finds only ulimit resources, FUNCNEST, ' +
      'history and array sizes, and the 32-character limit some old Unixes put on the #! interpreter line (p. 53)',
  },
  {
    id: 'bash-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: "What's the biggest number bash arithmetic can handle before it overflows?",
    facts: [],
    note:
      'Shell Arithmetic (p. 104) says only "fixed-width integers with no check for overflow"; grep of "overflow", ' +
      '"intmax", "64-bit", "32-bit", "largest", "maximum", "fixed-width" gives no width or maximum (32-bit appears ' +
      'only for SRANDOM)',
  },
  {
    id: 'bash-unanswerable-x3',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'how do i write unit tests for my bash scripts',
    facts: [],
    note:
      'no testing of user scripts: grep of "unit test", "bats", "shunit", "test framework", "test suite", "testing", ' +
      '"shellcheck", "lint" finds only "make tests" for Bash’s own test suite (p. 164) and [[ conditional testing',
  },
  // An Introduction to R
  {
    id: 'r-intro-lexical-x1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: "what's the largest value --max-ppsize will accept?",
    facts: [{ phrases: ['Currently the maximum value accepted is 100000'], pages: [100] }],
    note: 'Invoking R: --max-ppsize, the pointer protection stack size (default 10000, maximum 100000)',
  },
  {
    id: 'r-intro-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt:
      'if I grab coordinates by clicking on a plot with the mouse, how many clicks does R collect unless I say otherwise?',
    facts: [{ phrases: ['This continues until n (default 512) points have been selected'], pages: [79] }],
    note: 'locator(n, type): n defaults to 512; the question names neither locator nor n',
  },
  {
    id: 'r-intro-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'How many dimensions can an array in R have at most?',
    facts: [],
    note:
      'Arrays (p. 26) define a k-dimensional array by its dimension vector but give no maximum k; grep of ' +
      '"dimension", "maximum", "at most", "limit", "largest", "2^31" finds only the dim() examples and unrelated limits ' +
      '(--max-ppsize, 4095-byte command lines, 10,000-byte expressions)',
  },
  {
    id: 'r-intro-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'r-intro' },
    prompt: 'how can i turn my R analysis into an interactive web app that others open in their browser',
    facts: [],
    note:
      'no web applications: grep of "shiny", "dashboard", "web app", "server", "html", "browser" finds only the ' +
      'HTML help system and Rd2txt; the dynamic graphics mentioned (rggobi, rgl) are desktop tools',
  },
  // R Data Import/Export
  {
    id: 'r-data-lexical-x1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'which line endings does the CSV standard require',
    facts: [{ phrases: ['mandates commas and CRLF line endings'], pages: [9] }],
    note: 'Export to text files: the IETF standard for CSV files, RFC4180, mandates commas and CRLF line endings',
  },
  {
    id: 'r-data-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'r-data' },
    prompt: 'when I dump integer data from R into a raw binary file, what value stands for a missing entry?',
    facts: [{ phrases: ['The missing value for R logical and integer types is INT_MIN'], pages: [34] }],
    note: 'Binary data: NA of logical and integer types is INT_MIN (bit pattern 0x80000000); the question says "missing entry"',
  },
  {
    id: 'r-data-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'What port does the MySQL server listen on by default when I connect to it from R?',
    facts: [],
    note:
      'MySQL and RMySQL are discussed (pp. 21-24) but no port is given: grep of "port" (as a word), "3306", "5432", ' +
      '"host", "tcp" finds only sockets in general (socketConnection, p. 31/35) and "multiple hosts" (p. 21)',
  },
  // Debian Policy Manual
  {
    id: 'policy-lexical-x1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what mode should setuid executables be installed with',
    facts: [{ phrases: ['Setuid and setgid executables should be mode 4755 or 2755 respectively'], pages: [110] }],
    note: 'Permissions and owners (10.9): 4755 for setuid, 2755 for setgid',
  },
  {
    id: 'policy-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt:
      'my daemon needs its own account created when the package is installed, which range of user ids will it get?',
    facts: [
      {
        phrases: ['Dynamically allocated system users and groups', 'should use adduser --system to create the group'],
        pages: [92],
      },
    ],
    note: 'UID and GID classes (9.2.2): 100-999, dynamically allocated system users, created with adduser --system',
  },
  {
    id: 'policy-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'is there a maximum length for a package version number, how many characters can it have?',
    facts: [],
    note:
      'Version (5.6.12, p. 48) gives the format and allowed characters of epoch, upstream_version and ' +
      'debian_revision but no length; grep of "version" with "long", "length", "maximum", "characters", "limit", and of ' +
      '"at most", "longer than" finds no limit (the epoch is only "generally small")',
  },
  {
    id: 'policy-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'How should I package an out-of-tree kernel module so it gets rebuilt with DKMS?',
    facts: [],
    note: 'no kernel modules: grep of "dkms", "kernel module", ".ko" finds nothing; "kernel" appears only as a section name',
  },
  // Debian Developer's Reference
  {
    id: 'devref-lexical-x1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: "what's the minimum key length for my OpenPGP key as a Debian member",
    facts: [{ phrases: ['Your key length must be greater than 2048 bits'], pages: [14] }],
    note: 'Registering as a Debian member (2.3): more than 2048 bits, 4096 preferred',
  },
  {
    id: 'devref-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt:
      'I want to take over a package whose maintainer seems to have vanished. After I file the bug, how long do I ' +
      'have to wait for objections?',
    facts: [
      {
        phrases: [
          'within 21 days, and this terminates the salvaging process',
          'After the 21 days delay, if no answer has been sent',
        ],
        pages: [62],
      },
    ],
    note: 'package salvaging (ITS bug): 21 days for objections, then a DELAYED upload of at least seven days',
  },
  {
    id: 'devref-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'how long does the new member process usually take, from applying to becoming a developer?',
    facts: [],
    note:
      'Registering as a Debian member (pp. 14-15) describes advocate, Application Manager and steps but no duration; ' +
      'grep of "weeks", "months", "years", "days" finds only RC bugs, NMU/DELAYED/salvaging delays, keyring updates, ' +
      'translations, backports and "the past months" of prior work (p. 15)',
  },
  {
    id: 'devref-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'devref' },
    prompt: 'How do I turn on two-factor authentication for my Salsa account?',
    facts: [],
    note:
      'Salsa is introduced (4.4.5, p. 26) but not its security settings: grep of "two-factor", "2fa", "totp", "otp", ' +
      '"authenticator", "yubikey", "hardware token", "smartcard" finds nothing (p. 25 only says to protect passwords ' +
      'and SSH keys)',
  },
  // The Debian GNU/Linux FAQ
  {
    id: 'faq-lexical-x1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'debian 12 is called bookworm, which toy story character is that',
    facts: [{ phrases: ['was a green toy worm with a built-in flashlight'], pages: [30] }],
    note: 'Where do these codenames come from? (6.2.2)',
  },
  {
    id: 'faq-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'faq' },
    prompt: 'which debian release first let you use a BSD kernel instead of Linux?',
    facts: [{ phrases: ['first released in Debian 6.0 Squeeze as a technology preview'], pages: [22] }],
    note: 'What kernels does Debian run? (4.2): the kfreebsd-amd64 and kfreebsd-i386 ports',
  },
  {
    id: 'faq-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'How many years does a Debian stable release get security updates?',
    facts: [],
    note:
      'stable is said to get security updates and "full security support" (pp. 13, 16) but for no stated time: grep ' +
      'of "years", "months", "LTS", "long term", "end of life", "EOL", "lifetime", "supported for", "point release" ' +
      'finds no duration (the Developer’s Reference’s "about 3 years" is outside this scope)',
  },
  {
    id: 'faq-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how do i get my bluetooth headphones working on debian',
    facts: [],
    note:
      'no Bluetooth or audio setup: grep of "bluetooth", "headphone", "headset", "pulseaudio", "pipewire", "alsa", ' +
      '"audio", "sound" finds only "sound support" in the list of available software (p. 25)',
  },
  // Debian New Maintainers' Guide
  {
    id: 'maint-guide-lexical-x1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'how long can a package name be before aptitude cuts it off in its list?',
    facts: [{ phrases: ['The default package name field length of aptitude is 30'], pages: [17] }],
    note: 'footnote to package names (2.6): aptitude’s name field is 30 wide; most names are under 24 characters',
  },
  {
    id: 'maint-guide-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      "when I send my finished package off with the upload tool, where does it go if I haven't configured a destination?",
    facts: [
      {
        phrases: ['anonymous-ftp-master is the primary one', 'which of the upload queues will be used by default'],
        pages: [57],
      },
    ],
    note: 'dupload’s $default_host option; anonymous-ftp-master is the primary queue',
  },
  {
    id: 'maint-guide-paraphrased-x2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt:
      'my daemon has startup flags that admins should be able to tweak, which file do I add in debian/ and where does it get installed?',
    facts: [{ phrases: ['The package.default file will be installed as /etc/default/package'], pages: [38] }],
    note: 'package.init and package.default (5.10)',
  },
  {
    id: 'maint-guide-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'How much disk space do I need for a pbuilder chroot?',
    facts: [],
    note:
      'pbuilder is set up (6.4, p. 46) but no size is given: grep of "disk", "MB", "GB", "megabyte", "gigabyte", ' +
      '"size", "free space", "storage" finds nothing',
  },
  {
    id: 'maint-guide-unanswerable-x2',
    category: 'unanswerable',
    scope: { doc: 'maint-guide' },
    prompt: 'how do i package a haskell program that builds with cabal',
    facts: [],
    note: 'no Haskell: grep of "haskell", "cabal", "ghc" finds nothing',
  },
  // Machine-readable debian/copyright format
  {
    id: 'copyright-format-lexical-x1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'how many stanzas does a debian/copyright file need at minimum?',
    facts: [
      {
        phrases: [
          'the file must include one header stanza and one Files stanza',
          'The file consists of two or more stanzas',
        ],
        pages: [1],
      },
    ],
    note: 'File syntax (4)',
  },
  {
    id: 'copyright-format-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'copyright-format' },
    prompt: 'if the license line just says GPL with no number after it, which version of the GPL is meant?',
    facts: [
      {
        phrases: [
          'If the version number is omitted, the lowest version number is implied',
          'the short name GPL refers to the GPL version 1',
        ],
        pages: [1],
      },
    ],
    note: 'Short name (7.1): GPL alone is GPL-1',
  },
  {
    id: 'copyright-format-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'copyright-format' },
    prompt: "what's the maximum line length allowed in debian/copyright?",
    facts: [],
    note:
      'no line length: grep of "line length", "column", "characters", "long", "width", "wrap", "80", "72", "maximum", ' +
      '"limit" over both pages finds only the field-type rules (single-line values must fit on one line, of any ' +
      'length) and the deferral to Policy’s long-description rules',
  },
  // GNU Coding Standards
  {
    id: 'gnu-standards-lexical-x1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: "what's the default infodir",
    facts: [{ phrases: ['By default, it should be /usr/local/share/info'], pages: [8] }],
    note: 'Variables for Installation Directories: infodir, written as $(datarootdir)/info',
  },
  {
    id: 'gnu-standards-paraphrased-x1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'when my compiler reports where an error is on a line, do I count positions from zero or from one?',
    facts: [{ phrases: ['column numbers should start from 1 at the beginning of the line'], pages: [2] }],
    note: 'Formatting Error Messages: line and column numbers start from 1 (tab stops every 8 columns)',
  },
  {
    id: 'gnu-standards-unanswerable-x1',
    category: 'unanswerable',
    scope: { doc: 'gnu-standards' },
    prompt: 'which exit code should my program return when the user passes an unknown option?',
    facts: [],
    note:
      'no exit code for usage errors: grep of "exit", "status", "usage error", "invalid option" finds only --help and ' +
      '--version exiting successfully (p. 3) and the advice not to use an error count as exit status, since status ' +
      'values are limited to 0-255 (p. 2)',
  },
  // Labels
  {
    id: 'label-debian-unanswerable-x1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'which port does apt-cacher listen on, so i can point my other machines at it?',
    facts: [],
    note:
      'the FAQ recommends apt-cacher (9.6, p. 51) but gives no port; grep of "apt-cacher", "3142", "proxy", ' +
      '"port number", "listens on", "tcp" over all five Debian documents finds no port',
  },
  {
    id: 'label-debian-unanswerable-x2',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'How do I switch my Debian desktop from X11 to Wayland?',
    facts: [],
    note:
      'grep of "wayland" over all five Debian documents finds nothing; Xorg, X11 and the GNOME/KDE/Xfce desktops are ' +
      'only mentioned (FAQ pp. 25, 46, 55)',
  },
  {
    id: 'label-all-unanswerable-x1',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'how do i set up a wireguard vpn between two servers',
    facts: [],
    note: 'grep of "wireguard", "openvpn", "vpn", "ipsec", "tunnel" over all nine manuals finds nothing',
  },
  {
    id: 'label-all-unanswerable-x2',
    category: 'unanswerable',
    scope: { label: 'all' },
    prompt: 'What TCP port does the SSH server listen on by default?',
    facts: [],
    note:
      'sshd and OpenSSH are mentioned (Bash p. 100, FAQ p. 38, Developer’s Reference uploads via ssh, p. 43) but no ' +
      'port: grep of "port 22", ":22" and "22" as a word over all nine manuals finds only page and list numbers',
  },
];
