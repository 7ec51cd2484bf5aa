import {
  HISTORY,
  LABELS,
  LICENCES,
  MANUALS,
  MARKDOWN_DOCS,
  PAPERS,
  TABLE_DOCS,
  TRANSLATIONS,
  TUTORIALS,
  type DocKey,
  type LabelKey,
} from './corpus';
import { QUESTIONS } from './questions';
import { ACRONYM_QUESTIONS } from './questions/acronyms';
import { EVERYDAY_QUESTIONS } from './questions/everyday';
import { DECLINES_FINAL_QUESTIONS } from './questions/declines-final';
import { DECLINES_FINAL_2_QUESTIONS } from './questions/declines-final-2';
import { EVERYDAY_FINAL_QUESTIONS } from './questions/everyday-final';
import { EVERYDAY_HELD_OUT_QUESTIONS } from './questions/everyday-held-out';
import { HISTORY_QUESTIONS } from './questions/history';
import { HISTORY_FINAL_QUESTIONS } from './questions/history-final';
import { PAPERS_QUESTIONS } from './questions/papers';
import { PAPERS_FINAL_QUESTIONS } from './questions/papers-final';
import { ABOUT_PAPERS_QUESTIONS } from './questions/about-papers';
import { KOREAN_QUESTIONS } from './questions/korean';
import { LICENCES_QUESTIONS } from './questions/licences';
import { LICENCES_FINAL_QUESTIONS } from './questions/licences-final';
import { MARKDOWN_QUESTIONS } from './questions/markdown';
import { SHORT_QUESTIONS } from './questions/short';
import { SHORT_HELD_OUT_QUESTIONS } from './questions/short-held-out';
import { SYMBOLS_QUESTIONS } from './questions/symbols';
import { SYMBOLS_HELD_OUT_QUESTIONS } from './questions/symbols-held-out';
import { TABLES_QUESTIONS } from './questions/tables';
import { TABLES_TUNING_QUESTIONS } from './questions/tables-tuning';
import { TRANSLATED_QUESTIONS } from './questions/translated';
import { TRUST_FINAL_QUESTIONS } from './questions/trust-final';
import { TYPO_QUESTIONS } from './questions/typos';
import { UNSPACED_QUESTIONS } from './questions/unspaced-scripts';
import { WHICH_DOCUMENT_QUESTIONS } from './questions/which-document';
import type { Question } from './questions/types';

/**
 * Each question about one of `label`'s documents asked of the whole label instead (with its facts' document named),
 * the others left out: as a user who chats with the label asks it. Questions written for one document may be
 * answered by another of the label in other words, so this measures what the label's other documents cost an answer,
 * compared run against run, not a label's recall as such.
 */
export function askedOfLabel(questions: Question[], label: LabelKey): Question[] {
  const documents: readonly string[] = LABELS[label];
  return questions.flatMap((q) => {
    const doc = 'doc' in q.scope ? q.scope.doc : undefined;
    if (!doc || !documents.includes(doc)) return [];
    return [{ ...q, scope: { label }, facts: q.facts.map((f) => ({ doc, ...f })), askedOfLabel: true as const }];
  });
}

/**
 * The benchmark's question sets, each over its own documents (`--questions <name>` of run.ts and quick.ts): the
 * English manuals (issue 12's targets are about these), short questions over the same manuals, everyday questions
 * over them as people type them into a chat box ("can I …", "where is …"; the second set held out, the third written
 * at the end of the round and measured once), questions about symbols and operators over them (the second set held
 * out), Chinese, Japanese and Korean over Vim's tutors, and French, German, Spanish and Russian over Debian's
 * translations of two of the manuals.
 */
export const QUESTION_SETS = {
  manuals: { questions: QUESTIONS, documents: MANUALS },
  // The manuals' questions about one manual asked of the label of all nine (askedOfLabel).
  'manuals-in-label': { questions: askedOfLabel(QUESTIONS, 'all'), documents: MANUALS },
  // Which document of the label treats something ("Which document explains …?"), and what the label holds.
  'which-document': { questions: WHICH_DOCUMENT_QUESTIONS, documents: MANUALS },
  short: { questions: SHORT_QUESTIONS, documents: MANUALS },
  'short-held-out': { questions: SHORT_HELD_OUT_QUESTIONS, documents: MANUALS },
  everyday: { questions: EVERYDAY_QUESTIONS, documents: MANUALS },
  'everyday-held-out': { questions: EVERYDAY_HELD_OUT_QUESTIONS, documents: MANUALS },
  'everyday-final': { questions: EVERYDAY_FINAL_QUESTIONS, documents: MANUALS },
  'declines-final': { questions: DECLINES_FINAL_QUESTIONS, documents: MANUALS },
  'declines-final-2': { questions: DECLINES_FINAL_2_QUESTIONS, documents: MANUALS },
  'trust-final': { questions: TRUST_FINAL_QUESTIONS, documents: MANUALS },
  symbols: { questions: SYMBOLS_QUESTIONS, documents: MANUALS },
  'symbols-held-out': { questions: SYMBOLS_HELD_OUT_QUESTIONS, documents: MANUALS },
  typos: { questions: TYPO_QUESTIONS, documents: MANUALS },
  acronyms: { questions: ACRONYM_QUESTIONS, documents: MANUALS },
  unspaced: { questions: [...UNSPACED_QUESTIONS, ...KOREAN_QUESTIONS], documents: TUTORIALS },
  translated: { questions: TRANSLATED_QUESTIONS, documents: TRANSLATIONS },
  licences: { questions: LICENCES_QUESTIONS, documents: LICENCES },
  'licences-final': { questions: LICENCES_FINAL_QUESTIONS, documents: LICENCES },
  history: { questions: HISTORY_QUESTIONS, documents: HISTORY },
  'history-final': { questions: HISTORY_FINAL_QUESTIONS, documents: HISTORY },
  papers: { questions: PAPERS_QUESTIONS, documents: PAPERS },
  'papers-final': { questions: PAPERS_FINAL_QUESTIONS, documents: PAPERS },
  // Questions about the papers themselves (who wrote them, what they conclude …), written after the change it shows.
  'about-papers': { questions: ABOUT_PAPERS_QUESTIONS, documents: PAPERS },
  // Four Markdown documents of Node.js (API docs and governance), written blind before Markdown was rendered.
  markdown: { questions: MARKDOWN_QUESTIONS, documents: MARKDOWN_DOCS },
  // Answers in tables: Debian's and Ubuntu's release CSVs, PostgreSQL 15's numeric and date/time types; written blind.
  tables: { questions: TABLES_QUESTIONS, documents: TABLE_DOCS },
  // The same documents, questions written while tuning by the hand that tuned (the blind set above tests it).
  'tables-tuning': { questions: TABLES_TUNING_QUESTIONS, documents: TABLE_DOCS },
} as const satisfies Record<string, { questions: Question[]; documents: readonly DocKey[] }>;

export type QuestionSetName = keyof typeof QUESTION_SETS;

/** The set named by `--questions` (default: the manuals); exits with a usage line for an unknown name. */
export function questionSetOf(name: string | undefined): (typeof QUESTION_SETS)[QuestionSetName] {
  const key = name ?? 'manuals';
  if (!(key in QUESTION_SETS)) {
    console.error(`--questions takes ${Object.keys(QUESTION_SETS).join(', ')}`);
    process.exit(2);
  }
  return QUESTION_SETS[key as QuestionSetName];
}
