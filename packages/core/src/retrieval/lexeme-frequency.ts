import { sql, type Db } from '@docent/db';

/**
 * How common each lexeme is across all chunks, from the statistics ANALYZE keeps for the tsvector column
 * (pg_stats.most_common_elems): no scan, refreshed at most every few minutes. A lexeme missing from the list
 * is rarer than every listed one.
 */
const REFRESH_MS = 5 * 60_000;
const cache = new WeakMap<Db, { at: number; freq: Map<string, number> }>();

export async function lexemeFrequencies(db: Db): Promise<Map<string, number>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < REFRESH_MS) return hit.freq;
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null }>`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats
    where schemaname = current_schema() and tablename = 'chunks' and attname = 'tsv'
  `.execute(db);
  const freq = new Map<string, number>();
  const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
  if (elems && freqs) elems.forEach((e, i) => freq.set(e, freqs[i]));
  cache.set(db, { at: Date.now(), freq });
  return freq;
}
