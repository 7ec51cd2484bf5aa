import MarkdownIt from 'markdown-it';
import { decodeText } from './decode-text';
import { htmlToText } from './extract-html';
import { paginateText } from './paginate-text';

// CommonMark with GitHub's tables and strikethrough, raw HTML kept (htmlToText reads it as it reads a page), and
// blocks nested at most 20 deep (markdown-it's own bound: list items or quotes nested thousands deep are text, not
// a parse that runs out of memory).
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false, maxNesting: 20 });

/** A YAML front-matter block (`---` … `---` at the very top): metadata, as an HTML page's head is. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]{0,16384}?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** Its `title:` line (plain or quoted, on one line). */
const TITLE = /^title:(.*)$/m;

/** The Markdown without its front matter, headed by the front matter's title when it gives one (`# A Field Guide`). */
function withoutFrontMatter(text: string): string {
  const front = FRONT_MATTER.exec(text);
  if (!front) return text;
  const title = TITLE.exec(front[1])?.[1]
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2');
  const body = text.slice(front[0].length);
  return title ? `# ${title}\n\n${body}` : body;
}

/**
 * The text a reader of a Markdown file sees: rendered as HTML (markdown-it), then read as an HTML page is
 * (htmlToText), so its headings stay Markdown headings, list items bullets and tables Markdown tables, as every other
 * format's text has them; but links read as their words ("[`child_process.exec()`][]" as "child_process.exec()"),
 * emphasis and code spans as their text, fenced code as its lines, and HTML comments, link definitions and front
 * matter (but its title, as the first heading) not at all. Quoted raw, as a text file is, answers read "* [`child_process.exec()`][]: spawns a shell" and
 * "```cjs const util = …".
 */
export function markdownToText(text: string): string {
  return htmlToText(markdown.render(withoutFrontMatter(text)));
}

/**
 * Markdown longer than this is read as plain text, its marks kept: rendering costs about 0.7 s and 15 MB of heap a
 * million characters (16 MB of Markdown took 12.7 s and 220 MB), and a file too large to render should still be read.
 */
export const MARKDOWN_RENDER_MAX_CHARS = 8_000_000;

export function extractMarkdown(
  bytes: Uint8Array,
  limits: { maxPages: number },
  renderUpToChars = MARKDOWN_RENDER_MAX_CHARS,
): string[] {
  const text = decodeText(bytes, { what: 'Markdown file' });
  return paginateText(text.length > renderUpToChars ? text : markdownToText(text), limits);
}
