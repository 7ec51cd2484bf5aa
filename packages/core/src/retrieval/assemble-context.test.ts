import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { ensureWorkspace } from '../workspaces/ensure-workspace';
import { newDocId } from '../common/ids';
import { writeDocumentText } from '../indexing/write-document-text';
import { countTextTokens } from '../indexing/token-count';
import { assembleContext } from './assemble-context';
import type { ChatScope, ScopeDocument } from './chat-scope';
import { renderContext } from './context-text';
import { orQueryText, promptLexemes } from './scope-chunks';

let t: TestDatabase;
let accountId: string;
let otherAccount: string;

async function addDocument(account: string, name: string, pages: string[]): Promise<ScopeDocument> {
  await ensureWorkspace(t.db, account, 0);
  const id = newDocId();
  await t.db
    .insertInto('documents')
    .values({ id, account_id: account, workspace: 0, name, status: 'ready', pages: pages.length })
    .execute();
  const { chunks, tokens } = await t.db.transaction().execute((trx) =>
    writeDocumentText(trx, {
      documentId: id,
      accountId: account,
      pages: pages.map((text, i) => ({ pageNo: i + 1, text, source: 'text' as const })),
    }),
  );
  return { id, name, chunks, tokens };
}

const scopeOf = (kind: 'doc' | 'label', documents: ScopeDocument[], account = accountId): ChatScope => ({
  kind,
  scopeId: kind === 'doc' ? documents[0].id : 'label',
  accountId: account,
  workspace: 0,
  documents,
});

