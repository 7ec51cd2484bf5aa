import { Parser } from 'htmlparser2';
import { decodeText } from './decode-text';
import { paginateText } from './paginate-text';

// Their text is code, styling or metadata, never content a reader sees.
const SKIPPED = new Set(['script', 'style', 'head', 'title', 'noscript', 'template', 'iframe', 'object', 'embed']);
// Elements that start a new line in the rendered page.
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tr', 'ul', 'caption', 'option',
]);

/** The charset an HTML file declares in its first bytes (`<meta charset>` or http-equiv), if any. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head)?.[1];
}

/** The visible text of an HTML page: no script, style, head or noscript text; block elements on their own lines. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let skipDepth = 0;
  let preDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        // A <body> ends any unclosed <head>, whatever the parser makes of the markup before it.
        if (name === 'body') skipDepth = 0;
        if (SKIPPED.has(name)) skipDepth++;
        if (name === 'pre') preDepth++;
        if (BLOCKS.has(name)) out.push('\n');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (BLOCKS.has(name)) out.push('\n');
        else if (name === 'td' || name === 'th') out.push('\t');
      },
      ontext(text) {
        if (skipDepth > 0) return;
        out.push(preDepth > 0 ? text : text.replace(/[ \t\r\n\f]+/g, ' '));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, (ws) => (ws.includes('\t') ? '\t' : ' ')).trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function extractHtml(bytes: Uint8Array, limits: { maxPages: number }): string[] {
  const html = decodeText(bytes, { what: 'HTML file', fallback: declaredCharset(bytes) });
  return paginateText(htmlToText(html), limits);
}
