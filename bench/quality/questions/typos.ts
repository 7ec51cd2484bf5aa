import { QUESTIONS } from './index';
import { EVERYDAY_QUESTIONS } from './everyday';
import { EVERYDAY_FINAL_QUESTIONS } from './everyday-final';
import { SHORT_QUESTIONS } from './short';
import type { Question } from './types';

/**
 * Questions as people mistype them (`--questions typos`): every lexical, label-wide and unanswerable question of the
 * manuals, short and everyday sets with one typo in its longest word of six letters or more, the letters in its
 * middle swapped ("pipefail" → "pipfeail") or, every other question, one of them left out ("environment" →
 * "envirnment"). Made by this code, not written: the same questions' figures without the typo (their own sets) are
 * what a perfect reader of typos would reach.
 */
const TYPED = [...QUESTIONS, ...SHORT_QUESTIONS, ...EVERYDAY_QUESTIONS, ...EVERYDAY_FINAL_QUESTIONS].filter((q) =>
  ['lexical', 'label-wide', 'unanswerable'].includes(q.category),
);

/** The prompt with one typo, or undefined when it has no word to mistype. */
export function mistyped(prompt: string, omit: boolean): string | undefined {
  const words = [...prompt.matchAll(/\b[a-z]{6,}\b/g)];
  if (words.length === 0) return undefined;
  const longest = words.reduce((a, b) => (b[0].length > a[0].length ? b : a));
  const w = longest[0];
  const i = Math.floor(w.length / 2) - 1;
  const typo = omit ? w.slice(0, i + 1) + w.slice(i + 2) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  if (typo === w) return undefined;
  return prompt.slice(0, longest.index) + typo + prompt.slice((longest.index ?? 0) + w.length);
}

export const TYPO_QUESTIONS: Question[] = TYPED.flatMap((q, n) => {
  const prompt = mistyped(q.prompt, n % 2 === 1);
  return prompt ? [{ ...q, id: `${q.id}-typo`, prompt, note: `typo of: ${q.prompt}` }] : [];
});
