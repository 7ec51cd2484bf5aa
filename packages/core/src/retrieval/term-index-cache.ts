import { sql, type Db } from '@docent/db';
import type { ChatScope } from './chat-scope';
import { toRef, type ChunkRef, type RefRow } from './scope-chunks';
import { forEachLexeme } from './term-counts';

/** One document's chunks and where each lexeme occurs in them: what a scan of the document reads, kept in memory. */
interface DocumentTerms {
  refs: ChunkRef[];
  /** Lexeme → flat triplets: index into `refs`, occurrences (text and heading), occurrences in the section heading. */
  postings: Map<string, Int32Array>;
  /** What it takes in memory, roughly (for the cache's bound). */
  bytes: number;
}

/** A scope's chunks and where the given lexemes occur in them: what scanScope returns (ScopeScan.postings). */
export interface ScopeTerms {
  refs: ChunkRef[];
  postings: number[][];
}

// Sizes of what an entry holds, for the cache's bound: a posting is 3 int32; a lexeme is its Map entry, its string
// and its typed array (most hold one or two postings); a ChunkRef is an object of six fields. Checked against the
// heap: the nine manuals of bench/quality (6,954 units) take 9.2 MB of heap and array buffers, estimated 9.4 MB.
const POSTING_BYTES = 12;
const LEXEME_BYTES = 280;
const REF_BYTES = 120;
/** What a unit takes in all, on average (the same nine manuals: 9.2 MB for 6,954 units), to tell what would fit. */
const BYTES_PER_CHUNK = 1400;

/** Documents remembered as asked about once (a key each, about 60 bytes). */
const MAX_SEEN = 50_000;

/** A document of a scope at its version, as entries are keyed. */
const keyOf = (scope: ChatScope, d: { id: string; version?: string }) => `${scope.accountId}:${d.id}@${d.version}`;

/**
 * Every chunk's lexemes of the documents a chat reads, kept in this process (least recently used first out, within
 * `maxBytes`), so a document's later questions are ranked without a pass over its chunks in Postgres: the pass reads
 * each chunk's tsvector to count the question's words (about 4 ms for a 300-page manual, bench/quality's
 * profile-chat.ts), the cache looks them up (well under a millisecond). A document's first question is ranked by
 * that pass, as without the cache (many documents are asked one question: reading one whole costs 2–3 times the
 * pass); its second reads it whole (its tsvectors, about 0.5 MB of text for 1,500 chunks) and keeps it under its
 * version, the row's `xmin`: re-analysis, re-indexing and any other update of the document change it, so a changed
 * document starts again and its old entry ages out. The counts given are exactly the pass's (the same lexemes,
 * occurrences and order), so a chat ranks the same with or without the cache.
 */
export class TermIndexCache {
  private readonly entries = new Map<string, DocumentTerms>();
  private readonly reading = new Map<string, Promise<Map<string, DocumentTerms>>>();
  /** Documents (at a version) asked about once, not held: their next question reads them. */
  private readonly seen = new Set<string>();
  private bytes = 0;
  private hits = 0;
  private reads = 0;
  private scans = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * Whether the scope is served from here: the cache is on, every document's version is known, and the scope would
   * fit (a scope too large to keep would be read whole for every question, dearer than the pass over it in Postgres).
   */
  covers(scope: ChatScope): boolean {
    if (this.maxBytes <= 0 || !scope.documents.every((d) => d.version !== undefined)) return false;
    return scope.documents.reduce((n, d) => n + d.chunks, 0) * BYTES_PER_CHUNK <= this.maxBytes;
  }

  /**
   * Whether this question about the scope is ranked from here (then `scan`), or by the pass in Postgres: when the
   * scope is not covered, or some of its documents are neither held nor asked about before (they are noted, so that
   * their next question reads them).
   */
  serves(scope: ChatScope): boolean {
    if (!this.covers(scope)) return false;
    const firstSight = scope.documents.filter((d) => {
      const key = keyOf(scope, d);
      return !this.entries.has(key) && !this.seen.has(key);
    });
    if (firstSight.length === 0) return true;
    for (const d of scope.documents) this.remember(keyOf(scope, d));
    this.scans += scope.documents.length;
    return false;
  }

  /**
   * For /metrics: what is held, and since the start, documents ranked from memory (hits), read whole to be kept
   * (reads), and ranked without it on their first question (scans: by the pass in Postgres, or by the index in a larger
   * label, assemble-context.ts).
   */
  stats(): { bytes: number; documents: number; hits: number; reads: number; scans: number } {
    return { bytes: this.bytes, documents: this.entries.size, hits: this.hits, reads: this.reads, scans: this.scans };
  }

