// Marks that typesetting leaves in a text layer, mended before the text is read as lines: an accent set apart from its
// letter by LaTeX ("Fran¸cois"), a grave accent used as an opening quote ("tagged ̀ stable’"), the minus sign of code
// ("${parameter:−word}", which search would never meet as ":-"), a listing's line-continuation arrow ("core-2.0-ia32:
// ←↩" | "core-3.0-ia32:…"), the pilcrow an HTML manual links each definition with ("prefix ¶: A prefix used …") and
// the notes Sphinx's PDFs put where a listing breaks over a page ("(continues on next page)", "(continued from previous
// page)").

/** A spacing accent and the combining mark it stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  '\u00b8': '\u0327', // cedilla
  '\u00b4': '\u0301', // acute
  '\u00a8': '\u0308', // diaeresis
  '\u02c6': '\u0302', // circumflex
  '\u02dc': '\u0303', // tilde
  '\u02c7': '\u030c', // caron
  '\u02d8': '\u0306', // breve
  '\u02da': '\u030a', // ring
};
/** One of those spacing accents. */
const SPACING_ACCENT = `[${Object.keys(SPACING_ACCENTS).join('')}]`;
/** A spacing accent just before a letter, as LaTeX's text layer puts it ("Fran¸cois", "´etude"). */
const ACCENT_BEFORE_LETTER = new RegExp(`(${SPACING_ACCENT})(\\p{L})`, 'gu');
const HAS_SPACING_ACCENT = new RegExp(SPACING_ACCENT, 'u');
/** A grave accent with no letter under it, opening a quotation: "tagged ̀ stable’" is "tagged ‘stable’". */
const GRAVE_AS_QUOTE = /(^|[\s(])\u0300\s?(?=\S)/gmu;
/** A listing's line that goes on past the page's width: the arrow ends it and the next line carries on. */
const CONTINUED_LINE = /[ \t]*←↩[ \t]*\n[ \t]*/g;
/** An HTML manual's link to a definition or heading, a pilcrow after its term or at the line's end. */
const PILCROW_LINK = /[ \t]+¶(?=:|[ \t]*$)/gmu;

/** Sphinx's note on its own line where a code listing breaks over a page (Debian Policy, the Developer's Reference). */
const LISTING_BREAK = /^[ \t]*\((?:continues on next page|continued from previous page)\)[ \t]*(?:\n|$)/gm;

/** The page's text with typesetting's marks mended (accents on their letters, quotes, minus signs, arrows). */
export function mendTypesetting(text: string): string {
  let out = text;
  if (HAS_SPACING_ACCENT.test(out)) {
    out = out.replace(ACCENT_BEFORE_LETTER, (whole, accent: string, letter: string) => {
      const composed = `${letter}${SPACING_ACCENTS[accent]}`.normalize('NFC');
      // Only where the two make one letter ("ç", "é"): a lone accent before another letter stays as printed.
      return [...composed].length === 1 ? composed : whole;
    });
  }
  if (out.includes('\u0300')) out = out.replace(GRAVE_AS_QUOTE, '$1‘');
  if (out.includes('\u2212')) out = out.replace(/\u2212/g, '-');
  if (out.includes('←↩')) out = out.replace(CONTINUED_LINE, '');
  if (out.includes('¶')) out = out.replace(PILCROW_LINK, '');
  if (out.includes(' page)')) out = out.replace(LISTING_BREAK, '');
  return out;
}
