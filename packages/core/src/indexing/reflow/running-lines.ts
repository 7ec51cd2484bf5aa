/**
 * Running headers and footers: lines at the top or bottom of a page that repeat from page to page ("Chapter 4:
 * Shell Builtin Commands 75", "152", "Page 3 of 10"). They are noise inside a sentence and in every search, so
 * reflow drops them. Two rules, both needing several pages of evidence:
 * - the same line (digits ignored) at the top or bottom of at least 3 pages and a fifth of them;
 * - a line that starts or ends with the printed page number, when the printed numbers follow the page order
 *   (a constant offset on at least a third of the pages): this catches a chapter's header on its few pages.
 * A line holding only a page number (arabic or roman) at the top or bottom is dropped in any multi-page document.
 */

/** How many lines at each end of a page are candidates. */
const EDGE_LINES = 2;

const normalise = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const ONLY_PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:page\s+)?(?:\d{1,5}|[ivxlcdm]{1,8})(?:\s+(?:of|\/)\s+\d{1,5})?(?:\s*[-–—])?$/i;

function edgeIndexes(lines: string[]): number[] {
  const filled = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  // A short page has fewer candidates: its body must not be mistaken for its margins.
  const edge = filled.length >= 2 * EDGE_LINES ? EDGE_LINES : 1;
  const head = filled.slice(0, edge);
  const tail = filled.slice(Math.max(edge, filled.length - edge));
  return [...new Set([...head, ...tail])];
}

function edgeNumber(line: string): number | null {
  const m = /^(\d{1,5})\s+\S|\S\s+(\d{1,5})$/.exec(line.trim());
  if (!m) return null;
  return Number(m[1] ?? m[2]);
}

/** For each page (given as its lines), the indexes of the lines that are running headers, footers or page numbers. */
export function runningLineIndexes(pages: string[][], pageNumbers: number[]): Array<Set<number>> {
  const result = pages.map(() => new Set<number>());
  if (pages.length < 2) return result;
  const edges = pages.map(edgeIndexes);

  const seen = new Map<string, number>();
  edges.forEach((idx, p) => {
    const keys = new Set(idx.map((i) => normalise(pages[p][i])));
    for (const key of keys) if (key.length > 0) seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  const repeatedOver = Math.max(3, Math.ceil(pages.length / 5));

  // The offset between the page's position and the number printed on it, where one is printed.
  const offsets = new Map<number, number>();
  edges.forEach((idx, p) => {
    const found = new Set<number>();
    for (const i of idx) {
      const n = edgeNumber(pages[p][i]);
      if (n !== null) found.add(pageNumbers[p] - n);
    }
    for (const o of found) offsets.set(o, (offsets.get(o) ?? 0) + 1);
  });
  let offset: number | null = null;
  let best = 0;
  for (const [o, n] of offsets) if (n > best) [offset, best] = [o, n];
  if (best < Math.max(3, Math.ceil(pages.length / 3))) offset = null;

  edges.forEach((idx, p) => {
    for (const i of idx) {
      const line = pages[p][i].trim();
      if (ONLY_PAGE_NUMBER.test(line)) result[p].add(i);
      // Running titles do not end like sentences; a repeated sentence is text.
      else if ((seen.get(normalise(line)) ?? 0) >= repeatedOver && line.length <= 120 && !/[.!?]$/.test(line))
        result[p].add(i);
      else if (offset !== null && edgeNumber(line) === pageNumbers[p] - offset && line.length <= 120) result[p].add(i);
    }
  });
  return result;
}
