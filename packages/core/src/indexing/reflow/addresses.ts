// Web and FTP addresses in extracted text: a PDF's text layer may space one out ("https: / / github . com / scop /")
// or break it at a line end ("http://git." | "savannah.gnu.org/cgit/bash.git"); both are closed up, so an answer
// quotes the address as printed and search finds it. (OCR's own artefacts in addresses: ocr-repairs.ts.)

/** An address spaced out by the text layer: "https: / / github . com / scop / bash-completion / ." */
const SPACED_ADDRESS = /\b(https?|ftp)\s*:\s*\/\s+\/\s*(?:[\w-]+|\s*[./]\s*(?=[\w-]))+(?:\s*\/)?/gi;

/** A spaced-out address closed up: "https://github.com/scop/bash-completion/". */
export function closeUpSpacedAddresses(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(SPACED_ADDRESS, (address) => address.replace(/\s+/g, ''));
}

/**
 * A line that ends inside an address: the address, then a character it may break after ("/", ".", "-", "=", …); not
 * after the bracket that closed it ("(https://CRAN.R-project.org/package=haven).": the sentence has ended).
 */
const ENDS_IN_ADDRESS = /(?:^|\s|[(<])(?:https?|ftp):\/\/[^\s)]*[./=?&#_~-]$/i;
/** Trailing punctuation of a word ("lfs20mar.html)." → "lfs20mar.html"). */
const TRAILING = /[.,;:!?)\]>'"’”]+$/;

/**
 * The next line continues an address the line ends in: its first word is a piece of an address ("lfs20mar.html)",
 * "package=lattice)", "debian-policy/.", "savannah.gnu.org/cgit/…"), not a word of the sentence ("and", "for",
 * "experimental", "site.").
 */
export function continuesAddress(text: string, next: string): boolean {
  if (!ENDS_IN_ADDRESS.test(text)) return false;
  const first = next.split(/\s/, 1)[0];
  // In brackets, the word that closes them is the address's last piece ("(https://www.debian.org/misc/" |
  // "children-distros)").
  if (IN_BRACKETS.test(text) && /^[\w~%./=?&#-]+\)/.test(first)) return true;
  const word = first.replace(TRAILING, '');
  // After a dot, a section's number is the next heading ("… https://db.debian.org/doc-mail.html." | "4.6 The Debian
  // archive"), not the address's next piece.
  if (text.endsWith('.') && !/^\p{L}/u.test(word)) return false;
  return /^[\w~%-]+(?:[./=?&#_][\w~%/.=?&#_-]*)$/.test(word) && /[./=?&#_]/.test(word);
}

/** The address opens a bracket: "(https://www.debian.org/misc/". */
const IN_BRACKETS = /\((?:https?|ftp):\/\/\S*$/i;