const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${topic} paragraph ${i} repeats routine words.`).join(' ');

beforeAll(async () => {
  t = await createTestDatabase();
  accountId = (await createAccountKey(t.db, { name: 'a' })).accountId;
  otherAccount = (await createAccountKey(t.db, { name: 'b' })).accountId;
});
afterAll(() => t?.drop());

describe('assembleContext', () => {
  it('sends the whole scope in page order when it fits', async () => {
    const doc = await addDocument(accountId, 'small.txt', ['First page.', 'Second page.', 'Third page.']);
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('doc', [doc]),
      prompt: 'anything at all',
      budgetTokens: 1000,
    });
    expect(ctx.mode).toBe('all');
    expect(ctx.chunks.map((c) => [c.pageNo, c.text])).toEqual([
      [1, 'First page.'],
      [2, 'Second page.'],
      [3, 'Third page.'],
    ]);
    expect(renderContext(ctx.chunks, false)).toBe(
      '[PAGE!1]\nFirst page.\n\n[PAGE!2]\nSecond page.\n\n[PAGE!3]\nThird page.',
    );
    // The counted tokens bound what is rendered.
    expect(countTextTokens(renderContext(ctx.chunks, false))).toBeLessThanOrEqual(ctx.tokens);
  });

  it('ranks with OR semantics and ignores stop words, then restores page order within the budget', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => filler(`Topic${i}`, 40));
    pages[9] = 'The submarine cable was repaired in Lisbon.';
    pages[21] = 'Lisbon hosts the annual maritime conference.';
    const doc = await addDocument(accountId, 'long.txt', pages);
    const scope = scopeOf('doc', [doc]);
    // "what", "is", "the" are stop words; "submarine" OR "lisbon" each match.
    const ctx = await assembleContext(t.db, {
      scope,
      prompt: 'What is the submarine situation in Lisbon?',
      budgetTokens: 300,
    });
    expect(ctx.mode).toBe('ranked');
    const pagesSent = ctx.chunks.map((c) => c.pageNo);
    expect(pagesSent).toContain(10);
    expect(pagesSent).toContain(22);
    expect(pagesSent).toEqual([...pagesSent].sort((a, b) => a - b));
    expect(ctx.tokens).toBeLessThanOrEqual(300);
    expect(countTextTokens(renderContext(ctx.chunks, false))).toBeLessThanOrEqual(300);
  });

  it('gives the leading chunks to a prompt that matches nothing', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => filler(`Chapter${i}`, 40));
    const doc = await addDocument(accountId, 'book.txt', pages);
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('doc', [doc]),
      prompt: 'Which zebras graze here?',
      budgetTokens: 500,
    });
    expect(ctx.mode).toBe('leading');
    expect(ctx.chunks[0].pageNo).toBe(1);
    expect(ctx.chunks[0].ord).toBe(0);
    const ords = ctx.chunks.map((c) => c.ord);
    expect(ords).toEqual(ords.map((_, i) => i)); // contiguous from the start
  });

  it('spreads leading chunks over a label’s documents and marks each with its document', async () => {
    const a = await addDocument(accountId, 'a.txt', [filler('Alpha', 200)]);
    const b = await addDocument(accountId, 'b.txt', [filler('Beta', 200)]);
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('label', [a, b]),
      prompt: 'overview please',
      budgetTokens: 800,
    });
    expect(new Set(ctx.chunks.map((c) => c.documentName))).toEqual(new Set(['a.txt', 'b.txt']));
    // Document order: all of a.txt first, then b.txt.
    const names = ctx.chunks.map((c) => c.documentName);
    expect(names).toEqual([...names].sort());
    expect(renderContext(ctx.chunks, true)).toMatch(new RegExp(`^\\[DOC!${a.id}!PAGE!1 a\\.txt\\]\\n`));
  });

  it('keeps a label’s context within its budget, each passage’s marker counted with its own docid', async () => {
    // Every page one short passage under its own marker, so the markers are a good part of what is sent.
    const docs = await Promise.all(
      Array.from({ length: 6 }, (_, d) =>
        addDocument(
          accountId,
          `timetables-${d}.txt`,
          Array.from({ length: 20 }, (_, p) => `Ferry timetable ${d}-${p}: boats leave at ${p + 6} o'clock.`),
        ),
      ),
    );
    for (const budget of [300, 600, 1200]) {
      const ctx = await assembleContext(t.db, {
        scope: scopeOf('label', docs),
        prompt: 'When does the ferry leave?',
        budgetTokens: budget,
      });
      expect(ctx.mode).toBe('ranked');
      expect(ctx.chunks.length).toBeGreaterThan(3);
      const sent = countTextTokens(renderContext(ctx.chunks, true));
      expect(sent).toBeLessThanOrEqual(ctx.tokens);
      expect(ctx.tokens).toBeLessThanOrEqual(budget);
    }
  });

  it('counts one marker for a page’s consecutive passages, so the budget holds as much text as it can', async () => {
    // One long page, every passage about ferries: the context is one marker and passage after passage.
    const paragraphs = Array.from({ length: 60 }, (_, i) =>
      Array.from({ length: 5 }, (_, j) => `Ferry ${i}-${j} leaves the harbour at ${(i + j) % 12} o'clock.`).join(' '),
    );
    const doc = await addDocument(accountId, 'ferries.txt', [paragraphs.join('\n\n')]);
    const budget = 2000;
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('doc', [doc]),
      prompt: 'When does the ferry leave the harbour?',
      budgetTokens: budget,
    });
    expect(ctx.mode).toBe('ranked');
    const sent = countTextTokens(renderContext(ctx.chunks, false));
    expect(sent).toBeLessThanOrEqual(ctx.tokens);
    expect(ctx.tokens).toBeLessThanOrEqual(budget);
    // More passages than a marker for each would leave room for: the page's run of passages shares one.
    const largest = Math.max(...ctx.chunks.map((c) => c.tokens));
    const withMarkerEach = largest + countTextTokens('[PAGE!1]\n\n');
    expect(ctx.chunks.length).toBeGreaterThan(Math.floor(budget / withMarkerEach));
  });

  it('gives each clause of a two-part question room, even when one part has many better passages', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => filler(`Topic${i}`, 12));
    for (let i = 0; i < 6; i++) {
      pages[i + 2] =
        `The globstar option ${i}: with globstar set, the pattern ** used in a filename expansion context matches all files and globstar directories.`;
    }
    pages[20] =
      'If pipefail is set, the return value of a pipeline is the value of the last command to exit with a non-zero status.';
    const doc = await addDocument(accountId, 'shell.txt', pages);
    // Both ranking paths: one pass over the document's chunks, and the GIN index (a large label's).
    for (const scanUpToChunks of [undefined, 0]) {
      const ctx = await assembleContext(t.db, {
        scope: scopeOf('doc', [doc]),
        prompt: 'What do globstar and pipefail do?',
        budgetTokens: 150,
        scanUpToChunks,
      });
      const sent = ctx.chunks.map((c) => c.pageNo);
      expect(sent).toContain(21);
      expect(sent.some((p) => p >= 3 && p <= 8)).toBe(true);
    }
  });

  it('fills the context with the passages that answer a one-clause question before those sharing one word of it', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => filler(`Topic${i}`, 6));
    // Three passages hold most of the question; three others each hold one of its other words.
    for (let i = 0; i < 3; i++) {
      pages[10 + i] =
        `Porters must wait ${i + 5} days before uploading their fix to unstable, porters wait for the maintainer.`;
    }
    pages[30] = 'Topic30 paragraph notes how long the long meetings run, routine words.';
    pages[32] = 'Topic32 paragraph notes the filing of papers, filing cabinets, routine words.';
    pages[34] = 'Topic34 paragraph notes a bug in the bug lamp, routine words again.';
    const doc = await addDocument(accountId, 'porters.txt', pages);
    const perPassage = Math.max(...[10, 11, 12, 30, 32, 34].map((i) => countTextTokens(pages[i])));
    for (const scanUpToChunks of [undefined, 0]) {
      const ctx = await assembleContext(t.db, {
        scope: scopeOf('doc', [doc]),
        prompt: 'How long must a porter wait before uploading a fix to unstable after filing the bug?',
        budgetTokens: 3 * (perPassage + countTextTokens('[PAGE!99999]\n\n\n')),
        scanUpToChunks,
      });
      expect(ctx.chunks.map((c) => c.pageNo)).toEqual([11, 12, 13]);
    }
  });

  it('sends the passage that follows the best hit even when hits alone would fill a small budget', async () => {
    const pages = Array.from(
      { length: 30 },
      (_, i) => `Topic${i} notes: the weekly report tells others what was done.`,
    );
    pages[5] = 'Going away: developers who will be away for a few weeks should tell the others before they leave.';
    pages[6] = 'Send a message with [VAC] prepended to the subject to the private list.';
    const doc = await addDocument(accountId, 'away.txt', pages);
    const perPassage = Math.max(...pages.map((p) => countTextTokens(p))) + countTextTokens('[PAGE!99999]\n\n\n');
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('doc', [doc]),
      prompt: 'How do I tell the others that I will be away for a few weeks?',
      budgetTokens: 6 * perPassage,
    });
    const sent = ctx.chunks.map((c) => c.pageNo);
    expect(sent).toContain(6);
    expect(sent).toContain(7);
    expect(sent.length).toBeGreaterThan(3);
  });

  it('never returns another account’s chunks, even when given its document id', async () => {
    const mine = await addDocument(accountId, 'mine.txt', ['My quarterly numbers.']);
    const theirs = await addDocument(otherAccount, 'theirs.txt', ['Their quarterly secret numbers.']);
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('label', [mine, theirs]),
      prompt: 'quarterly numbers',
      budgetTokens: 1000,
    });
    expect(ctx.chunks.map((c) => c.text)).toEqual(['My quarterly numbers.']);
  });

  it('returns nothing for an empty budget or a document without text', async () => {
    const empty = await addDocument(accountId, 'empty.txt', ['']);
    expect(
      (await assembleContext(t.db, { scope: scopeOf('doc', [empty]), prompt: 'x', budgetTokens: 1000 })).mode,
    ).toBe('empty');
    const doc = await addDocument(accountId, 'x.txt', ['Some text.']);
    expect(
      (await assembleContext(t.db, { scope: scopeOf('doc', [doc]), prompt: 'x', budgetTokens: 0 })).chunks,
    ).toEqual([]);
  });
});

