import type { DocKey } from './corpus';
import { comparable, containsAny } from './match';
import type { Question } from './questions/types';
import { phrasesOf, sourcesOf } from './scoring';

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

/** The question set's own rules: unique ids, a phrase never given away by the prompt, facts where facts belong. */
export function checkQuestionSet(questions: Question[]): void {
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`duplicate question id ${q.id}`);
    ids.add(q.id);
    if ((q.category === 'unanswerable') !== (q.facts.length === 0))
      throw new Error(`${q.id}: facts do not fit its category`);
    if (q.category === 'two-fact' && q.facts.length !== 2)
      throw new Error(`${q.id}: a two-fact question has two facts`);
    if ((q.category === 'label-wide') !== 'label' in q.scope && q.category !== 'unanswerable' && !q.askedOfLabel) {
      throw new Error(`${q.id}: label-wide questions (and only they, besides unanswerable ones) ask a label`);
    }
    for (const f of q.facts) {
      if ('label' in q.scope && !f.doc) throw new Error(`${q.id}: a label question names the document of each fact`);
      for (const p of phrasesOf(q, f)) {
        if (comparable(q.prompt).includes(comparable(p))) throw new Error(`${q.id}: the prompt gives away "${p}"`);
      }
    }
  }
}
