import { DOCUMENTS, type DocKey } from './corpus';
import { carriesMarkup, containsAny, isDecline, isTentative, pageRefs, type PageRef } from './match';
import type { Citation } from './rest-client';
import type { Category, Fact, Question } from './questions/types';

/** What one version did with one question. */
export interface QuestionResult {
  /** Context recall per budget: every fact's phrase in the context sent to the stand-in model; its pages (to read). */
  recall: Record<string, { hit: boolean; facts: boolean[]; pages: string[] }>;
  local: {
    answer: string;
    citations?: Citation[];
    /** Every fact's phrase in the answer. */
    holds: boolean;
    facts: boolean[];
    refs: PageRef[];
    /** An expected page (of the expected document) is cited. */
    cited: boolean;
    declined: boolean;
    /** docent-local answered, saying that no sentence answers directly (isTentative). */
    tentative?: boolean;
    ms: number;
  };
  /** Latency of the provider chat at the model's default budget (stand-in answers at once); NaN if it failed. */
  providerMs: number;
  /** Chats that failed (HTTP status and body), if any: they count as misses. */
  errors?: string[];
}

/** Where a fact is stated: its document (the question's, unless named) and any other document of the label. */
export function sourcesOf(q: Question, f: Fact): Array<{ doc: DocKey; pages: number[]; phrases: string[] }> {
  const doc = f.doc ?? ('doc' in q.scope ? q.scope.doc : undefined);
  if (!doc) throw new Error(`${q.id}: a fact of a label question must name its document`);
  return [{ doc, pages: f.pages, phrases: f.phrases }, ...(f.alsoIn ?? [])];
}

/** Every phrase that states the fact, in any of its documents. */
export const phrasesOf = (q: Question, f: Fact): string[] => sourcesOf(q, f).flatMap((s) => s.phrases);

/** The documents' names as uploaded, for reading names beside page tokens. */
export const KNOWN_NAMES = Object.values(DOCUMENTS).map((d) => d.file);

/** Scores docent-local's answer to a question. */
export function scoreLocal(
  q: Question,
  answer: string,
  citations: Citation[] | undefined,
  docids: Record<DocKey, string>,
  ms: number,
): QuestionResult['local'] {
  const facts = q.facts.map((f) => containsAny(answer, phrasesOf(q, f)));
  const refs = pageRefs(answer, citations, KNOWN_NAMES);
  const labelChat = 'label' in q.scope;
  const cited = q.facts.some((f) =>
    sourcesOf(q, f).some(({ doc, pages }) =>
      refs.some((r) => {
        if (!pages.includes(r.page)) return false;
        if (r.docid) return r.docid === docids[doc];
        if (r.name) return r.name === DOCUMENTS[doc].file;
        return !labelChat; // a bare page in a label chat does not say which document
      }),
    ),
  );
  return {
    answer,
    ...(citations ? { citations } : {}),
    holds: q.facts.length > 0 && facts.every(Boolean),
    facts,
    refs,
    cited,
    declined: isDecline(answer),
    tentative: isTentative(answer),
    ms,
  };
}

export function scoreContext(
  q: Question,
  context: string,
  names: Record<string, string>,
): QuestionResult['recall'][string] {
  const facts = q.facts.map((f) => containsAny(context, phrasesOf(q, f)));
  // The passages' page markers ([p. N], [name, p. N], PAGE!n, DOC!id!PAGE!n), as "file:page", in order of appearance.
  const pages = [
    ...new Set(
      pageRefs(context, undefined, KNOWN_NAMES).map((r) => `${(r.docid && names[r.docid]) ?? r.name ?? ''}:${r.page}`),
    ),
  ];
  return { hit: facts.length > 0 && facts.every(Boolean), facts, pages };
}

export interface Summary {
  n: number;
  recall: Record<string, number | null>;
  localHolds: number | null;
  localCited: number | null;
  /** Unanswerable questions declined. */
  declines: number | null;
  /** Answerable questions whose fact was in docent-local's context (recall at its budget), answered (not declined). */
  answersWhenInContext: number | null;
  /** Of docent-local's answers (not declines), those it gave tentatively. */
  tentative: number | null;
  /** Answerable questions it answered without saying it was unsure: the answer holds the fact. */
  holdsWhenSure: number | null;
  /** Unanswerable questions declined, or answered tentatively. */
  declinesOrTentative: number | null;
  /** Of docent-local's answers (not declines), those showing Markdown's marks (carriesMarkup). */
  markup: number | null;
  localP50: number;
  localP95: number;
  providerP50: number;
  providerP95: number;
  /** Questions with a failed chat. */
  errors: number;
}

const rate = (xs: boolean[]) => (xs.length ? xs.filter(Boolean).length / xs.length : null);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Figures over a set of questions (one category, or all); `localBudget` names the recall column docent-local reads. */
export function summarise(
  items: Array<{ q: Question; r: QuestionResult }>,
  budgets: string[],
  localBudget: string,
): Summary {
  const answerable = items.filter((x) => x.q.category !== 'unanswerable');
  const unanswerable = items.filter((x) => x.q.category === 'unanswerable');
  const inContext = answerable.filter((x) => x.r.recall[localBudget]?.hit);
  const localMs = items.map((x) => x.r.local.ms).filter(Number.isFinite);
  const providerMs = items.map((x) => x.r.providerMs).filter(Number.isFinite);
  return {
    n: items.length,
    recall: Object.fromEntries(budgets.map((b) => [b, rate(answerable.map((x) => x.r.recall[b].hit))])),
    localHolds: rate(answerable.map((x) => x.r.local.holds)),
    localCited: rate(answerable.map((x) => x.r.local.cited)),
    declines: rate(unanswerable.map((x) => x.r.local.declined)),
    answersWhenInContext: rate(inContext.map((x) => !x.r.local.declined)),
    tentative: rate(items.filter((x) => !x.r.local.declined).map((x) => x.r.local.tentative === true)),
    holdsWhenSure: rate(
      answerable.filter((x) => !x.r.local.declined && !x.r.local.tentative).map((x) => x.r.local.holds),
    ),
    declinesOrTentative: rate(unanswerable.map((x) => x.r.local.declined || x.r.local.tentative === true)),
    markup: rate(items.filter((x) => !x.r.local.declined).map((x) => carriesMarkup(x.r.local.answer))),
    localP50: percentile(localMs, 50),
    localP95: percentile(localMs, 95),
    providerP50: percentile(providerMs, 50),
    providerP95: percentile(providerMs, 95),
    errors: items.filter((x) => x.r.errors).length,
  };
}

export type { Category };
