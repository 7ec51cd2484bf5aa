import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { seedDocument } from '../support/seed-documents';

// No provider configured: docent-local is the default model and nothing leaves the machine.
let t: TestApi;
let alice: TestUser;
let doc: string;

const PAGES = [
  'Annual report 2024. Northwind Traders sells tea and coffee across Europe. This report covers the fiscal year.',
  'Results. Revenue grew to 12.4 million euros in 2024. The company opened a new warehouse in Lyon. Staff numbers stayed at 85.',
  'Outlook. The board expects moderate growth and plans to enter the Nordic market.',
];

const chat = (json: Record<string, unknown>) => alice.call(`/doc/${doc}/chat`, { method: 'POST', json });

beforeAll(async () => {
  t = await startTestApi();
  alice = t.alice; // no credits at all: docent-local is free
  doc = await seedDocument(t.db, { accountId: alice.accountId, name: 'report.pdf', pages: PAGES });
});
afterAll(() => t?.close());

it('is the default model and answers a fact from page 2 with PAGE!2 and its citation, for free', async () => {
  const models = await alice.call('/models');
  expect(models.body.data.find((m: any) => m.default).id).toBe('docent-local');
  const r = await chat({ prompt: 'How much revenue did the company make in 2024?' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('Revenue grew to 12.4 million euros in 2024. PAGE!2');
  expect(r.body.citations).toEqual([
    { docid: doc, name: 'report.pdf', page: 2, quote: 'Revenue grew to 12.4 million euros in 2024.' },
  ]);
  const [message] = await t.db.selectFrom('messages').selectAll().where('tid', '=', r.body.tid).execute();
  expect(message).toMatchObject({ model: 'docent-local', credits: 0, answer: r.body.answer });
  expect(message.input_tokens).toBeGreaterThan(0);
  expect(message.output_tokens).toBeGreaterThan(0);
  const ledger = await t.db.selectFrom('credit_ledger').select('id').where('reason', '=', 'chat').execute();
  expect(ledger).toEqual([]);
});

it('is deterministic and leaves out page references when page is false', async () => {
  const a = await chat({ prompt: 'Where did they open a new warehouse?' });
  const b = await chat({ prompt: 'Where did they open a new warehouse?' });
  expect(a.body.answer).toBe(b.body.answer);
  expect(a.body.answer).toBe('The company opened a new warehouse in Lyon. PAGE!2');
  const plain = await chat({ prompt: 'Where did they open a new warehouse?', page: false });
  expect(plain.body.answer).toBe('The company opened a new warehouse in Lyon.');
  expect(plain.body.citations).toBeUndefined();
});

it('says plainly when nothing relevant is found, and summarises from the opening', async () => {
  const none = await chat({ prompt: 'What is the capital city of the country?' });
  expect(none.status).toBe(200);
  expect(none.body.answer).toBe('I could not find anything in the document that answers this question.');
  const summary = await chat({ prompt: 'Summarise this' });
  // The opening sentences, not the title line.
  expect(summary.body.answer.split('\n')[0]).toBe('Northwind Traders sells tea and coffee across Europe. PAGE!1');
});

it('declines a question naming something the document never mentions, and says what it never mentions', async () => {
  // "revenue" and "2024" are on page 2, but the report never mentions Amazon: it cannot say what was sold there.
  const amazon = await chat({ prompt: 'How much revenue did the company make on Amazon in 2024?' });
  expect(amazon.status).toBe(200);
  expect(amazon.body.answer).toBe(
    'I could not find anything in the document that answers this question. I found no mention of Amazon.',
  );
  expect(amazon.body.citations).toEqual([]);
  expect(
    (await chat({ prompt: 'Did Northwind sell tea through Amazon or eBay?' })).body.answer.endsWith(
      'I found no mention of Amazon or eBay.',
    ),
  ).toBe(true);
  // A name the report does use is no reason to decline, nor is a language or a people ("French customers").
  expect((await chat({ prompt: 'How much revenue did Northwind make in 2024?' })).body.answer).toBe(
    'Revenue grew to 12.4 million euros in 2024. PAGE!2',
  );
  // (The report says nothing of French customers: the warehouse sentence comes closest, and docent-local says so;
  // only the quoted sentence is cited.)
  const french = await chat({ prompt: 'Where did the company open a warehouse for its French customers?' });
  expect(french.body.answer).toBe(
    'I found no sentence that answers this directly. These come closest:\nThe company opened a new warehouse in Lyon. PAGE!2',
  );
  expect(french.body.citations).toEqual([
    { docid: doc, name: 'report.pdf', page: 2, quote: 'The company opened a new warehouse in Lyon.' },
  ]);
});

it('answers a question that words the idea otherwise than the document (employees → staff)', async () => {
  const r = await chat({ prompt: 'How many employees work there?' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('Staff numbers stayed at 85. PAGE!2');
  expect(r.body.citations).toEqual([{ docid: doc, name: 'report.pdf', page: 2, quote: 'Staff numbers stayed at 85.' }]);
  // A word the lexicon does not know still finds nothing.
  const none = await chat({ prompt: 'How many giraffes work there?' });
  expect(none.body.answer).toBe('I could not find anything in the document that answers this question.');
});

it('answers on a continued thread and refuses provider models when no provider is configured', async () => {
  const first = await chat({ prompt: 'How many staff?' });
  expect(first.body.answer).toContain('Staff numbers stayed at 85. PAGE!2');
  const next = await chat({ prompt: 'Which market will they enter?', tid: first.body.tid });
  expect(next.body.tid).toBe(first.body.tid);
  expect(next.body.answer).toContain('plans to enter the Nordic market. PAGE!3');
  const provider = await chat({ prompt: 'q', model: 'gpt-4.1-mini' });
  expect(provider.status).toBe(400);
  expect(provider.body.error.message).toMatch(/^model: gpt-4.1-mini needs a model provider/);
});

it('answers a follow-up about what the thread is about ("What is its default value?" after asking of HISTFILESIZE)', async () => {
  const glossary = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'variables.pdf',
    pages: [
      'HISTSIZE: The number of commands to remember in the command history. Its default value is 500.',
      'HISTFILESIZE: The maximum number of lines contained in the history file. Its default value is 2000.',
      'PS1: The primary prompt string. Its default value is a dollar sign.',
    ],
  });
  const ask = (json: Record<string, unknown>) => alice.call(`/doc/${glossary}/chat`, { method: 'POST', json });
  const first = await ask({ prompt: 'What is HISTFILESIZE?' });
  expect(first.body.answer).toContain('PAGE!2');
  const next = await ask({ prompt: 'What is its default value?', tid: first.body.tid });
  expect(next.status).toBe(200);
  expect(next.body.citations.map((c: { page: number }) => c.page)).toEqual([2]);
  expect(next.body.answer).toContain('Its default value is 2000.');
  // Asked on its own, the same question has nothing to lean on: every default is as good as another.
  const alone = await ask({ prompt: 'What is its default value?' });
  expect(alone.body.citations.map((c: { page: number }) => c.page)).not.toEqual([2]);
  // A question that says what it is about is searched as it is, whatever the thread asked before.
  const other = await ask({ prompt: 'What is the default value of PS1?', tid: first.body.tid });
  expect(other.body.citations.map((c: { page: number }) => c.page)).toEqual([3]);
});

it("answers who wrote the document from its title page, and its conclusions from theirs, though other pages hold the question's words", async () => {
  const pages = [
    'A Study of Tea Markets\nJane Doe\nUniversity of Lyon\nAbstract\nThis paper studies how tea prices move in Europe.',
    ...Array.from(
      { length: 30 },
      (_, i) =>
        `Market ${i + 2}. In this paper we wrote down the prices of market ${i + 2} for every week of the year.`,
    ),
    '5 Conclusions\nTea prices rose in every market we studied. Coffee prices fell in most of them over the year.',
  ];
  const paper = await seedDocument(t.db, { accountId: alice.accountId, name: 'tea-markets.pdf', pages });
  const r = await alice.call(`/doc/${paper}/chat`, {
    method: 'POST',
    json: { prompt: 'Who wrote this paper?', budget: 400 },
  });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe('A Study of Tea Markets Jane Doe University of Lyon PAGE!1');
  expect(r.body.citations).toEqual([
    { docid: paper, name: 'tea-markets.pdf', page: 1, quote: 'A Study of Tea Markets Jane Doe University of Lyon' },
  ]);
  // Its conclusions: the section drawing them, though the question's words are not in it.
  const conclusions = await alice.call(`/doc/${paper}/chat`, {
    method: 'POST',
    json: { prompt: 'What did the authors find?', budget: 400 },
  });
  expect(conclusions.body.answer).toBe(
    'Tea prices rose in every market we studied. PAGE!32\nCoffee prices fell in most of them over the year. PAGE!32',
  );
});

it('deleting the document or the label deletes their threads and messages', async () => {
  const other = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'temp.txt',
    pages: ['Temporary notes about the Lyon warehouse.'],
  });
  const docThread = await alice.call(`/doc/${other}/chat`, { method: 'POST', json: { prompt: 'Which warehouse?' } });
  expect(docThread.status).toBe(200);
  const label = (await alice.call('/label', { json: { name: 'tmp', color: '#fff', docids: [other] } })).body.data[0];
  const labelThread = await alice.call(`/label/${label.labelid}/chat`, {
    method: 'POST',
    json: { prompt: 'Which warehouse?' },
  });
  expect(labelThread.status).toBe(200);

  expect((await alice.call(`/label/${label.labelid}`, { method: 'DELETE' })).status).toBe(200);
  expect(await t.db.selectFrom('threads').select('tid').where('tid', '=', labelThread.body.tid).execute()).toEqual([]);
  expect((await alice.call(`/doc/${other}`, { method: 'DELETE' })).status).toBe(200);
  expect(await t.db.selectFrom('threads').select('tid').where('tid', '=', docThread.body.tid).execute()).toEqual([]);
  expect(
    await t.db
      .selectFrom('messages')
      .select('id')
      .where('tid', 'in', [docThread.body.tid, labelThread.body.tid])
      .execute(),
  ).toEqual([]);
  // the other document's thread still answers
  expect((await chat({ prompt: 'How many staff?' })).status).toBe(200);
});
