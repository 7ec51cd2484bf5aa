import type { DocKey } from './corpus';
import { containsAny } from './match';
import type { Question } from './questions/types';
import { sourcesOf } from './scoring';

/**
 * The question set against the pages as Docent numbers them: every phrase of every fact must be on one of its pages
 * (a phrase on none of them would never be what a hit matched). Returns the problems, one line each ("<id>: …").
 */
export async function phrasesOffTheirPages(
  questions: Question[],
  pageText: (doc: DocKey, page: number) => Promise<string>,
): Promise<string[]> {
  const problems: string[] = [];
  const cache = new Map<string, Promise<string>>();
  const page = (doc: DocKey, n: number) => {
    const key = `${doc}/${n}`;
    if (!cache.has(key))
      cache.set(
        key,
        pageText(doc, n).catch(() => ''),
      );
    return cache.get(key)!;
  };
  for (const q of questions) {
    for (const f of q.facts) {
      for (const { doc, pages, phrases } of sourcesOf(q, f)) {
        const texts = await Promise.all(pages.map((n) => page(doc, n)));
        for (const phrase of phrases) {
          if (!texts.some((t) => containsAny(t, [phrase]))) {
            problems.push(`${q.id}: ${JSON.stringify(phrase)} is on none of ${doc} page(s) ${pages.join(', ')}`);
          }
        }
      }
    }
  }
  return problems;
}
