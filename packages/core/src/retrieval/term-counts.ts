import { sql, type RawBuilder } from 'kysely';

/**
 * How often each question lexeme occurs in a chunk, in its text and in its section heading (weight A in chunks.tsv),
 * read by Postgres without expanding the whole tsvector: `setweight(tsv, 'B', lexemes)` marks the question's
 * lexemes, `ts_filter(…, '{b}')` keeps only them, and the small result comes back as text ('run':3B,7B 'cost':4B).
 * About 2 µs a chunk, against 10–40 µs for `unnest(tsv)` filtered to the same lexemes (which expands every lexeme
 * of the chunk into a row): what makes exact term frequencies affordable for every match of a document.
 */
export function termCountColumns(lexemes: RawBuilder<string[]> | string[], alias = 'c'): RawBuilder<unknown> {
  const tsv = sql.ref(`${alias}.tsv`);
  const l = Array.isArray(lexemes) ? sql`${lexemes}::text[]` : lexemes;
  return sql`
    ts_filter(setweight(${tsv}, 'B', ${l}), '{b}')::text as text_terms,
    ts_filter(setweight(ts_filter(${tsv}, '{a}'), 'B', ${l}), '{b}')::text as heading_terms`;
}

/**
 * Walks a tsvector in its text form (`'run':3A,7 'it''s':4B`), calling `visit` once per lexeme (in the vector's
 * order) with its occurrences and how many of them carry weight A (a section heading's, in chunks.tsv). A lexeme
 * printed without positions counts once.
 */
export function forEachLexeme(
  text: string | null | undefined,
  visit: (lexeme: string, occurrences: number, weightA: number) => void,
): void {
  if (!text) return;
  // Read by hand rather than by a regular expression: it runs for every chunk holding a question word (about
  // 1 ms a chat over a long manual with the expression).
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) !== 39 /* ' */) {
      i++;
      continue;
    }
    let j = i + 1;
    let quoted = false;
    // The lexeme runs to the next lone quote; a doubled quote is a quote inside it.
    while (j < n) {
      if (text.charCodeAt(j) === 39) {
        if (text.charCodeAt(j + 1) === 39) {
          quoted = true;
          j += 2;
          continue;
        }
        break;
      }
      j++;
    }
    let lexeme = text.slice(i + 1, j);
    if (quoted) lexeme = lexeme.replace(/''/g, "'");
    if (lexeme.includes('\\')) lexeme = lexeme.replace(/\\\\/g, '\\');
    i = j + 1;
    // Positions: ':3A,7' → one occurrence per comma-separated entry; weight D is printed without a letter.
    let occurrences = 1;
    let weightA = 0;
    if (text.charCodeAt(i) === 58 /* : */) {
      while (i < n && text.charCodeAt(i) !== 32 /* space */) {
        const c = text.charCodeAt(i);
        if (c === 44 /* , */) occurrences++;
        else if (c === 65 /* A */) weightA++;
        i++;
      }
    }
    visit(lexeme, occurrences, weightA);
  }
}

/** Occurrences per lexeme of a tsvector in its text form: `'run':3B,7B 'it''s':4B` → run 2, it's 1. */
export function parseTermCounts(text: string | null | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  forEachLexeme(text, (lexeme, occurrences) => counts.set(lexeme, occurrences));
  return counts;
}

/** A chunk's occurrences of the question's lexemes: in its text (heading excluded) and in its section heading. */
export interface TermCounts {
  text: Map<string, number>;
  heading: Map<string, number>;
}

/** From the two columns of termCountColumns: the heading's occurrences are counted apart from the text's. */
export function termCountsOf(row: { text_terms: string | null; heading_terms: string | null }): TermCounts {
  const all = parseTermCounts(row.text_terms);
  const heading = parseTermCounts(row.heading_terms);
  for (const [lexeme, n] of heading) all.set(lexeme, Math.max(0, (all.get(lexeme) ?? 0) - n));
  return { text: all, heading };
}
