import { describe, expect, it } from 'vitest';
import { contentTerms } from './local-terms';
import { AMOUNT, passageLines } from './passage-sentences';

describe('passage sentences', () => {
  it('reads lines, definitions, list items, cross-references and amounts', () => {
    const text = [
      'HISTSIZE: The number of commands to remember. This happens four times a day.',
      'Please note two key features of the name:',
      '• Package name and version are separated by the character _ (underscore).',
      'A package must wait in unstable, see Selecting the upload urgency.',
    ].join('\n');
    const [definition, leadIn, item, reference] = passageLines(text);
    expect(definition.defines).toBe(true);
    expect([...definition.definesTerms]).toEqual(contentTerms('HISTSIZE'));
    expect(definition.sentences.map((s) => s.text)).toEqual([
      'HISTSIZE: The number of commands to remember.',
      'This happens four times a day.',
    ]);
    expect(definition.sentences[1].pointsBack).toBe(true);
    expect(definition.sentences[1].terms.has(AMOUNT)).toBe(true);
    expect(definition.sentences[0].terms.has(AMOUNT)).toBe(false);
    expect([leadIn.introducesList, leadIn.item, item.item, item.introducesList]).toEqual([true, false, true, false]);
    expect(reference.sentences[0].terms.has(contentTerms('urgency')[0])).toBe(false);
    expect(reference.sentences[0].referenceTerms.has(contentTerms('urgency')[0])).toBe(true);
    expect(reference.sentences[0].terms.has(contentTerms('unstable')[0])).toBe(true);
  });

  it('reads a number as an amount, but not a section number or the digits of a name (ia64, x86_64, libfoo.so.6)', () => {
    const amount = (text: string) => passageLines(text)[0].sentences[0].terms.has(AMOUNT);
    for (const text of [
      'It needs 512 MB.',
      'It needs 100MB.',
      'It takes 2.5 hours.',
      'Started in 1993.',
      'Twice a day.',
    ]) {
      expect(amount(text), text).toBe(true);
    }
    for (const text of [
      'See Section 7.7 for details.',
      'Port ia64 is for Itanium computers.',
      'Binaries for x86_64 machines.',
      'It links libfoo.so.6 and bzip2.',
      'The IA-64 port.',
      'See the sources.list(5) manual page.',
    ]) {
      expect(amount(text), text).toBe(false);
    }
  });

  it('reads the term a line defines: "term: …", a manual entry repeating its name, a list item\'s "name - …"', () => {
    const defines = (line: string) => [...passageLines(line)[0].definesTerms];
    expect(defines('HISTSIZE: The number of commands to remember.')).toEqual(contentTerms('HISTSIZE'));
    expect(defines('exec exec [-cl] [-a name] [command] If command is supplied, it replaces the shell.')).toEqual(
      contentTerms('exec'),
    );
    expect(defines('• lintian - this is the Debian package checker.')).toEqual(contentTerms('lintian'));
    // A manual's entry for a variable in capitals or an operator, its description after it.
    expect(defines('IFS A list of characters that separate fields. It is used by read.')).toEqual(contentTerms('IFS'));
    expect(defines('* ($*) Expands to the positional parameters, starting from one.')).toEqual(contentTerms('$*'));
    // Not a line of code at a prompt, nor a dash that is no list item's, nor a word that merely repeats.
    expect(defines('> statef <- factor(state): The print() function handles factors.')).toEqual([]);
    expect(defines('Debian package diff - a unified context diff of the changes.')).toEqual([]);
    expect(defines('The the cat sat on the mat.')).toEqual([]);
    // A sentence saying what its subject is, a function's call form included.
    const says = (text: string) => [...passageLines(text)[0].sentences[0].definesTerms];
    expect(says('The function seq() is a more general facility for generating sequences.')).toEqual(
      contentTerms('function seq'),
    );
    expect(says('A factor is a vector object used to classify.')).toEqual(contentTerms('factor'));
    expect(says('This is stable and well tested software.')).toEqual([]);
    expect(says('Note that aptitude is the preferred program for daily package management.')).toEqual([]);
    expect(says('IFS A list of characters that separate fields.')).toEqual(contentTerms('IFS'));
    expect(says('PATH The search path for commands.')).toEqual(contentTerms('PATH'));
    expect(says('IFS is split on whitespace.')).toEqual([]);
    expect(says('A non-maintainer upload, or NMU, is an upload by someone else.')).toEqual(
      contentTerms('non-maintainer upload NMU'),
    );
    expect(says('Package name and version are separated by an underscore.')).toEqual([]);
    // A plural, saying what they are.
    expect(says('NMUs are uploads of packages by somebody other than their maintainer.')).toEqual(contentTerms('NMUs'));
    expect(says('Uploads are processed four times a day.')).toEqual([]);
  });

  it('tells a sentence that shows code: a call, an option, a setting, a prompt, a command line', () => {
    const code = (text: string) => passageLines(text)[0].sentences[0].showsCode;
    expect(code('so we could have used B <- t(A).')).toBe(true);
    expect(code('Update the changelog with dch -i and describe the change.')).toBe(true);
    expect(code('Use read.table with fill = TRUE for short rows.')).toBe(true);
    expect(code('$ dpkg-depcheck -d ./configure')).toBe(true);
    expect(code('apt-get source foo')).toBe(true);
    expect(code('Namespaces keep every function that tries to transpose a matrix working.')).toBe(false);
    expect(code('It is a well-known fact (see below).')).toBe(false);
  });

  it('works a passage out once and gives the kept analysis back', () => {
    const text = `Invoices are paid within 30 days. ${Math.random()}`;
    expect(passageLines(text)).toBe(passageLines(text));
    expect(passageLines(`${text} `)).not.toBe(passageLines(text));
  });
});
