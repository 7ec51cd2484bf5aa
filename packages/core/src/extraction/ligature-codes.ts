// biome-ignore-all lint/suspicious/noControlCharactersInRegex: the ligatures' codes are control characters
/**
 * TeX's fonts set "fi", "fl", "ff", "ffi" and "ffl" as one glyph each. A PDF whose font has no Unicode map for
 * them gives their codes, control characters, in place of the letters: "\u001ductuation" for "fluctuation",
 * "coe\u001ecients" for "coefficients" (the T1 encoding's codes 27–31; the older OT1's are 11–15). Such a code
 * next to a letter is read as its letters, so the text reads, and is searched, as printed.
 */
/** The ligatures in the order of both encodings' codes: T1's 0x1b–0x1f, OT1's 0x0b–0x0f. */
const LIGATURES = ['ff', 'fi', 'fl', 'ffi', 'ffl'];

// T1's codes before a letter, or after one; OT1's (among them the form feed and carriage return) only before a
// letter after a letter or a space.
const T1_CODE = /[\x1b-\x1f](?=\p{L})|(?<=\p{L})[\x1b-\x1f]/gu;
const OT1_CODE = /(?<=[\p{L} ])[\x0b-\x0f](?=\p{L})/gu;

export function mendLigatureCodes(text: string): string {
  if (!/[\x0b-\x0f\x1b-\x1f]/.test(text)) return text;
  return text
    .replace(T1_CODE, (c) => LIGATURES[c.charCodeAt(0) - 0x1b])
    .replace(OT1_CODE, (c) => LIGATURES[c.charCodeAt(0) - 0x0b]);
}
