import type { Db } from '@docent/db';
import { countTextTokens } from '../indexing/token-count';
import type { ChatScope, ContextChunk } from './chat-scope';
import { chunkMarker } from './context-text';
import { lexemeFrequencies } from './lexeme-frequency';
import { asksAboutDocument, CONCLUSIONS_SEARCH } from './about-the-document';
import { asksWhichDocument } from './which-document';
import {
  approximateScores,
  documentNameMatches,
  exactScores,
  idf,
  lexemeHits,
  MAX_EXACT_CANDIDATES,
  scorePostings,
  type ScopeStats,
  type ScoredChunk,
} from './ranked-chunks';
import { bestFirst, selectWithCoverage } from './select-with-coverage';
import {
  leadingInScan,
  neighboursInScan,
  scanScope,
  SCAN_HELD_SCOPE_MAX_CHUNKS,
  SCAN_SCOPE_MAX_CHUNKS,
} from './scan-scope';
import {
  allScopeChunks,
  chunkTexts,
  leadingChunkRefs,
  neighbourRefs,
  summaryChunkRefs,
  type ChunkRef,
} from './scope-chunks';
import { fuseRankings, type SemanticSearch } from './semantic-search';
import { questionLexemes, synonymLexemes } from './synonyms';
import type { TermIndexCache } from './term-index-cache';

const markerCache = new Map<string, number>();
/**
 * Tokens of a chunk's marker line and separator, cached per document (a label may hold thousands), with a 5-digit
 * page number (an upper bound). A label's marker holds the document's own docid: a docid's 15 random characters take
 * 2 to 9 tokens more than a run of zeros does, so no stand-in id would bound them.
 */
function markerTokens(documentId: string, name: string, withName: boolean): number {
  const key = withName ? `${documentId}:${name}` : '';
  let tokens = markerCache.get(key);
  if (tokens === undefined) {
    const probe = { documentId, documentName: name, pageNo: 99999 };
    tokens = countTextTokens(`${chunkMarker(probe, withName)}\n\n\n`);
    if (markerCache.size > 10_000) markerCache.clear();
    markerCache.set(key, tokens);
  }
  return tokens;
}

export type ContextMode = 'all' | 'ranked' | 'hybrid' | 'summary' | 'leading' | 'empty';

export interface AssembledContext {
  /** In document/page order. */
  chunks: ContextChunk[];
  /** Tokens of the rendered context (chunk text plus markers and separators): an upper bound. */
  tokens: number;
  mode: ContextMode;
  /**
   * Question words (lexemes) that occur nowhere in the scope's documents. With mode `all` the context is the whole
   * scope, so whatever it lacks the documents lack.
   */
  absentLexemes: string[];
}

export interface AssembleContextOptions {
  scope: ChatScope;
  prompt: string;
  /** Tokens the documents' text may take. */
  budgetTokens: number;
  /** Nearest chunks by meaning, when the operator configured an embeddings model (fused with the lexical ranking). */
  semantic?: SemanticSearch;
  /** Scopes of at most this many chunks are ranked from one pass over them (default SCAN_SCOPE_MAX_CHUNKS). */
  scanUpToChunks?: number;
  /** The process's in-memory term index: that pass is then made over it, not over the chunks in Postgres. */
  termIndex?: TermIndexCache;
  /**
   * Scopes of at most this many chunks are ranked from one pass too once `termIndex` holds them, from their second
   * question on (default SCAN_HELD_SCOPE_MAX_CHUNKS).
   */
  scanHeldUpToChunks?: number;
}

/**
 * The best hits take this share of the budget, then the passages around the best NEIGHBOURS_OF of them (what comes
 * just before and after: a section's heading unit is often followed by its answer), then more hits take the rest.
 * Measured with bench/quality (quick.ts, tuned set) once the selection's diminishing returns went per clause: the
 * rule before (4,000 tokens of hits, then the passages around 8) gave recall @ 4,000 90 %; a share of 0.3, 0.4, 0.5
 * or 0.6 with the passages around 4 (or 2, 3, 6) gave 92 % (+2, none lost), @ 8,000 and @ 16,000 unchanged; held
 * out @ 4,000 75 → 78 % (+1, none lost). Under per-word selection, neighbours before 4,000 tokens of hits had
 * lowered recall @ 4,000 (86–88 % against 86–89 %), and after them raised paraphrased recall @ 8,000 74 → 79 %.
 */
const HITS_FIRST_SHARE = 0.5;
/** Above any chunk's ord (a 10,000-page document of 100-token units has about 100,000): places as numbers. */
const PLACES_PER_DOCUMENT = 2 ** 24;
/** The passages around this many of the best hits are added (their neighbouring chunks). */
const NEIGHBOURS_OF = 4;
/** Summary requests: units per document (its opening and the first unit of each section). */
const SUMMARY_UNITS = 40;
/** Labels larger than this read only each document's opening for a summary (no pass over every section). */
const SUMMARY_SECTIONS_UP_TO_DOCUMENTS = 20;

