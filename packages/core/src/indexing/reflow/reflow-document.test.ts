// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell parameter expansions, written as a manual writes them
import { describe, expect, it } from 'vitest';
import { reflowDocument } from './reflow-document';
import { splitSentences } from './sentences';

const texts = (pages: string[]) => reflowDocument(pages.map((text, i) => ({ pageNo: i + 1, text })));
const blocksOf = (pages: string[], n = 1) => texts(pages)[n - 1].blocks;

describe('reflow', () => {
  it('joins wrapped lines into sentences and repairs words broken at a line end, keeping real hyphens', () => {
    const page = [
      'The value of the HISTSIZE shell variable is used as the number of com-',
      'mands to save in a history list. A well-known option keeps the ranges 0-',
      '99 and the non-interactive shells apart, so a well-',
      'known setting applies to every non-',
      'interactive shell.',
    ].join('\n');
    expect(blocksOf([page])).toEqual([
      {
        kind: 'paragraph',
        text:
          'The value of the HISTSIZE shell variable is used as the number of commands to save in a history list. ' +
          'A well-known option keeps the ranges 0-99 and the non-interactive shells apart, so a well-known setting ' +
          'applies to every non-interactive shell.',
      },
    ]);
  });

  it('closes up lines of Chinese and Japanese wrapped inside a word (vimtutor.ja), and keeps their sentences apart', () => {
    const page = [
      'Vim は、このチュートリアルで説明するには多すぎる程のコマンドを備えた非常',
      'に強力なエディターです。このチュートリアルは、あなたが Vim を万能エディ',
      'ターとして使いこなせるようになるのに十分なコマンドについて説明をするよう',
      'になっています。',
    ].join('\n');
    const [block] = blocksOf([page]);
    expect(block.text).toContain('備えた非常に強力なエディターです。');
    expect(block.text).toContain('万能エディターとして');
    expect(splitSentences(block.text)).toHaveLength(2);
  });

  it('takes a line of Chinese, Japanese or Korean standing alone between blank lines for a heading (vimtutor)', () => {
    const page = [
      '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
      '\t\t   第四讲第三节：配对括号的查找',
      '',
      '',
      '\t      ** 输入 % 可以查找配对的括号 )、]、}。**',
      '',
      '\t\t\t レッスン 2.7: やり直しコマンド',
      '',
      '  以下の行を修正しましょう。',
      '',
      '  カーソル',
      '',
      '  を移動します。',
    ].join('\n');
    expect(blocksOf([page])).toEqual([
      { kind: 'heading', text: '第四讲第三节：配对括号的查找' },
      { kind: 'paragraph', text: '** 输入 % 可以查找配对的括号 )、]、}。**' },
      { kind: 'heading', text: 'レッスン 2.7: やり直しコマンド' },
      // A sentence is not a title, nor is a word alone.
      { kind: 'paragraph', text: '以下の行を修正しましょう。' },
      { kind: 'paragraph', text: 'カーソル' },
      { kind: 'paragraph', text: 'を移動します。' },
    ]);
  });

  it('drops rules between sections, and takes a title underlined with = or - for a heading', () => {
    const page = [
      'Installing',
      '==========',
      'Run the installer and follow the prompts.',
      '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
      '          Lesson 1.3: TEXT EDITING - DELETION',
      'Press x to delete the character under the cursor.',
      '* * * *',
      'The end of the lesson.',
    ].join('\n');
    expect(blocksOf([page])).toEqual([
      { kind: 'heading', text: 'Installing' },
      { kind: 'paragraph', text: 'Run the installer and follow the prompts.' },
      { kind: 'heading', text: 'Lesson 1.3: TEXT EDITING - DELETION' },
      { kind: 'paragraph', text: 'Press x to delete the character under the cursor.' },
      { kind: 'paragraph', text: 'The end of the lesson.' },
    ]);
  });

  it('keeps a definition term with its description, and headings, list items and table rows whole', () => {
    const page = [
      '9.1 Bash History Facilities',
      'When the history option is enabled, the shell keeps a list of the commands',
      'previously typed.',
      'histappend',
      'If set, the history list is appended to the file named by the value of the',
      'HISTFILE variable when the shell exits, rather than overwriting the file.',
      'lastpipe If set, the shell runs the last command of a pipeline in the current',
      'shell environment.',
      '- first item that wraps over',
      'two lines.',
      '- second item.',
      '| name | value |',
      '|---|---|',
      '| HISTSIZE | 500 |',
    ].join('\n');
    expect(blocksOf([page])).toEqual([
      { kind: 'heading', text: '9.1 Bash History Facilities' },
      {
        kind: 'paragraph',
        text: 'When the history option is enabled, the shell keeps a list of the commands previously typed.',
      },
      {
        kind: 'paragraph',
        text: 'histappend: If set, the history list is appended to the file named by the value of the HISTFILE variable when the shell exits, rather than overwriting the file.',
      },
      {
        kind: 'paragraph',
        text: 'lastpipe: If set, the shell runs the last command of a pipeline in the current shell environment.',
      },
      { kind: 'item', text: '- first item that wraps over two lines.' },
      { kind: 'item', text: '- second item.' },
      { kind: 'table', text: '| name | value |\n|---|---|\n| HISTSIZE | 500 |' },
    ]);
  });

  it('keeps a term given with its colon on a line of its own with the description on the next line', () => {
    const page = [
      'The UID ranges are as follows.',
      '1000-59999:',
      'Dynamically allocated user accounts. By default adduser will choose UIDs in this range.',
      '60000-64999:',
      'Globally allocated by the Debian project, but only created on demand.',
      'The following options are recognised:',
      '- first option.',
    ].join('\n');
    expect(blocksOf([page]).map((b) => b.text)).toEqual([
      'The UID ranges are as follows.',
      '1000-59999: Dynamically allocated user accounts. By default adduser will choose UIDs in this range.',
      '60000-64999: Globally allocated by the Debian project, but only created on demand.',
      'The following options are recognised:',
      '- first option.',
    ]);
  });

  it('drops running headers, footers and page numbers repeated on most pages, and keeps the page of every sentence', () => {
    const pages = Array.from({ length: 6 }, (_, i) =>
      [
        `Chapter 4: Shell Builtin Commands ${i + 10}`,
        `Sentence number ${i + 1} is on this page.`,
        'Free Software Foundation manual',
        `${i + 10}`,
      ].join('\n'),
    );
    const out = texts(pages);
    expect(out.map((p) => p.blocks.map((b) => b.text).join(' | '))).toEqual(
      pages.map((_, i) => `Sentence number ${i + 1} is on this page.`),
    );
  });

  it('gives a sentence that runs over a page break to the page where it starts', () => {
    const out = texts([
      'First page text. The crossing takes',
      'four hours in calm weather. Then the second page goes on.',
    ]);
    expect(out[0].blocks.at(-1)!.text).toBe('First page text. The crossing takes four hours in calm weather.');
    expect(out[1].blocks[0].text).toBe('Then the second page goes on.');
  });

  it('takes footnotes out of the running text: markers off their words, notes after it, the sentence whole (R-intro)', () => {
    const out = texts([
      [
        'Command lines entered at the console are limited3 to about 4095 bytes. Its commands4 and arg1 and arg1 in',
        'examples. The objects are written to a file called .RData5 in the current directory. Names like',
        'these are often meaningful, but it can',
        '3 some of the consoles will not allow you to enter more, and amongst those which do some will',
        'silently discard the excess.',
        '4 of unlimited length.',
        '5 The leading “dot” in this file name makes it invisible.',
      ].join('\n'),
      'be quite hard to decide what they might be. The RData file holds them.',
    ]);
    const limited = 'Command lines entered at the console are limited to about 4095 bytes.';
    expect(out[0].blocks).toEqual([
      {
        kind: 'paragraph',
        text:
          `${limited} Its commands and arg1 and arg1 in examples. The objects are written to a file called .RData in the current ` +
          'directory. Names like these are often meaningful, but it can be quite hard to decide what they might be.',
      },
      {
        kind: 'paragraph',
        text: '3 some of the consoles will not allow you to enter more, and amongst those which do some will silently discard the excess.',
        footnote: true,
      },
      { kind: 'paragraph', text: '4 of unlimited length.', footnote: true },
      { kind: 'paragraph', text: '5 The leading “dot” in this file name makes it invisible.', footnote: true },
    ]);
    expect(out[1].blocks).toEqual([{ kind: 'paragraph', text: 'The RData file holds them.' }]);
    // A numbered line at a page's foot is running text after a list's lead-in, or when the word with its number
    // above is an identifier ("ext4"), not a word with a marker.
    const list = blocksOf(['Install version2 of the tool and read the notes:\n2 files are copied.']);
    expect(list).toEqual([
      { kind: 'paragraph', text: 'Install version2 of the tool and read the notes:' },
      { kind: 'paragraph', text: '2 files are copied.' },
    ]);
    const ext = blocksOf(['Format the disk as ext4 and mount it.\n4 partitions are made.']);
    // DocBook's typesetting: no space after a note's number (the note reads with one), a marker after a full stop;
    // "libfoo.so.6" keeps its 6.
    expect(
      blocksOf(['Link it with libfoo.so.6 as the Policy Manual says. 6\n6See the Policy Manual, section 8.']).map(
        (b) => b.text,
      ),
    ).toEqual(['Link it with libfoo.so.6 as the Policy Manual says.', '6 See the Policy Manual, section 8.']);
    expect(ext.map((b) => b.text).join(' ')).toBe('Format the disk as ext4 and mount it. 4 partitions are made.');
    expect(ext.some((b) => b.footnote)).toBe(false);
  });

  it("takes footnotes' marks set in superscript out of the text, and keeps a power (maint-guide)", () => {
    const wide =
      'Simple programs usually come with a Makefile and can be compiled just by invoking make.\u2078 Some of them';
    const page = [
      wide,
      'support make check, which runs included self-tests. Version strings 1\u2075 can be compared using dpkg.',
      'Confirm by pressing ENTER. 1\u2078 This execution of dh_make creates a copy of the upstream tarball, by others \u2074.',
      'A data set of 10\u2076 rows needs about 8 MB per numeric column in R.',
      '',
      '\u2078Many modern programs come with a script named configure.',
    ].join('\n');
    const texts = blocksOf([page]).map((b) => b.text);
    expect(texts.join('\n')).toContain(
      'invoking make. Some of them support make check, which runs included self-tests. Version strings can be compared',
    );
    expect(texts.join('\n')).toContain(
      'pressing ENTER. This execution of dh_make creates a copy of the upstream tarball, by others.',
    );
    expect(texts.join('\n')).toContain('A data set of 10\u2076 rows');
    expect(texts).toContain('Many modern programs come with a script named configure.');
  });

  it('takes out a footnote whose marker the text lost when it cuts a sentence that goes on on the next page', () => {
    const [one, two] = texts([
      [
        'Additional documentation should be installed under /usr/share/doc/package. If it is packaged separately, it',
        'may be installed into the documentation directory of that package (/usr/share/doc/package-doc in this',
        '5 Normally, info documents are generated from Texinfo source. To include this information, add commands like:',
        '@dircategory Individual utilities',
      ].join('\n'),
      'example). However, installing it into the main package is encouraged.',
    ]);
    expect(one.blocks[0].text).toBe(
      'Additional documentation should be installed under /usr/share/doc/package. If it is packaged separately, it ' +
        'may be installed into the documentation directory of that package (/usr/share/doc/package-doc in this example).',
    );
    expect(one.blocks.find((b) => b.text.startsWith('5 Normally, info documents'))?.footnote).toBe(true);
    expect(two.blocks[0].text).toBe('However, installing it into the main package is encouraged.');
    // A numbered line that ends a page whose text does not go on on the next is no footnote.
    const [list] = texts(['Steps to follow, in order, for the install\n5 Reboot the machine.', 'More steps follow.']);
    expect(list.blocks.find((b) => b.text === '5 Reboot the machine.')?.footnote).toBeUndefined();
  });

  it("keeps a plot's axis and a stem-and-leaf display apart from the text around them", () => {
    const page = [
      'A stem-and-leaf display shows the eruption times in minutes.',
      '46 | 0000233357700000023578',
      '48 | 00000022335800333',
      'A stem-and-leaf plot is like a histogram, and R has a function hist to plot histograms.',
      'Relative Frequency',
      '1.5 2.0 2.5 3.0 3.5 4.0 4.5 5.0',
      'We can plot the empirical cumulative distribution function by using the function ecdf.',
    ].join('\n');
    const texts = blocksOf([page]).map((b) => b.text);
    expect(texts).toContain('A stem-and-leaf plot is like a histogram, and R has a function hist to plot histograms.');
    expect(texts).toContain('46 | 0000233357700000023578');
    expect(texts).toContain('1.5 2.0 2.5 3.0 3.5 4.0 4.5 5.0');
    expect(texts).toContain('We can plot the empirical cumulative distribution function by using the function ecdf.');
  });

  it("takes a code example's comments for no Markdown headings, and keeps the headings of a Markdown text", () => {
    const r = [
      'A stem-and-leaf plot is like a histogram.',
      '> hist(eruptions)',
      '## make the bins smaller',
      '> hist(x)',
    ];
    const make = [
      'Here is a sample rule:',
      '$(NORMAL_INSTALL)',
      '# Run install-info only if it exists.',
      "# Use 'if' instead of just prepending '-' to the",
      "# Use '$(SHELL) -c' because some shells do not",
      '# fail gracefully when there is an unknown command.',
      '$(POST_INSTALL)',
    ];
    for (const page of [r, make]) {
      expect(blocksOf([page.join('\n')]).filter((b) => b.kind === 'heading')).toEqual([]);
    }
    const markdown = ['# Install guide', '', '## Install', '$ npm install docent', '', 'Then start it.'].join('\n');
    expect(
      blocksOf([markdown])
        .filter((b) => b.kind === 'heading')
        .map((b) => b.text),
    ).toEqual(['Install guide', 'Install']);
    // An API reference heads its entries by their names, in lower case as they are written (Node's docs, rendered):
    // headings, also after a line of code.
    const api = [
      '## child_process.spawn(command[, args][, options])',
      'The child_process.spawn() method spawns a new process.',
      "$ node -e 'spawn()'",
      '#### options.detached',
      'On non-Windows platforms, the child process will be made the leader of a new process group.',
    ].join('\n');
    expect(
      blocksOf([api])
        .filter((b) => b.kind === 'heading')
        .map((b) => b.text),
    ).toEqual(['child_process.spawn(command[, args][, options])', 'options.detached']);
  });

  it("takes no control file's field, command at a prompt or address line for a title, and keeps 'Chapter 2: …'", () => {
    const page = [
      'Package: mutt',
      'Version: 1.3.17-1',
      'Depends: libc6 (>= 2.2.1), default-mta | mail-transport-agent',
      'Relationships may be restricted to a certain set of architectures.',
      'Here we need the second of these conventions, so we add a matrix to our data frame:',
      '> kalythos$Ymat <- cbind(kalythos$y, kalythos$n - kalythos$y)',
      'To fit the models we use the function glm.',
      "Developer's Reference Team <developers-reference@packages.debian.org>",
      'Copyright © 2004, 2005, 2006, 2007 Andreas Barth',
      'This manual is free software.',
      'Upstream-Name: Planet Venus',
      'The upstream name is given as it is.',
      'License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>',
      'This is free software: you are free to change and redistribute it.',
      'Chapter 2: Introduction',
      'This chapter introduces the manual.',
    ].join('\n');
    const headings = blocksOf([page]).filter((b) => b.kind === 'heading');
    expect(headings.map((b) => b.text)).toEqual(['Chapter 2: Introduction']);
  });

  it("ends a command at a prompt, and its output, where prose starts; an expansion form after it is the next entry's term", () => {
    const page = [
      'Run lintian(1) on your .changes file. The lintian command runs many test scripts to check for many common packaging',
      'errors.',
      '$ lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes',
      'Of course, replace the filename with the name of the .changes file generated for your package. The output of the lintian',
      'command uses the following flags:',
      '',
      '$ lsb_release -a',
      'No LSB modules are available.',
      '',
      '$ v=123',
      '$ echo ${v-unset}',
      '123',
      '${parameter:=word}',
      'If parameter is unset or null, the expansion of word is assigned to parameter.',
    ].join('\n');
    expect(blocksOf([page]).map((b) => b.text)).toEqual([
      'Run lintian(1) on your .changes file. The lintian command runs many test scripts to check for many common packaging errors.',
      '$ lintian -i -I --show-overrides gentoo_0.9.12-1_i386.changes',
      'Of course, replace the filename with the name of the .changes file generated for your package. The output of the lintian command uses the following flags:',
      '$ lsb_release -a No LSB modules are available.',
      '$ v=123 $ echo ${v-unset} 123',
      '${parameter:=word}: If parameter is unset or null, the expansion of word is assigned to parameter.',
    ]);
    // A text diagram ends where prose starts too.
    const diagram = [
      'The user runs ./configure && make in the source directory.',
      'Makefile.in -----+ +-> Makefile -----+-> make -> binary',
      'config.guess --+',
      'You can change many things in the Makefile; for instance you can change the default location for file installation using the',
      'option ./configure --prefix=/usr.',
    ].join('\n');
    expect(blocksOf([diagram]).at(-1)?.text).toBe(
      'You can change many things in the Makefile; for instance you can change the default location for file installation using the option ./configure --prefix=/usr.',
    );
  });

  it('takes no line with a bracket still open, or a clause ending in a footnote mark, for a title', () => {
    const page = [
      'There are many ways to customize the rules file created with the new dh command.',
      'The dh $@ command can be customized as follows: 23',
      '• Add support for the dh_python2 command.',
      'helptopic',
      'Help topics as accepted by the help builtin (see',
      'Section 4.2 [Bash Builtins], page 55).',
      'If the build result is satisfactory, sign the files with your private GPG key using the debsign command.',
      'You need to enter your secret pass phrase, twice. 1',
      'For a non-native Debian package you will see the following files in the parent directory.',
    ].join('\n');
    const blocks = blocksOf([page]);
    expect(blocks.filter((b) => b.kind === 'heading')).toEqual([]);
    expect(blocks.map((b) => b.text).join('\n')).toContain(
      'Help topics as accepted by the help builtin (see Section 4.2 [Bash Builtins], page 55).',
    );
  });

  it('closes up a name broken after its underscore, and takes its line for no title', () => {
    const page = [
      'Cause shell-command to be executed whenever keyseq is entered.',
      'When shell-command is executed, the shell sets the READLINE_',
      'LINE variable to the contents of the Readline line buffer.',
    ].join('\n');
    expect(blocksOf([page])).toEqual([
      { kind: 'paragraph', text: 'Cause shell-command to be executed whenever keyseq is entered.' },
      {
        kind: 'paragraph',
        text: 'When shell-command is executed, the shell sets the READLINE_LINE variable to the contents of the Readline line buffer.',
      },
    ]);
  });

  it('marks table-of-contents lines and mends OCR gaps in host names, URLs and split words', () => {
    expect(blocksOf(['1.1 The R environment . . . . . . . . 2\n1.2 Related software . . . . . 3'])).toEqual([
      { kind: 'toc', text: '1.1 The R environment … 2\n1.2 Related software … 3' },
    ]);
    // An entry wrapped before its page number is one entry, not a paragraph opening with a section number.
    const wrapped = [
      '5.6.9 Essential . . . . . . . . . . . . . . . . 37',
      '5.6.10 Package interrelationship fields: Depends, Pre-Depends, Recommends, Suggests,',
      'Breaks, Conflicts, Provides, Replaces, Enhances . . . . . . . 37',
      '5.6.11 Standards-Version . . . . . . . . . . . . 37',
    ].join('\n');
    expect(blocksOf([wrapped])).toEqual([
      {
        kind: 'toc',
        text: [
          '5.6.9 Essential … 37',
          '5.6.10 Package interrelationship fields: Depends, Pre-Depends, Recommends, Suggests, Breaks, Conflicts, Provides, Replaces, Enhances … 37',
          '5.6.11 Standards-Version … 37',
        ].join('\n'),
      },
    ]);
    const ocr = reflowDocument([
      {
        pageNo: 1,
        text: 'See https: //www. example. com/docs for information. The information is free.',
        source: 'ocr',
      },
      { pageNo: 2, text: 'More informa tion is in the guide. Read it in to the night.', source: 'ocr' },
    ]);
    expect(ocr[0].blocks[0].text).toBe('See https://www.example.com/docs for information. The information is free.');
    expect(ocr[1].blocks[0].text).toBe('More information is in the guide. Read it in to the night.');
  });

  it('keeps a numbered section title apart from a list item before it and a term after it, and whole when wrapped', () => {
    const page = [
      'This chapter was written by a maintainer who has been working with the project for several years, by hand.',
      '• Debian Packaging Tutorial (http://www.debian.org/doc/packaging-manuals/packaging-tutorial/packaging-tutorial)',
      '1.4 Where to ask for help',
      'Before you decide to ask your question in some public place, please read this fine documentation.',
      '5.9 Moving, removing, renaming, orphaning, adopting, and reintro-',
      'ducing packages',
      'Some archive manipulation operations are not automated in the Debian upload process.',
      '11.7 Nonlinear least squares and maximum likelihood',
      'models',
      'Certain forms of nonlinear model can be fitted by Generalized Linear Models (glm()).',
      '7.3 Job Control Variables',
      'auto_resume',
      'This variable controls how the shell interacts with the user and job control.',
    ].join('\n');
    expect(blocksOf([page]).slice(1)).toEqual([
      {
        kind: 'item',
        text: '• Debian Packaging Tutorial (http://www.debian.org/doc/packaging-manuals/packaging-tutorial/packaging-tutorial)',
      },
      { kind: 'heading', text: '1.4 Where to ask for help' },
      {
        kind: 'paragraph',
        text: 'Before you decide to ask your question in some public place, please read this fine documentation.',
      },
      { kind: 'heading', text: '5.9 Moving, removing, renaming, orphaning, adopting, and reintroducing packages' },
      {
        kind: 'paragraph',
        text: 'Some archive manipulation operations are not automated in the Debian upload process.',
      },
      { kind: 'heading', text: '11.7 Nonlinear least squares and maximum likelihood models' },
      {
        kind: 'paragraph',
        text: 'Certain forms of nonlinear model can be fitted by Generalized Linear Models (glm()).',
      },
      { kind: 'heading', text: '7.3 Job Control Variables' },
      {
        kind: 'paragraph',
        text: 'auto_resume: This variable controls how the shell interacts with the user and job control.',
      },
    ]);
  });

  it('keeps a section title apart from the text around it: after code, a footnote mark or a short line (manuals)', () => {
    // A page's lines as wide as the text layer sets them: its width is the long lines'.
    const wide =
      'Most third-party software installs itself in the /usr/local directory hierarchy, which Debian leaves alone.';
    const page = [
      wide,
      'If you find a problem with the Debian web server, you should generally submit a bug against it.',
      '4.4.4 The people web server',
      "people.debian.org is the server used for developers' own web pages about anything related to Debian.",
      'if [ -z "$PS1" ]; then echo This shell is not interactive; fi',
      '6.3.3 Interactive Shell Behavior',
      'When the shell is running interactively, it changes its behavior in several ways.',
      'were left undone the first time, if any, and exit with a success status if everything is OK.1',
      '6.3 Controlling terminal for maintainer scripts',
      'Maintainer scripts are not guaranteed to run with a controlling terminal.',
      '1.7 How does one pronounce Debian and what does this word',
      'mean?',
      'The project name is pronounced Deb\u2019-ee-en, with a short e in Deb.',
      '5.8 How can I check that I am using a Debian system, and what version it is?',
      '\u2022 stable/main/: This directory contains the packages of the most recent release.',
      '> reshape(zz, idvar="id", timevar="var")',
      '1.1 P 23646 1 45190 1',
      '2.1 CC 26174 1 35535 2',
    ].join('\n');
    const blocks = blocksOf([page]);
    const headings = blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
    expect(headings).toEqual([
      '4.4.4 The people web server',
      '6.3.3 Interactive Shell Behavior',
      '6.3 Controlling terminal for maintainer scripts',
      '1.7 How does one pronounce Debian and what does this word mean?',
      '5.8 How can I check that I am using a Debian system, and what version it is?',
    ]);
    const texts = blocks.map((b) => b.text);
    expect(texts).toContain(
      "people.debian.org is the server used for developers' own web pages about anything related to Debian.",
    );
    expect(texts).toContain('When the shell is running interactively, it changes its behavior in several ways.');
    expect(texts).toContain('Maintainer scripts are not guaranteed to run with a controlling terminal.');
    // A table's rows are no titles, whatever their first figures look like.
    expect(texts.join('\n')).toContain('1.1 P 23646 1 45190 1');
  });

  it('takes no line of output, table border or field for the term of the sentence after it', () => {
    const page = [
      'Release: 7.4',
      'Codename: wheezy',
      'You can also check for the existence of /etc/debian_version file, which contains a single one-line entry.',
      '| Zope | Zope Public License 1.0, 1.1, 2.0, 2.1. |',
      '+------------------------------------------------------------------------+',
      '',
      'There are many versions of the MIT license. Please use Expat instead, when it matches.',
    ].join('\n');
    const texts = blocksOf([page]).map((b) => b.text);
    expect(texts).toContain(
      'You can also check for the existence of /etc/debian_version file, which contains a single one-line entry.',
    );
    expect(texts).toContain('There are many versions of the MIT license. Please use Expat instead, when it matches.');
    expect(texts.join('\n')).not.toMatch(/wheezy:|\+:/);
  });

  it("takes no listing's closing brace for the term of the sentence after it (GNU Coding Standards)", () => {
    const page = [
      'always like this:',
      '',
      'if (foo)',
      '{',
      'if (bar)',
      'win ();',
      '}',
      '',
      'If you have an if statement nested inside of an else statement, either write else if on one line, like this,',
    ].join('\n');
    const texts = blocksOf([page]).map((b) => b.text);
    expect(texts).toContain(
      'If you have an if statement nested inside of an else statement, either write else if on one line, like this,',
    );
    expect(texts.join('\n')).not.toMatch(/\}:/);
  });

  it("heads a licence's numbered sections with their titles, and keeps a list's capitalised items terms (GPL, MPL, DFSG)", () => {
    const gpl = [
      'The precise terms and conditions for copying, distribution and modification follow.',
      '',
      '8. Termination.',
      '',
      'You may not propagate or modify a covered work except as expressly provided under this License.',
      '',
      'However, if you cease all violation of this License, then your license from a particular copyright',
      'holder is reinstated.',
    ].join('\n');
    expect(blocksOf([gpl]).slice(1, 3)).toEqual([
      { kind: 'heading', text: '8. Termination.' },
      {
        kind: 'paragraph',
        text: 'You may not propagate or modify a covered work except as expressly provided under this License.',
      },
    ]);
    // An underlined title, or one its first subsection follows; one in capitals.
    const mpl = [
      '2. License Grants and Conditions',
      '--------------------------------',
      '',
      '2.1. Grants',
      '',
      'Each Contributor hereby grants You a license:',
    ].join('\n');
    expect(blocksOf([mpl])[0]).toEqual({ kind: 'heading', text: '2. License Grants and Conditions' });
    const gfdl = ['2. VERBATIM COPYING', '', 'You may copy and distribute the Document in any medium.'].join('\n');
    expect(blocksOf([gfdl])[0]).toEqual({ kind: 'heading', text: '2. VERBATIM COPYING' });
    // A list's items that read as titles, each a sentence under it, stay terms; so do names in a numbered list.
    const dfsg = [
      '5. No Discrimination Against Persons or Groups',
      'The license must not discriminate against any person or group of persons.',
      '6. No Discrimination Against Fields of Endeavor',
      'The license must not restrict anyone from making use of the program in a specific field of endeavor.',
    ].join('\n');
    expect(blocksOf([dfsg]).map((b) => b.kind)).toEqual(['item', 'item']);
    expect(blocksOf([dfsg])[0].text).toBe(
      '5. No Discrimination Against Persons or Groups: The license must not discriminate against any person or group of persons.',
    );
    expect(
      blocksOf([['The editors are:', '1. Russ Allbery', '2. Sean Whitton'].join('\n')]).map((b) => b.kind),
    ).toEqual(['paragraph', 'item', 'item']);
    // So does a longer item set as a sentence when a sentence opens under it, as wide as the text (Social Contract);
    // not the last of a list's plain items.
    const contract = [
      '    2. We will give back to the free software community',
      '       When we write new components of the Debian system, we will license',
      '       them in a manner consistent with the Debian Free Software',
      '       Guidelines. We will make the best system we can, so that free works',
      '       will be widely distributed and used.',
    ].join('\n');
    expect(blocksOf([contract])[0].text).toMatch(
      /^2\. We will give back to the free software community: When we write/,
    );
    const plain = [
      'Security problems reach the team in several ways:',
      '• a public bug report is filed against the package',
      '• someone informs them via private email',
      'In the first two cases, the information is public and it is important to have a fix as soon as possible.',
    ].join('\n');
    expect(blocksOf([plain]).map((b) => b.kind)).toEqual(['paragraph', 'item', 'item', 'paragraph']);
  });

  it('reads a number after "section" on the next line as the sentence going on, and a full line as no title (licences)', () => {
    // As the licences are wrapped, about 70 characters a line.
    const page = [
      '  b) The work must carry prominent notices stating that it is',
      '  released under this License and any conditions added under section',
      '  7.  This requirement modifies the requirement in section 4 to',
      '  "keep intact all notices".',
      '',
      'Each Contributor represents that the Contributor believes its',
      'Contributions are its original creation(s) or it has sufficient rights',
      'to grant the rights to its Contributions conveyed by this License.',
      '',
      '  "The Program" refers to any copyrightable work licensed under this',
      'License.  Each licensee is addressed as "you".  "Licensees" and',
      '"recipients" may be individuals or organizations.',
      '',
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Source: https://www.example.com/software/project',
    ].join('\n');
    const texts = blocksOf([page]).map((b) => `${b.kind}: ${b.text}`);
    expect(texts).toEqual([
      'item: b) The work must carry prominent notices stating that it is released under this License and any conditions added under section 7.  This requirement modifies the requirement in section 4 to "keep intact all notices".',
      'paragraph: Each Contributor represents that the Contributor believes its Contributions are its original creation(s) or it has sufficient rights to grant the rights to its Contributions conveyed by this License.',
      'paragraph: "The Program" refers to any copyrightable work licensed under this License.  Each licensee is addressed as "you".  "Licensees" and "recipients" may be individuals or organizations.',
      // A field's line is still a line of its own, however long.
      'paragraph: Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'paragraph: Source: https://www.example.com/software/project',
    ]);
  });

  it("gives a list item's term its description after a colon, and ends a list at its last item (maint-guide)", () => {
    const wide = 'The Debian package management system has a number of fields which say how packages relate to others.';
    const page = [
      wide,
      '\u2022 Depends',
      'The package will not be installed unless the packages it depends on are installed.',
      '\u2022 Recommends',
      'Use this for packages that are not strictly necessary but are typically used with your program.',
      '7. White space in character fields',
      'If a separator is specified, leading and trailing white space in character fields is part of the field.',
      '\u2022 Other NMUs: 10 days',
      'Those delays are only examples, and a fix for a security issue may go faster.',
      'When the package is built, a few steps remain to be taken by hand, in this order:',
      '\u2022 make the .changes file, using dpkg-genchanges',
      'If the build result is satisfactory, sign the .dsc and .changes files with your private GPG key.',
    ].join('\n');
    expect(blocksOf([page]).slice(1)).toEqual([
      {
        kind: 'item',
        text: '\u2022 Depends: The package will not be installed unless the packages it depends on are installed.',
      },
      {
        kind: 'item',
        text: '\u2022 Recommends: Use this for packages that are not strictly necessary but are typically used with your program.',
      },
      {
        kind: 'item',
        text: '7. White space in character fields: If a separator is specified, leading and trailing white space in character fields is part of the field.',
      },
      // (An item pairing a term with its value already is no term of the line under it.)
      { kind: 'item', text: '\u2022 Other NMUs: 10 days' },
      { kind: 'paragraph', text: 'Those delays are only examples, and a fix for a security issue may go faster.' },
      {
        kind: 'paragraph',
        text: 'When the package is built, a few steps remain to be taken by hand, in this order:',
      },
      { kind: 'item', text: '\u2022 make the .changes file, using dpkg-genchanges' },
      {
        kind: 'paragraph',
        text: 'If the build result is satisfactory, sign the .dsc and .changes files with your private GPG key.',
      },
    ]);
  });

  it("reads a chapter's number on its own line and its title on the next as one heading (maint-guide)", () => {
    const page = [
      'Chapter 6',
      'Building the package',
      'The rewrite of this tutorial document is available as Guide for Debian Maintainers.',
      'We should now be ready to build the package.',
    ].join('\n');
    // (Not "Building the package: The rewrite of …", a term and its definition.)
    expect(blocksOf([page]).slice(0, 2)).toEqual([
      { kind: 'heading', text: 'Chapter 6 Building the package' },
      {
        kind: 'paragraph',
        text: 'The rewrite of this tutorial document is available as Guide for Debian Maintainers.',
      },
    ]);
    expect(blocksOf(['Kapitel 6\nBau des Pakets\nWir sollten nun bereit sein.'])[0]).toEqual({
      kind: 'heading',
      text: 'Kapitel 6 Bau des Pakets',
    });
  });

  it('closes up addresses a text layer spaces out or breaks at a line end, and leaves the words after them (manuals)', () => {
    const page = [
      'Originally written by Ian Macdonald, the project now lives at https: / / github . com / scop / bash-completion / .',
      'The latest version of Bash is always available for FTP from ftp://ftp.gnu.org/pub/gnu/bash/ and from http://git.',
      'savannah.gnu.org/cgit/bash.git/snapshot/bash-master.tar.gz. Enable support for large files (http://www.unix.org/',
      'version2/whatsnew/ lfs20mar.html) if needed; see https://CRAN.R-project.org/',
      'package=lattice) and my new Guide (https://www.debian.org/-',
      'doc/devel-manuals#debmake-doc) or (https://www.debian.org/MailingLists/',
      'subscribe). Add http://deb.debian.org/debian/',
      'experimental to sources.list, documented at https://db.debian.org/doc-mail.html.',
      '4.6 The Debian archive',
      'The decision of using Toy Story names was made (https://lists.debian.org/debian-user/1997/04/msg00011.',
      'html) by Bruce Perens who was, at the time, the Debian Project Leader and was working also at Pixar.',
      'For Stata versions 13 and later see CRAN package haven (https://CRAN.R-project.org/package=haven).',
      'read.systat reads those Systat SAVE files that are rectangular data files written on little-endian machines.',
    ].join('\n');
    const text = blocksOf([page])
      .map((b) => b.text)
      .join('\n');
    expect(text).toContain('the project now lives at https://github.com/scop/bash-completion/');
    expect(text).toContain('from ftp://ftp.gnu.org/pub/gnu/bash/ and from http://git.savannah.gnu.org/cgit/bash.git/');
    expect(text).toContain('(http://www.unix.org/version2/whatsnew/ lfs20mar.html)');
    expect(text).toContain('see https://CRAN.R-project.org/package=lattice) and');
    expect(text).toContain('(https://www.debian.org/doc/devel-manuals#debmake-doc)');
    expect(text).toContain('(https://www.debian.org/MailingLists/subscribe).');
    // Words of the sentence stay words; a heading after an address's final dot stays a heading.
    expect(text).toContain('Add http://deb.debian.org/debian/ experimental to sources.list');
    expect(text).toContain('https://db.debian.org/doc-mail.html.\n4.6 The Debian archive');
    // An address's dot at the end of a short line is not a sentence's end; a bracket closed before it is.
    expect(text).toContain('(https://lists.debian.org/debian-user/1997/04/msg00011.html) by Bruce Perens');
    expect(text).toContain('(https://CRAN.R-project.org/package=haven).\nread.systat reads');
  });
  it('ends no paragraph at an abbreviation closing a short line ("Foundation, Inc.")', () => {
    const page = [
      'Copyright (C) 2007 Free Software Foundation, Inc.',
      '<https://fsf.org/>',
      'Everyone is permitted to copy and distribute verbatim copies',
      'of this license document, but changing it is not allowed.',
    ].join('\n');
    expect(blocksOf([page]).map((b) => b.text)).toEqual([
      'Copyright (C) 2007 Free Software Foundation, Inc. <https://fsf.org/> Everyone is permitted to copy and distribute verbatim copies of this license document, but changing it is not allowed.',
    ]);
  });

  it("carries a semicolon's clause on to a next line in lower case, not into a list's next item (constitution, CC0)", () => {
    const constitution = [
      '2. Lend authority to other Developers.',
      'The Project Leader may make statements of support for points of',
      'view or for other members of the project, when asked or otherwise;',
      'these statements have force if and only if the Leader would be',
      'empowered to make the decision in question.',
    ].join('\n');
    expect(blocksOf([constitution]).map((b) => b.text)).toContain(
      'The Project Leader may make statements of support for points of view or for other members of the project, when asked or otherwise; these statements have force if and only if the Leader would be empowered to make the decision in question.',
    );
    const cc0 = [
      'Copyright and Related Rights include, but are not limited to, the following:',
      '',
      '  i. the right to reproduce, adapt, distribute, perform, display,',
      '     communicate, and translate a Work;',
      ' ii. moral rights retained by the original author(s) and/or performer(s);',
      "iii. publicity and privacy rights pertaining to a person's image or",
      '     likeness depicted in a Work;',
    ].join('\n');
    expect(blocksOf([cc0]).map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Copyright and Related Rights include, but are not limited to, the following:'],
      ['item', 'i. the right to reproduce, adapt, distribute, perform, display, communicate, and translate a Work;'],
      ['item', 'ii. moral rights retained by the original author(s) and/or performer(s);'],
      ['item', "iii. publicity and privacy rights pertaining to a person's image or likeness depicted in a Work;"],
    ]);
    // A list's last item after items ending in a semicolon is no section's title.
    const bodies = [
      'Each decision in the Project is made by one or more of the following:',
      '5. Delegates appointed by the Project Leader for specific tasks;',
      '6. The Project Secretary.',
      'Most of the remainder of this document will outline the powers of these',
      'bodies.',
    ].join('\n');
    expect(blocksOf([bodies]).map((b) => b.kind)).toEqual(['paragraph', 'item', 'item', 'paragraph']);
    // Code's semicolons end their line as before ("[else alternate-consequents;]" | "fi").
    const code = ['if test-commands; then', '  consequent-commands;', '[else alternate-consequents;]', 'fi'].join('\n');
    expect(blocksOf([code]).map((b) => b.text)).not.toContain('[else alternate-consequents;] fi');
  });

  it("heads a journal article's sections, sentence case or by letter, and keeps a citation's year in its sentence (lme4, sandwich)", () => {
    const width = 'than unknown fixed parameters. Much has been written about important practical';
    const article = [
      [
        '1. Introduction',
        'The lme4 package (Bates, Maechler, Bolker, and Walker 2014a) for R (R Core Team 2015)',
        'provides functions to fit and analyze linear mixed models. Much has been written about',
        'important practical and philosophical differences between these two types of interactions',
        '(e.g., Henderson Jr.',
        '1982; Gelman 2005). For example, the random-effects implementation can be used here.',
        '2.1. Linear mixed models',
        width,
      ],
      [
        '2. The linear regression model',
        'To fix notations, we consider the linear regression model with dependent variable y. There',
        'are simulation studies in the literature (including Cameron et al.',
        '2008; Harden 2011). Then the fit is summarised.',
        '2.2. Estimating the covariance matrix',
        'The crontab file has seven fields; namely:',
        '6. Username',
        '7. Command to be run',
        'Ranges of numbers are allowed. Ranges are two numbers separated with a hyphen, inclusive.',
        width,
      ],
      [
        'A. R code',
        'The packages sandwich, lmtest and strucchange are required for the applications in this paper.',
        width,
      ],
    ];
    const [one, two, appendix] = texts(article.map((lines) => lines.join('\n'))).map((p) =>
      p.blocks.map((b) => [b.kind, b.text]),
    );
    expect(one.slice(0, 2)).toEqual([
      ['heading', '1. Introduction'],
      [
        'paragraph',
        'The lme4 package (Bates, Maechler, Bolker, and Walker 2014a) for R (R Core Team 2015) provides functions to fit and analyze linear mixed models. Much has been written about important practical and philosophical differences between these two types of interactions (e.g., Henderson Jr. 1982; Gelman 2005). For example, the random-effects implementation can be used here.',
      ],
    ]);
    expect(two[0]).toEqual(['heading', '2. The linear regression model']);
    expect(two[1][1]).toContain('(including Cameron et al. 2008; Harden 2011). Then the fit is summarised.');
    // A list's items a line apart stay items, in an article as elsewhere.
    expect(two.filter(([kind]) => kind === 'item').map(([, text]) => text)).toEqual([
      '6. Username',
      '7. Command to be run',
    ]);
    expect(appendix[0]).toEqual(['heading', 'A. R code']);
    // Without subsections numbered "2.1.", "1. Introduction" over a paragraph stays a list's term, as in a manual.
    expect(blocksOf([article[0].slice(0, 6).join('\n')])[0]).toEqual({
      kind: 'item',
      text: expect.stringMatching(/^1\. Introduction: The lme4 package/),
    });
  });

  it("reads JSS's 'R>' as a prompt, and a printed time series' rows as rows of figures, not prose (zoo)", () => {
    // JSS's "R>" prompt is a prompt; a time series printed by it is rows of figures, not the next sentence's start.
    const zoo = [
      'R> rollapply(z2, 5, mean)',
      '2004-02-29 0.9508642 1.6892246 0.9578196',
      '2004-03-05 NA NA NA',
      'To improve the performance of rollapply(x, k, foo) for some frequently used functions foo,',
      'more efficient implementations rollfoo(x, k) are available (and also called by rollapply).',
    ].join('\n');
    expect(blocksOf([zoo]).map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'R> rollapply(z2, 5, mean)'],
      ['paragraph', '2004-02-29 0.9508642 1.6892246 0.9578196'],
      ['paragraph', '2004-03-05 NA NA NA'],
      [
        'paragraph',
        'To improve the performance of rollapply(x, k, foo) for some frequently used functions foo, more efficient implementations rollfoo(x, k) are available (and also called by rollapply).',
      ],
    ]);
  });

  it("heads a FAQ's numbered questions' answers with them, a question asked after a statement too (zoo FAQ)", () => {
    const faq = [
      '1. I know that duplicate times are not allowed but my data has them.',
      'What do I do?',
      'zoo objects should not normally contain duplicate times. If you try to create such an object using zoo',
      'then warnings will be issued but the objects will be created.',
      '9. Why is nothing plotted except axes when I plot an object with many',
      'NAs?',
      'Isolated points surrounded by NA values do not form lines:',
      '> plot(z)',
    ].join('\n');
    expect(blocksOf([faq]).map((b) => [b.kind, b.text.slice(0, 40)])).toEqual([
      ['heading', '1. I know that duplicate times are not a'],
      ['paragraph', 'zoo objects should not normally contain '],
      ['heading', '9. Why is nothing plotted except axes wh'],
      ['paragraph', 'Isolated points surrounded by NA values '],
      ['paragraph', '> plot(z)'],
    ]);
    expect(blocksOf([faq])[0].text).toBe(
      '1. I know that duplicate times are not allowed but my data has them. What do I do?',
    );
    // A list's items that are no questions stay items.
    expect(
      blocksOf([['Steps:', '1. Update the factor.', '2. Solve the equations.'].join('\n')]).map((b) => b.kind),
    ).toEqual(['paragraph', 'item', 'item']);
  });

  it('splits sentences without cutting at abbreviations, initials or decimals', () => {
    expect(
      splitSentences('Notes by W. N. Venables, e.g. this one. It costs 3.5 euros! See Fig. 2 below.\nA new block'),
    ).toEqual(['Notes by W. N. Venables, e.g. this one.', 'It costs 3.5 euros!', 'See Fig. 2 below.', 'A new block']);
    // A closing bracket run into the next sentence (a PDF's lost space) ends the sentence; a dot inside a name does not.
    expect(
      splitSentences('(This gives a good result.)Histogram of eruptions. See www.Example.com (or (a.)B) now.'),
    ).toEqual(['(This gives a good result.)', 'Histogram of eruptions.', 'See www.Example.com (or (a.)B) now.']);
  });
});
