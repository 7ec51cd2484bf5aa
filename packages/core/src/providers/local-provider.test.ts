import { describe, expect, it } from 'vitest';
import { countTextTokens } from '../indexing/token-count';
import type { ContextChunk } from '../retrieval/chat-scope';
import { answerLocally, CLOSEST_ONLY, NOTHING_FOUND, NOTHING_FOUND_LABEL } from './local-provider';
import { contentTerms, stem } from './local-terms';

const chunk = (pageNo: number, text: string, documentName = 'a.pdf', heading = ''): ContextChunk => ({
  documentId: 'd000000000000001',
  documentName,
  pageNo,
  ord: pageNo,
  text,
  tokens: 0,
  heading,
});
const base = { page: true, withDocumentName: false, maxTokens: 1024 };

describe('docent-local', () => {
  it('quotes the whole sentence that holds the answer, with its page token and citation', () => {
    const chunks = [
      chunk(1, 'The cat sat on the mat. Dogs bark loudly.'),
      chunk(2, 'Invoices are paid within 30 days of receipt. Late payers are reminded twice.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'When are invoices paid?', chunks });
    expect(answer.text).toBe('Invoices are paid within 30 days of receipt. PAGE!2');
    expect(answer.parts).toEqual([
      {
        text: 'Invoices are paid within 30 days of receipt. PAGE!2',
        source: {
          docid: 'd000000000000001',
          name: 'a.pdf',
          page: 2,
          quote: 'Invoices are paid within 30 days of receipt.',
        },
      },
    ]);
    expect(answer.declined).toBe(false);
  });

  it('names the document in label chats and gives neither tokens nor sources when page is false', () => {
    const chunks = [chunk(3, 'The pump pressure is 4 bar.', 'manual.pdf')];
    expect(answerLocally({ ...base, withDocumentName: true, prompt: 'pump pressure?', chunks }).text).toBe(
      'The pump pressure is 4 bar. DOC!d000000000000001!PAGE!3',
    );
    const plain = answerLocally({ ...base, page: false, prompt: 'pump pressure?', chunks });
    expect(plain.text).toBe('The pump pressure is 4 bar.');
    expect(plain.parts.every((p) => p.source === undefined)).toBe(true);
  });

  it('declines when the question rests on words the documents do not have', () => {
    const chunks = [chunk(1, 'The pump pressure is 4 bar. The pump is serviced every year by the maintenance team.')];
    expect(answerLocally({ ...base, prompt: 'Who won the election in France?', chunks }).text).toBe(NOTHING_FOUND);
    // "pump" matches, but the question is about something else entirely.
    const offTopic = answerLocally({
      ...base,
      prompt: 'Which kubernetes version does the pump firmware require?',
      chunks,
      absentLexemes: ['kubernet', 'firmwar', 'version', 'requir'],
    });
    expect(offTopic.declined).toBe(true);
    expect(answerLocally({ ...base, withDocumentName: true, prompt: 'Who won?', chunks: [] }).text).toBe(
      NOTHING_FOUND_LABEL,
    );
    expect(answerLocally({ ...base, prompt: 'what is it about the', chunks }).declined).toBe(false); // a summary
    expect(answerLocally({ ...base, prompt: 'the of and', chunks }).declined).toBe(true);
  });

  it('declines a question resting on English words no document has, unless a synonym stands in for them', () => {
    const chunks = [
      chunk(25, 'Please take care to protect your passwords and SSH keys installed on the servers you can get in.'),
      chunk(26, 'The rm command removes a directory and everything inside it when given the -r option.'),
    ];
    const ask = (prompt: string, absentLexemes: string[]) => answerLocally({ ...base, prompt, chunks, absentLexemes });
    // The same question with words that are no English words (typos, another language's) is less sure to be off the
    // documents' subject: they weigh less.
    const english = ask('How do I set up a firewall on my servers so that only SSH traffic can get in?', [
      'firewal',
      'traffic',
    ]);
    const other = ask('How do I set up a fyrewall on my servers so that only SSH trafik can get in?', [
      'fyrewal',
      'trafik',
    ]);
    expect(english.declined).toBe(true);
    expect(english.relevance).toBeLessThan(other.relevance);
    // "folder" is in no document either, but "directory" stands in for it.
    const folder = answerLocally({
      ...base,
      prompt: 'How do I remove a folder and everything inside it?',
      chunks,
      absentLexemes: ['folder'],
    });
    expect(folder.text).toBe(
      'The rm command removes a directory and everything inside it when given the -r option. PAGE!26',
    );
  });

  it('offers what comes closest when question words the documents hold are missing from the context', () => {
    const chunks = [
      chunk(28, 'Debian ships both gnash and swfdec: two free SWF movie players.'),
      chunk(29, 'The archive holds free software only. Non-free firmware lives in a section of its own.'),
      chunk(30, 'A player for audio CDs is in the sound section. The archive is mirrored worldwide.'),
      chunk(47, 'This method will find files in packages that are not currently installed on your system.'),
    ];
    // "watch", "old", "flash" and "animations" are in the documents (not among absentLexemes), though not in this
    // context: to decide whether to answer they weigh what the question's other words weigh, so the players'
    // sentence is offered; that it answers surely they would have to hold too (each weighs as the rarest word there).
    const flash = answerLocally({
      ...base,
      prompt: 'Can I watch old Flash animations with free SWF players?',
      chunks,
      absentLexemes: [],
    });
    expect(flash.declined).toBe(false);
    expect(flash.tentative).toBe(true);
    expect(flash.parts[1].source?.page).toBe(28);
    // "owning" is "own" to the index, which never holds the stop word "own" itself: its absence says nothing, and the
    // sentence that holds the rest of the question answers it.
    const owning = answerLocally({
      ...base,
      prompt: 'How do I find files among packages owning them that are not installed?',
      chunks,
      absentLexemes: ['own'],
    });
    expect(owning.tentative).toBe(false);
    expect(owning.parts.map((p) => p.source?.page)).toEqual([47]);
  });

  it('does not answer an either-or question surely by a sentence that holds only one of the answers offered', () => {
    const chunks = [
      chunk(46, 'Note that aptitude is the preferred program for daily package management from the console.'),
      chunk(9, 'The archives are updated twice every day.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'how often does cron-apt check for updates by default, daily or hourly?',
      chunks,
      absentLexemes: [],
    });
    expect(answer.declined || answer.tentative).toBe(true);
  });

  it('declines a question naming something no document mentions (JSON, GitHub), saying what', () => {
    const chunks = [chunk(1, 'Use read.csv to load a CSV file into a data frame. Use write.csv to save one.')];
    // The context is not the whole scope: what the documents lack comes from the ranking (absentLexemes).
    const json = answerLocally({
      ...base,
      prompt: 'How do I load a JSON file into a data frame?',
      chunks,
      absentLexemes: ['json'],
    });
    expect(json.text).toBe(`${NOTHING_FOUND} I found no mention of JSON.`);
    expect(json.declined).toBe(true);
    const label = answerLocally({
      ...base,
      withDocumentName: true,
      prompt: 'Can I load a file from GitHub or from Google Drive into a data frame?',
      chunks,
      absentLexemes: ['github', 'googl'],
    });
    expect(label.text).toBe(`${NOTHING_FOUND_LABEL} I found no mention of GitHub or Google Drive.`);
    // The same question about what the documents hold is answered.
    expect(answerLocally({ ...base, prompt: 'How do I load a CSV file into a data frame?', chunks }).text).toBe(
      'Use read.csv to load a CSV file into a data frame. PAGE!1',
    );
    // An identifier of code is missing when one of its words is; a path too.
    const code = answerLocally({
      ...base,
      prompt: 'Can read_json or ~/.Rprofile load a CSV file into a data frame?',
      chunks,
      absentLexemes: ['json', 'rprofil'],
    });
    expect(code.text).toBe(`${NOTHING_FOUND} I found no mention of read_json or ~/.Rprofile.`);
    // A name of several words whose words the passages hold only apart is not in them either.
    const boot = [chunk(1, 'The boot loader starts the system. Keep your keys in a secure place.')];
    expect(answerLocally({ ...base, prompt: 'Does the boot loader work with Secure Boot?', chunks: boot }).text).toBe(
      `${NOTHING_FOUND} I found no mention of Secure Boot.`,
    );
    // A hyphenated name in capitals is mentioned as written, not by a part another name shares ("PA-RISC").
    const ports = [chunk(15, 'This is the first release including HP PA-RISC, IA-64 and MIPS ports.')];
    expect(
      answerLocally({ ...base, prompt: 'Which release first supported the RISC-V architecture?', chunks: ports }).text,
    ).toBe(`${NOTHING_FOUND} I found no mention of RISC-V.`);
    expect(
      answerLocally({ ...base, prompt: 'Which release first supported the IA-64 architecture?', chunks: ports })
        .declined,
    ).toBe(false);
    const named = [chunk(1, 'With Secure Boot enabled, the boot loader must be signed.')];
    expect(answerLocally({ ...base, prompt: 'Does the boot loader work with Secure Boot?', chunks: named }).text).toBe(
      'With Secure Boot enabled, the boot loader must be signed. PAGE!1',
    );
    // … nor one the document's title holds (a label chat, where the title counts).
    const titled = [
      {
        ...chunk(1, 'A program should print its version when given --version.'),
        documentTitle: 'GNU Coding Standards',
      },
    ];
    const according = answerLocally({
      ...base,
      withDocumentName: true,
      prompt: 'According to the GNU Coding Standards, what should --version print?',
      chunks: titled,
    });
    expect(according.declined).toBe(false);
    // A name the document's file name, title or a heading holds is mentioned, though its text never says it.
    const report = [
      { ...chunk(2, 'Revenue grew to 12.4 million euros in 2024.', 'Northwind-report.pdf', 'Results of Globex') },
    ];
    const byName = answerLocally({
      ...base,
      prompt: 'How much revenue did Northwind make in 2024?',
      chunks: report,
      absentLexemes: ['northwind'],
    });
    expect(byName.text).toBe('Revenue grew to 12.4 million euros in 2024. PAGE!2');
    const byHeading = answerLocally({
      ...base,
      prompt: 'How much revenue did Globex make in 2024?',
      chunks: report,
      wholeScope: true,
    });
    expect(byHeading.declined).toBe(false);
    // A hyphenated lexeme the documents lack ("tab-key") is not its named part ("Tab"), which they may hold.
    const tab = answerLocally({
      ...base,
      prompt: 'Which Tab-key completions load a CSV file?',
      chunks: [chunk(1, 'Press Tab to complete a file name. Use read.csv to load a CSV file.')],
      absentLexemes: ['tab-key'],
    });
    expect(tab.declined).toBe(false);
    // A German question capitalises its nouns: they name nothing ("Netz" is no product the documents lack).
    const german = answerLocally({
      ...base,
      prompt: 'Wie lädt man eine CSV Datei aus dem Netz in eine Tabelle?',
      chunks: [chunk(1, 'Mit read.csv lädt man eine CSV Datei in eine Tabelle.')],
      absentLexemes: ['netz'],
    });
    expect(german.declined).toBe(false);
  });

  it("knows a document's own name by its acronym or with its version, and reads names only in what is asked", () => {
    const licence = [
      {
        ...chunk(6, 'You may charge any price or no price for each copy that you convey.', 'GPL-3.pdf'),
        documentTitle: 'GNU GENERAL PUBLIC LICENSE Version 3, 29 June 2007',
      },
      {
        ...chunk(
          9,
          'Any litigation relating to this License may be brought only in the courts of the defendant.',
          'licence.pdf',
        ),
        documentTitle: 'Mozilla Public License Version 2.0',
      },
      chunk(11, 'You may relicense it under the Creative Commons Attribution-Share Alike 3.0 license.', 'licence.pdf'),
    ];
    const ask = (prompt: string, absentLexemes: string[]) =>
      answerLocally({ ...base, withDocumentName: true, prompt, chunks: licence, absentLexemes });
    // "GPLv3" is the GPL of the file's name; "MPL" the initials of the title's "Mozilla Public License"; "ShareAlike"
    // is "Share Alike".
    expect(ask('Can I charge a price for each copy of a GPLv3 program?', ['gplv3']).declined).toBe(false);
    expect(ask('Under the MPL, in which courts may litigation be brought?', ['mpl']).declined).toBe(false);
    expect(ask('Can I relicense it under Creative Commons Attribution-ShareAlike?', ['sharealik']).declined).toBe(
      false,
    );
    // Initials of words in running text must be capitalised words: "just some other note" makes no JSON.
    const json = answerLocally({
      ...base,
      prompt: 'How do I load a JSON file?',
      chunks: [chunk(1, 'To load a file, just some other note: use read.csv.')],
      absentLexemes: ['json'],
    });
    expect(json.text).toBe(`${NOTHING_FOUND} I found no mention of JSON.`);
    // A name in the statements before the question sets its scene; one in the question still declines it.
    const scene = ask(
      'Our company is based in Germany and someone in the US wants to sue us. In which courts may litigation be brought?',
      ['germani', 'us'],
    );
    expect(scene.declined).toBe(false);
    expect(scene.text).toContain('Any litigation relating to this License may be brought only in the courts');
    expect(ask('We are based in Berlin. Does GDPR apply to litigation?', ['gdpr']).text).toBe(
      `${NOTHING_FOUND_LABEL} I found no mention of GDPR.`,
    );
  });

  it('reads the words that name the chat\'s one document as no part of what is asked ("What does the MPL say …")', () => {
    const mpl = (pageNo: number, text: string, heading = '') => ({
      ...chunk(pageNo, text, 'MPL-2.0.pdf', heading),
      documentTitle: 'Mozilla Public License Version 2.0',
    });
    const chunks = [
      mpl(
        4,
        'You may create and distribute a Larger Work under terms of Your choice.',
        '3.3. Distribution of a Larger Work',
      ),
      mpl(
        8,
        'If a copy of the MPL was not distributed with this file, You can obtain one at http://mozilla.org/MPL/2.0/.',
      ),
    ];
    for (const prompt of [
      'What does the MPL say about distributing a Larger Work?',
      'Under the Mozilla Public License 2.0, can I distribute a Larger Work?',
    ]) {
      expect(answerLocally({ ...base, prompt, chunks }).text).toBe(
        'You may create and distribute a Larger Work under terms of Your choice. PAGE!4',
      );
    }
    // A question closing on the document's subject in one word ("… in R?") names it too: the title page, which
    // holds that word, is no answer.
    const notes = (pageNo: number, text: string) => ({
      ...chunk(pageNo, text, 'R-intro.pdf'),
      documentTitle: 'An Introduction to R',
    });
    const r = [
      notes(1, 'Notes on R: A Programming Environment for Data Analysis and Graphics Version 4.2.2.'),
      notes(57, 'The special assignment operator, <<-, is used to change the value associated with total.'),
    ];
    expect(answerLocally({ ...base, prompt: 'What is <<- in R?', chunks: r }).text).toBe(
      'The special assignment operator, <<-, is used to change the value associated with total. PAGE!57',
    );
    // A numbered section's title is no answer by itself, its number aside.
    const lgpl = [
      chunk(
        1,
        '3. Object Code Incorporating Material from Library Header Files.',
        'LGPL-3.txt',
        '3. Object Code Incorporating Material from Library Header Files.',
      ),
      chunk(2, 'The object code form of an Application may incorporate material from a header file.', 'LGPL-3.txt'),
    ];
    expect(
      answerLocally({
        ...base,
        prompt: 'Can object code incorporate material from library header files?',
        chunks: lgpl,
      }).text,
    ).toBe('The object code form of an Application may incorporate material from a header file. PAGE!2');
  });

  it('answers a question that first sets its scene by what it asks, tentatively, and declines one that only sets it', () => {
    const chunks = [
      chunk(3, 'The last part of a package file name tells which processor the package was built for.'),
      chunk(5, 'Packages are uploaded to the archive every day.'),
      chunk(7, 'Mirrors copy the archive four times a day.'),
    ];
    const scene = 'Our office mirror holds thousands of downloaded installers with odd suffixes.';
    const asked = answerLocally({ ...base, prompt: `${scene} Which processor was each package built for?`, chunks });
    expect(asked.declined).toBe(false);
    expect(asked.tentative).toBe(true);
    expect(asked.parts.map((p) => p.text)).toEqual([
      CLOSEST_ONLY,
      'The last part of a package file name tells which processor the package was built for. PAGE!3',
      'Mirrors copy the archive four times a day. PAGE!7',
    ]);
    // The scene alone asks nothing; a question about what no sentence holds is declined as before.
    expect(answerLocally({ ...base, prompt: scene, chunks }).declined).toBe(true);
    expect(answerLocally({ ...base, prompt: `${scene} Which colour was each package painted?`, chunks }).declined).toBe(
      true,
    );
  });

  it('never quotes a line of a table of contents or an index, which only says where a subject is treated', () => {
    const chunks = [
      chunk(2, 'Disk space of an installed package … 37\nMemory requirements … 38'),
      chunk(37, 'The Installed-Size field tells how much disk space the installed package will consume.'),
    ];
    const prompt = 'What is the disk space of an installed package?';
    const answer = answerLocally({ ...base, prompt, chunks });
    expect(answer.text).toBe(
      'The Installed-Size field tells how much disk space the installed package will consume. PAGE!37',
    );
  });

  it("tells a chapter's entry in a table of contents by the entries around it, though it has no leader dots", () => {
    const chunks = [
      chunk(6, '15 Upgrading to the next release 61\n15.1 Hardening the system … 61\n15.2 Extended support … 62'),
      chunk(50, 'Read the Release Notes before an upgrade.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'How do I upgrade from one release to the next?', chunks });
    expect(answer.text).toBe('Read the Release Notes before an upgrade. PAGE!50');
  });

  it('never quotes a numbered section title alone, an FAQ question or one after its chapter title', () => {
    const chunks = [
      chunk(
        53,
        'Debian and the kernel: 10.1 Can I install and compile a kernel without some Debian-specific tweaking?',
      ),
      chunk(11, '1.7 How does one pronounce Debian and what does this word mean?'),
      chunk(12, 'Debian is pronounced Deb-ee-en; the kernel is compiled with make-kpkg.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'How do I compile a kernel for Debian?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([12]);
  });

  it("quotes an FAQ's question with its answer, from the next passage too, without the chapter title before it", () => {
    const faq = [
      chunk(23, 'Some other text comes first. Can I use Red Hat packages (".rpm" files) on my Debian system?'),
      chunk(24, 'You probably do not want to: the alien package converts between package formats.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'can i install rpm packages on debian', chunks: faq });
    expect(answer.text).toBe(
      'Can I use Red Hat packages (".rpm" files) on my Debian system? You probably do not want to: the alien package ' +
        'converts between package formats. PAGE!23',
    );
    const numbered = [
      chunk(55, 'Customizing your Debian system 11.1 How can I ensure that all programs use the same paper size?'),
      chunk(56, 'Install the libpaper1 package, and it will ask you for a system-wide default paper size.'),
    ];
    const paper = answerLocally({
      ...base,
      prompt: 'How do I set the same paper size for every program?',
      chunks: numbered,
    });
    expect(paper.text).toBe(
      '11.1 How can I ensure that all programs use the same paper size? Install the libpaper1 package, and it will ask ' +
        'you for a system-wide default paper size. PAGE!55',
    );
  });

  it('reads two question words as the one word the document writes ("log in": login, "key ring": keyring)', () => {
    const chunks = [
      chunk(1, 'The printer setup runs lpadmin with the name of the queue. Toner is ordered from the office.'),
      chunk(2, 'At login, the shell reads /etc/profile first. The history is kept in a file.'),
    ];
    expect(answerLocally({ ...base, prompt: 'How do I set up the printer?', chunks }).text).toBe(
      'The printer setup runs lpadmin with the name of the queue. PAGE!1',
    );
    expect(answerLocally({ ...base, prompt: 'what happens when i log in', chunks, wholeScope: true }).text).toBe(
      'At login, the shell reads /etc/profile first. PAGE!2',
    );
    // Neither "key" nor "ring" is in any sentence (nor in the synonym lexicon): without "keyring" it is declined.
    const keys = [chunk(3, 'The keyring holds the public keys of every developer.'), chunk(4, 'Uploads are signed.')];
    expect(answerLocally({ ...base, prompt: 'What is the key ring?', chunks: keys, wholeScope: true }).text).toBe(
      'The keyring holds the public keys of every developer. PAGE!3',
    );
  });

  it('takes a term that opens three lines or more of a document for a tag, not a definition ("virtual: New …")', () => {
    const changelog = [
      'virtual: New adventure virtual package for the Colossal Cave Adventure game.',
      'virtual: New httpd-wsgi3 virtual package for Python 3 WSGI servers.',
      'virtual: New virtual-mysql-client virtual package for MySQL clients.',
    ].join('\n');
    const chunks = [
      chunk(10, changelog),
      chunk(38, 'A virtual package is a generic name that applies to any one of a group of packages.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is a virtual package?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([38]);
  });

  it("never quotes a text table's row with an empty cell, a piece of a wrapped cell", () => {
    const chunks = [
      chunk(2, 'Licenses follow.\n| | one stanza may name licenses, with no Front-Cover or |\nThe end.'),
      chunk(3, 'A Files stanza may name more than one license.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Can one stanza name several licenses?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([3]);
  });

  it("never quotes a web manual's navigation line, nor adds it to a sentence", () => {
    const chunks = [
      chunk(
        7,
        'Install the Makefile targets with care:\nNext: Standard Targets, Up: Makefile Conventions [Contents][Index]',
      ),
      chunk(8, 'Every Makefile should have the targets all, install and clean.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Which Makefile targets are required?', chunks });
    expect(answer.text).not.toMatch(/Next:|\[Contents\]/);
    expect(answer.parts.map((p) => p.source?.page)).toContain(8);
  });

  it('gives each part of a two-part question its sentence, in document order', () => {
    const chunks = [
      chunk(
        4,
        'If set, the pattern ** used in a filename expansion context will match all files and zero or more directories. This is globstar.',
        'bash.pdf',
        'globstar',
      ),
      chunk(9, 'The shell has many options. Nothing else here matters.'),
      chunk(
        12,
        'If pipefail is set, the return value of a pipeline is the value of the last command to exit with a non-zero status.',
      ),
    ];
    const answer = answerLocally({ ...base, prompt: 'What do globstar and pipefail do?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([4, 12]);
  });

  it('answers a summary request with the opening and the section headings, not the title page or the copyright', () => {
    const chunks = [
      chunk(
        1,
        'Bash Reference Manual\nCopyright 1988 Free Software Foundation, Inc. Permission is granted to copy this document.',
      ),
      chunk(
        2,
        'This text is a brief description of the features that are present in the Bash shell. It covers shell syntax and builtins.',
        'a.pdf',
        '1 Introduction',
      ),
      chunk(5, 'Shell syntax is described here in detail.', 'a.pdf', '3 Basic Shell Features'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Summarise this document', chunks });
    expect(answer.parts[0].text).toBe(
      'This text is a brief description of the features that are present in the Bash shell. PAGE!2',
    );
    expect(answer.text).not.toMatch(/Copyright/);
    expect(answer.parts.at(-1)!.text).toBe('Its sections include: 1 Introduction; 3 Basic Shell Features.');
  });

  it('opens a summary where the document says what it covers, and lists its chapters, not its title page', () => {
    const chunks = [
      chunk(
        1,
        'Edition 5.2, for Bash Version 5.2, last updated in September.\nChet Ramey, Case Western Reserve University',
      ),
      chunk(
        3,
        '1.5 What is the difference between Bash and other shells?\nAppendix C GNU Free Documentation License . . 174',
      ),
      chunk(
        7,
        'This text is a brief description of the features of the Bash shell. It covers shell syntax.',
        'a.pdf',
        '1 Introduction',
      ),
      chunk(9, 'Definitions used throughout this manual follow here.', 'a.pdf', '2 Definitions'),
      chunk(11, 'Shell syntax is described here.', 'a.pdf', '3 Basic Shell Features'),
      chunk(12, 'Quoting is described here.', 'a.pdf', '3.1 Shell Syntax'),
      chunk(30, 'Builtins are described here.', 'a.pdf', '4 Shell Builtin Commands'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is this manual about?', chunks });
    expect(answer.parts[0].source?.quote).toBe('This text is a brief description of the features of the Bash shell.');
    expect(answer.text).not.toMatch(/Edition 5\.2|1\.5 What is/);
    expect(answer.parts.at(-1)!.text).toBe(
      'Its sections include: 1 Introduction; 2 Definitions; 3 Basic Shell Features; 4 Shell Builtin Commands.',
    );
  });

  it('quotes in a summary a sentence that leans on the one before only right after it ("It …", "Its …")', () => {
    const chunks = [
      chunk(1, 'This guide describes how shell variables are set. It uses plain words and many examples.'),
      chunk(2, 'HISTSIZE sets the number of commands to remember in the history. PS1: The prompt.'),
      chunk(3, 'Its default value is a dollar sign and a space. The shell reads PS1 before each prompt is shown.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Summarise this document', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toEqual([
      'This guide describes how shell variables are set.',
      'It uses plain words and many examples.',
      'HISTSIZE sets the number of commands to remember in the history.',
    ]);
    const later = answerLocally({ ...base, prompt: 'Summarise this document', chunks: chunks.slice(1) });
    expect(later.text).not.toMatch(/Its default value/);
  });

  it('opens a summary where the document says what it covers even when that names a copyright file', () => {
    const chunks = [
      chunk(1, 'Copyright 2010 the authors. Permission is granted to make verbatim copies of this document.'),
      chunk(1, 'This document describes a machine-readable format for the debian/copyright file. It is optional.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Summarise this document', chunks });
    expect(answer.parts[0].source?.quote).toBe(
      'This document describes a machine-readable format for the debian/copyright file.',
    );
  });

  it("opens a paper's summary with its abstract, past the title page run into it and notes on where it was published", () => {
    const paper = (pageNo: number, text: string): ContextChunk => ({
      ...chunk(pageNo, text, 'strucchange-intro.pdf'),
      documentTitle: 'strucchange: An R Package for Testing for Structural Change',
    });
    const chunks = [
      paper(
        1,
        'strucchange: An R Package for Testing for Structural Change Achim Zeileis Kurt Hornik Abstract This ' +
          'introduction to the R package strucchange is a (slightly) modified version of Zeileis et al. (2002). ' +
          'Here, we focus on the linear regression model and introduce a unified approach for implementing tests. ' +
          'A version of this manuscript has been published online in the Journal of Statistical Software. ' +
          'The package contains methods to fit, plot and test empirical fluctuation processes.',
      ),
      paper(2, 'Keywords: structural change, CUSUM, MOSUM, recursive estimates, moving estimates.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is this paper about?', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toEqual([
      'Here, we focus on the linear regression model and introduce a unified approach for implementing tests.',
      'The package contains methods to fit, plot and test empirical fluctuation processes.',
    ]);
    // Where the abstract's first sentence is no such note, it opens the summary, without the title page before it.
    const first = answerLocally({
      ...base,
      prompt: 'Summarise this',
      chunks: [paper(1, 'A Title Page Line Jane Doe Abstract Mixed models are fitted by the lmer function here.')],
    });
    expect(first.parts[0].source?.quote).toBe('Mixed models are fitted by the lmer function here.');
  });

  it('answers who wrote the document from its title page, up to its abstract, its lines passages of their own', () => {
    const paper = (id: string, name: string, ord: number, pageNo: number, text: string): ContextChunk => ({
      ...chunk(pageNo, text, name),
      documentId: id,
      ord,
      documentTitle: 'Econometric Computing with HC and HAC',
    });
    const chunks = [
      paper('d000000000000001', 'sandwich.pdf', 5, 2, 'The authors wrote the package sandwich in 2004.'),
      paper('d000000000000001', 'sandwich.pdf', 0, 1, 'Econometric Computing with HC and HAC'),
      paper('d000000000000001', 'sandwich.pdf', 1, 1, 'Covariance Matrix Estimators'),
      paper(
        'd000000000000001',
        'sandwich.pdf',
        2,
        1,
        'Achim Zeileis Universität Innsbruck Abstract Data described by models.',
      ),
    ];
    const answer = answerLocally({ ...base, prompt: 'Who wrote this paper?', chunks });
    expect(answer.text).toBe(
      'Econometric Computing with HC and HAC Covariance Matrix Estimators Achim Zeileis Universität Innsbruck PAGE!1',
    );
    // In a label, each document by its title and name.
    const zoo = {
      ...paper('d000000000000002', 'zoo.pdf', 0, 1, 'zoo: An S3 Class Achim Zeileis'),
      documentTitle: 'zoo: An S3 Class',
    };
    const label = answerLocally({
      ...base,
      withDocumentName: true,
      prompt: 'Who are the authors?',
      chunks: [...chunks, zoo],
    });
    expect(label.parts.map((p) => p.text)).toEqual([
      'Econometric Computing with HC and HAC (sandwich.pdf): Econometric Computing with HC and HAC Covariance Matrix Estimators Achim Zeileis Universität Innsbruck DOC!d000000000000001!PAGE!1',
      'zoo: An S3 Class (zoo.pdf): zoo: An S3 Class Achim Zeileis DOC!d000000000000002!PAGE!1',
    ]);
    // Without the first page in the context, the question is answered as any other.
    const other = answerLocally({ ...base, prompt: 'Who wrote this paper?', chunks: chunks.slice(0, 1) });
    expect(other.parts.map((p) => p.source?.quote)).toContain('The authors wrote the package sandwich in 2004.');
  });

  it('answers when the document was published from its title page only when that holds a date', () => {
    const page = (ord: number, pageNo: number, text: string): ContextChunk => ({ ...chunk(pageNo, text), ord });
    const policy = [
      page(0, 1, 'Debian Policy Manual Release 4.6.2.0'),
      page(1, 1, 'The Debian Policy Mailing List Dec 17, 2022'),
      page(2, 3, 'This manual describes the policy requirements for the Debian distribution.'),
    ];
    expect(answerLocally({ ...base, prompt: 'When was this manual published?', chunks: policy }).text).toBe(
      'Debian Policy Manual Release 4.6.2.0 The Debian Policy Mailing List Dec 17, 2022 PAGE!1',
    );
    // A title page without a date: the abstract's note on where the paper was published, when it gives a year.
    const zoo = [
      page(0, 1, 'zoo: An S3 Class Achim Zeileis Universität Innsbruck'),
      page(1, 1, 'Abstract: zoo is an R package. This is a modified version of Zeileis and Grothendieck (2005).'),
    ];
    expect(answerLocally({ ...base, prompt: 'When was this paper published?', chunks: zoo }).text).toBe(
      'This is a modified version of Zeileis and Grothendieck (2005). PAGE!1',
    );
  });

  it('answers what sections the document has with its headings; in a label, document by document', () => {
    const section = (id: string, name: string, ord: number, heading: string): ContextChunk => ({
      ...chunk(ord, `${heading} It begins here.`, name, heading),
      documentId: id,
      ord,
      documentTitle: name,
    });
    const chunks = [
      section('d000000000000001', 'zoo.pdf', 1, '1. Introduction'),
      section('d000000000000001', 'zoo.pdf', 2, '2. The class "zoo" and its methods'),
      section('d000000000000001', 'zoo.pdf', 3, '3. Combining zoo with other packages'),
      section('d000000000000001', 'zoo.pdf', 4, '4. Summary and outlook'),
    ];
    expect(answerLocally({ ...base, prompt: 'What chapters does it have?', chunks }).text).toBe(
      'Its sections include: 1. Introduction; 2. The class "zoo" and its methods; 3. Combining zoo with other ' +
        'packages; 4. Summary and outlook.',
    );
    const label = [...chunks, section('d000000000000002', 'lmer.pdf', 1, 'Introduction')];
    expect(
      answerLocally({
        ...base,
        withDocumentName: true,
        prompt: 'Show me the table of contents',
        chunks: label,
      }).parts.map((p) => p.text),
    ).toEqual([
      'zoo.pdf: 1. Introduction; 2. The class "zoo" and its methods; 3. Combining zoo with other packages; ' +
        '4. Summary and outlook.',
      'lmer.pdf: Introduction.',
    ]);
  });

  it('answers what the conclusions are from the section drawing them, past figure captions', () => {
    const section = (ord: number, pageNo: number, heading: string, text: string, rank: number): ContextChunk => ({
      ...chunk(pageNo, text, 'lmer.pdf', heading),
      ord,
      rank,
    });
    const chunks = [
      section(3, 2, '1. Introduction', 'Mixed models are fitted by lmer, as this paper shows in detail.', 0),
      section(
        40,
        37,
        '6. Conclusion',
        'Mixed modeling is an extremely useful but computationally intensive technique.',
        1,
      ),
      section(
        41,
        38,
        '6. Conclusion',
        'Days: Figure 3: Profile density plot for the sleep study data. We have learned much about linear mixed models in the process.',
        2,
      ),
    ];
    expect(
      answerLocally({ ...base, prompt: 'What are the main conclusions?', chunks }).parts.map((p) => p.source?.quote),
    ).toEqual([
      'Mixed modeling is an extremely useful but computationally intensive technique.',
      'We have learned much about linear mixed models in the process.',
    ]);
    // A document that draws none (a manual) has none to quote, though its sentences hold "main" and "conclusion".
    const manual = [
      chunk(58, 'If the main source information control file contains the field XBS-Comment, it is copied.'),
      chunk(148, 'Reach a conclusion and consensus in the discussion and make a final proposal.'),
    ];
    expect(answerLocally({ ...base, prompt: 'What are the main conclusions?', chunks: manual }).declined).toBe(true);
  });

  it('summarises a licence by what it says, though every sentence of it names its licence', () => {
    const licence = (text: string): ContextChunk => ({
      ...chunk(1, text, 'GPL-3.pdf'),
      documentTitle: 'GNU General Public License',
    });
    const chunks = [
      licence(
        'Copyright (C) 2007 Free Software Foundation, Inc. Everyone is permitted to copy and distribute verbatim ' +
          'copies of this license document.',
      ),
      licence('Preamble: The GNU General Public License is a free, copyleft license for software and other works.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Summarise this', chunks });
    expect(answer.parts[0].source?.quote).toBe(
      'Preamble: The GNU General Public License is a free, copyleft license for software and other works.',
    );
  });

  it('summarises a label document by document: its title and name, and where it says what it covers', () => {
    const doc = (id: string, name: string, title: string, pageNo: number, text: string): ContextChunk => ({
      ...chunk(pageNo, text, name),
      documentId: id,
      documentTitle: title,
    });
    const chunks = [
      doc('d000000000000001', 'policy.pdf', 'Debian Policy Manual', 1, 'Release 4.6.2.0 of the manual, 2022.'),
      doc(
        'd000000000000001',
        'policy.pdf',
        'Debian Policy Manual',
        13,
        'This manual describes the policy requirements.',
      ),
      doc(
        'd000000000000002',
        'standards.html',
        'GNU Coding Standards Next: About [Contents][Index]',
        1,
        'Hello there, reader of this.',
      ),
    ];
    const answer = answerLocally({ ...base, withDocumentName: true, prompt: 'Summarise these documents', chunks });
    expect(answer.parts.map((p) => p.text)).toEqual([
      'Debian Policy Manual (policy.pdf): This manual describes the policy requirements. DOC!d000000000000001!PAGE!13',
      'GNU Coding Standards (standards.html).',
    ]);
    expect(answer.parts[0].source?.quote).toBe('This manual describes the policy requirements.');
  });

  it('respects the token limit even for one long sentence', () => {
    const long = `The pump ${'very '.repeat(500)}long sentence.`;
    const answer = answerLocally({ ...base, prompt: 'pump', chunks: [chunk(1, long)], maxTokens: 20 });
    expect(countTextTokens(answer.text)).toBeLessThanOrEqual(21);
  });

  it('quotes the definition of the asked term even when another sentence names the term', () => {
    const chunks = [
      chunk(
        91,
        'HISTFILESIZE: The maximum number of lines in the history file. ' +
          'The shell sets the default value to the value of HISTSIZE after reading any startup files.',
      ),
      chunk(
        92,
        'HISTSIZE: The maximum number of commands to remember on the history list. ' +
          'The shell sets the default value to 500 after reading any startup files.',
      ),
    ];
    const answer = answerLocally({ ...base, prompt: 'What default value does the shell give HISTSIZE?', chunks });
    expect(answer.parts[0].text).toMatch(/default value to 500/);
  });

  it('answers "what is X?" with the sentence that says what X is, not one that uses X or shows code with it', () => {
    const chunks = [
      chunk(
        23,
        'A factor is a vector object used to specify a discrete classification of the components of other vectors.\n' +
          '> statef <- factor(state): The print() function handles factors differently; levels() gives the levels of a factor.\n' +
          'A factor with many levels is printed with them all.',
      ),
      chunk(31, 'Any incorrectly formed brace expansion is left unchanged.'),
      chunk(
        30,
        'Brace expansion is a mechanism by which arbitrary strings may be generated. ' +
          'A correctly-formed brace expansion must contain unquoted opening and closing braces.',
      ),
    ];
    const quotes = (prompt: string) => answerLocally({ ...base, prompt, chunks }).parts.map((p) => p.source?.quote);
    expect(quotes('What is a factor?')).toEqual([
      'A factor is a vector object used to specify a discrete classification of the components of other vectors.',
    ]);
    expect(quotes('What is brace expansion?')).toEqual([
      'Brace expansion is a mechanism by which arbitrary strings may be generated.',
    ]);
  });

  it('takes a definition for the answer only when the question names what it defines ("PATH", not "…_PATH")', () => {
    const chunks = [
      chunk(87, 'BASH_LOADABLES_PATH: A colon-separated list of directories for loadable builtins.'),
      chunk(88, 'PATH: A colon-separated list of directories in which the shell looks for commands.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is PATH?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([88]);
    // A definition of several words counts when the question names it, or the words of its compound.
    const apt = [
      chunk(44, 'apt upgrade: Upgrades the installed packages.'),
      chunk(45, 'apt full-upgrade: Upgrades the installed packages, removing some where needed.'),
    ];
    const full = answerLocally({ ...base, prompt: 'What does full-upgrade do?', chunks: apt });
    expect(full.parts.map((p) => p.source?.page)).toEqual([45]);
  });

  it("quotes a manual entry's synopsis with what the entry does, even when that opens the next passage", () => {
    const heading = '4.3.2 The Shopt Builtin';
    const entry = 'This builtin changes optional behavior.\nshopt shopt [-pqsu] [-o] [optname ...]';
    const does = 'Toggle the values of settings controlling optional shell behavior. The settings follow.';
    const chunks = [
      { ...chunk(77, entry, 'a.pdf', heading), ord: 558 },
      { ...chunk(77, does, 'a.pdf', heading), ord: 559 },
      chunk(158, 'Options are set with the shopt builtin in scripts.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What does the shopt builtin do?', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toContain(
      'shopt shopt [-pqsu] [-o] [optname ...] Toggle the values of settings controlling optional shell behavior.',
    );
  });

  it('matches a hyphenated word by its parts, and a compound question word by all of them', () => {
    const chunks = [
      chunk(1, 'Packages are upgraded nightly by the mirror scripts.'),
      chunk(2, 'With apt, you can set a package to hold using apt-mark hold package_name.'),
      chunk(
        3,
        'All programs should support two standard options: --version and --help. ' +
          'Long options are also accepted on the command line.',
      ),
    ];
    expect(answerLocally({ ...base, prompt: 'How does apt hold a package?', chunks }).parts[0].source?.page).toBe(2);
    const options = answerLocally({ ...base, prompt: 'Which command-line options are accepted?', chunks });
    expect(options.parts.map((p) => p.source?.page)).toContain(3);
  });

  it('quotes a sentence that points back together with the sentence before it', () => {
    const text = 'Only the wildcards * and ? apply in patterns. Both match slashes and leading dots, unlike globs.';
    const answer = answerLocally({ ...base, prompt: 'Do the wildcards match slashes?', chunks: [chunk(1, text)] });
    expect(answer.parts[0].text).toBe(`${text} PAGE!1`);
  });

  it('reads a passage that continues the one before it as one paragraph ("… archive." | "This happens …")', () => {
    const chunks = [
      { ...chunk(33, 'Accepted uploads wait in incoming until they are installed in the archive.'), ord: 207, rank: 0 },
      { ...chunk(33, 'This happens four times a day; the pool is then updated.'), ord: 208, rank: 12 },
      {
        ...chunk(40, 'Accepted uploads can be moved to another archive section by the ftpmasters.'),
        ord: 250,
        rank: 1,
      },
    ];
    const answer = answerLocally({ ...base, prompt: 'How often are accepted uploads moved into the archive?', chunks });
    expect(answer.text).toContain('four times a day');
    // The sentence that points back is quoted with its lead-in, though they lie in two passages.
    expect(answer.parts.map((p) => p.source?.quote)).toContain(
      'Accepted uploads wait in incoming until they are installed in the archive. This happens four times a day; ' +
        'the pool is then updated.',
    );
  });

  it('reads a list item with the line that introduces its list', () => {
    const chunks = [
      chunk(
        1,
        'Note two key features of the name gentoo_0.9.orig.tar.gz:\n' +
          '• Package name and version are separated by the character _ (underscore).\n' +
          '• The string .orig is inserted before the suffix.',
      ),
      chunk(2, 'Package names in a dependency field are separated by commas. The version of a package is its release.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'In the name of the .orig.tar.gz file, what separates the package name from the version?',
      chunks,
    });
    expect(answer.parts[0].source?.quote).toBe(
      '• Package name and version are separated by the character _ (underscore).',
    );
  });

  it('counts words of a cross-reference ("see Selecting the upload urgency") as said elsewhere', () => {
    const chunks = [
      { ...chunk(64, 'A package must wait in unstable for some days, see Selecting the upload urgency.'), rank: 0 },
      { ...chunk(76, 'Most uploads to unstable should use urgency=medium.'), rank: 3 },
    ];
    const answer = answerLocally({ ...base, prompt: 'Which urgency do uploads to unstable use?', chunks });
    expect(answer.parts[0].source?.page).toBe(76);
  });

  it('does not read a changelog line as the definition of a term', () => {
    const chunks = [
      chunk(1, 'cron (3.0pl1-74) unstable; urgency=low: The checksecurity script now has its own package.'),
      chunk(2, 'The release team expect most uploads to unstable to use urgency=medium.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Which urgency should uploads to unstable use?', chunks });
    expect(answer.parts[0].source?.page).toBe(2);
  });

  it('quotes a chosen sentence with the next one when that one points back at it', () => {
    const text = "The project name is pronounced Deb'-ee-en. This word is a contraction of the names of Debra and Ian.";
    const chunks = [chunk(11, text), chunk(30, 'The release names come from a film.')];
    const answer = answerLocally({ ...base, prompt: "Where does the project's name come from?", chunks });
    expect(answer.parts[0].text).toBe(`${text} PAGE!11`);
  });

  it('quotes a sentence with the next one when that one says "instead" of it (not "instead of")', () => {
    const text = 'There are many versions of the MIT license. Please use Expat instead, when it matches.';
    const chunks = [chunk(2, text), chunk(3, 'The GPL license short name has a version number.')];
    const answer = answerLocally({
      ...base,
      prompt: 'Which license short name should be used for the MIT license?',
      chunks,
    });
    expect(answer.parts[0].text).toBe(`${text} PAGE!2`);
    const other = 'There are many versions of the MIT license. Use the Expat name instead of MIT for most of them.';
    const alone = answerLocally({
      ...base,
      prompt: 'Which license comes in many versions?',
      chunks: [chunk(2, other)],
    });
    expect(alone.parts[0].text).toBe('There are many versions of the MIT license. PAGE!2');
  });

  it("quotes a list item's later sentence with the opening that names its term", () => {
    const text =
      '• Suggests: Use this for packages which will work nicely with your program but are not at all necessary. ' +
      'When a user installs your program, they will probably not be prompted to install suggested packages.';
    const chunks = [chunk(25, text), chunk(26, 'The Depends field lists what the package needs to run.')];
    const answer = answerLocally({ ...base, prompt: 'Will users be prompted to install suggested packages?', chunks });
    expect(answer.parts[0].text).toBe(`${text} PAGE!25`);
  });

  it('quotes a lead-in ending with a colon with what follows it, even in the next passage', () => {
    const chunks = [
      {
        ...chunk(12, 'The objects stored are called the workspace. To remove objects the function rm is available:'),
        ord: 61,
      },
      {
        ...chunk(12, '> rm(x, y, z, ink, junk, temp, foo, bar)\nAll objects created during a session can be stored.'),
        ord: 62,
      },
      { ...chunk(13, 'A short description of the package follows.'), ord: 63 },
    ];
    const answer = answerLocally({ ...base, prompt: 'How do I remove objects?', chunks });
    expect(answer.parts[0].source?.quote).toBe(
      'To remove objects the function rm is available: > rm(x, y, z, ink, junk, temp, foo, bar)',
    );
  });

  it('answers from the section a heading names with its first sentence, without the heading run into it', () => {
    const heading = '4.11 Upstream source location: debian/watch';
    const chunks = [
      chunk(38, `${heading}\nThe uscan utility reads the file.`, 'policy.pdf', heading),
      chunk(61, 'The maintainer scripts configure the package after it is unpacked.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Where is the upstream source location of a package?', chunks });
    expect(answer.parts[0].source?.quote).toBe('The uscan utility reads the file.');
    expect(answer.parts[0].source?.page).toBe(38);
    // A heading that is a sentence (a tutorial's lesson summary) is quoted, with what follows it.
    const lesson = '** To delete a word, type dw. **';
    const tutor = [chunk(3, `${lesson}\nMove the cursor to the word first.`, 'tutor.txt', lesson)];
    const dw = answerLocally({ ...base, prompt: 'How do I delete a word?', chunks: tutor });
    expect(dw.parts[0].source?.quote).toBe(`${lesson} Move the cursor to the word first.`);
  });

  it('quotes a footnote without its number', () => {
    const chunks = [
      chunk(78, '3 The following command, when run on a shared library, prints the name of its package.'),
      chunk(79, 'The cat sat on the mat.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'Which command prints the package name of a shared library?',
      chunks,
    });
    expect(answer.parts[0].text).toBe(
      'The following command, when run on a shared library, prints the name of its package. PAGE!78',
    );
    expect(answer.parts[0].source?.quote).toBe(
      'The following command, when run on a shared library, prints the name of its package.',
    );
  });

  it('never quotes a label of a few words alone ("Upstream-Name" ending its passage, its description in the next)', () => {
    const chunks = [
      chunk(1, 'The following fields may be present in a header stanza.\nUpstream-Name'),
      chunk(3, 'The name upstream uses for the software goes in this field.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What goes in the Upstream-Name field?', chunks });
    const quotes = answer.parts.map((p) => p.source?.quote);
    expect(quotes).toContain('The name upstream uses for the software goes in this field.');
    expect(quotes).not.toContain('Upstream-Name');
  });

  it('never quotes a heading alone: a passage holding only its title gives way to the sentence that answers', () => {
    // vimtutor.zh_cn: the section's title is the whole of one passage; the answer opens the next.
    const heading = '第四讲第三节：配对括号的查找';
    const chunks = [
      chunk(1, heading, 'vimtutor.zh_cn.txt', heading),
      chunk(2, '** 输入 % 可以查找配对的括号 )、]、}。**\n接着按 % 字符。', 'vimtutor.zh_cn.txt', heading),
    ];
    const answer = answerLocally({ ...base, prompt: '怎样查找配对的括号？', chunks });
    expect(answer.declined).toBe(false);
    expect(answer.parts.map((p) => p.source?.quote)).not.toContain(heading);
    expect(answer.text).toContain('输入 % 可以查找配对的括号');
  });

  it('answers a Korean question whose words take other endings than the sentence that answers (vimtutor.ko)', () => {
    const chunks = [
      chunk(1, '** 한 단어를 끝까지 지우려면 dw 라고 치면 됩니다. **\n커서를 움직이려면 h, j, k, l 키를 누르십시오.'),
      chunk(2, '** 편집기를 빠져나가려면 :q! <ENTER> 라고 치십시오. **', 'a.pdf'),
    ];
    // "지우는" (erasing) and "지우려면" (in order to erase) share the stem 지우; "명령은" is 명령 with its particle.
    const answer = answerLocally({ ...base, prompt: '단어 하나를 끝까지 지우는 명령은 뭔가요?', chunks });
    expect(answer.declined).toBe(false);
    expect(answer.text).toMatch(/^\*\* 한 단어를 끝까지 지우려면 dw 라고 치면 됩니다\. \*\* PAGE!1$/);
  });

  it('quotes a sentence once, even when it is also the follow-up of another chosen sentence', () => {
    const text =
      'pipefail: If set, the return value of a pipeline is that of the last command to fail. ' +
      'This option is disabled by default.';
    // Many sentences name options: the definition is chosen first, then "This option …" (which holds it by the
    // term its paragraph defines), and each is quoted with the other.
    const others = Array.from({ length: 24 }, (_, i) =>
      i % 2 ? `Option number ${i} changes the shell.` : `Builtin number ${i} runs a command.`,
    );
    const chunks = [chunk(1, others.join(' ')), chunk(2, text)];
    const answer = answerLocally({ ...base, prompt: 'What does the pipefail option do?', chunks });
    expect(answer.parts.map((p) => p.text)).toEqual([`${text} PAGE!2`]);
  });

  it('weighs modal verbs and words like "several" as phrasing, not as what the question is about', () => {
    const chunks = [
      chunk(1, 'A directory tree may be selected with a pattern like foo/*. A path may be selected with foo?bar.'),
      chunk(2, 'Only the wildcards * and ? apply in a pattern. The cat sat on the mat. Dogs bark.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Which wildcards may a pattern use?', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toEqual(['Only the wildcards * and ? apply in a pattern.']);
  });

  it('answers "how often …" and "… and when?" with a sentence that gives an amount or a date', () => {
    const chunks = [
      chunk(1, 'Uploads are moved from the queue into the archive by a daemon. The daemon also moves uploads around.'),
      chunk(2, 'Uploads in the queue are processed four times a day.'),
    ];
    const often = answerLocally({ ...base, prompt: 'How often are uploads moved into the archive?', chunks });
    expect(often.parts.map((p) => p.source?.page)).toContain(2);
    const project = [
      chunk(1, 'Many services are started by the project scripts. The project started a web site for them.'),
      chunk(2, 'The project was started by Ian in 1993.'),
    ];
    const when = answerLocally({ ...base, prompt: 'Who started the project, and when?', chunks: project });
    expect(when.parts.map((p) => p.source?.page)).toContain(2);
    // "when" inside a clause is a condition, not a question for a date.
    const memory = [
      chunk(1, 'Version 1.3.6 of the program uses 4096 bytes of memory.'),
      chunk(2, 'If memory allocation fails, a program should give a fatal error.'),
    ];
    const condition = answerLocally({
      ...base,
      prompt: 'What should a program do when memory allocation fails?',
      chunks: memory,
    });
    expect(condition.parts.map((p) => p.source?.page)).toEqual([2]);
  });

  it('asks the amount of each thing a "how much" clause names, and takes a number only where the question\'s words are', () => {
    const chunks = [
      chunk(1, 'The installer shows the free disk space in a dialog. See Section 7.7 for the dialog.'),
      chunk(2, 'The installer needs 512 MB of memory. The installer needs 4 GB of disk space.'),
      chunk(3, 'Security advisories have been published since 2006.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'How much memory and disk space does the installer need?',
      chunks,
    });
    expect(answer.parts.map((p) => p.source?.quote)).toEqual([
      'The installer needs 512 MB of memory.',
      'The installer needs 4 GB of disk space.',
    ]);
    const unsaid = [
      chunk(1, 'The graphical installer needs memory for its dialogs.'),
      chunk(5, 'Version 3 of the archive format came out in 2006.'),
    ];
    const none = answerLocally({
      ...base,
      prompt: 'How much memory does the graphical installer need?',
      chunks: unsaid,
    });
    // The sentence gives no amount: it is what comes closest, and docent-local says so.
    expect(none.tentative).toBe(true);
    expect(none.parts.map((p) => p.source?.page)).toEqual([undefined, 1]);
  });

  it('takes no date for a count, nor a section\'s number, "no one" or an ordinal for an amount', () => {
    const chunks = [
      chunk(8, 'Jonathan Carter was elected in April 2020 and is our current leader.'),
      chunk(9, 'The project leader is elected every year by the developers.'),
    ];
    const votes = answerLocally({
      ...base,
      prompt: 'How many votes did Jonathan Carter receive when he was elected leader?',
      chunks,
    });
    // Only a date where a number of votes was asked: no answer.
    expect(votes.declined).toBe(true);
    const counted = answerLocally({
      ...base,
      prompt: 'How many developers elected Jonathan Carter in April 2020?',
      chunks: [
        ...chunks,
        chunk(10, 'On 18 April 2020, 339 developers voted, and Jonathan Carter was elected with 201 votes.'),
      ],
    });
    expect(counted.tentative).toBeFalsy();
    expect(counted.parts[0].source?.page).toBe(10);
    // Nor does an ordinal ("the twenty-first DebConf").
    const attended = answerLocally({
      ...base,
      prompt: 'How many people attended Debconf20?',
      chunks: [chunk(21, 'The twenty-first DebConf, Debconf20, was held online for people everywhere.')],
    });
    expect(attended.tentative || attended.declined).toBe(true);
    // Nor does a section's reference ("see §4.1(3)"): the term of office is asked, not a section.
    const term = answerLocally({
      ...base,
      prompt: "How long is the Project Leader's term?",
      chunks: [
        chunk(
          3,
          'If the Project Leader or their Delegate has made a decision, then Developers can override them by passing a resolution; see §4.1(3).',
        ),
        chunk(5, 'The Project Leader serves for one year from their election.'),
      ],
    });
    expect(term.parts.map((p) => p.source?.page)).toEqual([5]);
    // "No one" gives no amount: the sentence with the age answers "how old".
    const age = answerLocally({
      ...base,
      prompt: 'How old was the developer nicknamed Espy when he died?',
      chunks: [
        chunk(22, 'No one who saw Espy on the lists knew that behind this nickname was a developer who was ill.'),
        chunk(23, 'Joel Klecker, who was also known as Espy, passed away at 21 years of age.'),
      ],
    });
    expect(age.parts.find((p) => p.source)?.source?.page).toBe(23);
  });

  it("answers what an option does from its entry, the command's own among other commands' entries", () => {
    const chunks = [
      chunk(68, 'read [-ers] [-a aname] [name …]\n-e Readline is used to obtain the line.', 'a.pdf', 'read'),
      chunk(69, 'ulimit [-HS] -a\n-e The maximum scheduling priority ("nice").', 'a.pdf', 'ulimit'),
      chunk(
        73,
        'When options are supplied, they set or unset shell attributes.\n-e Exit immediately if a pipeline returns a non-zero status.\n-f Disable filename expansion.',
        'a.pdf',
        '4.3.1 The Set Builtin',
      ),
      chunk(74, 'If a compound command sets -e while executing in a context where -e is ignored, it has no effect.'),
    ];
    // With its question mark or without, "what does … do" asks what it is: set's entry is the best sentence, and the
    // same answer is given.
    const asked = answerLocally({ ...base, prompt: 'What does set -e do?', chunks });
    expect(asked.parts.map((p) => p.source?.quote)).toContain(
      '-e Exit immediately if a pipeline returns a non-zero status.',
    );
    expect(answerLocally({ ...base, prompt: 'what does set -e do', chunks }).text).toBe(asked.text);
    // ("-e" is a word of its own, not nothing: a question about -E is not answered by -e's entry.)
    expect(answerLocally({ ...base, prompt: 'what does -E do', chunks }).declined).toBe(true);
  });

  it('answers "how do I …?" with the sentence an example follows, quoted with the example', () => {
    const chunks = [
      { ...chunk(44, 'This gives a good result. The histogram of eruptions has two modes.'), rank: 0 },
      {
        ...chunk(
          43,
          'A stem-and-leaf plot is like a histogram, and R has a function hist to plot histograms.\n> hist(eruptions)',
        ),
        rank: 1,
      },
    ];
    const answer = answerLocally({ ...base, prompt: 'How do I make a histogram?', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toContain(
      'A stem-and-leaf plot is like a histogram, and R has a function hist to plot histograms. > hist(eruptions)',
    );
  });

  it('quotes any sentence of a short paragraph with the example after it, and the example once', () => {
    const text = [
      'Run lintian(1) on your .changes file. The lintian command runs many test scripts to check for errors.',
      '$ lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes',
      'Of course, replace the filename with the name of the .changes file generated for your package.',
    ].join('\n');
    const chunks = [{ ...chunk(51, text), rank: 0 }];
    const answer = answerLocally({
      ...base,
      prompt: 'With which options is lintian run on the .changes file?',
      chunks,
    });
    expect(answer.parts[0].source?.quote).toBe(
      'Run lintian(1) on your .changes file. $ lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes',
    );
    const both = answerLocally({
      ...base,
      prompt: 'what does lintian run and check for errors on the changes file',
      chunks,
    });
    expect(both.text).toContain('Run lintian(1) on your .changes file.');
    expect(both.text).toContain('The lintian command runs many test scripts');
    expect(both.text.match(/--show-overrides/g)).toHaveLength(1);
  });

  it('quotes no name of a list of names ("• Depends et al" among the fields of a control file)', () => {
    const chunks = [
      // (The list ranked first, as a passage naming the question's words more often would.)
      {
        ...chunk(
          43,
          'The fields in the control file are:\n• Package (mandatory)\n• Depends et al\n• Description (mandatory)',
        ),
        rank: 0,
      },
      {
        ...chunk(
          69,
          'Depends: This declares an absolute dependency. A package will not be configured unless its Depends are.',
        ),
        rank: 4,
      },
    ];
    const answer = answerLocally({ ...base, prompt: 'what does Depends mean in the control file', chunks });
    expect(answer.text).not.toContain('Depends et al');
    expect(answer.parts.some((p) => p.source?.quote.startsWith('Depends: This declares an absolute dependency.'))).toBe(
      true,
    );
  });

  it('says when no sentence answers directly, before quoting those that come closest', () => {
    const chunks = [
      chunk(1, 'The pump is serviced every year by the maintenance team.'),
      chunk(2, 'The pump pressure is 4 bar when the tank is full.'),
    ];
    const sure = answerLocally({ ...base, prompt: 'What is the pump pressure?', chunks });
    expect(sure.tentative).toBe(false);
    expect(sure.text).toBe('The pump pressure is 4 bar when the tank is full. PAGE!2');
    // "gauge", "panel" and "reading" are in no sentence of the context: the one that holds "pump pressure" is the
    // closest, and said to be.
    const prompt = 'Which gauge on the panel shows the pump pressure reading?';
    const closest = answerLocally({ ...base, prompt, chunks });
    expect(closest.declined).toBe(false);
    expect(closest.tentative).toBe(true);
    expect(closest.text.split('\n')[0]).toBe(CLOSEST_ONLY);
    expect(closest.parts[0]).toEqual({ text: CLOSEST_ONLY });
    expect(closest.parts.slice(1).every((p) => p.source?.quote)).toBe(true);
    // With room for one sentence only, the sentence is given rather than the opening line alone.
    const room = countTextTokens('The pump pressure is 4 bar when the tank is full. PAGE!2') + 2;
    const tight = answerLocally({ ...base, maxTokens: room, prompt, chunks });
    expect(tight.tentative).toBe(false);
    expect(tight.parts).toHaveLength(1);
    expect(tight.parts[0].source?.quote).toMatch(/^The pump/);
  });

  it('offers three sentences that come closest when none answers surely, and at most two when one does', () => {
    // Each sentence holds one or two of the question's words: none holds half of their weight.
    const chunks = [
      chunk(1, 'The pump pressure is 4 bar when the tank is full.'),
      chunk(2, 'The gauge is cleaned every spring.'),
      chunk(3, 'A reading is logged every hour.'),
      chunk(4, 'The tank holds 300 litres.'),
    ];
    const prompt = 'Which gauge of the boiler shows the pump pressure reading?';
    const closest = answerLocally({ ...base, prompt, chunks });
    expect(closest.tentative).toBe(true);
    expect(closest.parts.map((p) => p.source?.page)).toEqual([undefined, 1, 2, 3]);
    const sure = answerLocally({ ...base, prompt: 'Which gauge shows the pump pressure?', chunks });
    expect(sure.tentative).toBe(false);
    expect(sure.parts.map((p) => p.source?.page)).toEqual([1, 2]);
  });

  it('is sure of a question of two parts only when each part is answered well enough', () => {
    const chunks = [
      chunk(1, 'The pump pressure is 4 bar when the tank is full.'),
      chunk(2, 'The valve gasket is replaced every spring by the maintenance team of the plant.'),
      chunk(3, 'The tank is painted green.'),
    ];
    // The second part's sentence shares "valve gasket" alone with it: what comes closest, said so.
    const loose = answerLocally({
      ...base,
      prompt: 'What is the pump pressure, and which supplier in Ohio makes the safety valve gasket?',
      chunks,
    });
    expect(loose.tentative).toBe(true);
    expect(loose.text).toContain('The pump pressure is 4 bar');
    const both = answerLocally({
      ...base,
      prompt: 'What is the pump pressure, and when is the valve gasket replaced?',
      chunks,
    });
    expect(both.tentative).toBe(false);
    expect(both.parts.map((p) => p.source?.page)).toEqual([1, 2]);
  });

  it('answers a yes-or-no question with a sentence that rules, rather than one that only describes', () => {
    const chunks = [
      chunk(1, 'Package names are sorted by their first letters in the archive index.'),
      chunk(2, 'Package names must be at least two letters long.'),
    ];
    const ruling = answerLocally({ ...base, prompt: 'Can package names be a single letter?', chunks });
    expect(ruling.parts.map((p) => p.source?.page)).toEqual([2]);
    // Asked otherwise, both sentences answer alike, in document order.
    const which = answerLocally({ ...base, prompt: 'Which letters do package names have?', chunks });
    expect(which.parts.map((p) => p.source?.page)).toEqual([1, 2]);
  });

  it('answers a yes-or-no question about what a thing is or can do with the sentence that says so, ruling or not', () => {
    const cased = [
      chunk(11, 'R is case sensitive, so A and a are different symbols.'),
      chunk(91, 'However, file systems on Windows are not normally case sensitive.'),
    ];
    const property = answerLocally({ ...base, prompt: 'Is R case sensitive?', chunks: cased });
    expect(property.parts.map((p) => p.source?.page)).toContain(11);
    const xml = [
      chunk(10, 'Files can be read from a web address.'),
      chunk(11, 'The XML package provides facilities for reading XML files.'),
    ];
    const capability = answerLocally({ ...base, prompt: 'Can R read XML files?', chunks: xml });
    expect(capability.parts.map((p) => p.source?.page)).toEqual([11]);
  });

  it('answers "How do I …?" of a manual with the sentence that shows the code, a call, an option or a command', () => {
    const chunks = [
      chunk(90, 'Namespaces keep every function that tries to transpose a matrix working.'),
      chunk(30, 'A simpler function t() is available to transpose a matrix: B <- t(A).'),
    ];
    const answer = answerLocally({ ...base, prompt: 'how do i transpose a matrix', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([30]);
    // Asked what, not how, both say as much.
    const what = answerLocally({ ...base, prompt: 'What transposes a matrix?', chunks });
    expect(what.parts.map((p) => p.source?.page).sort()).toEqual([30, 90]);
  });

  it('answers "What is the X field?" with the opening of the section titled X', () => {
    const chunks: ContextChunk[] = [
      { ...chunk(25, 'The format of the Maintainer control field is described in Maintainer.'), rank: 0 },
      {
        ...chunk(45, "5.6.2 Maintainer\nThe package maintainer's name and email address.", 'a.pdf', '5.6.2 Maintainer'),
        rank: 4,
      },
    ];
    const answer = answerLocally({ ...base, prompt: 'What is the Maintainer field?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toContain(45);
    // Without its kind, the name alone is not taken for that section's ("What is a maintainer?").
    const plain = answerLocally({ ...base, prompt: 'What is a maintainer?', chunks });
    expect(plain.parts.map((p) => p.source?.page)).toEqual([25]);
  });

  it('adds a second sentence that holds a question word the first lacks, even when it holds only that word', () => {
    const chunks = [
      chunk(1, 'A Files pattern is matched from the root of the tree. The cat sat on the mat.'),
      chunk(2, 'Only the wildcards * and ? apply. Dogs bark at night.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Which wildcards may a Files pattern in the tree use?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([1, 2]);
  });

  it('does not spend a second sentence on a short one that would only be quoted with the chosen one', () => {
    const chunks = [
      chunk(1, 'Invoice 2025-117. The total amount due is 4,800 EUR, payable within 30 days.'),
      chunk(2, 'The term is 36 months. The amount of work is large. The total is fixed. Payment is due monthly.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is the total amount due on the invoice?', chunks });
    expect(answer.parts.map((p) => p.source?.quote)).toEqual([
      'The total amount due is 4,800 EUR, payable within 30 days.',
    ]);
  });

  it('prefers, among sentences that hold the question alike, the passage the ranking put first', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(3, 'Uploads are processed by the queue daemon.', 4),
      ranked(9, 'Uploads are processed four times a day.', 0),
    ];
    expect(answerLocally({ ...base, prompt: 'When are uploads processed?', chunks }).parts[0].source?.page).toBe(9);
  });

  it('lets a label question name its document ("According to the … Standards")', () => {
    const inDoc = (pageNo: number, text: string, name: string, title: string, docid: string): ContextChunk => ({
      ...chunk(pageNo, text, name),
      documentId: docid,
      documentTitle: title,
    });
    const chunks = [
      inDoc(50, 'The --version option prints the version of the shell.', 'bashref.pdf', 'Bash Reference Manual', 'd1'),
      inDoc(
        3,
        'The --version option should make the program show its name, version, origin and legal status.',
        'standards.html',
        'GNU Coding Standards',
        'd2',
      ),
    ];
    const prompt = 'According to the GNU Coding Standards, what does --version print?';
    const answer = answerLocally({ ...base, withDocumentName: true, prompt, chunks });
    expect(answer.parts.map((p) => p.source?.docid)).toContain('d2');
  });

  it('reads what comes before the asking clause as its setting, not as a part to answer on its own', () => {
    const chunks = [
      chunk(4, 'The upstream tarball is copied into the parent directory.'),
      chunk(7, 'Package name and version are separated by the character _ (underscore).'),
    ];
    const prompt = 'In the upstream tarball, what separates the package name from the version?';
    expect(answerLocally({ ...base, prompt, chunks }).parts.map((p) => p.source?.page)).toContain(7);
    // Only the setting is in the text: declined, not answered with a sentence about the tarball.
    expect(answerLocally({ ...base, prompt, chunks: chunks.slice(0, 1) }).text).toBe(NOTHING_FOUND);
  });

  it('counts a word a chosen sentence holds only by the sentence before it as partly covered', () => {
    const text =
      '1000-59999: Dynamically allocated user accounts. By default adduser picks UIDs for user accounts in range.';
    const prompt = 'Which UID range is used for dynamically allocated user accounts?';
    const answer = answerLocally({ ...base, prompt, chunks: [chunk(92, text)] });
    expect(answer.text).toMatch(/1000-59999/);
  });

  it('answers "what does X do?" with X\'s definition even when a better-ranked passage names X', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(16, 'A pipeline exits with the status of its last command, unless the pipefail option is enabled.', 0),
      ranked(75, 'pipefail: If set, a pipeline returns the status of the last command to exit with a failure.', 4),
    ];
    const answer = answerLocally({ ...base, prompt: 'What does pipefail do?', chunks });
    expect(answer.parts.map((p) => p.source?.page)).toContain(75);
  });

  it("quotes a definition with its description's next sentences, up to about 90 words", () => {
    const entry = [
      '* ($*) Expands to the positional parameters, starting from one.',
      'When the expansion is not within double quotes, each positional parameter expands to a separate word.',
      'In contexts where it is performed, those words are subject to further word splitting and filename expansion.',
      'When the expansion occurs within double quotes, it expands to a single word with the value of each parameter ' +
        'separated by the first character of the IFS special variable.',
    ];
    const more =
      'If IFS is unset, the parameters are separated by spaces, and if IFS is null, the parameters are joined ' +
      'without intervening separators, which is rarely what a script that loops over its arguments wants.';
    const chunks = [chunk(29, [...entry, more].join(' '))];
    const answer = answerLocally({ ...base, prompt: 'What does $* expand to?', chunks });
    // (The entry's four sentences, about 70 words; with the next one the quote would pass 90.)
    expect(answer.text).toBe(`${entry.join(' ')} PAGE!29`);
  });

  it('answers "what does the X argument do?" with the sentence saying what it specifies (sandwich-CL)', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(
        14,
        'Both methods take the arguments vcovBS(x, cluster = NULL, R = 250, fix = FALSE) where cluster and fix work the same as in vcovCL().',
        1,
      ),
      ranked(
        12,
        'Finally, the fix argument specifies whether the covariance matrix should be fixed to be positive semi-definite in case it is not.',
        2,
      ),
    ];
    const answer = answerLocally({ ...base, prompt: 'What does the fix argument of vcovCL do?', chunks });
    // (Without it, the better-ranked sentence that only names the argument was quoted alone.)
    expect(answer.parts.map((p) => p.source?.page)).toContain(12);
  });

  it('answers tentatively when a part of the question finds nothing, though another part is answered', () => {
    const chunks = [
      chunk(7, 'Thus, the core idea of many clustered covariances is to replace the meat of the sandwich.'),
      chunk(27, 'For replication of the simulation study, the supplementary R script sim-CL.R is provided.'),
    ];
    // "How many processors did it use" finds no sentence: the script is named, tentatively.
    const answer = answerLocally({
      ...base,
      prompt: 'Which script replicates the simulation study, and how many processors did it use?',
      chunks,
    });
    expect(answer.declined).toBe(false);
    expect(answer.parts.map((p) => p.source?.page)).toContain(27);
    expect(answer.tentative).toBe(true);
    // Each part answered: a plain answer.
    const both = answerLocally({
      ...base,
      prompt: 'Which script replicates the simulation study, and what is the core idea of clustered covariances?',
      chunks,
    });
    expect(both.tentative).toBe(false);
    expect(both.parts.map((p) => p.source?.page)).toEqual([7, 27]);
  });

  it('reads "what p value …" as asking for a figure, which "Equation 5" does not give', () => {
    const chunks = [
      chunk(
        19,
        'The supF test with the quadratic spectral kernel HAC estimate is computed by sctest as in Equation 5.',
      ),
      chunk(20, 'For the supF test the p value is 0.0082.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'What p value does the supF test with the quadratic spectral kernel HAC estimate give?',
      chunks,
    });
    expect(answer.parts.map((p) => p.source?.page)).toEqual([20]);
  });

  it("answers where a name comes from with the sentence telling it, in the document's words (zoo, the FAQ)", () => {
    const chunks = [
      chunk(1, 'The above mentioned implementations come with their own time class and a package of their own name.'),
      chunk(1, 'Hence, the package was called zoo which stands for Z’s ordered observations.'),
      chunk(11, 'The word Debian is a contraction of the names of Debra and Ian Murdock, who founded the project.'),
      chunk(12, 'Debian releases come with code names; the project names its packages by their source.'),
    ];
    const zoo = answerLocally({ ...base, prompt: 'Where does the name of the zoo package come from?', chunks });
    expect(zoo.text).toMatch(/^Hence, the package was called zoo which stands for Z’s ordered observations\./);
    expect(zoo.tentative).toBe(false);
    const debian = answerLocally({ ...base, prompt: "Where does the project's name come from?", chunks });
    expect(debian.parts[0].source?.page).toBe(11);
  });

  it('reads a name of several capitalised words as one: "the Debian developer" holds no word of "Debian Maintainers"', () => {
    const chunks = [
      chunk(
        96,
        'The echelon information is not available for sponsored people, so you need to contact the Debian developer who has actually uploaded the package.',
      ),
      chunk(
        97,
        'Sponsoring a package means uploading a package for a maintainer who is not able to do it on their own.',
      ),
      chunk(98, "Debian Developers can sponsor packages. Debian Maintainers can't."),
    ];
    const answer = answerLocally({ ...base, prompt: 'can Debian Maintainers sponsor uploads?', chunks });
    expect(answer.text).toContain("Debian Maintainers can't. PAGE!98");
    expect(answer.parts.map((p) => p.source?.page)).not.toContain(96);
  });

  it("weighs words only the scene before a question gives as the asker's wording, not as what the documents lack", () => {
    const chunks = [
      chunk(
        35,
        'For objects of class lmerMod the default behavior is to refit the models with ML if fitted with REML = TRUE, which is necessary in order to get sensible answers when comparing models that differ in their fixed effects.',
      ),
      chunk(30, 'print: Basic printout of mixed-model objects.'),
      ...Array.from({ length: 40 }, (_, i) =>
        chunk(40 + i, `Table ${i} lists the estimates of the variance components in example ${i}.`),
      ),
    ];
    const answer = answerLocally({
      ...base,
      prompt:
        'I fitted two mixed models with REML and compared them with anova(), and R printed a long warning message that it was refitting them. What is it doing and why?',
      chunks,
      absentLexemes: ['long', 'warn', 'messag'],
    });
    // Offered, as what comes closest: no word of the question's own asking is in it.
    expect(answer.declined).toBe(false);
    expect(answer.tentative).toBe(true);
    expect(answer.parts[1].source?.page).toBe(35);
  });

  it('answers "what does X do?" with prose, not with a command at a prompt that uses X (zoo, found trying the quick start)', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(13, 'R> head(na.locf(Nile.na)) 1871(1) 1871(2) 1871(3) 1871(4) 1872(1) 1872(2)', 0),
      ranked(
        18,
        'Furthermore, new generic functions na.approx, na.spline, and na.locf and corresponding default methods are introduced in zoo.',
        3,
      ),
    ];
    const answer = answerLocally({ ...base, prompt: 'What does na.locf do?', chunks });
    // (Without it, the command alone was quoted.)
    expect(answer.parts.map((p) => p.source?.page)).toContain(18);
  });

  it('takes the definition of a longer name for one of the word asked only when it is headed by that word', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(11, 'The Debian Policy: Debian has an extensive specification of its standards of quality.', 0),
      ranked(12, 'Debian is an operating system made by volunteers who build it in the open.', 3),
    ];
    const answer = answerLocally({ ...base, prompt: 'What is Debian?', chunks });
    expect(answer.parts[0].source?.page).toBe(12);
    // "What is the Debian Policy?" is headed by Policy: that definition answers it.
    const policy = answerLocally({ ...base, prompt: 'What is the Debian Policy?', chunks });
    expect(policy.parts[0].source?.page).toBe(11);
  });

  it('answers what an acronym is or stands for with the sentence that spells it out', () => {
    const ranked = (pageNo: number, text: string, rank: number): ContextChunk => ({ ...chunk(pageNo, text), rank });
    const chunks = [
      ranked(30, 'The DFSG apply to every package of main, and an NMU may fix a bug in any of them.', 0),
      ranked(52, 'RFA stands for Request For Adoption.', 1),
      ranked(58, 'Such uploads are called Non-Maintainer Uploads (NMU).', 4),
      ranked(10, 'Every package must comply with the Debian Free Software Guidelines (DFSG).', 6),
    ];
    expect(answerLocally({ ...base, prompt: 'What is the DFSG?', chunks }).parts[0].source?.page).toBe(10);
    expect(answerLocally({ ...base, prompt: 'what does NMU stand for', chunks }).parts[0].source?.page).toBe(58);
    expect(answerLocally({ ...base, prompt: 'What does RFA stand for?', chunks }).parts[0].source?.page).toBe(52);
  });

  it('stems and drops stop words', () => {
    expect(stem('invoices')).toBe(stem('invoice'));
    expect(stem('invoiced')).toBe(stem('invoice'));
    expect(stem('boxes')).toBe('box');
    expect(stem('shipping')).toBe('ship');
    expect(stem('policies')).toBe('policy');
    expect(contentTerms('What are the shipping policies in 2024?')).toEqual(['ship', 'policy', '2024']);
    expect(contentTerms('build-time')).toEqual([stem('build-time'), 'build', 'time']);
    expect(stem('optimisation')).toBe(stem('optimization'));
    expect(stem('organised')).toBe(stem('organized'));
    expect(stem('analysis')).not.toContain('iz');
    // Irregular past forms meet their verb; "found" (of find) no longer meets "founded".
    expect(stem('built')).toBe(stem('build'));
    expect(stem('written')).toBe(stem('writing'));
    expect(stem('found')).toBe(stem('finding'));
    expect(stem('founded')).not.toBe(stem('found'));
    // An acronym's plural is the acronym.
    expect(contentTerms('NMUs and URLs')).toEqual(contentTerms('NMU URL'));
    expect(contentTerms('status')).toEqual(['status']);
    // A capital letter alone names something ("Q and K", "in R"); "I", "A" and a lower-case letter do not.
    expect(contentTerms('How are Q and K defined in R?')).toEqual(['q', 'k', 'defin', 'r']);
    expect(contentTerms('I have A file and x')).toEqual(['file']);
    const quorum = answerLocally({
      ...base,
      prompt: 'How are Q and K defined?',
      chunks: [
        chunk(4, 'The Leader may define an area of ongoing responsibility.'),
        chunk(
          5,
          'Q is half of the square root of the number of current Developers. K is Q or 5, whichever is smaller.',
        ),
      ],
    });
    expect(quorum.text).toContain('Q is half of the square root');
  });

  it('reads irregular past forms as their verb, in sentences and in the words no document has', () => {
    const chunks = [
      chunk(
        24,
        'To find out what packages your package needs to be built run the command: dpkg-depcheck -d ./configure',
      ),
      chunk(25, 'Packages are uploaded to the archive. The build log is kept for a month.'),
    ];
    const answer = answerLocally({
      ...base,
      prompt: 'how do i find out which packages my package needs to build',
      chunks,
    });
    expect(answer.text).toContain('dpkg-depcheck -d ./configure PAGE!24');
    // "paid" is in no document (a Postgres lexeme of the question the scope lacks): read as "pay", still absent.
    const paid = answerLocally({
      ...base,
      prompt: 'How much are the developers paid?',
      chunks: [
        chunk(3, 'The developers are listed with their keys in 2024.'),
        chunk(
          4,
          'Developers vote in 2021. Developers upload in 2022. Developers review in 2023. Developers meet daily.',
        ),
      ],
      absentLexemes: ['paid'],
    });
    expect(paid.declined).toBe(true);
  });

  it('matches British and American spellings', () => {
    const chunks = [
      chunk(1, 'The package is built with the default flags. Tags are listed below.'),
      chunk(2, 'noopt: The presence of this tag means that the package should be compiled with little optimization.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'Which tag asks for a build with little optimisation?', chunks });
    expect(answer.parts[0].source?.page).toBe(2);
  });

  it('counts a synonym of a question word as holding it partly ("folder" → directory)', () => {
    const chunks = [
      chunk(3, 'Each directory is created empty. Reports are created monthly by the billing team.'),
      chunk(7, 'The cat sat on the mat.'),
    ];
    const answer = answerLocally({ ...base, prompt: 'How is a new folder created?', chunks });
    expect(answer.text).toBe('Each directory is created empty. PAGE!3');
    // Without the synonym only "created" would match, and that is too little of the question to answer.
    const other = answerLocally({
      ...base,
      prompt: 'How is a new giraffe created?',
      chunks,
      absentLexemes: ['giraff'],
    });
    expect(other.text).toBe(NOTHING_FOUND);
  });

  it('reads contractions and words like "someone" as phrasing: "isn\'t" is not a word the documents lack', () => {
    const chunks = [
      chunk(4, 'A source package that is not native keeps its upstream tarball unchanged. The cat sat on the mat.'),
      chunk(9, 'Dogs bark at night.'),
    ];
    for (const prompt of [
      "My source package isn't native. What happens to its upstream tarball?",
      'My source package isn’t native. What happens to its upstream tarball?',
      "Someone gave me a source package that isn't native. What happens to the upstream tarball?",
    ]) {
      const answer = answerLocally({ ...base, prompt, chunks });
      expect(answer.parts.map((p) => p.source?.page)).toEqual([4]);
    }
    expect(contentTerms("isn't aren't don't we're I'm")).toEqual([]);
  });

  it("finds a table's row by a version or a date as written, not by parts of other rows' dates", () => {
    // Ubuntu's release table (distro-info-data), as a CSV's rows are read: "20" and "04" of "20.04" are in 4.10's
    // dates ("2004-10-20"), and "12" in 1.2's ("1996-12-12"); neither row is the one asked about.
    const table = [
      '| version | codename | release | eol |',
      '| --- | --- | --- | --- |',
      '| 4.10 | Warty Warthog | 2004-10-20 | 2006-04-30 |',
      '| 1.2 | Rex | 1996-12-12 | 1998-06-05 |',
      '| 12 | Bookworm | 2023-06-10 | 2026-07-11 |',
      '| 20.04 LTS | Focal Fossa | 2020-04-23 | 2025-05-29 |',
    ].join('\n');
    const chunks = [chunk(1, table, 'ubuntu.csv')];
    const ask = (prompt: string) => answerLocally({ ...base, prompt, chunks }).text;
    expect(ask('When was Ubuntu 20.04 released?')).toBe(
      'version: 20.04 LTS; codename: Focal Fossa; release: 2020-04-23; eol: 2025-05-29 PAGE!1',
    );
    expect(ask('What is the codename of version 12?')).toBe(
      'version: 12; codename: Bookworm; release: 2023-06-10; eol: 2026-07-11 PAGE!1',
    );
    // A date asked as written finds its row; so does its year.
    expect(ask('Which release came out on 2023-06-10?')).toMatch(/^version: 12; codename: Bookworm;/);
    expect(contentTerms('Ubuntu 5.2.15, 2019-10-17')).toEqual(['ubuntu', '5.2.15', '5', '5.2', '2019-10-17', '2019']);
    expect(contentTerms('Ubuntu 20.04', { parts: false })).toEqual(['ubuntu', '20.04']);
  });

  it("a word only the document's name holds names the document: the question is answered without it", () => {
    const chunks = [
      chunk(1, 'version: 10; codename: Buster; release: 2019-07-06\nversion: 11; codename: Bullseye', 'debian.csv'),
    ];
    const answer = answerLocally({ ...base, prompt: 'When was Debian 10 released?', chunks });
    expect(answer.text).toBe('version: 10; codename: Buster; release: 2019-07-06 PAGE!1');
    expect(answer.tentative).toBe(false);
    // "Debian Stretch": Stretch is mentioned, Debian is the document's name.
    const stretch = answerLocally({
      ...base,
      prompt: 'When was Debian Stretch released?',
      chunks: [chunk(1, 'version: 9; codename: Stretch; release: 2017-06-17', 'debian.csv')],
    });
    expect(stretch.text).toBe('version: 9; codename: Stretch; release: 2017-06-17 PAGE!1');
  });

  it("a table's row is about the value that names it, and says nothing of its empty cells", () => {
    // PostgreSQL's Table 8.9: "date" names one row, though the timestamps' rows describe "both date and time".
    const types = [
      '# 8.5. Date/Time Types',
      '',
      '| Name | Storage Size | Description | Low Value | High Value |',
      '| --- | --- | --- | --- | --- |',
      '| timestamp | 8 bytes | both date and time (no time zone) | 4713 BC | 294276 AD |',
      '| timestamp with time zone | 8 bytes | both date and time, with time zone | 4713 BC | 294276 AD |',
      '| date | 4 bytes | date (no time of day) | 4713 BC | 5874897 AD |',
    ].join('\n');
    const high = answerLocally({
      ...base,
      prompt: 'What is the high value of the date type?',
      chunks: [chunk(1, types)],
    });
    expect(high.text.split('\n')[0]).toBe(
      'Date/Time Types — Name: date; Storage Size: 4 bytes; Description: date (no time of day); Low Value: 4713 BC; High Value: 5874897 AD PAGE!1',
    );
    // Debian 14 has a codename and no release date yet: its row is offered, tentatively.
    const releases = [
      '| version | codename | created | release |',
      '| --- | --- | --- | --- |',
      '| 13 | Trixie | 2023-06-10 | 2025-08-09 |',
      '| 14 | Forky | 2025-08-09 |  |',
    ].join('\n');
    const chunks = [chunk(1, releases, 'debian.csv')];
    const unreleased = answerLocally({ ...base, prompt: 'When was Debian 14 released?', chunks });
    expect(unreleased.tentative).toBe(true);
    expect(unreleased.text).toContain('version: 14; codename: Forky; created: 2025-08-09 PAGE!1');
    const released = answerLocally({ ...base, prompt: 'When was Debian 13 released?', chunks });
    expect(released).toMatchObject({
      tentative: false,
      text: 'version: 13; codename: Trixie; created: 2023-06-10; release: 2025-08-09 PAGE!1',
    });
  });

  it('summarises a table by its columns and its first row', () => {
    const releases = [
      '| version | codename | release |',
      '| --- | --- | --- |',
      '| 1.1 | Buzz | 1996-06-17 |',
      '| 1.2 | Rex | 1996-12-12 |',
    ].join('\n');
    const answer = answerLocally({
      ...base,
      prompt: 'What is this file about?',
      chunks: [chunk(1, releases, 'debian.csv')],
    });
    expect(answer.text).toBe(
      'It is a table with the columns version, codename and release.\nversion: 1.1; codename: Buzz; release: 1996-06-17 PAGE!1',
    );
    expect(answer.declined).toBe(false);
  });
});