/**
 * The documents' text for one prompt, within `budgetTokens`:
 * - everything, in page order, when the whole scope fits;
 * - a summary request: each document's opening and the first unit of each section;
 * - else BM25 over the scope (IDF and lengths from the chat's own document or label), headings and document names
 *   weighted up, fused with the nearest chunks by meaning when embeddings exist, picked with diminishing returns
 *   per question word (each part of a multi-part question gets room), then neighbours of the best hits;
 * - the leading chunks when the prompt matches nothing, and to fill what is left.
 */
export async function assembleContext(db: Db, options: AssembleContextOptions): Promise<AssembledContext> {
  const { scope, prompt } = options;
  const budget = Math.max(0, Math.floor(options.budgetTokens));
  const docPos = new Map(scope.documents.map((d, i) => [d.id, i]));
  const docName = new Map(scope.documents.map((d) => [d.id, d.name]));
  const docTitle = new Map(scope.documents.map((d) => [d.id, d.title ?? '']));
  const withName = scope.kind === 'label';
  // Per-chunk overhead: the marker line and the blank line between chunks (bounded with a 5-digit page number).
  const overhead = new Map(scope.documents.map((d) => [d.id, markerTokens(d.id, d.name, withName)]));
  const cost = (c: { documentId: string; tokens: number }) => c.tokens + (overhead.get(c.documentId) ?? 0);
  // The whole scope's rendered size, from the per-document totals written with the chunks.
  const scopeChunks = scope.documents.reduce((n, d) => n + d.chunks, 0);
  const scopeCost = scope.documents.reduce((n, d) => n + d.tokens + d.chunks * (overhead.get(d.id) ?? 0), 0);
  if (scopeChunks === 0 || budget === 0) return { chunks: [], tokens: 0, mode: 'empty', absentLexemes: [] };
  const order = (a: { documentId: string; pageNo: number; ord: number }, b: typeof a) =>
    (docPos.get(a.documentId) ?? 0) - (docPos.get(b.documentId) ?? 0) || a.pageNo - b.pageNo || a.ord - b.ord;

  if (scopeCost <= budget) {
    const rows = await allScopeChunks(db, scope);
    const chunks = rows
      .map((r) => ({
        documentId: r.document_id,
        documentName: docName.get(r.document_id) ?? '',
        documentTitle: docTitle.get(r.document_id) ?? '',
        pageNo: r.page_no,
        ord: r.ord,
        text: r.text,
        tokens: r.tokens,
        heading: r.heading,
      }))
      .sort(order);
    return { chunks, tokens: chunks.reduce((n, c) => n + cost(c), 0), mode: 'all', absentLexemes: [] };
  }

  const avgCost = Math.max(1, scopeCost / scopeChunks);
  // Enough candidates to fill the budget several times over, so skipping oversized ones still fills it.
  const candidateLimit = Math.min(20_000, Math.ceil((budget / avgCost) * 4) + 16);
  const picked: ChunkRef[] = [];
  const pickedIds = new Set<number>();
  /** Page of each picked chunk, by place (placeOf: its document's position and its ord, as one number). */
  const pickedAt = new Map<number, number>();
  const placeOf = (documentId: string, ord: number) => (docPos.get(documentId) ?? 0) * PLACES_PER_DOCUMENT + ord;
  let used = 0;
  // A chunk that follows a picked one of the same page continues its passage under the same marker (renderContext):
  // it costs its text and a line break. Whatever is picked later can only share more markers, so `used` stays an
  // upper bound of what is rendered.
  const costToAdd = (ref: ChunkRef) =>
    pickedAt.get(placeOf(ref.documentId, ref.ord - 1)) === ref.pageNo ? ref.tokens + 1 : cost(ref);
  const take = (ref: ChunkRef) => {
    if (pickedIds.has(ref.id)) return true;
    const c = costToAdd(ref);
    if (used + c > budget) return false;
    picked.push(ref);
    pickedIds.add(ref.id);
    pickedAt.set(placeOf(ref.documentId, ref.ord), ref.pageNo);
    used += c;
    return true;
  };
  const pack = (refs: ChunkRef[]) => refs.forEach(take);

  let mode: ContextMode = 'leading';
  let absentLexemes: string[] = [];
  let leading: ((perDocument: number, limit: number) => ChunkRef[]) | undefined;
  // (A question about the document itself, who wrote it, when, its sections, is answered from them too; one asking
  // for its conclusions is searched as the sections where documents draw them.)
  const about = asksAboutDocument(prompt);
  if (about && about !== 'conclusions') {
    const perDocument = scope.documents.length <= SUMMARY_SECTIONS_UP_TO_DOCUMENTS ? SUMMARY_UNITS : 3;
    const refs =
      scope.documents.length <= SUMMARY_SECTIONS_UP_TO_DOCUMENTS
        ? await summaryChunkRefs(db, scope, perDocument)
        : await leadingChunkRefs(db, scope, perDocument, candidateLimit);
    pack(refs);
    if (picked.length > 0) mode = 'summary';
  } else {
    // (One asking which document treats something is searched for that something: asksWhichDocument.)
    const searched = about === 'conclusions' ? CONCLUSIONS_SEARCH : (asksWhichDocument(prompt)?.topic ?? prompt);
    const stats: ScopeStats = {
      n: scopeChunks,
      avgTokens: scope.documents.reduce((n, d) => n + d.tokens, 0) / scopeChunks,
    };
    // (A larger scope is ranked from one pass too once the term index holds it: exact, where the index estimates.)
    const scanned =
      scopeChunks <= (options.scanUpToChunks ?? SCAN_SCOPE_MAX_CHUNKS) ||
      (scopeChunks <= (options.scanHeldUpToChunks ?? SCAN_HELD_SCOPE_MAX_CHUNKS) &&
        options.termIndex?.serves(scope) === true);
    const ranking = scanned
      ? await rankByScan(db, scope, searched, stats, options, candidateLimit)
      : await rankByIndex(db, scope, searched, stats, options.semantic, candidateLimit);
    absentLexemes = ranking.absentLexemes;
    const { semanticHits } = ranking;
    // In the order the selection reads them, once: its two passes then find them sorted (a label's thousands of
    // matching units, sorted anew by each, took a tenth of a label chat's compose).
    const scored = ranking.scored.sort(bestFirst);
    // First the best hits up to HITS_FIRST_SHARE of the budget, then the passage around the very best of them (what
    // comes just before and after), then more hits with what is left.
    const hitsFirst = HITS_FIRST_SHARE * budget;
    const chosen = selectWithCoverage(scored, (c) => used + costToAdd(c) <= hitsFirst && take(c));
    if (chosen.length > 0) {
      const best = chosen.slice(0, NEIGHBOURS_OF);
      const around = await ranking.neighbours(best);
      const rank = new Map(best.map((c, i) => [placeOf(c.documentId, c.ord), i]));
      const near = (r: ChunkRef) =>
        Math.min(rank.get(placeOf(r.documentId, r.ord - 1)) ?? 99, rank.get(placeOf(r.documentId, r.ord + 1)) ?? 99);
      pack(around.filter((r) => !r.lowValue).sort((a, b) => near(a) - near(b) || a.ord - b.ord));
    }
    // (Also when no hit fitted in the first share: a budget of a few passages is all hits.)
    chosen.push(
      ...selectWithCoverage(
        scored.filter((c) => !pickedIds.has(c.id)),
        take,
      ),
    );
    if (chosen.length > 0) mode = semanticHits > 0 ? 'hybrid' : 'ranked';
    leading = ranking.leading;
  }
  if (budget - used >= avgCost) {
    // Nothing matched (or the matches left room): the leading chunks, spread over the scope's documents.
    const perDocument = Math.ceil(candidateLimit / scope.documents.length) + 1;
    pack(
      leading
        ? leading(perDocument, candidateLimit + picked.length)
        : await leadingChunkRefs(db, scope, perDocument, candidateLimit + picked.length),
    );
  }
  const texts = await chunkTexts(
    db,
    scope.accountId,
    picked.map((r) => r.id),
  );
  const chunks = picked
    .map((r, rank) => ({
      documentId: r.documentId,
      documentName: docName.get(r.documentId) ?? '',
      documentTitle: docTitle.get(r.documentId) ?? '',
      pageNo: r.pageNo,
      ord: r.ord,
      text: texts.get(r.id)?.text ?? '',
      heading: texts.get(r.id)?.heading ?? '',
      tokens: r.tokens,
      rank,
    }))
    .sort(order);
  return { chunks, tokens: used, mode, absentLexemes };
}

