// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell parameter expansions, written as a manual writes them
import { describe, expect, it } from 'vitest';
import { splitSentences } from './reflow/sentences';
import { searchTextOf } from './search-text';
import { symbolOperator, symbolWord, withSymbolWords } from './symbol-words';

const operators = (text: string) =>
  [...withSymbolWords(text).matchAll(/zsym([0-9a-f]+)z/g)].map((m) =>
    String.fromCodePoint(...(m[1].match(/../g) ?? []).map((h) => Number.parseInt(h, 16))),
  );

describe('operators read as words', () => {
  it('reads shell and R operators, and special parameters, as words of their own', () => {
    expect(operators('What does $@ mean?')).toEqual(['$@']);
    expect(operators('is $? the exit status')).toEqual(['$?']);
    expect(operators('ls > dirlist 2>&1')).toEqual(['>', '>&']);
    expect(operators('[[ and || and &&')).toEqual(['[[', '||', '&&']);
    expect(operators('x %in% y, A %*% B, a <<- 1, base::mean')).toEqual(['%in%', '%*%', '<<-', '::']);
    expect(operators('$(date) and $((1 + 2)) and <(ls)')).toEqual(['$(', '$((', '+', '<(']);
  });

  it('reads the operator a document writes in brackets, quotes or with a minus sign as the one a question types', () => {
    expect(operators('$ ($$) Expands to the process id of the shell.')).toEqual(['$', '$$']);
    expect(operators('uses ‘#’ as a comment character')).toEqual(['#']);
    expect(symbolOperator('${')).toBe('${');
    expect(operators('${parameter:−word}')).toEqual(['${', ':-']);
    expect(operators('what is ${var:-default}')).toEqual(['${', ':-']);
    expect(symbolWord(':−')).toBe(symbolWord(':-'));
  });

  it("takes a question's closing mark for the end of the sentence, not part of the operator", () => {
    expect(operators('what is $#?')).toEqual(['$#']);
    expect(operators('what is $?')).toEqual(['$?']);
  });

  it('reads a one-letter option as a word, its case kept, and no hyphen inside or after a word', () => {
    expect(operators('set -e; read -r line, and [ -f file ] or (-x)')).toEqual(['-e', '-r', '-f', '-x']);
    expect(symbolWord('-e')).not.toBe(symbolWord('-E'));
    expect(symbolWord('−e')).toBe(symbolWord('-e'));
    expect(operators('well-known e-mail (a-z) -rw-r--r-- -5 -ex --posix')).toEqual([]);
  });

  it('takes prose punctuation, calls, paths, dashes and rules for no operator', () => {
    expect(operators('See e.g. the manual (page 3); it says: “yes”.')).toEqual([]);
    expect(operators('mean() and c(1, 2)) and /usr/share/doc')).toEqual([]);
    expect(operators('a - b -- --posix ===== *****')).toEqual([]);
    // French puts a space before "?", "!" and ":": no operator.
    expect(
      operators('D’où vient le nom « Debian » ? Est-ce que ce mot veut dire quelque chose ! Voici : rien'),
    ).toEqual([]);
  });

  it('leaves text without operators unindexed apart (search_text stays null)', () => {
    expect(searchTextOf('Plain prose, with commas; and a full stop.')).toBeNull();
    expect(searchTextOf('What does $@ mean?')?.split(/\s+/)).toEqual(['What', 'does', '$@', symbolWord('$@'), 'mean?']);
  });

  it('spells each operator as one word Postgres keeps as it is (letters and digits, no suffix to stem)', () => {
    for (const op of ['$@', '->', '%in%', '[[', '~', ':-']) expect(symbolWord(op)).toMatch(/^zsym[0-9a-f]+z$/);
  });

  it("does not end a sentence at an operator's question or exclamation mark, and starts one at an operator", () => {
    expect(
      splitSentences('Its status is kept. $? Expands to the exit status. !! Refer to the last command. Really?! Yes.'),
    ).toEqual([
      'Its status is kept.',
      '$? Expands to the exit status.',
      '!! Refer to the last command.',
      'Really?!',
      'Yes.',
    ]);
  });
});
