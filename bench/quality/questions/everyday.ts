import type { Question } from './types';

/**
 * Everyday questions, as people type them into a chat box ("can I …", "where is …", "how do i …", often lower-case
 * and without a question mark), over the nine manuals (`--questions everyday`). Written blind on 2026-11-27 from the
 * pages as Docent numbers them (dump-pages.ts), without asking Docent anything; none repeats a question or a fact of
 * the other sets. The unanswerable ones were checked against every page of their manual. A second set written the
 * same way is held out (everyday-held-out.ts).
 */
export const EVERYDAY_QUESTIONS: Question[] = [
  {
    id: 'bash-lexical-e1',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'which file does bash read when i log in',
    facts: [
      {
        phrases: [
          '~/.bash_profile, ~/.bash_login, and ~/.profile',
          'reads and executes commands from the file /etc/profile',
        ],
        pages: [99],
      },
    ],
  },
  {
    id: 'bash-lexical-e2',
    category: 'lexical',
    scope: { doc: 'bash' },
    prompt: 'how do i get the exit status of the last command?',
    facts: [
      {
        phrases: ['exit status of the most recently executed foreground', 'available in the special parameter $?'],
        pages: [29, 51],
      },
    ],
  },
  {
    id: 'bash-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'bash' },
    prompt: 'how do i make my script print each command before running it',
    facts: [{ phrases: ['Print a trace of simple commands', 'set -x'], pages: [76, 87] }],
    note: 'set -x (xtrace), the manual says "trace"',
  },
  {
    id: 'bash-unanswerable-e1',
    category: 'unanswerable',
    scope: { doc: 'bash' },
    prompt: 'how do I parse JSON in bash?',
    facts: [],
    note: 'the manual never mentions JSON (nor jq)',
  },
  {
    id: 'r-intro-lexical-e1',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'is R case sensitive?',
    facts: [
      {
        phrases: ['A and a are different symbols', 'It is case sensitive as are most UNIX based packages'],
        pages: [11],
      },
    ],
  },
  {
    id: 'r-intro-lexical-e2',
    category: 'lexical',
    scope: { doc: 'r-intro' },
    prompt: 'how do i install a package in R',
    facts: [{ phrases: ['install.packages'], pages: [89] }],
  },
  {
    id: 'r-intro-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'r-intro' },
    prompt: 'how do I join two strings together?',
    facts: [{ phrases: ['paste(', 'concatenates them one by one into character strings'], pages: [17] }],
    note: 'paste(); the manual says "concatenates" and "character strings"',
  },
  {
    id: 'r-data-lexical-e1',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'can R read XML files?',
    facts: [{ phrases: ['general facilities for reading and writing XML documents', 'package xml2'], pages: [11] }],
  },
  {
    id: 'r-data-lexical-e2',
    category: 'lexical',
    scope: { doc: 'r-data' },
    prompt: 'how do I open a .dbf file in R',
    facts: [{ phrases: ['read.dbf'], pages: [28] }],
  },
  {
    id: 'r-data-unanswerable-e1',
    category: 'unanswerable',
    scope: { doc: 'r-data' },
    prompt: 'how do i read a feather file?',
    facts: [],
    note: 'neither Feather nor Arrow is mentioned',
  },
  {
    id: 'policy-lexical-e1',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'what does Recommends mean?',
    facts: [
      {
        phrases: [
          'strong, but not absolute, dependency',
          'found together with this one in all but unusual installations',
        ],
        pages: [70],
      },
    ],
  },
  {
    id: 'policy-lexical-e2',
    category: 'lexical',
    scope: { doc: 'policy' },
    prompt: 'should my scripts in /usr/bin end in .sh?',
    facts: [{ phrases: ['should not include an extension such as .sh or .pl'], pages: [105] }],
  },
  {
    id: 'policy-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'policy' },
    prompt: 'can my package download stuff from the internet while it builds',
    facts: [{ phrases: ['must not attempt network access'], pages: [33, 166] }],
    note: 'the manual says "network access" by the required targets of debian/rules',
  },
  {
    id: 'policy-unanswerable-e1',
    category: 'unanswerable',
    scope: { doc: 'policy' },
    prompt: 'which Python version does my package have to support?',
    facts: [],
    note: 'Python only appears as a section name and a WSGI virtual package; no version requirement',
  },
  {
    id: 'devref-lexical-e1',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'how do I get my package removed from the archive',
    facts: [
      { phrases: ['file a bug against ftp.debian.org', 'RM: package [architecture list] -- reason'], pages: [51] },
    ],
  },
  {
    id: 'devref-lexical-e2',
    category: 'lexical',
    scope: { doc: 'devref' },
    prompt: 'what is salsa?',
    facts: [{ phrases: ["Debian's GitLab instance called Salsa"], pages: [26] }],
  },
  {
    id: 'devref-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'devref' },
    prompt: 'how can I test that my package uninstalls cleanly',
    facts: [{ phrases: ['piuparts'], pages: [38, 98] }],
    note: 'the manual: "installing, upgrading and removal of packages can … be tested … by using the piuparts tool"',
  },
  {
    id: 'faq-lexical-e1',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'can i install rpm packages on debian',
    facts: [
      {
        phrases: ['package is used to convert between different package formats', 'You probably do not want to'],
        pages: [23],
      },
    ],
    note: 'alien; the answer is "you probably can" and "you probably do not want to"',
  },
  {
    id: 'faq-lexical-e2',
    category: 'lexical',
    scope: { doc: 'faq' },
    prompt: 'how do I set the paper size to A4 for every program?',
    facts: [{ phrases: ['/etc/papersize', 'Install the libpaper1 package'], pages: [55] }],
  },
  {
    id: 'faq-unanswerable-e1',
    category: 'unanswerable',
    scope: { doc: 'faq' },
    prompt: 'how do i install steam on debian?',
    facts: [],
    note: 'Steam (and games stores) are never mentioned',
  },
  {
    id: 'maint-guide-lexical-e1',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'what should I put in README.Debian?',
    facts: [
      { phrases: ['extra details or discrepancies between the original package and your Debian version'], pages: [35] },
    ],
  },
  {
    id: 'maint-guide-lexical-e2',
    category: 'lexical',
    scope: { doc: 'maint-guide' },
    prompt: 'how do i find out which packages my package needs to build',
    facts: [{ phrases: ['dpkg-depcheck -d ./configure'], pages: [24] }],
  },
  {
    id: 'maint-guide-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide' },
    prompt: 'how do i change the upstream code in my package?',
    facts: [{ phrases: ['quilt new', 'record it with the dquilt command'], pages: [20, 21] }],
    note: 'a patch recorded with dquilt ("Fixing upstream bugs")',
  },
  {
    id: 'copyright-format-lexical-e1',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: "what's the short name for GPL version 2 or later",
    facts: [{ phrases: ['GPL-2+'], pages: [1, 2] }],
  },
  {
    id: 'copyright-format-lexical-e2',
    category: 'lexical',
    scope: { doc: 'copyright-format' },
    prompt: 'how do I exclude some files from a Files stanza?',
    facts: [{ phrases: ['adding Files stanzas to override the previous match'], pages: [1] }],
  },
  {
    id: 'gnu-standards-lexical-e1',
    category: 'lexical',
    scope: { doc: 'gnu-standards' },
    prompt: 'should error messages start with a capital letter?',
    facts: [{ phrases: ['should not begin with a capital letter'], pages: [2] }],
    note: 'not after a program or file name; messages of interactive programs should',
  },
  {
    id: 'gnu-standards-paraphrased-e1',
    category: 'paraphrased',
    scope: { doc: 'gnu-standards' },
    prompt: 'is camelCase ok for variable names',
    facts: [
      {
        phrases: ['use underscores to separate words in a name', 'don’t use names like iCantReadThis'],
        pages: [4],
      },
    ],
  },
  {
    id: 'label-debian-e1',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'how do I email the maintainer of a package?',
    facts: [
      {
        doc: 'faq',
        phrases: ['@packages.debian.org'],
        pages: [63],
        alsoIn: [{ doc: 'devref', pages: [95], phrases: ['@packages.debian.org'] }],
      },
    ],
    note: 'the package@packages.debian.org alias (faq: xyz@packages.debian.org)',
  },
  {
    id: 'label-debian-e2',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'where can packaging beginners ask for help',
    facts: [
      {
        doc: 'maint-guide',
        phrases: ['debian-mentors'],
        pages: [8, 11],
        alsoIn: [{ doc: 'devref', pages: [13, 14], phrases: ['debian-mentors'] }],
      },
    ],
  },
  {
    id: 'label-all-e1',
    category: 'label-wide',
    scope: { label: 'all' },
    prompt: 'what is DESTDIR for?',
    facts: [
      {
        doc: 'gnu-standards',
        phrases: ['provides for staged installs', 'prepended to each installed target file'],
        pages: [8],
        alsoIn: [
          {
            doc: 'maint-guide',
            pages: [20],
            phrases: ['prepended to each file path used for the program installation'],
          },
        ],
      },
    ],
  },
];
