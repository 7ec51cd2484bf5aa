// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell parameter expansions, written as a manual writes them
import { describe, expect, it } from 'vitest';
import { reflowDocument } from './reflow-document';
import { mendTypesetting } from './typesetting-marks';

describe('typesetting marks', () => {
  it('puts an accent LaTeX set apart back on its letter, and leaves one that makes no letter', () => {
    expect(mendTypesetting('suggested by Fran¸cois Pinard')).toBe('suggested by François Pinard');
    expect(mendTypesetting('une ´etude de Ren´e')).toBe('une étude de René');
    expect(mendTypesetting('a spacing ¸ alone, ¸x')).toBe('a spacing ¸ alone, ¸x');
  });

  it('reads a grave accent without a letter as an opening quote', () => {
    expect(mendTypesetting('released and tagged \u0300 stable’ it will')).toBe('released and tagged ‘stable’ it will');
    expect(mendTypesetting('Why is \u0300 foo-data’ not removed?')).toBe('Why is ‘foo-data’ not removed?');
    // On its letter it is an accent, and stays one.
    expect(mendTypesetting('pie\u0300ce')).toBe('pie\u0300ce');
  });

  it('writes the minus sign as the hyphen-minus code and search use', () => {
    expect(mendTypesetting('${parameter:−word}')).toBe('${parameter:-word}');
    expect(mendTypesetting('[n]<<[−]word')).toBe('[n]<<[-]word');
  });

  it("joins a listing's continued line without a space, and drops an HTML manual's pilcrow links", () => {
    expect(mendTypesetting('LSB Version: core-2.0-ia32: ←↩\n    core-3.0-ia32:core-3.1-ia32\nNext line')).toBe(
      'LSB Version: core-2.0-ia32:core-3.0-ia32:core-3.1-ia32\nNext line',
    );
    expect(mendTypesetting('prefix ¶: A prefix used in constructing the default values.')).toBe(
      'prefix: A prefix used in constructing the default values.',
    );
    expect(mendTypesetting('7.2.5 Variables for Installation Directories ¶')).toBe(
      '7.2.5 Variables for Installation Directories',
    );
    // A pilcrow that refers to a paragraph ("see ¶ 12") is text.
    expect(mendTypesetting('as set out in ¶ 12 of the agreement')).toBe('as set out in ¶ 12 of the agreement');
  });

  it("drops Sphinx's notes where a listing breaks over a page, and keeps the words written in a sentence", () => {
    expect(
      mendTypesetting(
        'if chown root:staff /usr/local/share/emacs; then\n(continues on next page)\n80 Chapter 9. The OS',
      ),
    ).toBe('if chown root:staff /usr/local/share/emacs; then\n80 Chapter 9. The OS');
    expect(mendTypesetting('(continued from previous page)\nchmod 2775 /usr/local/share/emacs || true')).toBe(
      'chmod 2775 /usr/local/share/emacs || true',
    );
    expect(mendTypesetting('The table (continued from previous page) lists more.')).toBe(
      'The table (continued from previous page) lists more.',
    );
  });

  it('is applied when a document is reflowed, so search and answers read the mended text', () => {
    const [page] = reflowDocument([
      { pageNo: 33, text: '${parameter:−word}: If parameter is unset or null, the expansion of word is substituted.' },
    ]);
    expect(page.blocks.map((b) => b.text)).toEqual([
      '${parameter:-word}: If parameter is unset or null, the expansion of word is substituted.',
    ]);
  });
});