/** A scope's BM25 ranking, and how to read what lies around its hits. */
interface Ranking {
  scored: ScoredChunk[];
  absentLexemes: string[];
  /** Chunks found by meaning (embeddings) that were fused in. */
  semanticHits: number;
  neighbours: (around: ChunkRef[]) => Promise<ChunkRef[]>;
  /** The scope's leading chunks without a query, when the ranking already read every chunk's place. */
  leading?: (perDocument: number, limit: number) => ChunkRef[];
}

/** The question's nearest chunks by meaning, as many as stage 2 may weigh exactly (none without embeddings). */
const semanticCandidates = (search: SemanticSearch | undefined, candidateLimit: number) =>
  search ? search(Math.min(candidateLimit, MAX_EXACT_CANDIDATES)) : Promise.resolve([]);

/** A small scope: one pass over its chunks gives exact BM25 for every match, its neighbours and its leading chunks. */
async function rankByScan(
  db: Db,
  scope: ChatScope,
  prompt: string,
  stats: ScopeStats,
  options: Pick<AssembleContextOptions, 'semantic' | 'termIndex'>,
  candidateLimit: number,
): Promise<Ranking> {
  const standIns = await synonymLexemes(db, prompt);
  const [scan, semantic] = await Promise.all([
    scanScope(db, scope, prompt, { extra: standIns.map((s) => s.lexeme), termIndex: options.termIndex }),
    semanticCandidates(options.semantic, candidateLimit),
  ]);
  const { lexemes } = scan;
  const question = questionLexemes(lexemes, scan.extraLexemes, standIns, scan.clauses);
  const index = new Map(question.all.map((l, i) => [l, i]));
  // A chunk holds a lexeme once in its postings, in its text or its heading (a lexeme listed twice counts under its
  // last index, as scoring reads it).
  const df = question.all.map((l, i) => {
    if (index.get(l) !== i) return 0;
    const p = scan.postings[i];
    let n = 0;
    for (let k = 0; k < p.length; k += 3) if (p[k + 1] > 0 || p[k + 2] > 0) n++;
    return n;
  });
  const scoring = {
    lexemeIndex: index,
    weights: df.map((d, i) => idf(stats.n, d) * question.factor[i]),
    stats,
    nameMatches: documentNameMatches(scope, lexemes),
    partOf: question.partOf,
    clauseOf: question.clauseOf,
  };
  const semanticIds = new Set(semantic.map((s) => s.id));
  const scored = scorePostings(scan.refs, question.all, scan.postings, scoring, semanticIds);
  const inScope = semantic.length > 0 ? new Set(scan.refs.map((r) => r.id)) : undefined;
  const found = semantic.filter((s) => inScope?.has(s.id));
  const neighbours = neighboursInScan(scan.refs);
  const docPos = new Map(scope.documents.map((d, i) => [d.id, i]));
  return {
    scored: found.length > 0 ? fuseRankings(scored, found) : scored.filter((s) => s.score > 0),
    absentLexemes: lexemes.filter((_, i) => df[i] === 0),
    semanticHits: found.length,
    neighbours: async (around) => neighbours(around),
    leading: (perDocument, limit) => leadingInScan(scan.refs, docPos, perDocument, limit),
  };
}