  /**
   * The scope's chunks and, per lexeme of `lexemes`, those holding it: flat triplets of an index into the chunks, the
   * occurrences in the text, and in the section heading (ScopeScan.postings).
   */
  async scan(db: Db, scope: ChatScope, lexemes: string[]): Promise<ScopeTerms> {
    const documents = await this.documents(db, scope);
    const refs: ChunkRef[] = [];
    const postings = lexemes.map(() => [] as number[]);
    // (A lexeme listed twice is counted under its last index, as ranking reads it.)
    const last = new Map(lexemes.map((l, i) => [l, i]));
    for (const doc of documents) {
      const base = refs.length;
      for (const ref of doc.refs) refs.push(ref);
      for (let i = 0; i < lexemes.length; i++) {
        const held = last.get(lexemes[i]) === i ? doc.postings.get(lexemes[i]) : undefined;
        if (!held) continue;
        const out = postings[i];
        for (let k = 0; k < held.length; k += 3) out.push(base + held[k], held[k + 1] - held[k + 2], held[k + 2]);
      }
    }
    return { refs, postings };
  }

  /**
   * How many of the scope's units hold each of `lexemes` (those none holds left out), read from memory: the
   * documents not held are read whole first, whatever was asked before (spelling.ts asks only of a scope this covers).
   */
  async frequencies(db: Db, scope: ChatScope, lexemes: string[]): Promise<Map<string, number>> {
    const documents = await this.documents(db, scope);
    const out = new Map<string, number>();
    for (const lexeme of new Set(lexemes)) {
      let units = 0;
      for (const doc of documents) units += (doc.postings.get(lexeme)?.length ?? 0) / 3;
      if (units > 0) out.set(lexeme, units);
    }
    return out;
  }

  /** The scope's documents, read from Postgres in one statement for those not held (or held at another version). */
  private async documents(db: Db, scope: ChatScope): Promise<DocumentTerms[]> {
    const key = (d: { id: string; version?: string }) => keyOf(scope, d);
    const held = new Map<string, DocumentTerms>();
    const missing: Array<{ id: string; version?: string }> = [];
    for (const d of scope.documents) {
      const entry = this.entries.get(key(d));
      if (!entry) {
        missing.push(d);
        continue;
      }
      // Most recently used last.
      this.entries.delete(key(d));
      this.entries.set(key(d), entry);
      held.set(d.id, entry);
      this.hits += 1;
    }
    if (missing.length > 0) {
      // Concurrent questions about the same documents, not held yet, read them once.
      const reading = missing.map(key).join(',');
      let pending = this.reading.get(reading);
      if (!pending) {
        pending = readDocuments(
          db,
          scope.accountId,
          missing.map((m) => m.id),
        )
          .then((read) => {
            this.reads += missing.length;
            for (const m of missing) {
              this.seen.delete(key(m));
              this.keep(key(m), read.get(m.id)!);
            }
            return read;
          })
          .finally(() => this.reading.delete(reading));
        this.reading.set(reading, pending);
      }
      for (const [id, entry] of await pending) held.set(id, entry);
    }
    return scope.documents.map((d) => held.get(d.id)!);
  }

  private remember(key: string) {
    if (this.seen.size >= MAX_SEEN) this.seen.delete(this.seen.values().next().value!);
    this.seen.add(key);
  }

  private keep(key: string, entry: DocumentTerms) {
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
      // Asked about before: its next question reads it again.
      this.remember(k);
    }
  }
}

/** Every chunk of the given documents with its lexemes (its tsvector as text), per document (none: no chunks). */
async function readDocuments(db: Db, accountId: string, documentIds: string[]): Promise<Map<string, DocumentTerms>> {
  const { rows } = await sql<RefRow & { tsv: string }>`
    select c.id, c.document_id, c.page_no, c.ord, c.tokens, c.low_value, c.tsv::text as tsv
    from chunks c
    where c.account_id = ${accountId} and c.document_id = any(${documentIds}::text[])
  `.execute(db);
  const building = new Map(
    documentIds.map((id) => [id, { refs: [] as ChunkRef[], postings: new Map<string, number[]>() }]),
  );
  for (const r of rows) {
    const doc = building.get(r.document_id);
    if (!doc) continue;
    const index = doc.refs.length;
    doc.refs.push(toRef(r));
    forEachLexeme(r.tsv, (lexeme, occurrences, weightA) => {
      let list = doc.postings.get(lexeme);
      if (!list) {
        list = [];
        doc.postings.set(lexeme, list);
      }
      list.push(index, occurrences, weightA);
    });
  }
  const out = new Map<string, DocumentTerms>();
  for (const [id, doc] of building) {
    let postingCount = 0;
    const postings = new Map<string, Int32Array>();
    for (const [lexeme, list] of doc.postings) {
      postings.set(lexeme, Int32Array.from(list));
      postingCount += list.length / 3;
    }
    const bytes = postingCount * POSTING_BYTES + postings.size * LEXEME_BYTES + doc.refs.length * REF_BYTES;
    out.set(id, { refs: doc.refs, postings, bytes });
  }
  return out;
}
