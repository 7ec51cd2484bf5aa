import { DocumentRejected, type ExtractionLimits } from './extraction-types';
import { markdownTable } from './markdown-table';
import { PageList } from './page-list';
import { partRelationships } from './ooxml-parts';
import { childNamed, childrenNamed, findAll, isElement, parseXml, type XmlElement } from './xml-tree';
import { openZipArchive, type ZipArchive } from './zip-guard';

const WHAT = 'PPTX';
const TITLE_TYPES = new Set(['title', 'ctrTitle']);
// Placeholders whose text repeats what every slide shows (numbers, dates, footers) or is a picture of the slide.
const SKIPPED_TYPES = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);

/** One DrawingML paragraph's text (runs, fields, line breaks). */
function paragraphText(p: XmlElement): string {
  let out = '';
  for (const child of p.children) {
    if (!isElement(child)) continue;
    if (child.name === 'r' || child.name === 'fld')
      out +=
        childNamed(child, 't')
          ?.children.filter((c) => typeof c === 'string')
          .join('') ?? '';
    else if (child.name === 'br') out += '\n';
  }
  return out;
}

/** A text body as lines; body placeholders' paragraphs are bullets unless they say they have none. */
function bodyLines(txBody: XmlElement, bullets: boolean): string[] {
  const lines: string[] = [];
  for (const p of childrenNamed(txBody, 'p')) {
    const text = paragraphText(p).trim();
    if (!text) continue;
    const pPr = childNamed(p, 'pPr');
    const level = Number(pPr?.attrs.lvl ?? 0) || 0;
    const noBullet = pPr ? childNamed(pPr, 'buNone') !== undefined : false;
    const bullet = (bullets && !noBullet) || (pPr && (childNamed(pPr, 'buChar') || childNamed(pPr, 'buAutoNum')));
    lines.push(bullet ? `${'  '.repeat(level)}- ${text}` : text);
  }
  return lines;
}

function tableText(tbl: XmlElement): string {
  const rows = childrenNamed(tbl, 'tr').map((tr) =>
    childrenNamed(tr, 'tc').map((tc) => {
      const body = childNamed(tc, 'txBody');
      return body ? bodyLines(body, false).join(' ') : '';
    }),
  );
  return markdownTable(rows);
}

interface SlideText {
  title: string[];
  blocks: string[];
}

/** Shapes in drawing order: titles apart, text boxes and placeholders as lines, tables as Markdown, groups inside out. */
function readShapes(tree: XmlElement, into: SlideText): void {
  for (const shape of tree.children) {
    if (!isElement(shape)) continue;
    if (shape.name === 'grpSp') {
      readShapes(shape, into);
    } else if (shape.name === 'sp') {
      const ph = findAll(childNamed(shape, 'nvSpPr') ?? shape, 'ph')[0];
      const type = ph?.attrs.type;
      if (type && SKIPPED_TYPES.has(type)) continue;
      const body = childNamed(shape, 'txBody');
      if (!body) continue;
      if (type && TITLE_TYPES.has(type)) {
        into.title.push(bodyLines(body, false).join(' '));
        continue;
      }
      // A placeholder without a type, or of type body/obj, is the slide's bulleted content.
      const bullets = ph !== undefined && (type === undefined || type === 'body' || type === 'obj');
      const lines = bodyLines(body, bullets);
      if (lines.length > 0) into.blocks.push(lines.join('\n'));
    } else if (shape.name === 'graphicFrame') {
      for (const tbl of findAll(shape, 'tbl')) {
        const table = tableText(tbl);
        if (table) into.blocks.push(table);
      }
    }
  }
}

function notesText(zip: ZipArchive, part: string | undefined): string {
  if (!part) return '';
  const xml = zip.text(part);
  if (!xml) return '';
  const tree = findAll(parseXml(xml, WHAT), 'spTree')[0];
  if (!tree) return '';
  const lines: string[] = [];
  for (const shape of findAll(tree, 'sp')) {
    const type = findAll(shape, 'ph')[0]?.attrs.type;
    if (type !== 'body') continue; // the notes themselves, not the slide image, number or header
    const body = childNamed(shape, 'txBody');
    if (body) lines.push(...bodyLines(body, false));
  }
  return lines.join('\n');
}

/**
 * A PowerPoint deck: one page per slide in presentation order, with the slide title as a heading, its text
 * (bullets marked), tables as Markdown tables and the speaker notes after "Speaker notes:". Hidden slides keep
 * their page (so page numbers are slide numbers) and say they are hidden.
 */
export function extractPptx(bytes: Uint8Array, limits: ExtractionLimits): string[] {
  const zip = openZipArchive(bytes, limits.maxUnzippedBytes, WHAT);
  const presentation = zip.text('ppt/presentation.xml');
  if (!presentation) throw new DocumentRejected('corrupt PPTX: ppt/presentation.xml is missing');
  const rels = partRelationships(zip, 'ppt/presentation.xml', WHAT);
  const ids = findAll(parseXml(presentation, WHAT), 'sldId');
  const pages = new PageList(limits.maxPages);
  for (const id of ids) {
    const target = rels.get(id.attrs.id ?? '')?.target;
    const xml = target ? zip.text(target) : undefined;
    if (!target || !xml) continue;
    const slide = parseXml(xml, WHAT);
    const text: SlideText = { title: [], blocks: [] };
    const tree = findAll(slide, 'spTree')[0];
    if (tree) readShapes(tree, text);
    const notesPart = [...partRelationships(zip, target, WHAT).values()].find((r) =>
      r.type.endsWith('/notesSlide'),
    )?.target;
    const notes = notesText(zip, notesPart);
    const parts: string[] = [];
    const title = text.title.filter(Boolean).join(' — ');
    if (title) parts.push(`# ${title}`);
    if (slide.attrs.show === '0' || slide.attrs.show === 'false') parts.push('(hidden slide)');
    parts.push(...text.blocks);
    if (notes) parts.push(`Speaker notes:\n${notes}`);
    pages.push(parts.join('\n\n'));
  }
  if (pages.pages.length === 0) pages.push('');
  return pages.pages;
}
