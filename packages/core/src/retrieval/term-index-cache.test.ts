import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { sql } from '@docent/db';
import { createAccountKey } from '../accounts/accounts';
import { resolveDocumentScope } from '../chat/resolve-scope';
import { newDocId } from '../common/ids';
import { rechunkDocument, writeDocumentText } from '../indexing/write-document-text';
import { ensureWorkspace } from '../workspaces/ensure-workspace';
import { assembleContext } from './assemble-context';
import type { ChatScope } from './chat-scope';
import { scanScope, type ScopeScan } from './scan-scope';
import { TermIndexCache } from './term-index-cache';

let t: TestDatabase;
let accountId: string;

const pagesOf = (texts: string[]) => texts.map((text, i) => ({ pageNo: i + 1, text, source: 'text' as const }));

async function addDocument(pages: string[]): Promise<string> {
  await ensureWorkspace(t.db, accountId, 0);
  const id = newDocId();
  await t.db
    .insertInto('documents')
    .values({ id, account_id: accountId, workspace: 0, name: `${id}.txt`, status: 'ready', pages: pages.length })
    .execute();
  await t.db
    .transaction()
    .execute((trx) => writeDocumentText(trx, { documentId: id, accountId, pages: pagesOf(pages) }));
  return id;
}

const scopeOf = (docid: string) => resolveDocumentScope(t.db, { accountId, docid });

/** A manual-like text: sections with headings (weight A in the index), repeated and rare words, hyphenation. */
function manualPages(seed: number): string[] {
  const topics = ['pump', 'valve', 'seal', 'filter', 'gauge', 'motor', 'bearing', 'hose'];
  return Array.from({ length: 24 }, (_, p) => {
    const a = topics[(p + seed) % topics.length];
    const b = topics[(p * 3 + seed) % topics.length];
    return [
      `## ${p + 1} Servicing the ${a}`,
      '',
      `Check the ${a} before every shift. A worn ${a} next to the ${b} leaks; replace the ${a} gasket and the ${b}`,
      `clamp together. The ${a}'s pressure-relief screw is turned a quarter turn at a time, never more.`,
      `Page ${p + 1} also covers the ${b} housing and its well-known cold-start problem (codes 0-99).`,
    ].join('\n');
  });
}

/** What a scan gives, in a form that compares the counts and their order per chunk. */
async function scanned(scope: ChatScope, prompt: string, termIndex?: TermIndexCache) {
  const scan = await scanScope(t.db, scope, prompt, { extra: ['hose', 'gasket', 'absent'], termIndex });
  return {
    lexemes: scan.lexemes,
    clauses: scan.clauses,
    extra: scan.extraLexemes,
    refs: [...scan.refs].sort((a, b) => a.id - b.id),
    terms: countsByChunk(scan),
  };
}

/** A scan's postings as each chunk's counts: [id, [[lexeme, in its text]…], [[lexeme, in its heading]…]]. */
function countsByChunk(scan: ScopeScan) {
  const byChunk = new Map<number, { text: Array<[string, number]>; heading: Array<[string, number]> }>();
  [...scan.lexemes, ...scan.extraLexemes].forEach((lexeme, i) => {
    const p = scan.postings[i];
    for (let k = 0; k < p.length; k += 3) {
      const id = scan.refs[p[k]].id;
      const counts = byChunk.get(id) ?? { text: [], heading: [] };
      byChunk.set(id, counts);
      counts.text.push([lexeme, p[k + 1]]);
      if (p[k + 2] > 0) counts.heading.push([lexeme, p[k + 2]]);
    }
  });
  const byLexeme = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : 1);
  return [...byChunk].sort(([a], [b]) => a - b).map(([id, c]) => [id, c.text.sort(byLexeme), c.heading.sort(byLexeme)]);
}

beforeAll(async () => {
  t = await createTestDatabase();
  accountId = (await createAccountKey(t.db, { name: 'a' })).accountId;
});
afterAll(() => t?.drop());

