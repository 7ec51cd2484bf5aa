import { DocumentRejected } from './extraction-types';

/**
 * Text without real pages (TXT, HTML, a DOCX without page breaks) is cut into "virtual pages" of about
 * this many characters, at a paragraph or line break where there is one, so page references in chat
 * answers stay useful and no single page row grows to megabytes.
 */
export const VIRTUAL_PAGE_CHARS = 20_000;

function cutLongPage(text: string, size: number, into: string[], maxPages: number): void {
  let rest = text;
  while (rest.length > size) {
    const window = rest.slice(0, size);
    // Prefer a paragraph break in the second half of the window, then a line break, then a space.
    let cut = window.lastIndexOf('\n\n');
    if (cut < size / 2) cut = window.lastIndexOf('\n');
    if (cut < size / 2) cut = window.lastIndexOf(' ');
    if (cut < size / 2) cut = size;
    push(into, rest.slice(0, cut), maxPages);
    rest = rest.slice(cut);
  }
  push(into, rest, maxPages);
}

function push(pages: string[], page: string, maxPages: number): void {
  // Checked page by page, so a file of millions of form feeds is refused before it costs memory.
  if (pages.length >= maxPages)
    throw new DocumentRejected(`document has more than ${maxPages} pages; the limit is ${maxPages} pages per document`);
  pages.push(page);
}

/**
 * Splits text into pages: at form feeds (explicit page breaks), then long pages into virtual pages.
 * A text with no visible characters gives one empty page, so every document has at least one page.
 */
export function paginateText(text: string, options: { size?: number; maxPages?: number } = {}): string[] {
  const size = options.size ?? VIRTUAL_PAGE_CHARS;
  const maxPages = options.maxPages ?? Number.MAX_SAFE_INTEGER;
  // Trailing form feeds (common at the end of printed output) would make empty last pages.
  // (A backwards scan, not a regex: `\s+$` is quadratic on a long run of spaces that does not end the text.)
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  const body = text.lastIndexOf('\f') >= end ? text.slice(0, end) : text;
  const pages: string[] = [];
  let start = 0;
  for (;;) {
    const feed = body.indexOf('\f', start);
    cutLongPage(body.slice(start, feed === -1 ? body.length : feed), size, pages, maxPages);
    if (feed === -1) return pages;
    start = feed + 1;
  }
}
