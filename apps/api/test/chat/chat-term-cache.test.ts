import { reindexDocuments } from '@docent/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { seedDocument } from '../support/seed-documents';

// The api keeps each chatted document's lexemes in memory (DOCENT_TERM_CACHE_MB): its next questions are ranked
// from there, and a document whose text changed is read again.
const TOKEN = 'metrics-token-0123456789';
let t: TestApi;
let alice: TestUser;
let doc: string;

/** A manual long enough that chat ranks its passages (it does not fit docent-local's budget whole). */
const pages = (ferryPage: string) =>
  Array.from({ length: 60 }, (_, i) =>
    i === 41
      ? ferryPage
      : `Section ${i + 1}. The harbour office handles permits, moorings and berth bookings for pleasure craft. ` +
        `Visitors register at the desk with their boat papers; fees depend on the length of the vessel. `.repeat(6),
  );

const chat = (prompt: string) => alice.call(`/doc/${doc}/chat`, { method: 'POST', json: { prompt } });

async function lookups() {
  const r = await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await r.text();
  const value = (line: RegExp) => Number(text.match(line)?.[1] ?? Number.NaN);
  return {
    hit: value(/^docent_term_cache_lookups_total\{result="hit"\} (\S+)$/m),
    read: value(/^docent_term_cache_lookups_total\{result="read"\} (\S+)$/m),
    scan: value(/^docent_term_cache_lookups_total\{result="scan"\} (\S+)$/m),
    documents: value(/^docent_term_cache_documents (\S+)$/m),
    bytes: value(/^docent_term_cache_bytes (\S+)$/m),
  };
}

beforeAll(async () => {
  t = await startTestApi({ metricsToken: TOKEN });
  alice = t.alice;
  doc = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'harbour.txt',
    pages: pages('Ferries. The ferry to the island leaves at seven in the morning from pier four.'),
  });
});
afterAll(() => t?.close());

it("ranks a document's later questions from memory, and answers from its new text once it changed", async () => {
  const ferry = 'The ferry to the island leaves at seven in the morning from pier four. PAGE!42';
  expect(await lookups()).toEqual({ hit: 0, read: 0, scan: 0, documents: 0, bytes: 0 });
  // The first question is ranked by a pass over the document in Postgres; the second reads it whole and keeps it.
  const first = await chat('When does the ferry to the island leave?');
  expect(first.status).toBe(200);
  expect(first.body.answer).toBe(ferry);
  expect(await lookups()).toMatchObject({ hit: 0, read: 0, scan: 1, documents: 0 });
  expect((await chat('Where does the island ferry leave from?')).body.answer).toBe(ferry);
  expect(await lookups()).toMatchObject({ hit: 0, read: 1, scan: 1, documents: 1 });
  expect((await chat('At what time does the island ferry go?')).body.answer).toBe(ferry);
  const held = await lookups();
  expect(held).toMatchObject({ hit: 1, read: 1, scan: 1, documents: 1 });
  expect(held.bytes).toBeGreaterThan(0);

  // The document's text changes (as a re-analysis would change it), and its units are rebuilt.
  await t.db
    .updateTable('pages')
    .set({ text: 'Ferries. The ferry to the island now leaves at noon from pier nine.' })
    .where('document_id', '=', doc)
    .where('page_no', '=', 42)
    .execute();
  await reindexDocuments(t.db, { accountId: alice.accountId, rechunk: true, embed: false });
  const noon = 'The ferry to the island now leaves at noon from pier nine. PAGE!42';
  expect((await chat('When does the ferry to the island leave?')).body.answer).toBe(noon);
  expect((await chat('When does the island ferry leave?')).body.answer).toBe(noon);
  expect((await chat('What time does the ferry to the island leave?')).body.answer).toBe(noon);
  expect(await lookups()).toMatchObject({ hit: 2, read: 2, scan: 2 });
});
