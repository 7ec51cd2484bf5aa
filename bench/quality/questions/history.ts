import type { Question } from './types';

/**
 * Questions on Debian's history and founding texts (`--questions history`): written blind, from the pages as Docent
 * numbers them (dumped to /tmp/pages-hist), without asking Docent anything and without reading history-final.ts.
 * Six documents from the debian-history package: "A Brief History of Debian" (27-page PDF), the Constitution v1.9
 * (14-page PDF), the Debian Manifesto, the Social Contract with the DFSG, and the Debian 2.2 and 9 dedications (one
 * text page each). Forty-four questions: thirty-three the documents answer, as users, journalists, students and
 * newcomers type them into a chat box (ten in the document's own words, fifteen in everyday words that describe the
 * thing rather than name the document's terms, some setting a scene first and some typed quickly, three that need two
 * facts, and five asked of the `history` label, whose answer is in one of the six), and eleven they do not (three of
 * them asked of the label): six share many words with a document but ask for something it never says (a vote count,
 * an attendance figure, a reason for a change, a list of packages, a sum of donations), five are about something
 * plausibly nearby (RISC-V, a leader's salary, Stallman's reaction to the Manifesto, Ubuntu, Debian 10's end of
 * security support). Every unanswerable question was checked by grepping all pages of its scope for its key words and
 * their synonyms (what was checked is in its note). By document: project-history 14, constitution 11, manifesto 3,
 * social-contract 4, dedication-2.2 2, dedication-9.0 2, and 8 asked of the label (answered from project-history,
 * dedication-9.0, social-contract, dedication-2.2 and constitution).
 */
