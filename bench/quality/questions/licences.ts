import type { Question } from './types';

/**
 * Questions on seven software and documentation licences (`--questions licences`): written blind on 2026-11-27, from
 * the pages as Docent numbers them (dumped to /tmp/pages-lic), without asking Docent anything. Forty-four questions:
 * twenty-eight the licences answer, as developers, managers and lawyers' clients type them into a chat box (eight in
 * the licence's own words, fourteen in everyday words that describe the situation rather than name the licence's
 * terms, two that need two facts, and four asked of the `licences` label, whose answer is in one of the seven), and
 * sixteen they do not (three of them asked of the label): half share many words with a licence but ask for something
 * it never says (a deadline, a price, a maximum, a court or governing law, a date), half are about something
 * plausibly nearby (export controls, ISBNs, GDPR, the Apache incubator, SPDX tags, licences not in the set, reporting
 * vulnerabilities). Every unanswerable question was checked by grepping all pages of its scope for its key words and
 * their synonyms (what was checked is in its note). By document: gpl-3 10, gfdl-1.3 7, mpl-2 7, apache-2 6, lgpl-3 2,
 * artistic 2, cc0 3, and 7 asked of the label (answered from cc0, artistic, lgpl-3 and gfdl-1.3).
 */
export const LICENCES_QUESTIONS: Question[] = [
  // GNU General Public License v3
  {
    id: 'gpl-3-lexical-1',
    category: 'lexical',
    scope: { doc: 'gpl-3' },
    prompt: 'What counts as the Corresponding Source of a GPLv3 work in object code form?',
    facts: [
      {
        phrases: ['all the source code needed to generate, install', 'including scripts to control those activities'],
        pages: [3],
      },
    ],
    note: 'Section 1 (Source Code): the definition of Corresponding Source, with the scripts and minus System Libraries',
  },
  {
    id: 'gpl-3-lexical-2',
    category: 'lexical',
    scope: { doc: 'gpl-3' },
    prompt:
      'What does the GPL say about combining a covered work with code under the GNU Affero General Public License?',
    facts: [
      {
        phrases: [
          'permission to link or combine any covered work',
          'concerning interaction through a network will apply to the',
        ],
        pages: [12],
      },
    ],
    note: 'Section 13 (Use with the GNU Affero General Public License): combining is allowed, AGPL s. 13 applies to it',
  },
  {
    id: 'gpl-3-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      'We make a smart thermostat that runs GPLv3 software. Do we have to give buyers the keys or instructions they ' +
      'would need to put their own modified version of the software on it?',
    facts: [
      {
        phrases: [
          'must be accompanied by the Installation Information',
          'authorization keys, or other information required to install',
        ],
        pages: [7],
      },
    ],
    note:
      'Section 6, User Products: Corresponding Source must come with the Installation Information (unless nobody can ' +
      'install modified code, e.g. ROM); the question names neither "User Product" nor "Installation Information"',
  },
  {
    id: 'gpl-3-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      "Instead of putting the source code in the box with our router, we'd include a printed note promising to send " +
      'it to anyone who asks. How long does that promise have to stay good?',
    facts: [
      {
        phrases: ['valid for at least three years', 'as long as you offer spare parts or customer support'],
        pages: [6],
      },
    ],
    note: 'Section 6b: the written offer is valid for at least three years and as long as spare parts or support are offered',
  },
  {
    id: 'gpl-3-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      'I run a modified GPL program on my web server and people only use it through their browser. Do I have to give ' +
      'them the source code?',
    facts: [
      {
        phrases: ['Mere interaction with a user through', 'with no transfer of a copy, is not conveying'],
        pages: [2, 3],
      },
    ],
    note:
      'Section 0, definition of "convey": network interaction without a copy is not conveying (sentence runs over ' +
      'pp. 2-3); the question says neither "convey" nor "propagate"',
  },
  {
    id: 'gpl-3-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt: 'is it legal to sell copies of a GPL program, or does it have to be given away for free?',
    facts: [
      {
        phrases: ['You may charge any price or no price for each copy', 'and charge for them if you wish'],
        pages: [1, 5],
      },
    ],
    note: 'Section 4 (p. 5): any price or no price per copy; the Preamble (p. 1) says the same',
  },
  {
    id: 'gpl-3-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'gpl-3' },
    prompt:
      "We were told we broke the GPL on one of our products and we've now fixed it. Do we get our licence back for " +
      'good? What if the copyright holder never writes to us, and what if they had sent us a notice?',
    facts: [
      {
        phrases: ['prior to 60 days after the cessation', 'holder fails to notify you of the violation'],
        pages: [9],
      },
      {
        phrases: [
          'prior to 30 days after your receipt of the notice',
          'this is the first time you have received notice',
        ],
        pages: [9],
      },
    ],
    note:
      'Section 8 (Termination): reinstated permanently if not notified within 60 days of stopping; after a first ' +
      'notice, if cured within 30 days of receiving it',
  },
  {
    id: 'gpl-3-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt:
      'How many lines of code can I copy from a GPL program into my proprietary one before my program counts as a ' +
      'work based on the Program?',
    facts: [],
    note:
      'Shares words (work based on, Program) but the GPL gives no size threshold: it defines "modify" and "based on" ' +
      '(p. 2) without a quantity; grep of "lines", "threshold", "how much", "trivial", "small", "ten ", "snippet" ' +
      'finds nothing (the ten-line rule is in the LGPL, not in this scope)',
  },
  {
    id: 'gpl-3-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt:
      'Someone emailed us asking for the source code under the written offer that came with our GPL device. How many ' +
      'days do we have to send it?',
    facts: [],
    note:
      'Shares words (written offer, source) but section 6b only says how long the offer stays valid (three years), ' +
      'not how quickly to answer a request: grep of "days" finds only the 60/30-day termination cure (p. 9); ' +
      '"within", "promptly", "respond", "request" find nothing on a response time',
  },
  {
    id: 'gpl-3-unanswerable-3',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt:
      'Do I need an export licence to ship a GPL program that contains strong encryption to customers in other ' +
      'countries?',
    facts: [],
    note:
      'Nearby (export controls): grep of "export", "encrypt", "cryptog", "sanction" finds nothing; "import" appears ' +
      'only in the patent grant and section 10 (p. 10), "country" only in the patent "knowingly relying" text (p. 11)',
  },

  // GNU Free Documentation License 1.3
  {
    id: 'gfdl-1.3-lexical-1',
    category: 'lexical',
    scope: { doc: 'gfdl-1.3' },
    prompt: 'What does the GFDL say about a section Entitled "Endorsements" when I make a Modified Version?',
    facts: [
      {
        phrases: [
          'Delete any section Entitled "Endorsements"',
          'Such a section may not be included in the Modified Version',
          'You must delete all sections Entitled "Endorsements"',
        ],
        pages: [5, 6],
      },
    ],
    note: 'Section 4 item M (p. 5): delete it; section 5 (p. 6) says the same when combining documents',
  },
  {
    id: 'gfdl-1.3-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      "We're printing 300 paperback copies of a GFDL manual whose licence notice requires some blurbs on the front and " +
      'back. What do we have to put on the covers?',
    facts: [
      {
        phrases: [
          'Front-Cover Texts on the front cover, and Back-Cover Texts',
          'identify you as the publisher of these copies',
        ],
        pages: [3],
      },
    ],
    note: 'Section 3 (Copying in Quantity): more than 100 printed copies carry the Cover Texts and name the publisher',
  },
  {
    id: 'gfdl-1.3-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      "I'm bringing out a revised edition of a book under the GNU FDL. How long can the promotional line I add to the " +
      'front cover be?',
    facts: [
      {
        phrases: ['a passage of up to five words as a Front-Cover Text', 'A Front-Cover Text may be at most 5 words'],
        pages: [2, 5],
      },
    ],
    note: 'Section 4 (p. 5): up to five words of Front-Cover Text; the definition (p. 2) gives the same limit',
  },
  {
    id: 'gfdl-1.3-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      'We hand out a few hundred copies of a GFDL manual, but only as a locked-down e-book. Instead of bundling an ' +
      'editable version with each, can we point to one online, and how long does that download have to stay up?',
    facts: [
      {
        phrases: ['until at least one year after the last time', 'remain thus accessible at the stated'],
        pages: [4],
      },
    ],
    note:
      'Section 3: Opaque copies in quantity may name a network location of a Transparent copy, kept up until one ' +
      'year after the last Opaque copy; the question says neither "Opaque" nor "Transparent"',
  },
  {
    id: 'gfdl-1.3-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      'Can I publish a French translation of a GFDL manual? And if the translated licence and the English one ' +
      'disagree, which one counts?',
    facts: [
      {
        phrases: [
          'Translation is considered a kind of modification',
          'distribute translations of the Document under the terms of section 4',
        ],
        pages: [7],
      },
      {
        phrases: ['the original version will prevail'],
        pages: [7],
      },
    ],
    note: 'Section 8 (Translation): allowed as a modification under section 4; the original version prevails',
  },
  {
    id: 'gfdl-1.3-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'gfdl-1.3' },
    prompt: "What's the maximum number of Invariant Sections a GFDL document may have?",
    facts: [],
    note:
      'Shares words: the GFDL defines Invariant Sections (p. 2) and says a Document "may contain zero", but sets no ' +
      'maximum; grep of "at most", "maximum", "limit", "no more than", "up to", "how many" finds only the 5/25-word ' +
      'cover-text limits (pp. 2, 5), "unlimited in duration" (p. 1) and "limited to" clauses',
  },
  {
    id: 'gfdl-1.3-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'gfdl-1.3' },
    prompt: 'Do I need to get an ISBN before I publish a GFDL manual as a printed book?',
    facts: [],
    note:
      'Nearby (book registration): grep of "ISBN", "regist", "deposit", "catalog", "barcode", "identifier" finds ' +
      'nothing; the GFDL only covers title page, covers and publisher name (pp. 3-5)',
  },

  // Mozilla Public License 2.0
  {
    id: 'mpl-2-lexical-1',
    category: 'lexical',
    scope: { doc: 'mpl-2' },
    prompt: 'What does the MPL say about distributing a Larger Work?',
    facts: [
      {
        phrases: [
          'distribute a Larger Work under terms of Your choice',
          'comply with the requirements of this License for the Covered Software',
        ],
        pages: [4],
      },
    ],
    note: 'Section 3.3 (Distribution of a Larger Work): terms of your choice, provided the Covered Software complies',
  },
  {
    id: 'mpl-2-lexical-2',
    category: 'lexical',
    scope: { doc: 'mpl-2' },
    prompt:
      'What does the MPL 2.0 require if it is impossible for me to comply with it because of a statute, judicial ' +
      'order, or regulation?',
    facts: [
      {
        phrases: [
          'describe the limitations and the code they affect',
          'comply with the terms of this License to the maximum extent possible',
          'placed in a text file included with all distributions',
        ],
        pages: [5],
      },
    ],
    note: 'Section 4 (Inability to Comply Due to Statute or Regulation)',
  },
  {
    id: 'mpl-2-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'mpl-2' },
    prompt:
      'Our company is based in Germany and someone in the US wants to sue us over MPL-licensed code we use. Where ' +
      'would that case have to be brought?',
    facts: [
      {
        phrases: [
          'courts of a jurisdiction where the defendant maintains its principal place',
          'governed by laws of that jurisdiction',
        ],
        pages: [7],
      },
    ],
    note: 'Section 8 (Litigation): the defendant\'s principal place of business; the question says "sue", not "litigation"',
  },
  {
    id: 'mpl-2-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'mpl-2' },
    prompt:
      'We ship a desktop app as a compiled binary that includes some MPL-licensed files. If someone asks for the ' +
      'source of those files, can we charge them for it?',
    facts: [
      {
        phrases: ['at a charge no more than the cost of distribution'],
        pages: [4],
      },
    ],
    note: 'Section 3.2(a) (Distribution of Executable Form): source at no more than the cost of distribution',
  },
  {
    id: 'mpl-2-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'mpl-2' },
    prompt:
      'The MPL header is supposed to go at the top of each source file, but some of our files are generated JSON that ' +
      "can't hold comments. Where else can the notice go?",
    facts: [
      {
        phrases: ['such as a LICENSE file in a relevant directory', 'where a recipient would be likely to look'],
        pages: [8],
      },
    ],
    note: 'Exhibit A: if the notice cannot go in a file, put it where a recipient would look, e.g. a LICENSE file',
  },
  {
    id: 'mpl-2-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'mpl-2' },
    prompt: 'After I release an MPL program as a binary, how many days do I have to publish the matching source code?',
    facts: [],
    note:
      'Shares words (Executable Form, Source Code Form): section 3.2 (p. 4) only says "in a timely manner"; grep of ' +
      '"days" finds only the 60/30-day reinstatement in section 5.1 (p. 5); "within", "promptly", "period", ' +
      '"deadline" give no time limit for source',
  },
  {
    id: 'mpl-2-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'mpl-2' },
    prompt: 'Does using MPL 2.0 code in our app change what we have to do under GDPR for the user data it collects?',
    facts: [],
    note:
      'Nearby (data protection): grep of "GDPR", "personal data", "privacy", "data protection" finds nothing; ' +
      '"personal" only in "personal injury" (limitation of liability, p. 6)',
  },

  // Apache License 2.0
  {
    id: 'apache-2-lexical-1',
    category: 'lexical',
    scope: { doc: 'apache-2' },
    prompt: 'What does the Apache License say about the NOTICE file when I distribute Derivative Works?',
    facts: [
      {
        phrases: [
          'include a readable copy of the attribution notices',
          'The contents of the NOTICE file are for informational purposes only',
        ],
        pages: [3],
      },
    ],
    note: 'Section 4(d): Derivative Works carry the NOTICE attributions in one of the listed places',
  },
  {
    id: 'apache-2-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt:
      'I patched two source files of an Apache-2.0 library before bundling it with our product. Is there anything I ' +
      'have to do to those files?',
    facts: [
      {
        phrases: ['cause any modified files to carry prominent notices', 'stating that You changed the files'],
        pages: [2],
      },
    ],
    note: 'Section 4(b) (Redistribution): modified files carry prominent notices of the change',
  },
  {
    id: 'apache-2-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt:
      "If I open a pull request on a project that's under Apache 2.0 and don't say anything about licensing, what " +
      'licence is my code under?',
    facts: [
      {
        phrases: ['shall be under the terms and conditions of this License', 'Unless You explicitly state otherwise'],
        pages: [3],
      },
    ],
    note: 'Section 5 (Submission of Contributions); the question says "pull request", not "Contribution"',
  },
  {
    id: 'apache-2-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt: 'Can I put my own changes to Apache-licensed code under a different licence, even a proprietary one?',
    facts: [
      {
        phrases: [
          'may provide additional or different license terms and conditions',
          'You may add Your own copyright statement to Your modifications',
        ],
        pages: [3],
      },
    ],
    note: 'End of section 4: own terms for your modifications, provided the Work itself is used as the License says',
  },
  {
    id: 'apache-2-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'apache-2' },
    prompt:
      "Under the Apache License 2.0, which jurisdiction's law governs the License and where must litigation be filed?",
    facts: [],
    note:
      'Shares words (License, litigation): Apache 2.0 has no governing-law or venue clause; grep of "court", ' +
      '"jurisdiction", "govern", "venue", "law" finds only "patent litigation"/"lawsuit" (p. 2), "applicable law" ' +
      '(pp. 3-4) and "language governing permissions" (p. 5)',
  },
  {
    id: 'apache-2-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'apache-2' },
    prompt: "How do I get my project accepted into the Apache Software Foundation's incubator?",
    facts: [],
    note:
      'Nearby (ASF, not the licence): grep of "incubat", "foundation", "ASF", "Apache Software", "project", "member" ' +
      'finds nothing in the licence',
  },

  // GNU Lesser General Public License v3
  {
    id: 'lgpl-3-lexical-1',
    category: 'lexical',
    scope: { doc: 'lgpl-3' },
    prompt: "What does the LGPL say about object code that incorporates material from the Library's header files?",
    facts: [
      {
        phrases: [
          'numerical parameters, data structure layouts and accessors',
          'ten or fewer lines in length',
          'You may convey such object code under terms of your choice',
        ],
        pages: [1],
      },
    ],
    note: 'Section 3 (Object Code Incorporating Material from Library Header Files)',
  },
  {
    id: 'lgpl-3-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'lgpl-3' },
    prompt: 'Under the LGPL, how much am I allowed to charge for a copy of the Minimal Corresponding Source?',
    facts: [],
    note:
      'Shares words (Minimal Corresponding Source, convey): the LGPL text only refers to section 6 of the GNU GPL for ' +
      'the manner of conveying; grep of "charge", "fee", "price", "cost", "free of", "gratis", "payment" finds nothing',
  },

  // Artistic License 1.0
  {
    id: 'artistic-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'artistic' },
    prompt:
      "I changed a package that's under the Artistic License, and we only use the changed version inside our company. " +
      'Do I have to publish my changes?',
    facts: [
      {
        phrases: ['use the modified Package only within your corporation or organization'],
        pages: [1],
      },
    ],
    note: 'Paragraph 3(b): internal use is one of the options (besides a notice in each changed file)',
  },
  {
    id: 'artistic-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'artistic' },
    prompt: 'Is the Artistic License 1.0 compatible with the GNU GPL, so that I can combine code under the two?',
    facts: [],
    note:
      'Nearby (another licence): grep of "GPL", "General Public", "GNU", "compatib", "relicens" finds nothing; ' +
      '"license" appears only in the title; aggregation (paragraphs 5, 8) concerns commercial distributions',
  },

  // Creative Commons CC0 1.0 Universal
  {
    id: 'cc0-lexical-1',
    category: 'lexical',
    scope: { doc: 'cc0' },
    prompt: "What does CC0 say about the Affirmer's trademark and patent rights?",
    facts: [
      {
        phrases: ['No trademark or patent rights held by Affirmer are waived'],
        pages: [1],
      },
    ],
    note: 'Limitations and Disclaimers, 4(a)',
  },
  {
    id: 'cc0-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'cc0' },
    prompt: 'If someone challenges my CC0 waiver, which court decides whether it is legally invalid?',
    facts: [],
    note:
      'Shares words (Waiver, legally invalid): section 3 says what happens if the Waiver is "judged legally invalid ' +
      'or ineffective under applicable law" but names no court; grep of "court", "judge", "judicial", ' +
      '"jurisdiction", "tribunal", "decide" finds only "judged" (section 3) and "most jurisdictions" (Statement of ' +
      'Purpose)',
  },
  {
    id: 'cc0-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'cc0' },
    prompt: 'How do I tag a file as CC0 in its metadata, for example with an SPDX identifier?',
    facts: [],
    note:
      'Nearby (marking practice): grep of "SPDX", "metadata", "identifier", "tag", "open source" finds nothing; the ' +
      'text only speaks of "associating CC0 with a Work", with no procedure',
  },

  // The `licences` label
  {
    id: 'label-licences-1',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      'If dedicating my work to the public domain turns out not to be legally valid in some country, do people still ' +
      'get the right to use it?',
    facts: [
      {
        doc: 'cc0',
        phrases: [
          'hereby grants to each affected person a royalty-free',
          'the Waiver shall be preserved to the maximum extent permitted',
        ],
        pages: [1],
      },
    ],
    note: 'paraphrased: CC0 section 3 (Public License Fallback); no other licence waives rights or has a fallback',
  },
  {
    id: 'label-licences-2',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      'A code generator we use is under one of these licences. Do the scripts it produces fall under that licence, or ' +
      'can we sell them as our own?',
    facts: [
      {
        doc: 'artistic',
        phrases: ['belong to whoever generated them', 'may be sold commercially'],
        pages: [1],
        alsoIn: [{ doc: 'gpl-3', pages: [4], phrases: ['covered by this License only if the output'] }],
      },
    ],
    note:
      'paraphrased: Artistic License paragraph 6 (output of the programs belongs to whoever generated it); GPL ' +
      'section 2 (p. 4) says output is covered only if it is itself a covered work',
  },
  {
    id: 'label-licences-3',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      'Our closed-source app uses an open source library. How should we link it so that users can still swap in their ' +
      'own modified version of the library?',
    facts: [
      {
        doc: 'lgpl-3',
        phrases: [
          'Use a suitable shared library mechanism for linking',
          "a copy of the Library already present on the user's computer",
        ],
        pages: [1],
      },
    ],
    note: 'paraphrased: LGPL section 4(d)1 (Combined Works); "shared library" and "run time" appear in no other licence',
  },
  {
    id: 'label-licences-4',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      'We run a public wiki that anyone can edit, with its content under the GNU FDL. Could we move it to Creative ' +
      'Commons Attribution-ShareAlike, and until when?',
    facts: [
      {
        doc: 'gfdl-1.3',
        phrases: ['at any time before August 1, 2009', 'republish an MMC contained in the site'],
        pages: [9],
      },
    ],
    note:
      'paraphrased: GFDL section 11 (Relicensing) of a Massive Multiauthor Collaboration Site, which the question ' +
      'calls a wiki; wikis and CC-BY-SA are in no other licence',
  },
  {
    id: 'label-licences-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'licences' },
    prompt: 'Which of these licences is compatible with the European Union Public Licence (EUPL)?',
    facts: [],
    note:
      'Nearby (licence not in the set): grep of "EUPL", "European Union", "European" over all seven finds only the ' +
      'EU database Directive 96/9/EC in CC0; no licence discusses compatibility with the EUPL',
  },
  {
    id: 'label-licences-unanswerable-2',
    category: 'unanswerable',
    scope: { label: 'licences' },
    prompt: 'By what date did projects have to switch from GPL version 2 to GPL version 3?',
    facts: [],
    note:
      'Shares words (GPL, version): no licence sets a migration deadline; grep of years finds only version dates, ' +
      '28 March 2007 (GPL patent arrangements), 1 November 2008 and 1 August 2009 (GFDL MMC relicensing) and the ' +
      'WIPO/EU dates; "version 2"/"2.0" only in the MPL Secondary License list and Apache/MPL titles; "upgrad", ' +
      '"migrat", "switch", "transition" find nothing',
  },
  {
    id: 'label-licences-unanswerable-3',
    category: 'unanswerable',
    scope: { label: 'licences' },
    prompt: 'Do any of these licences say how I should report a security vulnerability to the maintainers?',
    facts: [],
    note:
      'Nearby (security process): grep of "security", "vulnerab", "report", "disclos", "CVE" over all seven finds ' +
      'nothing; "bug fixes" (Artistic 2), "defects" (warranty disclaimers) and the GPL\'s "how to contact you by ' +
      'electronic and paper mail" (p. 13) are unrelated',
  },
];
