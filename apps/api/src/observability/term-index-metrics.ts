import { Counter, Gauge, type Registry } from 'prom-client';
import type { TermIndexCache } from '@docent/core';

/**
 * This api process's in-memory term index (DOCENT_TERM_CACHE_MB): what it holds, and how often a chat's document was
 * served from it rather than read from Postgres. A low share of hits with a full cache says it is too small for the
 * documents asked about.
 */
export function registerTermIndexMetrics(registry: Registry, index: TermIndexCache): void {
  new Gauge({
    name: 'docent_term_cache_bytes',
    help: "Bytes of documents' lexemes held in this api process for chat ranking (bounded by DOCENT_TERM_CACHE_MB)",
    registers: [registry],
    collect() {
      this.set(index.stats().bytes);
    },
  });
  new Gauge({
    name: 'docent_term_cache_documents',
    help: 'Documents whose lexemes this api process holds for chat ranking',
    registers: [registry],
    collect() {
      this.set(index.stats().documents);
    },
  });
  new Counter({
    name: 'docent_term_cache_lookups_total',
    help: 'Documents a chat ranked from memory (hit), read whole to keep (read), or ranked without it on their first question (scan: by a pass in Postgres, or by the index in a label over 2,000 units)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, reads, scans } = index.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'read' }, reads);
      this.inc({ result: 'scan' }, scans);
    },
  });
}
