import { Parser } from 'htmlparser2';
import { decodeText } from './decode-text';
import { markdownTable } from './markdown-table';
import { paginateText } from './paginate-text';

// Their text is code, styling or metadata, never content a reader sees.
const SKIPPED = new Set(['script', 'style', 'head', 'title', 'noscript', 'template', 'iframe', 'object', 'embed']);
// Elements that start a new line in the rendered page.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tr',
  'ul',
  'caption',
  'option',
]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
// A colspan wider than this is layout, not data.
const MAX_COLSPAN = 50;

/** The charset an HTML file declares in its first bytes (`<meta charset>` or http-equiv), if any. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head)?.[1];
}

interface TableState {
  rows: string[][];
  row: string[] | null;
  /** Text of the cell being read (null between cells). */
  cell: string[] | null;
  colspan: number;
  /** Text of its <caption> while it is read; then `title`. */
  caption: string[] | null;
  title: string;
}

/**
 * Elements that are a site's or a manual's navigation, not the page's text: HTML5's <nav> and role="navigation",
 * and DocBook's navigation bars ("Prev | Up | Home | Next") and contents (`<div class="toc">`), by their classes.
 */
const NAVIGATION_CLASSES = new Set(['navheader', 'navfooter', 'toc']);
const isNavigation = (name: string, attrs: Record<string, string>) =>
  name === 'nav' ||
  attrs.role === 'navigation' ||
  (attrs.class ?? '').split(/\s+/).some((c) => NAVIGATION_CLASSES.has(c));

/** A list of at least this many items, each nothing but links within the page, is its table of contents. */
const CONTENTS_MIN_ITEMS = 3;

/** A list being read: where its text starts in the output, its items, and whether all its text is in-page links. */
interface ListState {
  start: number;
  items: number;
  linksOnly: boolean;
}