describe('prompt lexemes', () => {
  it('uses the english configuration, drops stop words and quotes every lexeme', async () => {
    expect((await promptLexemes(t.db, 'What are the running costs of the servers?')).lexemes).toEqual([
      'run',
      'cost',
      'server',
    ]);
    expect((await promptLexemes(t.db, 'the and of')).lexemes).toEqual([]);
    expect(orQueryText(["o'neil", 'a|b', 'x\\y'])).toBe("'o''neil' | 'a|b' | 'x\\\\y'");
    // Operators in the prompt are plain words, never tsquery syntax.
    const ctx = await assembleContext(t.db, {
      scope: scopeOf('doc', [await addDocument(accountId, 'ops.txt', [filler('Ops', 100), 'Net income rose!'])]),
      prompt: "income & | ! ( ) : * ' \\ <->",
      budgetTokens: 60,
    });
    expect(ctx.chunks.map((c) => c.text)).toContain('Net income rose!');
  });
});

describe('ranking paths', () => {
  it('ranks a scope the same from one pass over its chunks as from the GIN index', async () => {
    const pages = Array.from(
      { length: 40 },
      (_, i) => `${filler(`Section${i}`, 30)} Routine maintenance of pumps is logged weekly.`,
    );
    pages[7] = 'Centrifugal pumps need their seals replaced every 4,000 hours. Pumps without seals leak.';
    pages[23] = 'The seal inventory lists 12 spare seals for centrifugal pumps.';
    pages[31] = 'Valve maintenance: valves are greased monthly.';
    const doc = await addDocument(accountId, 'plant.txt', pages);
    const other = await addDocument(
      accountId,
      'other.txt',
      pages.map((p) => p.replace(/pumps/g, 'turbines')),
    );
    for (const scope of [scopeOf('doc', [doc]), scopeOf('label', [doc, other])]) {
      for (const prompt of ['How often are centrifugal pump seals replaced?', 'valves and seals', 'pumps']) {
        const scanned = await assembleContext(t.db, { scope, prompt, budgetTokens: 400 });
        const indexed = await assembleContext(t.db, { scope, prompt, budgetTokens: 400, scanUpToChunks: 0 });
        expect(scanned.mode).toBe('ranked');
        expect(indexed.chunks.map((c) => `${c.documentId}:${c.ord}`)).toEqual(
          scanned.chunks.map((c) => `${c.documentId}:${c.ord}`),
        );
        expect(indexed.absentLexemes).toEqual(scanned.absentLexemes);
      }
      const ctx = await assembleContext(t.db, {
        scope,
        prompt: 'How often are centrifugal pump seals replaced?',
        budgetTokens: 400,
      });
      expect(ctx.chunks.map((c) => c.text).join(' ')).toContain('every 4,000 hours');
    }
  });

  it('reports question words that no chunk of the scope holds', async () => {
    const doc = await addDocument(
      accountId,
      'words.txt',
      Array.from({ length: 30 }, (_, i) => filler(`Page${i}`, 30)),
    );
    for (const scanUpToChunks of [undefined, 0]) {
      const ctx = await assembleContext(t.db, {
        scope: scopeOf('doc', [doc]),
        prompt: 'routine giraffes',
        budgetTokens: 300,
        scanUpToChunks,
      });
      expect(ctx.absentLexemes).toEqual(['giraff']);
    }
  });

  /**
   * Each prompt, in both ranking paths, with room for one passage: that passage is `passage`, and no lexeme matching
   * `unreported` is reported as one the documents lack.
   */
  const expectOnlyPassage = async (doc: ScopeDocument, cases: Array<[string, string]>, unreported: RegExp) => {
    for (const scanUpToChunks of [undefined, 0]) {
      for (const [prompt, passage] of cases) {
        const ctx = await assembleContext(t.db, {
          scope: scopeOf('doc', [doc]),
          prompt,
          budgetTokens: 20,
          scanUpToChunks,
        });
        expect(ctx.chunks.map((c) => c.text)).toEqual([passage]);
        expect(ctx.absentLexemes.filter((l) => unreported.test(l))).toEqual([]);
      }
    }
  };

  it('finds a word spelled the British or the American way by either spelling ("licence", "colour")', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => filler(`Topic${i}`, 40));
    pages[8] = 'Each report is renewed monthly.';
    pages[20] = 'Each license is renewed yearly.';
    pages[25] = 'The colour of each form is chosen freely.';
    const doc = await addDocument(accountId, 'spelling.txt', pages);
    // The passage that spells the question's word the other way, and the word not one the documents lack.
    await expectOnlyPassage(
      doc,
      [
        ['How often is a licence renewed?', pages[20]],
        ['Who chooses the color of a form?', pages[25]],
      ],
      /^(?:licen|colo)/,
    );
  });

  it('finds the passage that words the question\'s idea with a synonym ("folder" → directory)', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => filler(`Topic${i}`, 40));
    pages[8] = 'Each report is created monthly.';
    pages[20] = 'Each directory is created empty.';
    const doc = await addDocument(accountId, 'synonyms.txt', pages);
    for (const scanUpToChunks of [undefined, 0]) {
      const ctx = await assembleContext(t.db, {
        scope: scopeOf('doc', [doc]),
        prompt: 'How is a new folder created?',
        budgetTokens: 20,
        scanUpToChunks,
      });
      // Room for one passage: the one about directories, not the one that shares only "created".
      expect(ctx.chunks.map((c) => c.text)).toEqual(['Each directory is created empty.']);
      // "folder" is still reported as absent: the documents do not hold the question's own word.
      expect(ctx.absentLexemes).toEqual(['new', 'folder']);
    }
  });
});
