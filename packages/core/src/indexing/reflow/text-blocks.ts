/**
 * What reflow makes of a page: blocks that read like the document. The chunker packs whole blocks, so a
 * sentence, a list item or a table row is never cut between two retrieval units (a block larger than a unit is
 * split at sentences, or a table at rows with its header repeated).
 */
export type BlockKind =
  /** A section heading ("9.1 Bash History Facilities"). */
  | 'heading'
  /** Running text, wrapped lines joined; a definition term leads its description ("HISTSIZE: The number…"). */
  | 'paragraph'
  /** One list item with its continuation lines. */
  | 'item'
  /** Consecutive Markdown table rows (`| a | b |`), kept line by line. */
  | 'table'
  /** Table-of-contents or index lines (dot leaders before a page number): searchable, ranked low. */
  | 'toc';

/** Between a contents or index entry and its page, as reflow writes it: "Basics of the Debian package … 37". */
export const CONTENTS_PAGE_MARK = ' … ';
/** Text holding such an entry (docent-local never quotes one). */
export const CONTENTS_ENTRY = /\s…\s\d/;
/** A command at a prompt: an example's line ("> hist(eruptions)", "R> data(\"PublicSchools\")", "$ dpkg -l"). */
export const AT_PROMPT = /^(?:R>|[>$])\s+\S/;

export interface TextBlock {
  kind: BlockKind;
  text: string;
  /** A footnote of the page (at its foot, after the running text: a sentence crossing the page break skips it). */
  footnote?: boolean;
}

export interface ReflowedPage {
  pageNo: number;
  blocks: TextBlock[];
}
