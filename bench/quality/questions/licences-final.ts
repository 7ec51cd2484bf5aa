import type { Question } from './types';

/**
 * A final check on the licences (`--questions licences-final`): written blind on 2026-11-27, from the pages as Docent
 * numbers them (dumped to /tmp/pages-lic), without asking Docent anything, and measured only once. Forty questions as
 * developers, product managers and small-business owners type them into a chat box about a licence. Twenty-six the
 * licences answer: six in the licence's own words (lexical), fourteen in everyday words that describe the situation or
 * the need rather than the licence's terms (paraphrased), two that need two facts (two-fact), and four asked of the
 * label `licences` (label-wide, the answer in one of the seven). Fourteen they do not answer (unanswerable): half share
 * many words with a licence but ask for something it never says (a number of days, a font size, a year, a venue, a
 * version), half are about something plausibly nearby (licence compatibility, ISBNs, privacy law, export rules, app
 * stores, OSI approval, copyright registration); two of them are asked of the label. The questions are spread over all
 * seven licences, more on the longer ones (GPL, GFDL, MPL, Apache). Every unanswerable question was checked by grepping
 * all pages of its scope for its key words and their synonyms (what was checked is in its note).
 */
export const LICENCES_FINAL_QUESTIONS: Question[] = [
  // GNU General Public License v3
  {
    id: 'gpl-3-lexical-f1',
    category: 'lexical',
    scope: { doc: 'gpl-3' },
    prompt: 'what does the Corresponding Source of a work in object code form include?',
    facts: [
      {
        phrases: ['all the source code needed to generate, install', 'including scripts to control those activities'],
        pages: [3],
      },
    ],
    note: 'Source Code (section 1): the definition of Corresponding Source',
  },
  {
    id: 'gpl-3-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      'We run a modified GPLv3 program on our own servers and customers only ever use it through their browser. Does ' +
      'that count as distributing it, so that we would have to hand out our changes?',
    facts: [{ phrases: ['with no transfer of a copy, is not conveying'], pages: [2, 3] }],
    note:
      'Definitions (section 0): mere interaction through a computer network is not conveying; the sentence starts on ' +
      'p. 2 and the phrase is on p. 3; the question says "distributing" and "browser", not convey or network',
  },
  {
    id: 'gpl-3-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      "The copyright holder emailed us saying our product breaks the GPL. It's the first time we've heard from them. " +
      'If we fix it, do we get to keep using the code?',
    facts: [
      {
        phrases: [
          'you cure the violation prior to 30 days after',
          'reinstated permanently if the copyright holder notifies you',
        ],
        pages: [9],
      },
    ],
    note: 'Termination (section 8): a first notice, cured within 30 days, reinstates the licence permanently',
  },
  {
    id: 'gpl-3-paraphrased-f3',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      'We sell a smart thermostat whose firmware is GPLv3. Besides the source code, do we owe buyers anything that ' +
      'lets them actually put their own modified firmware on the device?',
    facts: [
      {
        phrases: [
          'must be accompanied by the Installation Information',
          'methods, procedures, authorization keys, or other information',
        ],
        pages: [7],
      },
    ],
    note:
      'Conveying Non-Source Forms (section 6): User Products need the Installation Information; the question names ' +
      'neither',
  },
  {
    id: 'gpl-3-paraphrased-f4',
    category: 'paraphrased',
    scope: { doc: 'gpl-3' },
    prompt:
      'Instead of putting the source code on a disc in the box, we include a printed note promising to send it on ' +
      'request. How long does that promise have to stay good?',
    facts: [
      {
        phrases: ['valid for at least three years', 'as long as you offer spare parts or customer support'],
        pages: [6],
      },
    ],
    note: 'section 6b: the written offer is valid for three years and as long as spare parts or support are offered',
  },
  {
    id: 'gpl-3-two-fact-f1',
    category: 'two-fact',
    scope: { doc: 'gpl-3' },
    prompt:
      "I've modified a GPLv3 tool and want to publish my version's source code. What notices do I have to put in it, " +
      'both about my changes and about the licence?',
    facts: [
      { phrases: ['stating that you modified it, and giving a relevant date'], pages: [5] },
      { phrases: ['prominent notices stating that it is released under this License'], pages: [5] },
    ],
    note:
      'Conveying Modified Source Versions (section 5a and 5b): a notice of modification with a date, and one of the ' +
      'licence',
  },
  {
    id: 'gpl-3-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt:
      'Someone asked us for the source code under the written offer that came with our router. How many days do we ' +
      'have to send it?',
    facts: [],
    note:
      'section 6b-6d (p. 6) give the validity of the offer (three years, spare parts) and the price, but no time to ' +
      'respond: grep of "days" finds only the 60 and 30 days of Termination (p. 9); "request", "promptly", ' +
      '"deadline", "weeks" find nothing, "within" only "within the meaning of section 10" (p. 8) and patent licences ' +
      '(p. 11)',
  },
  {
    id: 'gpl-3-unanswerable-f2',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt:
      "If I sue a company for violating the GPL on my code, which country's law applies and which courts hear the " +
      'case?',
    facts: [],
    note:
      'no governing law or venue: grep of "jurisdiction", "venue", "law of", "state of" finds nothing; "governed by" ' +
      'only a notice that a Program is governed by this License (p. 8); "court" only court orders (section 12, p. ' +
      '11) and reviewing courts applying local law to the warranty disclaimer (section 17, p. 13); "country" only ' +
      'patents infringed in a country (p. 11)',
  },
  {
    id: 'gpl-3-unanswerable-f3',
    category: 'unanswerable',
    scope: { doc: 'gpl-3' },
    prompt: 'can I copy code from an Apache 2.0 licensed project into my GPLv3 program?',
    facts: [],
    note:
      'the GPL names no other licence but the AGPL (section 13) and the LGPL (p. 14): grep of "apache", "BSD", ' +
      '"mozilla" finds nothing, "compatib" only "fundamentally incompatible" (devices, p. 2), "permissive" only ' +
      'additional terms in general (section 7, pp. 5, 8, 9)',
  },
  // GNU Free Documentation License 1.3
  {
    id: 'gfdl-1.3-lexical-f1',
    category: 'lexical',
    scope: { doc: 'gfdl-1.3' },
    prompt: 'How long can Front-Cover Texts and Back-Cover Texts be?',
    facts: [
      {
        phrases: [
          'A Front-Cover Text may be at most 5 words',
          'a Back-Cover Text may be at most 25 words',
          'a passage of up to five words as a Front-Cover Text',
        ],
        pages: [2, 5],
      },
    ],
    note: 'Applicability and Definitions (section 1, p. 2); the same limits for added cover texts in section 4 (p. 5)',
  },
  {
    id: 'gfdl-1.3-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      "We're printing 500 paperback copies of a manual under the GNU documentation licence, and its licence notice " +
      'asks for a short blurb on the front and one on the back. What has to go on the covers?',
    facts: [
      {
        phrases: [
          'you must enclose the copies in covers that carry',
          'Front-Cover Texts on the front cover',
          'Both covers must also clearly and legibly identify',
        ],
        pages: [3],
      },
    ],
    note: 'Copying in Quantity (section 3): more than 100 printed copies carry the Cover Texts and name the publisher',
  },
  {
    id: 'gfdl-1.3-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'gfdl-1.3' },
    prompt:
      "I'm putting out a revised edition of a GFDL handbook someone else wrote. Can I keep the book's original title?",
    facts: [
      {
        phrases: ['a title distinct from that of the Document', 'You may use the same title as a previous version'],
        pages: [4],
      },
    ],
    note:
      'Modifications (section 4A): a distinct title, unless the original publisher permits; "revised edition" for ' +
      'Modified Version',
  },
  {
    id: 'gfdl-1.3-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'gfdl-1.3' },
    prompt: 'For printed GFDL copies, what minimum font size does the title on the front cover need?',
    facts: [],
    note:
      'Copying in Quantity (p. 3) asks for the full title "with all words of the title equally prominent and ' +
      'visible" and texts carried "clearly and legibly", but no size: grep of "font", "size", "point" finds nothing; ' +
      '"prominent" (pp. 3, 8), "equally" (p. 3), "legibly" (pp. 2-4) give no measure',
  },
  {
    id: 'gfdl-1.3-unanswerable-f2',
    category: 'unanswerable',
    scope: { doc: 'gfdl-1.3' },
    prompt: 'Do I need an ISBN before I can sell a book released under the GFDL?',
    facts: [],
    note:
      'grep of "isbn", "register", "library of congress", "identifier" finds nothing; "number" only copies numbering ' +
      'more than 100, version numbers and section numbers (pp. 3-6, 8)',
  },
  // Mozilla Public License 2.0
  {
    id: 'mpl-2-lexical-f1',
    category: 'lexical',
    scope: { doc: 'mpl-2' },
    prompt: 'which licenses count as Secondary Licenses under the MPL?',
    facts: [
      {
        phrases: [
          'the GNU General Public License, Version 2.0',
          'the GNU Lesser General Public License, Version 2.1',
          'the GNU Affero General Public License, Version 3.0',
        ],
        pages: [2],
      },
    ],
    note: 'Definitions 1.12 "Secondary License"',
  },
  {
    id: 'mpl-2-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'mpl-2' },
    prompt:
      'Our app is closed source, but it includes a handful of MPL files, unchanged and kept in their own files next ' +
      'to our code. Can we sell the whole app under our own proprietary licence?',
    facts: [
      {
        phrases: [
          'distribute a Larger Work under terms of Your choice',
          'provided that You also comply with the requirements of this License',
        ],
        pages: [4],
      },
    ],
    note: 'Distribution of a Larger Work (3.3); the question never says Larger Work',
  },
  {
    id: 'mpl-2-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'mpl-2' },
    prompt:
      "A regulation in our country makes it impossible to meet one of the MPL's requirements for part of the code. " +
      'What are we supposed to do then?',
    facts: [
      {
        phrases: [
          'comply with the terms of this License to the maximum extent possible',
          'describe the limitations and the code they affect',
        ],
        pages: [5],
      },
    ],
    note:
      'Inability to Comply Due to Statute or Regulation (section 4): comply as far as possible and describe the ' +
      'limits in a text file',
  },
  {
    id: 'mpl-2-two-fact-f1',
    category: 'two-fact',
    scope: { doc: 'mpl-2' },
    prompt:
      'If we sue one of the contributors, claiming their version infringes our patent, what happens to our rights ' +
      'under the MPL? And do the end-user licences we already granted to our customers still hold?',
    facts: [
      {
        phrases: ['You by any and all Contributors for the Covered Software', '2.1 of this License shall terminate'],
        pages: [5, 6],
      },
      {
        phrases: [
          'prior to termination shall survive termination',
          'end user license agreements (excluding distributors and resellers)',
        ],
        pages: [6],
      },
    ],
    note: 'Termination 5.2 (the sentence starts on p. 5, its end is on p. 6) and 5.3: end-user licences survive',
  },
  {
    id: 'mpl-2-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'mpl-2' },
    prompt:
      'When we ship the executable, how many days do we have to make the MPL source code available to recipients?',
    facts: [],
    note:
      '3.2(a) (p. 4) says only "by reasonable means in a timely manner": grep of "days" finds only the 60 and 30 ' +
      'days of Termination 5.1 (p. 5); "deadline", "month", "year" find nothing, "within" only "contained within the ' +
      'Source Code Form" (p. 5)',
  },
  {
    id: 'mpl-2-unanswerable-f2',
    category: 'unanswerable',
    scope: { doc: 'mpl-2' },
    prompt:
      'Our app uses MPL 2.0 code and collects customer email addresses. What does the MPL require of us under GDPR?',
    facts: [],
    note:
      'no privacy or data protection: grep of "privacy", "personal data", "gdpr", "data protection", "data" finds ' +
      'nothing in the MPL',
  },
  // Apache License 2.0
  {
    id: 'apache-2-lexical-f1',
    category: 'lexical',
    scope: { doc: 'apache-2' },
    prompt: 'what happens to my patent license if I institute patent litigation alleging the Work infringes?',
    facts: [
      {
        phrases: [
          'shall terminate as of the date such litigation is filed',
          'any patent licenses granted to You under this License',
        ],
        pages: [2],
      },
    ],
    note: 'Grant of Patent License (section 3), last sentence',
  },
  {
    id: 'apache-2-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt:
      'We forked an Apache-licensed library, changed a few of its files, and ship the result in our product. Is ' +
      'there anything we have to do to the files we touched?',
    facts: [
      {
        phrases: ['cause any modified files to carry prominent notices', 'stating that You changed the files'],
        pages: [2],
      },
    ],
    note: 'Redistribution 4(b): notices in modified files',
  },
  {
    id: 'apache-2-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt:
      'The open-source project we built on comes with a text file crediting various people and companies. Do we have ' +
      'to carry those credits along when we distribute our product?',
    facts: [
      {
        phrases: ['must include a readable copy of the attribution notices', 'within a NOTICE text file distributed'],
        pages: [3],
      },
    ],
    note: 'Redistribution 4(d): the NOTICE file; the question never says NOTICE',
  },
  {
    id: 'apache-2-paraphrased-f3',
    category: 'paraphrased',
    scope: { doc: 'apache-2' },
    prompt:
      "The company behind an Apache 2.0 library we depend on got bought, and the new owner doesn't like us. Can they " +
      'take back the licence for the versions we already have?',
    facts: [
      {
        phrases: ['royalty-free, irrevocable copyright license', 'irrevocable copyright license to reproduce'],
        pages: [2],
      },
    ],
    note: 'Grant of Copyright License (section 2): perpetual and irrevocable; the question says "take back"',
  },
  {
    id: 'apache-2-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'apache-2' },
    prompt:
      'In the Apache boilerplate notice, which year goes in the copyright line: the year the file was created, or do ' +
      'we bump it every year?',
    facts: [],
    note:
      'the Appendix (p. 4) shows "Copyright [yyyy] [name of copyright owner]" and says to replace the bracketed ' +
      'fields with "your own identifying information", nothing more: grep of "year", "update" finds nothing, "yyyy" ' +
      'only the boilerplate, "date" only the date patent litigation is filed (p. 2)',
  },
  {
    id: 'apache-2-unanswerable-f2',
    category: 'unanswerable',
    scope: { doc: 'apache-2' },
    prompt:
      'Our product uses Apache-licensed encryption code. Do we need an export licence to sell it to customers abroad?',
    facts: [],
    note: 'grep of "export", "encrypt", "cryptograph", "sanction", "country", "countries" finds nothing',
  },
  // GNU Lesser General Public License v3
  {
    id: 'lgpl-3-lexical-f1',
    category: 'lexical',
    scope: { doc: 'lgpl-3' },
    prompt:
      "how long can inline functions and templates taken from the Library's header files be before the extra " +
      'conditions on object code apply?',
    facts: [{ phrases: ['ten or fewer lines in length'], pages: [1] }],
    note: 'Object Code Incorporating Material from Library Header Files (section 3)',
  },
  {
    id: 'lgpl-3-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'lgpl-3' },
    prompt:
      'We sell a proprietary program that links against an LGPLv3 library. Which documents and notices must go out ' +
      'with each copy we sell?',
    facts: [
      {
        phrases: [
          'Accompany the Combined Work with a copy of the GNU GPL',
          'Give prominent notice with each copy of the Combined Work',
        ],
        pages: [1],
      },
    ],
    note: 'Combined Works (section 4a, 4b): a notice that the Library is used, copies of the GPL and the LGPL',
  },
  {
    id: 'lgpl-3-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'lgpl-3' },
    prompt: "Can we publish an iPhone app that uses an LGPLv3 library on Apple's App Store?",
    facts: [],
    note:
      'grep of "app store", "apple", "ios", "mobile", "store", "drm" finds nothing; Installation Information (4e) ' +
      'and the shared library mechanism (4d1) are general conditions, not about app stores',
  },
  // Artistic License (Perl)
  {
    id: 'artistic-lexical-f1',
    category: 'lexical',
    scope: { doc: 'artistic' },
    prompt: 'may I charge a fee for this Package?',
    facts: [
      {
        phrases: ['You may not charge a fee for this Package itself', 'You may charge a reasonable copying fee'],
        pages: [1],
      },
    ],
    note: 'paragraph 5: a reasonable copying fee and any fee for support, but no fee for the Package itself',
  },
  {
    id: 'artistic-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'artistic' },
    prompt:
      'I tweaked some of the scripts in this package, but the changed version is only used inside our company. Do I ' +
      'have to publish my changes?',
    facts: [{ phrases: ['use the modified Package only within your corporation or organization'], pages: [1] }],
    note: 'paragraph 3(b): internal use is one of the options instead of making the modifications Freely Available',
  },
  {
    id: 'artistic-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'artistic' },
    prompt: 'Is this Artistic License approved by the Open Source Initiative?',
    facts: [],
    note:
      'grep of "open source", "OSI", "approved", "initiative", "certif" finds nothing; "licen" only the title "The ' +
      'Artistic License"',
  },
  // CC0 1.0 Universal
  {
    id: 'cc0-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'cc0' },
    prompt:
      "I put my icon set under CC0, but I've read that in some countries you legally can't give up your copyright. " +
      'What happens in that case?',
    facts: [
      {
        phrases: [
          'Affirmer hereby grants to each affected person a royalty-free',
          'the Waiver shall be preserved to the maximum extent permitted',
        ],
        pages: [1],
      },
    ],
    note: 'Public License Fallback (section 3); the question never says waiver or fallback',
  },
  {
    id: 'cc0-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'cc0' },
    prompt: 'Before I dedicate my work with CC0, do I need to register it with the US Copyright Office?',
    facts: [],
    note:
      'grep of "register", "registration", "office", "united states", "formalit", "deposit" finds nothing; the only ' +
      'law named is the EU database Directive 96/9/EC',
  },
  // The label `licences`
  {
    id: 'label-licences-f1',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      'Our community wiki hosts manuals under the GNU documentation licence. Could we have moved them over to ' +
      'Creative Commons Attribution-ShareAlike, and was there a cut-off date?',
    facts: [
      {
        doc: 'gfdl-1.3',
        phrases: ['any time before August 1, 2009', 'may republish an MMC contained in the site'],
        pages: [9],
      },
    ],
    note: 'paraphrased: GFDL Relicensing (section 11), MMC sites under CC-BY-SA; no other licence treats it',
  },
  {
    id: 'label-licences-f2',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt: 'If a dispute over one of these licences goes to court, where does the case have to be brought?',
    facts: [
      {
        doc: 'mpl-2',
        phrases: [
          'courts of a jurisdiction where the defendant maintains',
          'Any litigation relating to this License may be brought only',
        ],
        pages: [7],
      },
    ],
    note:
      'paraphrased: MPL Litigation (section 8); no other licence names a venue (GPL 17 is about the warranty ' +
      'disclaimer)',
  },
  {
    id: 'label-licences-f3',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      "We'd like to build a scripting language's interpreter into our commercial program by linking it in. Which of " +
      'these licences explicitly allows that, and on what condition?',
    facts: [
      {
        doc: 'artistic',
        phrases: [
          "You may embed this Package's interpreter within",
          'provided that the complete Standard Version of the interpreter',
        ],
        pages: [1],
      },
    ],
    note: 'paraphrased: Artistic License paragraph 5, embedding the interpreter is a form of aggregation',
  },
  {
    id: 'label-licences-f4',
    category: 'label-wide',
    scope: { label: 'licences' },
    prompt:
      "I'm using a photo someone dedicated to the public domain. If it turns out someone else holds rights in it, is " +
      'the person who released it responsible for clearing them?',
    facts: [
      {
        doc: 'cc0',
        phrases: ['disclaims responsibility for clearing rights of other persons'],
        pages: [1],
      },
    ],
    note: 'paraphrased: CC0 Limitations and Disclaimers 4(c); no other licence treats rights of third persons this way',
  },
  {
    id: 'label-licences-unanswerable-f1',
    category: 'unanswerable',
    scope: { label: 'licences' },
    prompt: 'Has the FSF announced a version 4 of the GPL yet, and when will it come out?',
    facts: [],
    note:
      'the revision clauses (GPL 14, p. 12; LGPL 6; GFDL 10, p. 8; MPL 10.1, p. 7) say new versions may be published ' +
      'but name or date none: grep of "version 4", "4.0", "GPLv4", "next version", "upcoming", "draft" over all ' +
      'seven finds only "(not as a draft)" in GFDL 10 (p. 8)',
  },
  {
    id: 'label-licences-unanswerable-f2',
    category: 'unanswerable',
    scope: { label: 'licences' },
    prompt: "How do I register my open-source project's name as a trademark, and what does that cost?",
    facts: [],
    note:
      'trademarks appear only as rights not granted or waived (Apache 6, p. 3; GPL 7e, p. 8; MPL 2.1 and 2.3, pp. ' +
      '2-3; CC0 4a): grep of "register", "registration" over all seven finds nothing, "cost" only the cost of ' +
      'conveying source (GPL 6b, MPL 3.2), media cost (Artistic) and servicing defective software',
  },
];
