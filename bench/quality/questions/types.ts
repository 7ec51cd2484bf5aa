import type { DocKey, LabelKey } from '../corpus';

export const CATEGORIES = ['lexical', 'paraphrased', 'two-fact', 'label-wide', 'unanswerable'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One fact the answer needs: any of `phrases` (matched loosely, see match.ts), found on one of `pages`. */
export interface Fact {
  phrases: string[];
  /** Pages as Docent numbers them (GET /doc/{docid}/pages/{n}/text): PDF page index, virtual pages for HTML/text. */
  pages: number[];
  /** The document holding it; defaults to the question's document. Required in label-wide questions. */
  doc?: DocKey;
  /** Other documents of a label that state the same fact (in their own words): quoting or citing them counts too. */
  alsoIn?: Array<{ doc: DocKey; pages: number[]; phrases: string[] }>;
}

export interface Question {
  /** Stable, unique: `<doc>-<category>-<n>`. */
  id: string;
  category: Category;
  /** The chat's scope: one document, or one label. */
  scope: { doc: DocKey } | { label: LabelKey };
  prompt: string;
  /** Every fact is needed (two for two-fact questions); none for unanswerable ones. */
  facts: Fact[];
  /** Written for one document and asked of a label instead (question-sets.ts, askedOfLabel): keeps its category. */
  askedOfLabel?: true;
  /** Why the question is what it is (paraphrase of what, why unanswerable), for whoever reads a failure. */
  note?: string;
}
