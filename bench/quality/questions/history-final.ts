import type { Question } from './types';

/**
 * A final check on Debian's history and founding texts (`--questions history-final`): written blind, from the pages as
 * Docent numbers them (dumped to /tmp/pages-hist), without asking Docent anything and without reading the other
 * history set. Forty questions as students writing an essay on Debian, journalists, new contributors and developers
 * curious about governance type them into a chat box. Thirty the documents answer: eight in the document's own words
 * (lexical), fourteen in everyday words that describe rather than name the document's terms (paraphrased), some
 * setting a scene first and some typed quickly in lower case, three that need two facts (two-fact), and five asked of
 * the label `history` (label-wide, the answer in one of the six documents, which the question does not name). Ten they
 * do not answer (unanswerable): half share many words with a document but ask for something it never says (a cost, an
 * attendance figure, a salary, a vote count), half are about something plausibly nearby that no document covers
 * (RISC-V, security embargoes, Linus Torvalds' reaction, a code of conduct, yearly donations); three of them are asked
 * of the label. The doc-scoped questions are spread roughly by size: most on the history and the constitution, a few on
 * the social contract, the manifesto and the two dedications. Every unanswerable question was checked by grepping all
 * pages of its scope for its key words and their synonyms (what was checked is in its note).
 */
export const HISTORY_FINAL_QUESTIONS: Question[] = [
  // A Brief History of Debian
  {
    id: 'project-history-final-lexical-1',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'Who built the first master.debian.org server?',
    facts: [{ phrases: ['Bdale Garbee'], pages: [9] }],
    note: 'Debian Releases (0.93R6): the first master server was built by Bdale Garbee and hosted by HP',
  },
  {
    id: 'project-history-final-lexical-2',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'On what date was the Debian Project officially founded by Ian Murdock?',
    facts: [{ phrases: ['August 16th, 1993'], pages: [7] }],
    note: 'In the Beginning (1.1): officially founded on August 16th, 1993',
  },
  {
    id: 'project-history-final-lexical-3',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'Why was Debian 1.0 never released?',
    facts: [
      {
        phrases: ['accidentally shipped a development release', 'mistakenly labelled an unreleased version'],
        pages: [9, 12],
      },
    ],
    note:
      'Debian Releases (p. 9): InfoMagic, a CD vendor, shipped a development release as 1.0; restated in The 0.x ' +
      'Releases (p. 12) as a CD-ROM manufacturer mislabelling an unreleased version',
  },
  {
    id: 'project-history-final-lexical-4',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'Who started the first port for Debian?',
    facts: [{ phrases: ['Hartmut Koptein'], pages: [12] }],
    note: 'The 0.x Releases: Hartmut Koptein started the m68k port in August 1995',
  },
  {
    id: 'project-history-final-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt: "Where does the name 'Debian' actually come from? Is it an acronym for something?",
    facts: [{ phrases: ['Debra'], pages: [7] }],
    note: 'Pronouncing Debian (1.2): the name comes from Ian Murdock and his wife Debra; the question names neither',
  },
  {
    id: 'project-history-final-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt:
      'I package software for another distro and was surprised that a .deb file can be opened with nothing more ' +
      'than the usual archiving utilities. Was that a deliberate design decision back then, and what was the point ' +
      'of it?',
    facts: [
      {
        phrases: ['without the need to run an untrusted executable', 'standard tools present on every Unix system'],
        pages: [13],
      },
    ],
    note:
      'The Early Debian Packaging System (4.1.1): the switch to the ar format lets a package be unpacked anywhere ' +
      'without running an untrusted executable; the question names neither ar nor tar',
  },
  {
    id: 'project-history-final-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt:
      'heard a debian machine was lost when a university building burned down in 2002. which one and what happened to its services',
    facts: [{ phrases: ['satie.debian.org', 'rebuilt these services on the host klecker'], pages: [23] }],
    note:
      'Important Events 4.13.6: the Twente NOC fire took satie.debian.org; services were rebuilt on klecker; the ' +
      'question says "burned down" and "university", not Twente or NOC',
  },
  {
    id: 'project-history-final-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt:
      "For an essay on volunteer-built software I'd like one striking number. Somebody measured the size of Debian " +
      '2.2 and estimated what it would have cost a company to write it the conventional, closed way. What was that ' +
      'estimate?',
    facts: [{ phrases: ['1.9 billion'], pages: [14] }],
    note: 'The 2.x Releases: the "Counting potatoes" study, COCOMO estimate close to $1.9 billion USD',
  },
  {
    id: 'project-history-final-paraphrased-5',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt: "what's the theme behind the nicknames debian gives its releases",
    facts: [{ phrases: ['Toy Story'], pages: [9] }],
    note: 'Debian Releases: code names taken from characters in the Toy Story movies; the question says "nicknames"',
  },
  {
    id: 'project-history-final-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'project-history' },
    prompt:
      "I'm writing a piece on the fight over Debian's boot and service manager. In which release did the new one " +
      'become the default, and how many developers took part in the General Resolution that came out of the ' +
      'debate?',
    facts: [
      { phrases: ['Debian 8 Jessie', 'Debian 8.0 (Jessie)'], pages: [11, 18] },
      { phrases: ['close to half of the developers'], pages: [18] },
    ],
    note:
      'Debian Releases (p. 11) and The 8.x Releases (p. 18): systemd default in Jessie; the init system coupling GR ' +
      'was voted by close to half of the developers; the question says "boot and service manager", not init/systemd',
  },
  {
    id: 'project-history-final-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'How much did the November 2002 fire at the University of Twente cost Debian in damaged hardware?',
    facts: [],
    note:
      '4.13.6 (p. 23) says the building burnt down and services were rebuilt on klecker, with no cost: grep of ' +
      '"cost" finds only the COCOMO estimate (p. 14) and "little more than cost" (manifesto appendix, p. 26); ' +
      '"damage", "insur", "euro", "loss", "lost", "destroy" find nothing; "$" only the $1.9 billion estimate',
  },
  {
    id: 'project-history-final-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'How many people attended DebConf20, the one that was held online because of COVID-19?',
    facts: [],
    note:
      'p. 21 gives only the dates (August 23rd to 29th, 2020) and that it was online: grep of "participant", ' +
      '"attendee", "attend", "gathered", "people" finds counts only for other DebConfs (pp. 15, 16, 18), none for ' +
      'Debconf20 or Debconf21',
  },
  {
    id: 'project-history-final-unanswerable-3',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'Which Debian release was the first to officially support the RISC-V architecture?',
    facts: [],
    note:
      'nearby but not covered: grep of "risc" finds only HP PA-RISC (pp. 10, 15); "riscv", "risc-v" nothing; the ' +
      'architectures added per release (pp. 9-11) stop at mips64el and Bullseye lists none',
  },

  // Constitution for the Debian Project
  {
    id: 'constitution-final-lexical-1',
    category: 'lexical',
    scope: { doc: 'constitution' },
    prompt: 'What majority do the Developers need to amend this constitution?',
    facts: [{ phrases: ['3:1 majority'], pages: [2] }],
    note: '§4.1(2): amending the constitution needs a 3:1 majority',
  },
  {
    id: 'constitution-final-lexical-2',
    category: 'lexical',
    scope: { doc: 'constitution' },
    prompt: 'How is Q defined for the quorum of a General Resolution?',
    facts: [{ phrases: ['half of the square root of the number of current Developers'], pages: [4] }],
    note: '§4.2(7): Q is half of the square root of the number of current Developers',
  },
  {
    id: 'constitution-final-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt:
      "I'm a fairly new Debian Developer and I think the tech committee got a ruling badly wrong. Can the " +
      'developers as a whole overturn it, and how big a vote would that take?',
    facts: [{ phrases: ['2:1 majority'], pages: [2] }],
    note: '§4.1(4): Developers may override the Technical Committee with a 2:1 majority',
  },
  {
    id: 'constitution-final-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt: 'what happens if debian ends up with nobody in the leader role, who gets to make decisions then',
    facts: [
      {
        phrases: [
          'Technical Committee and the Project Secretary may by joint agreement',
          'Project Secretary may together stand in for the Leader',
        ],
        pages: [6, 9],
      },
    ],
    note: '§6.1(8) (p. 6) and §7.1(2) (p. 9): the Chair of the Technical Committee and the Secretary stand in',
  },
  {
    id: 'constitution-final-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt: 'can the DPL personally throw someone out of debian',
    facts: [
      {
        phrases: ['decisions which the Leader may not make directly', 'approving or expelling Developers'],
        pages: [10],
      },
    ],
    note:
      '§8.1(2): membership decisions (approving or expelling Developers) are for Delegates, not the Leader directly; ' +
      'the question says "throw out", not expel',
  },
  {
    id: 'constitution-final-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt:
      "Somebody in my team handed me a task in Debian that I really don't feel like doing. Am I actually required " +
      'to do it?',
    facts: [{ phrases: ['imposes an obligation on anyone to do work', 'does not need to do it'], pages: [1] }],
    note: '§2.1(1): nothing obliges anyone to work for the Project; but they must not actively work against decisions',
  },
  {
    id: 'constitution-final-paraphrased-5',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt: 'When developers vote on a general resolution, will everyone be able to see how I personally voted?',
    facts: [{ phrases: ['casting a particular vote is not made public'], pages: [3] }],
    note: '§4.2(3): the identity of a Developer casting a particular vote is not made public',
  },
  {
    id: 'constitution-final-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'constitution' },
    prompt:
      "I'm thinking of running for Debian Project Leader. Once the week for putting your name forward is over, how " +
      'long do candidates get to campaign, and how long does the actual voting last?',
    facts: [
      { phrases: ['three weeks'], pages: [5] },
      { phrases: ['two weeks'], pages: [5] },
    ],
    note: '§5.2(4) and (5): three weeks of campaigning after nominations, then a two-week polling period',
  },
  {
    id: 'constitution-final-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'constitution' },
    prompt: 'How much is the Debian Project Leader paid for their year in office?',
    facts: [],
    note:
      '§5.2(8) gives the one-year term but no pay: grep of "salar", "paid", "pay", "compensat", "wage", ' +
      '"remunerat", "stipend" finds nothing; "money" and "funds" only SPI holding money in trust (p. 10) and ' +
      'expenditures debated before funds are disbursed (p. 4)',
  },
  {
    id: 'constitution-final-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'constitution' },
    prompt:
      'What does the constitution say about how security vulnerabilities are handled and when embargoed issues get disclosed?',
    facts: [],
    note:
      'nearby but not covered: grep of "secur", "vulnerab", "disclos", "embargo", "CVE" over all 14 pages finds ' +
      'nothing; the document says it contains no policies beyond decision-making (p. 1)',
  },

  // Debian Social Contract
  {
    id: 'social-contract-final-lexical-1',
    category: 'lexical',
    scope: { doc: 'social-contract' },
    prompt: 'Who suggested the concept of stating a "social contract with the free software community"?',
    facts: [{ phrases: ['Ean Schuessler'], pages: [1] }],
    note: 'closing paragraph: the concept was suggested by Ean Schuessler',
  },
  {
    id: 'social-contract-final-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'social-contract' },
    prompt:
      'We want to release our library under a licence that forbids anyone from using it for weapons research. ' +
      'Would Debian still count that licence as free?',
    facts: [{ phrases: ['field of endeavor', 'Fields of Endeavor'], pages: [1] }],
    note: 'DFSG 6: no discrimination against fields of endeavor; the question describes a use restriction',
  },
  {
    id: 'social-contract-final-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'social-contract' },
    prompt: 'are debian bug reports visible to anyone or only to the developers',
    facts: [{ phrases: ['open for public view at all times', 'promptly become visible to others'], pages: [1] }],
    note: 'Social Contract 3, "We will not hide problems": the bug report database is open for public view',
  },
  {
    id: 'social-contract-final-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'social-contract' },
    prompt: 'How many developers voted for Version 1.1 of the Social Contract when it was ratified in 2004?',
    facts: [],
    note:
      'only the ratification date (April 26, 2004) is given: grep of "vote", "ballot", "majority", "resolution", ' +
      '"approv", "elect" finds nothing; "ratif" only the first line',
  },

  // The Debian Manifesto
  {
    id: 'manifesto-final-lexical-1',
    category: 'lexical',
    scope: { doc: 'manifesto' },
    prompt: 'Who will offer the distribution on floppy disk and tape along with printed manuals?',
    facts: [{ phrases: ['Debian Linux Association'], pages: [1] }],
    note: 'What is Debian Linux?: the Debian Linux Association offers floppy, tape and manuals (the FSF the CD-ROM)',
  },
  {
    id: 'manifesto-final-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'manifesto' },
    prompt:
      'In his founding text Murdock singles out one very popular distribution of the day as buggy and neglected. ' +
      'Which one was it?',
    facts: [{ phrases: ['Softlanding Linux System', 'SLS'], pages: [1] }],
    note: 'Why is Debian being constructed?: SLS, "the most bug-ridden and badly maintained" yet the most popular',
  },
  {
    id: 'manifesto-final-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'manifesto' },
    prompt: 'What did Linus Torvalds say when he first read the Debian Manifesto?',
    facts: [],
    note:
      'nearby but not covered: grep of "torvalds", "linus", "reaction", "response", "review" finds nothing in the ' +
      'manifesto (Torvalds appears only in the history, p. 24, which is not this scope)',
  },

  // Debian 2.2 dedication to Joel Klecker
  {
    id: 'dedication-2.2-final-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'dedication-2.2' },
    prompt: 'what illness did joel live with most of his life',
    facts: [{ phrases: ['Duchenne Muscular Dystrophy'], pages: [1] }],
    note: 'first paragraph: he had been fighting Duchenne Muscular Dystrophy; the question says "illness"',
  },

  // Debian 9 dedication to Ian Murdock
  {
    id: 'dedication-9.0-final-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'dedication-9.0' },
    prompt: 'How old was Ian Murdock when he passed away, and where did he die?',
    facts: [
      { phrases: ['He was 42'], pages: [1] },
      { phrases: ['San Francisco'], pages: [1] },
    ],
    note: 'first paragraph: died at his home in San Francisco, aged 42',
  },

  // The label `history`
  {
    id: 'history-label-final-label-wide-1',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'Roughly how many Linux distributions are based on Debian?',
    facts: [{ doc: 'dedication-9.0', phrases: ['More than 350', '350 distributions'], pages: [1] }],
    note:
      'paraphrased: the Debian 9 dedication, more than 350 distributions derived from Debian; no other document ' +
      'gives a number (grep "derived", "based on")',
  },
  {
    id: 'history-label-final-label-wide-2',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'The Open Source Definition grew out of a Debian text. Who originally drafted that text?',
    facts: [
      {
        doc: 'social-contract',
        phrases: ['drafted by Bruce Perens', 'Bruce Perens'],
        pages: [1],
        alsoIn: [{ doc: 'project-history', pages: [13], phrases: ['Bruce Perens'] }],
      },
    ],
    note:
      'Social Contract closing paragraphs: drafted by Bruce Perens, who later removed the Debian-specific references ' +
      'to make the OSD; the history (p. 13) says he coordinated the DFSG and Social Contract effort',
  },
  {
    id: 'history-label-final-label-wide-3',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt:
      "Could Debian's developers simply vote to drop the promise that the system stays entirely free? What would " +
      'it take?',
    facts: [{ doc: 'constitution', phrases: ['3:1 majority for its supersession', '3:1 majority'], pages: [3] }],
    note:
      'paraphrased: the Social Contract is a Foundation Document (constitution §4.1(5), p. 3), superseded only by a ' +
      '3:1 majority',
  },
  {
    id: 'history-label-final-label-wide-4',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'where and when did the very first debian developers conference happen',
    facts: [{ doc: 'project-history', phrases: ['Bordeaux'], pages: [14] }],
    note: 'paraphrased: Debconf0, Bordeaux, France, 5-9 July 2000 (The 2.x Releases); the question says "conference"',
  },
  {
    id: 'history-label-final-label-wide-5',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'Which university was Ian Murdock attending when he started Debian?',
    facts: [
      {
        doc: 'project-history',
        phrases: ['Purdue University'],
        pages: [12],
        alsoIn: [{ doc: 'dedication-9.0', pages: [1], phrases: ['Purdue University'] }],
      },
    ],
    note: 'The 0.x Releases (p. 12): then an undergraduate at Purdue; the Debian 9 dedication says the same',
  },
  {
    id: 'history-label-final-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'How many votes did Jonathan Carter receive when he was elected Debian Project Leader?',
    facts: [],
    note:
      'the history (p. 8) says only that he was elected in April 2020: grep of "carter", "2020", "voter", ' +
      '"votes cast", "tally", "turnout", "%" over all six finds the election procedure (constitution pp. 3-5, 13) ' +
      'and a footnote that about 40% voted in earlier DPL elections (history p. 18), no count for his election',
  },
  {
    id: 'history-label-final-unanswerable-2',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'Does Debian have a code of conduct, and what kind of behaviour does it forbid?',
    facts: [],
    note:
      'nearby but not covered: grep of "code of", "conduct", "harass", "behavio", "etiquette", "diversit" over all ' +
      'six finds only "conducted" (a moot vote, constitution p. 3), "behaviour of ... package building tools" ' +
      '(constitution p. 6) and the manifesto\'s "unacceptable behavior" of distributors',
  },
  {
    id: 'history-label-final-unanswerable-3',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'How much money does Debian take in from donations each year?',
    facts: [],
    note:
      'donations are mentioned (constitution §9.3 p. 11: where they must be made; history p. 7 tax deductible via ' +
      'SPI, p. 13 SPI able to accept donations) but never an amount: grep of "donat", "budget", "revenue", ' +
      '"income", "dollar", "usd", "$" finds only those and the $1.9 billion COCOMO estimate (history p. 14)',
  },
];