export const HISTORY_QUESTIONS: Question[] = [
  // A Brief History of Debian
  {
    id: 'project-history-lexical-1',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'When was the Debian Project officially founded?',
    facts: [{ phrases: ['Ian Murdock on August 16th, 1993', 'founded Debian in August 1993'], pages: [7, 8] }],
    note: 'Section 1.1 (In the Beginning) and chapter 2 (Leadership): founded by Ian Murdock on 16 August 1993',
  },
  {
    id: 'project-history-lexical-2',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'Which was the first Debian release with a code name?',
    facts: [{ phrases: ['Debian 1.1 Buzz', '1.1 Buzz released June 1996'], pages: [9, 13] }],
    note: 'Chapter 3 (Debian Releases): Debian 1.1 Buzz (June 17th, 1996) was the first with a code name',
  },
  {
    id: 'project-history-lexical-3',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'When were package pools activated on ftp-master?',
    facts: [{ phrases: ['in mid December 2000'], pages: [14] }],
    note:
      'Section 4.4 (The 3.x Releases): pools activated on ftp-master in mid December 2000 (the Important Events ' +
      "heading on p. 22 dates James Troup's report to October 2000, which is when the work was announced)",
  },
  {
    id: 'project-history-lexical-4',
    category: 'lexical',
    scope: { doc: 'project-history' },
    prompt: 'How many developers took part in the vote on the General Resolution titled init system coupling?',
    facts: [{ phrases: ['voted by close to half of the developers'], pages: [18] }],
    note:
      'Section 4.9 (The 8.x Releases): the systemd debate led to the GR, voted by close to half of the developers ' +
      '(footnote: DPL elections usually drew about 40%)',
  },
  {
    id: 'project-history-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt: "I've always wondered where the name Debian comes from. Is it an acronym, or is it named after someone?",
    facts: [{ phrases: ['his wife, Debra', 'names of the creator of Debian, Ian Murdock'], pages: [7] }],
    note: 'Section 1.2 (Pronouncing Debian): the name joins Debra and Ian Murdock',
  },
  {
    id: 'project-history-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt:
      'I was sorting through an old box of Linux CDs and noticed the Debian versions jump from 0.93 straight to 1.1. ' +
      'Why was there never a proper Debian 1.0?',
    facts: [
      {
        phrases: [
          'InfoMagic, a CD vendor, accidentally shipped a development release',
          'a CD-ROM manufacturer mistakenly labelled an unreleased version',
        ],
        pages: [9, 12],
      },
    ],
    note:
      'Chapter 3 and section 4.1: InfoMagic shipped a development snapshot as "Debian 1.0", so the next release was ' +
      'renamed 1.1; the question says neither InfoMagic nor "premature"',
  },
  {
    id: 'project-history-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt: 'did a debian server ever actually burn down? where was that',
    facts: [{ phrases: ['University of Twente Network Operations Center'], pages: [23] }],
    note: 'Section 4.13.6 (November 2002: Fire burnt Debian server): the NOC at the University of Twente caught fire',
  },
  {
    id: 'project-history-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt: 'Does Debian bring out new versions on a fixed schedule, or just whenever they happen to be ready?',
    facts: [
      {
        phrases: ['adopt time-based freezes', 'published the first half of every even year'],
        pages: [16],
      },
    ],
    note:
      'Section 4.7 (The 6.x Releases): on 29 July 2009 the project adopted time-based freezes, a two-year cycle with ' +
      'releases in the first half of even years; the question does not say "freeze"',
  },
  {
    id: 'project-history-paraphrased-5',
    category: 'paraphrased',
    scope: { doc: 'project-history' },
    prompt:
      'A colleague told me Debian got hacked in 2003 and refuses to install it. Were the packages people downloaded ' +
      'actually tampered with back then?',
    facts: [{ phrases: ['package archive was not affected by this compromise'], pages: [23] }],
    note: 'Section 4.13.7 (November 2003: Several Debian servers hacked): four web servers compromised, archive not',
  },
  {
    id: 'project-history-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'project-history' },
    prompt:
      "Who took over as leader when Debian's founder stepped back, and which of the project's founding documents did " +
      'he coordinate?',
    facts: [
      {
        phrases: ['appointed Bruce Perens as the next leader', 'Bruce Perens led Debian from April 1996'],
        pages: [8, 13],
      },
      { phrases: ['produce the Debian Free Software Guidelines and the Debian Social Contract'], pages: [13] },
    ],
    note: 'Chapter 2 and section 4.2: Ian Murdock appointed Bruce Perens, who coordinated the DFSG and Social Contract',
  },
  {
    id: 'project-history-two-fact-2',
    category: 'two-fact',
    scope: { doc: 'project-history' },
    prompt:
      'Which Debian release was the first to ship KDE, and which was the first to come with a complete office suite?',
    facts: [
      { phrases: ['Debian 3.0 Woody (19 July 2002)'], pages: [10] },
      {
        phrases: ['Debian 3.1 Sarge (6 June 2005)', 'Debian 3.1 (sarge) was released June 6th, 2005'],
        pages: [10, 15],
      },
    ],
    note:
      'Chapter 3: 3.0 Woody first included KDE (QT licence resolved), 3.1 Sarge first included a full office suite ' +
      "(OpenOffice.org; p. 15 also lists the OpenOffice suite among sarge's new packages)",
  },
  {
    id: 'project-history-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'How many votes did Jonathan Carter receive when he was elected Debian Project Leader in April 2020?',
    facts: [],
    note:
      'Shares words (Jonathan Carter, elected, April 2020): p. 8 says only that he was elected in April 2020 and is ' +
      'the current leader; grep of "Carter", "vote", "voter", "ballot", "elected" finds no count for any DPL ' +
      'election (p. 15 names Ben Collins and Bdale Garbee as elected; the footnote on p. 18 gives only turnout, ' +
      'usually around 40%)',
  },
  {
    id: 'project-history-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'How many people attended Debconf20, the DebConf that had to be held online because of COVID-19?',
    facts: [],
    note:
      'Shares words (Debconf20, online, COVID-19): p. 21 gives only its dates (August 23rd to 29th, 2020); grep of ' +
      '"participants", "attendees", "people", "Debconf20" finds attendance only for earlier DebConfs (Debconf2 to ' +
      'Debconf14)',
  },
  {
    id: 'project-history-unanswerable-3',
    category: 'unanswerable',
    scope: { doc: 'project-history' },
    prompt: 'Which Debian release first supported the RISC-V processor architecture?',
    facts: [],
    note:
      'Nearby (an architecture the history never mentions): grep of "riscv", "risc-v", "risc v" finds nothing; ' +
      '"RISC" occurs only in HP PA-RISC (3.0 Woody, pp. 10, 15)',
  },

  // Constitution for the Debian Project (v1.9)
  {
    id: 'constitution-lexical-1',
    category: 'lexical',
    scope: { doc: 'constitution' },
    prompt: 'What majority do the Developers need to amend the constitution?',
    facts: [{ phrases: ['Amend this constitution, provided they agree with a 3:1 majority'], pages: [2] }],
    note: '§4.1(2): amending the constitution needs a 3:1 majority',
  },
  {
    id: 'constitution-lexical-2',
    category: 'lexical',
    scope: { doc: 'constitution' },
    prompt: 'For how long does the Project Leader hold office?',
    facts: [{ phrases: ['serves for one year from their election'], pages: [5] }],
    note: '§5.2(8): the Project Leader serves for one year from their election',
  },
  {
    id: 'constitution-lexical-3',
    category: 'lexical',
    scope: { doc: 'constitution' },
    prompt: 'How are Q and K defined for the quorum and sponsorship of General Resolutions?',
    facts: [
      {
        phrases: [
          'Q is half of the square root of the number of current Developers',
          'K is Q or 5, whichever is the smaller',
        ],
        pages: [4],
      },
    ],
    note: '§4.2(7): Q is half the square root of the number of Developers, K the smaller of Q and 5',
  },
  {
    id: 'constitution-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt:
      'Two Debian maintainers both want their package to install a program under the same command name, and neither ' +
      'will back down. Who gets the final say?',
    facts: [
      {
        phrases: [
          'the technical committee may decide the matter',
          "technical matter where Developers' jurisdictions overlap",
        ],
        pages: [6],
      },
    ],
    note: "§6.1(2): the Technical Committee decides where Developers' jurisdictions overlap; the question names no body",
  },
  {
    id: 'constitution-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt: 'Is there any way to remove someone from the group that rules on technical disputes in Debian?',
    facts: [
      {
        phrases: [
          'remove or replace an existing member of the Technical Committee',
          'appoint new members to itself or remove existing members',
        ],
        pages: [6, 7],
      },
    ],
    note: '§6.2(6) and §6.1(6): the Technical Committee and the Project Leader together may remove a member',
  },
  {
    id: 'constitution-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt:
      "Suppose Debian's elected leader suddenly quits and nobody holds the post for a few weeks. Who can make " +
      'decisions in the meantime?',
    facts: [
      {
        phrases: [
          'may by joint agreement make decisions',
          'may together stand in for the Leader if there is no Leader',
        ],
        pages: [6, 9],
      },
    ],
    note: '§7.1(2) and §6.1(8): the Technical Committee Chair and the Project Secretary jointly stand in',
  },
  {
    id: 'constitution-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt: 'are debian votes secret? can other people see how i voted',
    facts: [{ phrases: ['identity of a Developer casting a particular vote is not made public'], pages: [3] }],
    note:
      '§4.2(3): votes are listed so anyone can verify the result, but who cast which vote is not made public; ' +
      'Developers can confirm their own vote is included',
  },
  {
    id: 'constitution-paraphrased-5',
    category: 'paraphrased',
    scope: { doc: 'constitution' },
    prompt:
      'I volunteer as a Debian developer in my spare time. Does that make me legally an employee of SPI or of ' +
      "whichever organisation looks after Debian's money?",
    facts: [
      {
        phrases: ['do not become agents or employees of organisations holding assets', 'does so as an individual'],
        pages: [10],
      },
    ],
    note: '§9.1(1) (Relationship with Associated Organizations): Developers do not become agents or employees',
  },
  {
    id: 'constitution-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'constitution' },
    prompt:
      'For a general resolution, how long do the developers have to cast their votes, and which option is on the ' +
      'ballot by default?',
    facts: [
      { phrases: ['voting period is 2 weeks'], pages: [3] },
      { phrases: ['default option is None of the above'], pages: [3, 5] },
    ],
    note: '§4.2(3) and §4.2(4): a 2-week voting period (variable by 1 week), default option "None of the above"',
  },
  {
    id: 'constitution-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'constitution' },
    prompt: 'How many Developers voted in favour of ratifying version 1.9 of the constitution in March 2022?',
    facts: [],
    note:
      'Shares words (version 1.9, ratified, March 2022, Developers): p. 1 gives only ratification dates; grep of ' +
      '"ratif", "in favour", "unanim", "votes cast", digits followed by "votes" finds no tally for any version',
  },
  {
    id: 'constitution-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'constitution' },
    prompt: 'Does the Debian Project Leader get paid a salary for the job, and if so how much?',
    facts: [],
    note:
      'Nearby (pay): grep of "salar", "paid", "pay", "compensat", "remunerat", "wage", "stipend", "expens" finds ' +
      'nothing; "funds"/"money" occur only for property held in trust (pp. 4, 10); §2.1(1) says nobody is obliged to ' +
      'work, nothing about pay',
  },

  // The Debian Manifesto
  {
    id: 'manifesto-lexical-1',
    category: 'lexical',
    scope: { doc: 'manifesto' },
    prompt:
      'Which distribution does the manifesto single out as quite possibly the most bug-ridden and badly maintained one ' +
      'available?',
    facts: [{ phrases: ['Softlanding Linux System', 'better known as SLS'], pages: [1] }],
    note: '"Why is Debian being constructed?": SLS, the case in point, also quite possibly the most popular',
  },
  {
    id: 'manifesto-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'manifesto' },
    prompt:
      'Back in 1994 plenty of people had no way to download anything. How did the author plan to get Debian into ' +
      'their hands?',
    facts: [
      {
        phrases: [
          'distributed on physical media by the Free',
          'users without access to the Internet or FTP',
          'on floppy disk and tape along with printed manuals',
        ],
        pages: [1],
      },
    ],
    note:
      'Physical media from the Free Software Foundation (CD-ROM) and the Debian Linux Association (floppy, tape, ' +
      'printed manuals) for users without Internet or FTP access',
  },
  {
    id: 'manifesto-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'manifesto' },
    prompt: 'How did Richard Stallman react when he first read the Debian Manifesto?',
    facts: [],
    note:
      'Nearby (reception of the text): grep of "Stallman", "RMS", "react", "respon", "welcom", "critic" finds ' +
      'nothing; the Free Software Foundation is named only as a future distributor of Debian',
  },

  // Debian Social Contract and the DFSG
  {
    id: 'social-contract-lexical-1',
    category: 'lexical',
    scope: { doc: 'social-contract' },
    prompt: 'Which licenses does the DFSG give as examples of licenses Debian considers free?',
    facts: [{ phrases: ['GPL, BSD, and Artistic'], pages: [1] }],
    note: 'DFSG 10 (Example Licenses)',
  },
  {
    id: 'social-contract-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'social-contract' },
    prompt:
      "I'm releasing a tool for biology labs and I'd like my licence to forbid its use in genetic research. Would " +
      'Debian still count it as free software?',
    facts: [
      {
        phrases: ['must not restrict anyone from making use of the program in a specific field of endeavor'],
        pages: [1],
      },
    ],
    note: 'DFSG 6 (No Discrimination Against Fields of Endeavor), whose own example is genetic research',
  },
  {
    id: 'social-contract-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'social-contract' },
    prompt: 'Does Debian keep its bug reports private until the problems are fixed?',
    facts: [
      {
        phrases: ['entire bug report database open for public view', 'will promptly become visible to others'],
        pages: [1],
      },
    ],
    note: 'Social Contract 3 (We will not hide problems)',
  },
  {
    id: 'social-contract-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'social-contract' },
    prompt: 'What was changed in the Social Contract when version 1.1 replaced version 1.0 in April 2004?',
    facts: [],
    note:
      'Shares words (version 1.1, version 1.0, April 2004): the header gives only the two ratification dates; grep ' +
      'of "chang", "amend", "revis", "edit", "updat", "differ" finds only "different" in DFSG 1 and 4 and the ' +
      'operating environments of clause 4',
  },

  // Debian 2.2 dedication to Joel Klecker
  {
    id: 'dedication-2.2-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'dedication-2.2' },
    prompt: 'What illness did the young developer this release honours live with for most of his life?',
    facts: [{ phrases: ['Duchenne Muscular Dystrophy'], pages: [1] }],
    note: 'Joel Klecker fought Duchenne Muscular Dystrophy and was bed-ridden for most of his time as a developer',
  },
  {
    id: 'dedication-2.2-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'dedication-2.2' },
    prompt: 'Which Debian packages did Joel Klecker maintain?',
    facts: [],
    note:
      'Shares words (Joel Klecker, packages, maintained): the dedication says only "many important packages"; grep ' +
      'of "package", "glibc", "libc", "powerpc", "maintain" finds no package name (project-history p. 22, outside ' +
      'this scope, calls him "the Debian glibc and powerpc guy")',
  },

  // Debian 9 dedication to Ian Murdock
  {
    id: 'dedication-9.0-lexical-1',
    category: 'lexical',
    scope: { doc: 'dedication-9.0' },
    prompt: 'Where did Ian Murdock pass away?',
    facts: [{ phrases: ['at his home in San Francisco'], pages: [1] }],
    note: 'He died on 28 December 2015 at his home in San Francisco, aged 42',
  },
  {
    id: 'dedication-9.0-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'dedication-9.0' },
    prompt: 'After he stopped leading Debian, what did its founder go on to do in his career?',
    facts: [
      {
        phrases: [
          'founding director of Linux International',
          'leader of Project Indiana',
          'CTO of the Free Standards Group',
        ],
        pages: [1],
      },
    ],
    note: 'Linux International, Free Standards Group / Linux Foundation, Project Indiana at Sun Microsystems',
  },

  // The `history` label
  {
    id: 'history-label-label-wide-1',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'Where do the names of Debian releases like Buzz, Hamm or Bullseye come from?',
    facts: [{ doc: 'project-history', phrases: ['a character in one of the Toy Story movies'], pages: [9] }],
    note: 'project-history chapter 3: code names come from Toy Story characters; no other document explains them',
  },
  {
    id: 'history-label-label-wide-2',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'Roughly how many other Linux distributions are built on top of Debian?',
    facts: [{ doc: 'dedication-9.0', phrases: ['More than 350 distributions'], pages: [1] }],
    note:
      'dedication-9.0: more than 350 distributions derived from Debian; project-history names Corel and Storm Linux ' +
      '(p. 14) but gives no count',
  },
  {
    id: 'history-label-label-wide-3',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt:
      'We want to sell discs with a bundle of free software from Debian on them. Are we allowed to charge for that, ' +
      'or does Debian insist it all be given away?',
    facts: [
      {
        doc: 'social-contract',
        phrases: [
          'may not restrict any party from selling or giving away the software',
          'The license may not require a royalty or other fee',
        ],
        pages: [1],
      },
    ],
    note: 'paraphrased: DFSG 1 (Free Redistribution); the question names neither the DFSG nor the Social Contract',
  },
  {
    id: 'history-label-label-wide-4',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt: 'How old was the developer nicknamed Espy when he died?',
    facts: [
      {
        doc: 'dedication-2.2',
        phrases: ['Joel was 21 when he died'],
        pages: [1],
        alsoIn: [{ doc: 'project-history', pages: [22], phrases: ['passed away at 21 years of age'] }],
      },
    ],
    note: 'dedication-2.2 and project-history section 4.13.1: Joel Klecker died at 21 on 11 July 2000',
  },
  {
    id: 'history-label-label-wide-5',
    category: 'label-wide',
    scope: { label: 'history' },
    prompt:
      "What majority of developers would it take to replace one of Debian's core texts, such as its promises to the " +
      'free software community?',
    facts: [{ doc: 'constitution', phrases: ['requires a 3:1 majority for its supersession'], pages: [3] }],
    note:
      'paraphrased: constitution §4.1(5)(3), Foundation Documents (the Social Contract and the DFSG) need 3:1 to be ' +
      'superseded; the question names neither the constitution nor the Social Contract',
  },
  {
    id: 'history-label-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'How is Ubuntu related to Debian, and which Debian release was it first based on?',
    facts: [],
    note:
      'Nearby (a derivative never mentioned): grep of "Ubuntu", "Canonical", "Shuttleworth", "Mint", "Knoppix" over ' +
      "all six finds nothing; the only derivatives named are Corel's, Storm Linux and Progeny (project-history " +
      'pp. 14-15)',
  },
  {
    id: 'history-label-unanswerable-2',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'How much money in donations has SPI collected on behalf of Debian?',
    facts: [],
    note:
      'Shares words (SPI, donations): grep of "donat", "$", "dollar", "raise", "tax" finds only that SPI can accept ' +
      'tax-deductible contributions (project-history p. 7, p. 13), the trusted-organisation rules (constitution ' +
      "p. 11) and the $1.9 billion COCOMO estimate of Debian 2.2's cost (p. 14); no amount donated",
  },
  {
    id: 'history-label-unanswerable-3',
    category: 'unanswerable',
    scope: { label: 'history' },
    prompt: 'Until what date will Debian 10 Buster keep receiving security updates?',
    facts: [],
    note:
      'Nearby (support lifetime): grep of "long term", "LTS", "end of life", "EOL", "security support", "supported ' +
      'until", "security" finds only the Jessie security improvements (p. 11), woody\'s new security architecture ' +
      '(p. 15), the 2002 fire and the 2003 compromise (p. 23); ' +
      'Buster appears only with its release date and features (pp. 11, 20-21)',
  },
];