/** A large scope: GIN lookups per question word (capped), then exact BM25 for the best candidates. */
async function rankByIndex(
  db: Db,
  scope: ChatScope,
  prompt: string,
  stats: ScopeStats,
  semanticSearch: SemanticSearch | undefined,
  candidateLimit: number,
): Promise<Ranking> {
  const [dbShare, semantic, standIns] = await Promise.all([
    lexemeFrequencies(db),
    semanticCandidates(semanticSearch, candidateLimit),
    synonymLexemes(db, prompt),
  ]);
  const hits = await lexemeHits(db, scope, prompt, dbShare, stats, { extra: standIns.map((s) => s.lexeme) });
  const own = hits.filter((h) => !h.extra);
  const lexemes = own.map((h) => h.lexeme);
  const question = questionLexemes(
    lexemes,
    hits.filter((h) => h.extra).map((h) => h.lexeme),
    standIns,
    own.map((h) => h.clause ?? 0),
  );
  // Stage 1 ranks by the words alone; the name/title bonus is added in stage 2 (exactScores).
  const approx = approximateScores(hits, stats, question.factor).slice(
    0,
    Math.min(candidateLimit, MAX_EXACT_CANDIDATES),
  );
  const approxIds = new Set(approx.map((a) => a.id));
  const semanticIds = semantic.map((s) => s.id).filter((id) => !approxIds.has(id));
  const nameMatches = documentNameMatches(scope, lexemes);
  // Documents the question names are searched whole (when they are small enough to read in one pass).
  const chunksOf = new Map(scope.documents.map((d) => [d.id, d.chunks]));
  const named = [...nameMatches.keys()];
  const namedChunks = named.reduce((n, id) => n + (chunksOf.get(id) ?? 0), 0);
  const scored = await exactScores(db, scope, {
    ids: [...approx.map((a) => a.id), ...semanticIds],
    hits,
    question,
    stats,
    nameMatches,
    namedDocuments: namedChunks <= SCAN_SCOPE_MAX_CHUNKS ? named : [],
  });
  return {
    scored: semantic.length > 0 ? fuseRankings(scored, semantic) : scored.filter((s) => s.score > 0),
    absentLexemes: hits.filter((h) => !h.extra && h.ids.length === 0).map((h) => h.lexeme),
    semanticHits: semantic.length,
    neighbours: (around) => neighbourRefs(db, scope.accountId, around),
  };
}