describe('TermIndexCache', () => {
  it('gives exactly the counts a pass over the chunks in Postgres gives, read or held', async () => {
    const scope = await scopeOf(await addDocument(manualPages(1)));
    const cache = new TermIndexCache(16 * 1024 * 1024);
    expect(cache.covers(scope)).toBe(true);
    // The first question about a document is ranked by the pass in Postgres; the second reads the document whole;
    // the others are served from memory.
    expect(await scanned(scope, 'pump', cache)).toEqual(await scanned(scope, 'pump'));
    expect(cache.stats()).toMatchObject({ scans: 1, reads: 0, hits: 0, documents: 0 });
    for (const prompt of [
      'How do I service the pump and the valve?',
      "What is the seal's pressure-relief screw for?",
      'Which codes does the cold-start problem of the gauge housing use?',
      'nothing here matches',
    ]) {
      const fromPostgres = await scanned(scope, prompt);
      expect(await scanned(scope, prompt, cache)).toEqual(fromPostgres);
      expect(await scanned(scope, prompt, cache)).toEqual(fromPostgres);
    }
    expect(cache.stats()).toMatchObject({ scans: 1, reads: 1, hits: 7, documents: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(0);
    // Section headings were counted apart (weight A in the index).
    const served = await scanned(scope, 'servicing the pump', cache);
    expect(served.terms.filter(([, , heading]) => (heading as unknown[]).length > 0).length).toBeGreaterThan(2);
  });

  it('ranks a document the same with it as without', async () => {
    const scope = await scopeOf(await addDocument(manualPages(2)));
    const cache = new TermIndexCache(16 * 1024 * 1024);
    for (const prompt of ['How is the motor bearing serviced, and what leaks?', 'pressure-relief screw of the hose']) {
      const options = { scope, prompt, budgetTokens: 300 };
      const plain = await assembleContext(t.db, options);
      expect(plain.mode).toBe('ranked');
      expect(await assembleContext(t.db, { ...options, termIndex: cache })).toEqual(plain);
      expect(await assembleContext(t.db, { ...options, termIndex: cache })).toEqual(plain);
    }
  });

  it('ranks a label too large for a pass in Postgres exactly once it holds it, where the index only estimates', async () => {
    // 200 short passages name pumps and seals once; one longer passage is about them (six times each). The index
    // weighs its best candidates by a count of one per word, where the short passages win; a pass counts every one.
    const brief = Array.from({ length: 200 }, (_, i) => `Form ${i}: pumps and seals are listed on the form.`);
    const manual = await addDocument([
      ...brief,
      'Seal care for pumps. Pumps wear their seals: inspect the seals of the pumps weekly, grease the seals of the ' +
        'pumps monthly, and replace the seals of pumps every 4,000 hours. Old seals make pumps leak. Worn pumps ' +
        'damage new seals, so check the pumps when the seals are replaced.',
    ]);
    const other = await addDocument(manualPages(3));
    const [a, b] = [await scopeOf(manual), await scopeOf(other)];
    const scope: ChatScope = { ...a, kind: 'label', scopeId: 'label', documents: [...a.documents, ...b.documents] };
    const cache = new TermIndexCache(16 * 1024 * 1024);
    const options = { scope, prompt: 'pumps seals', budgetTokens: 250, scanUpToChunks: 100, scanHeldUpToChunks: 1000 };
    const holds = (ctx: { chunks: { text: string }[] }) => ctx.chunks.some((c) => c.text.includes('4,000 hours'));

    // The first question is ranked by the index (a pass over the label in Postgres would cost more than its answer).
    const first = await assembleContext(t.db, { ...options, termIndex: cache });
    expect(cache.stats()).toMatchObject({ scans: 2, reads: 0 });
    expect(holds(first)).toBe(false);
    expect(first).toEqual(await assembleContext(t.db, options));
    // From the second on, it is ranked from memory, as a pass over every chunk ranks it.
    const exact = await assembleContext(t.db, { ...options, scanUpToChunks: 1000 });
    expect(holds(exact)).toBe(true);
    expect(await assembleContext(t.db, { ...options, termIndex: cache })).toEqual(exact);
    expect(await assembleContext(t.db, { ...options, termIndex: cache })).toEqual(exact);
    expect(cache.stats()).toMatchObject({ reads: 2, documents: 2 });
    // Beyond scanHeldUpToChunks, the index ranks it whatever the cache holds.
    expect(await assembleContext(t.db, { ...options, scanHeldUpToChunks: 100, termIndex: cache })).toEqual(first);
  });

  it('reads a document again once its chunks are rewritten (a re-index), never answering from the old text', async () => {
    const docid = await addDocument(['The harbour opens at dawn.', 'Boats leave from pier four.']);
    const cache = new TermIndexCache(16 * 1024 * 1024);
    const before = await scopeOf(docid);
    await scanned(before, 'harbour', cache);
    const old = await scanned(before, 'When does the harbour open?', cache);
    expect(cache.stats()).toMatchObject({ scans: 1, reads: 1, documents: 1 });
    // ("harbour" is indexed and asked in its American spelling.)
    expect(old.terms).toEqual([
      [
        expect.any(Number),
        [
          ['harbor', 1],
          ['open', 1],
        ],
        [],
      ],
    ]);

    // Its pages changed (as an upgrade's reindex would read them anew), then its chunks rebuilt from them.
    await t.db.transaction().execute(async (trx) => {
      await sql`update pages set text = ${'Boats leave from pier four.'} where document_id = ${docid} and page_no = 1`.execute(
        trx,
      );
      await sql`update pages set text = ${'The harbour opens at noon; the harbour closes at dusk.'}
        where document_id = ${docid} and page_no = 2`.execute(trx);
      await rechunkDocument(trx, { documentId: docid, accountId });
    });
    const after = await scopeOf(docid);
    expect(after.documents[0].version).not.toBe(before.documents[0].version);
    // A first question about the new version (the pass in Postgres), then the new version read and kept.
    const fresh = await scanned(after, 'When does the harbour open?', cache);
    expect(fresh).toEqual(await scanned(after, 'When does the harbour open?'));
    expect(await scanned(after, 'When does the harbour open?', cache)).toEqual(fresh);
    expect(cache.stats()).toMatchObject({ scans: 2, reads: 2, hits: 0 });
    // The new chunks: "harbour" twice now.
    expect(fresh.refs.map((r) => r.id)).not.toEqual(old.refs.map((r) => r.id));
    expect(fresh.terms).toEqual([
      [
        expect.any(Number),
        [
          ['harbor', 2],
          ['open', 1],
        ],
        [],
      ],
    ]);
  });

  it('stays within its bound, dropping the least recently used document, and still answers right', async () => {
    const scopes = [
      await scopeOf(await addDocument(manualPages(3))),
      await scopeOf(await addDocument(manualPages(4))),
      await scopeOf(await addDocument(manualPages(5))),
    ];
    const probe = new TermIndexCache(1024 * 1024 * 1024);
    await scanned(scopes[0], 'pump', probe);
    await scanned(scopes[0], 'pump', probe);
    const oneDocument = probe.stats().bytes;
    // Room for about two of the three, each asked about once already.
    const cache = new TermIndexCache(Math.floor(oneDocument * 2.5));
    for (const scope of scopes) await scanned(scope, 'pump', cache);
    expect(cache.stats()).toMatchObject({ scans: 3, reads: 0, documents: 0 });
    const ask = async (k: number) => {
      expect(await scanned(scopes[k], 'pump valve', cache)).toEqual(await scanned(scopes[k], 'pump valve'));
      expect(cache.stats().bytes).toBeLessThanOrEqual(oneDocument * 2.5);
      return cache.stats();
    };
    expect(await ask(0)).toMatchObject({ reads: 1, hits: 0, documents: 1 });
    expect(await ask(1)).toMatchObject({ reads: 2, hits: 0, documents: 2 });
    expect(await ask(0)).toMatchObject({ reads: 2, hits: 1, documents: 2 });
    // The third pushes out the least recently used (the second), not the one just asked about.
    expect(await ask(2)).toMatchObject({ reads: 3, hits: 1, documents: 2 });
    expect(await ask(0)).toMatchObject({ reads: 3, hits: 2, documents: 2 });
    // Pushed out, but asked about before: read again at once, not ranked by the pass first.
    expect(await ask(1)).toMatchObject({ reads: 4, hits: 2, documents: 2, scans: 3 });
    // A document larger than the whole cache is not served from it (it would be read whole for every question).
    const tiny = new TermIndexCache(10);
    expect(tiny.covers(scopes[1])).toBe(false);
    expect(await scanned(scopes[1], 'seal', tiny)).toEqual(await scanned(scopes[1], 'seal'));
    expect(tiny.stats()).toEqual({ bytes: 0, documents: 0, hits: 0, reads: 0, scans: 0 });
  });

  it('is off at size 0 and for scopes built without versions', async () => {
    const scope = await scopeOf(await addDocument(manualPages(6)));
    expect(new TermIndexCache(0).covers(scope)).toBe(false);
    const { version: _, ...unversioned } = scope.documents[0];
    expect(new TermIndexCache(1024).covers({ ...scope, documents: [unversioned] })).toBe(false);
  });

  it('reads a document once for concurrent questions, and a held document not at all', async () => {
    const scope = await scopeOf(await addDocument(manualPages(7)));
    // The statements that read whole documents' tsvectors, counted as they go to Postgres.
    let reads = 0;
    const counted = t.db.withPlugin({
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('c.tsv::text as tsv')) reads += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const cache = new TermIndexCache(16 * 1024 * 1024);
    const prompt = 'How do I replace the valve gasket?';
    const expected = await scanned(scope, prompt);
    // Asked about once: ranked by the pass in Postgres, nothing read whole.
    await scanScope(counted, scope, prompt, { termIndex: cache });
    expect(reads).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        scanScope(counted, scope, prompt, { extra: ['hose', 'gasket', 'absent'], termIndex: cache }),
      ),
    );
    expect(reads).toBe(1);
    for (const r of results) expect(countsByChunk(r).length).toBe(expected.terms.length);
    expect(await scanned(scope, prompt, cache)).toEqual(expected);
    await scanScope(counted, scope, 'pump', { termIndex: cache });
    expect(reads).toBe(1);
  });
});