/**
 * The visible text of an HTML page: no script, style, head or noscript text; block elements on their own lines;
 * headings as Markdown headings, list items as bullets, tables as Markdown tables (first row as header; a table
 * inside a table cell is flattened into that cell's text). A table of contents (a list whose every item is a link
 * within the page, as Texinfo's HTML and GitHub's Markdown write them) is left out: the headings it lists are the
 * text's own, and as passages of their own its entries outranked the sections they name. So is navigation
 * (isNavigation). A table's <caption> is the line above it.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const tables: TableState[] = [];
  let skipDepth = 0;
  // The navigation element being left out, and how many elements of its name are open inside it.
  let hidden: { name: string; depth: number } | null = null;
  let preDepth = 0;
  const lists: ListState[] = [];
  let inPageLink = false;
  // A list item's bullet goes before its first text (which may sit in a <p> inside the <li>).
  let bulletPending = false;
  // Text goes to the innermost open cell, else to the page.
  const sink = (): string[] => {
    for (let i = tables.length - 1; i >= 0; i--) {
      if (tables[i].cell) return tables[i].cell!;
      if (tables[i].caption) return tables[i].caption!;
    }
    return out;
  };
  const inTable = () => tables.length > 0;
  const endCell = (table: TableState) => {
    if (!table.cell) return;
    const text = table.cell.join('').replace(/\s+/g, ' ').trim();
    table.row ??= [];
    table.row.push(text);
    for (let i = 1; i < table.colspan; i++) table.row.push('');
    table.cell = null;
  };
  const endRow = (table: TableState) => {
    endCell(table);
    if (table.row) table.rows.push(table.row);
    table.row = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        // A <body> ends any unclosed <head>, whatever the parser makes of the markup before it.
        if (name === 'body') skipDepth = 0;
        if (hidden) {
          if (name === hidden.name) hidden.depth++;
          return;
        }
        if (SKIPPED.has(name)) skipDepth++;
        if (skipDepth > 0) return;
        if (isNavigation(name, attrs)) {
          hidden = { name, depth: 1 };
          return;
        }
        if (name === 'pre') preDepth++;
        if (name === 'a') inPageLink = (attrs.href ?? '').startsWith('#');
        if (!inTable() && (name === 'ul' || name === 'ol'))
          lists.push({ start: out.length, items: 0, linksOnly: true });
        if (name === 'li' && lists.length > 0) lists[lists.length - 1].items++;
        const table = tables[tables.length - 1];
        if (name === 'table') {
          if (!inTable()) out.push('\n\n');
          tables.push({ rows: [], row: null, cell: null, colspan: 1, caption: null, title: '' });
        } else if (table && name === 'caption') {
          table.caption = [];
        } else if (table && name === 'tr') {
          endRow(table);
          table.row = [];
        } else if (table && (name === 'td' || name === 'th')) {
          endCell(table);
          table.cell = [];
          table.colspan = Math.min(MAX_COLSPAN, Math.max(1, Number(attrs.colspan) || 1));
        } else if (BLOCKS.has(name)) {
          sink().push(inTable() ? ' ' : '\n');
          if (!inTable() && HEADINGS[name]) out.push(`\n${'#'.repeat(HEADINGS[name])} `);
          else if (!inTable() && name === 'li') bulletPending = true;
        }
      },
      onclosetag(name) {
        if (hidden) {
          if (name === hidden.name && --hidden.depth === 0) hidden = null;
          return;
        }
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (name === 'a') inPageLink = false;
        if (!inTable() && (name === 'ul' || name === 'ol') && lists.length > 0) {
          const list = lists.pop()!;
          // (A list inside it is part of it: it counts in the outermost list's decision.)
          if (lists.length === 0 && list.linksOnly && list.items >= CONTENTS_MIN_ITEMS) {
            out.length = list.start;
            bulletPending = false;
            return;
          }
          if (lists.length > 0 && !list.linksOnly) lists[lists.length - 1].linksOnly = false;
        }
        const table = tables[tables.length - 1];
        if (table && name === 'table') {
          endRow(table);
          tables.pop();
          if (inTable()) {
            // Nested: its text joins the outer cell.
            sink().push(` ${[table.title, ...table.rows.map((row) => row.filter(Boolean).join(' '))].join(' ')} `);
          } else {
            out.push(`${table.title ? `${table.title}\n\n` : ''}${markdownTable(table.rows)}\n\n`);
          }
        } else if (table && name === 'caption' && table.caption) {
          table.title = table.caption.join('').replace(/\s+/g, ' ').trim();
          table.caption = null;
        } else if (table && name === 'tr') {
          endRow(table);
        } else if (table && (name === 'td' || name === 'th')) {
          endCell(table);
        } else if (BLOCKS.has(name)) {
          sink().push(inTable() ? ' ' : '\n');
        }
      },
      ontext(text) {
        if (skipDepth > 0 || hidden) return;
        if (!inPageLink && lists.length > 0 && text.trim() !== '') lists[lists.length - 1].linksOnly = false;
        const target = sink();
        // Text between cells (whitespace, stray words) has no place in a table.
        if (inTable() && target === out) return;
        if (bulletPending && target === out && text.trim() !== '') {
          out.push('- ');
          bulletPending = false;
        }
        target.push(preDepth > 0 ? text : text.replace(/[ \t\r\n\f]+/g, ' '));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  while (tables.length > 0) {
    const table = tables.pop()!;
    endRow(table);
    if (tables.length === 0) out.push(`${markdownTable(table.rows)}\n\n`);
  }
  return out
    .join('')
    .split('\n')
    .map((line) =>
      line.startsWith('|') ? line : line.replace(/[ \t]+/g, (ws) => (ws.includes('\t') ? '\t' : ' ')).trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function extractHtml(bytes: Uint8Array, limits: { maxPages: number }): string[] {
  const html = decodeText(bytes, { what: 'HTML file', fallback: declaredCharset(bytes) });
  return paginateText(htmlToText(html), limits);
}
