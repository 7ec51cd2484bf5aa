/**
 * The words a document uses, counted over all its pages: the evidence for repairing words broken at a line end
 * ("com-" + "mands" → "commands", but "non-" + "interactive" stays "non-interactive" when the document writes it
 * so) and words split by OCR ("informa tion" → "information" when the document has "information").
 */
export class DocumentVocabulary {
  private readonly counts = new Map<string, number>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      // Halves of words broken at a line end are not words of the document ("com-" + "mands").
      const whole = text.replace(/[\p{L}\p{N}]+-[ \t]*\n\s*[\p{L}\p{N}]+/gu, ' ');
      for (const m of whole.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
        const word = m[0].toLowerCase();
        this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
        if (word.includes('-'))
          for (const part of word.split('-')) this.counts.set(part, (this.counts.get(part) ?? 0) + 1);
      }
    }
  }

  count(word: string): number {
    return this.counts.get(word.toLowerCase()) ?? 0;
  }

  /**
   * How to join `head-` at a line end with `tail` on the next line: true keeps the hyphen ("well-known"),
   * false joins the halves ("commands"). The document's own spelling decides; without it, a compound of two
   * words the document uses on their own keeps its hyphen, anything else was a typesetter's break.
   */
  keepsHyphen(head: string, tail: string): boolean {
    if (/\d$/.test(head) || /^\d/.test(tail)) return true;
    const hyphenated = this.count(`${head}-${tail}`);
    const joined = this.count(`${head}${tail}`);
    if (hyphenated !== joined) return hyphenated > joined;
    return head.length >= 3 && tail.length >= 3 && this.count(head) > 0 && this.count(tail) > 0;
  }
}
