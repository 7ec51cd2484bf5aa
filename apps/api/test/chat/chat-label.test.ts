import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, insertDocumentRow, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, systemOf, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

let t: TestApi;
let provider: OpenAIProtocolServer;
let alice: TestUser;
let contract: string;
let invoice: string;
let label: { lid: string; labelid: string };
let other: { lid: string; labelid: string };

const chat = (ref: string, json: Record<string, unknown>) => alice.call(`/label/${ref}/chat`, { method: 'POST', json });

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  alice = await t.newUser({ bundle: 100 });
  contract = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'contract.pdf',
    pages: ['Service agreement between Acme and Globex.', 'The contract term is 36 months starting in January 2025.'],
  });
  invoice = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'invoice.pdf',
    pages: ['Invoice 2025-117. The total amount due is 4,800 EUR, payable within 30 days.'],
  });
  const pending = await insertDocumentRow(t.db, {
    accountId: alice.accountId,
    name: 'draft.pdf',
    status: 'processing',
  });
  await t.db
    .insertInto('chunks')
    .values({
      document_id: pending.docid,
      account_id: alice.accountId,
      page_no: 1,
      ord: 0,
      text: 'DRAFT-ONLY clause, not analysed yet.',
      tokens: 8,
    })
    .execute();
  const created = await alice.call('/label', {
    method: 'POST',
    json: { name: 'globex', color: '#123456', docids: [contract, invoice, pending.docid] },
  });
  label = created.body.data[0];
  const second = await alice.call('/label', {
    method: 'POST',
    json: { name: 'other', color: '#654321', docids: [invoice] },
  });
  other = second.body.data[0];
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('chats over the ready documents of a label, each passage marked with its document and page', async () => {
  provider.requests.length = 0;
  const r = await chat(label.labelid, { prompt: 'How long is the contract term and what is the amount due?' });
  expect(r.status).toBe(200);
  expect(r.body.tid).toMatch(/^t[0-9a-z]{15}$/);
  const system = systemOf(provider.requests[0]);
  expect(system).toContain(
    `[DOC!${contract}!PAGE!2 contract.pdf]\nThe contract term is 36 months starting in January 2025.`,
  );
  expect(system).toContain(`[DOC!${invoice}!PAGE!1 invoice.pdf]\nInvoice 2025-117. The total amount due is 4,800 EUR`);
  expect(system).toContain('cite its source by writing the token');
  expect(system).not.toContain('DRAFT-ONLY'); // not ready: not part of the chat
  // Document order follows the label: contract before invoice.
  expect(system.indexOf(`[DOC!${contract}!PAGE!1 contract.pdf]`)).toBeLessThan(
    system.indexOf(`[DOC!${invoice}!PAGE!1 invoice.pdf]`),
  );
});

it('continues a label thread by labelid or lid, but not on another label', async () => {
  const first = await chat(label.lid, { prompt: 'What is the amount due?' });
  expect(first.status).toBe(200);
  const second = await chat(label.labelid, { prompt: 'And the term?', tid: first.body.tid });
  expect(second.status).toBe(200);
  expect(second.body.tid).toBe(first.body.tid);
  const wrong = await chat(other.labelid, { prompt: 'And the term?', tid: first.body.tid });
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.message).toBe(`tid: thread ${first.body.tid} belongs to another label`);
});

it('docent-local answers a label chat with the document name and page', async () => {
  const r = await chat(label.labelid, {
    prompt: 'What is the total amount due on the invoice?',
    model: 'docent-local',
  });
  expect(r.status).toBe(200);
  expect(r.body.answer).toContain(`The total amount due is 4,800 EUR, payable within 30 days. DOC!${invoice}!PAGE!1`);
  expect(r.body.citations).toContainEqual({
    docid: invoice,
    name: 'invoice.pdf',
    page: 1,
    quote: 'The total amount due is 4,800 EUR, payable within 30 days.',
  });
  const none = await chat(label.labelid, { prompt: 'Which penguins live in Antarctica?', model: 'docent-local' });
  expect(none.body.answer).toBe(
    'I could not find anything in the documents of this label that answers this question. I found no mention of Antarctica.',
  );
  const offTopic = await chat(label.labelid, { prompt: 'Which penguins live on the ice?', model: 'docent-local' });
  expect(offTopic.body.answer).toBe(
    'I could not find anything in the documents of this label that answers this question.',
  );
});

it('ranks across many documents of a label when they do not fit the budget', async () => {
  const docids: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const text =
      i === 17
        ? 'The lighthouse keeper logbook mentions a storm on 3 March.'
        : `Routine maintenance report number ${i}. `.repeat(40);
    docids.push(await seedDocument(t.db, { accountId: alice.accountId, name: `report-${i}.txt`, pages: [text] }));
  }
  const big = await alice.call('/label', { method: 'POST', json: { name: 'reports', color: '#abcdef', docids } });
  provider.requests.length = 0;
  const r = await chat(big.body.data[0].labelid, { prompt: 'What does the lighthouse logbook say?', budget: 2000 });
  expect(r.status).toBe(200);
  const system = systemOf(provider.requests[0]);
  expect(system).toContain(
    `[DOC!${docids[17]}!PAGE!1 report-17.txt]\nThe lighthouse keeper logbook mentions a storm on 3 March.`,
  );
  expect(system.match(/\[DOC!d[0-9a-z]{15}!PAGE!1 report-\d+\.txt\]/g)!.length).toBeLessThan(30);
});

/** Names thanked in a preface, one section each. */
const PREFACE = 'Alice Bruno Carmen Dmitri Elena Farid Greta Hiro Ines Jonas'.split(' ');
/** Section titles, each its own words (a title repeated on every page would be read as a running header). */
const TOPICS =
  'Alignment Belts Calibration Dust Emergency Fixtures Grease Hoods Inspection Jigs Keys Lamps Motors Noise Oiling Pedals Quenching Rails Screws Tooling Unpacking Vibration Wiring Zeroing Anchors Brakes Clamps Drills Exhausts Filters'.split(
    ' ',
  );

it('summarises a label whose documents do not all fit the budget: every document is read, and named', async () => {
  const tools = ['lathe', 'mill', 'press', 'saw'];
  const docids: string[] = [];
  for (const tool of tools) {
    const sections = Array.from(
      { length: 30 },
      (_, i) =>
        `${i + 1}.1 ${TOPICS[i]} of the ${tool}\n` +
        `The ${tool} setting number ${i + 2} changes the feed rate and the spindle speed for harder metals. `.repeat(4),
    );
    // A title page and a preface of ten sections as long as the others, then where the guide says what it is: it
    // is read first, and no document's opening fits once one document has had the budget.
    const front = `The ${tool} handbook, second edition, printed for the workshop staff and the apprentices. `.repeat(
      5,
    );
    const preface = PREFACE.map(
      (who, i) => `P.${i + 1} Thanks to ${who}\n${`We thank ${who} for the ${tool}. `.repeat(12)}`,
    );
    const opening = `This guide describes how the ${tool} cuts metal sheets safely. Read it before the first cut. `;
    const pages = [front, ...preface, `1 Introduction\n${opening.repeat(4)}`, ...sections];
    docids.push(await seedDocument(t.db, { accountId: alice.accountId, name: `${tool}.pdf`, pages }));
  }
  const created = await alice.call('/label', { method: 'POST', json: { name: 'tools', color: '#a1b2c3', docids } });
  const ref = created.body.data[0].labelid;
  provider.requests.length = 0;
  const r = await chat(ref, { prompt: 'Summarise these documents', budget: 3000 });
  expect(r.status).toBe(200);
  const system = systemOf(provider.requests[0]);
  for (const tool of tools) expect(system).toContain(`This guide describes how the ${tool} cuts metal sheets safely.`);
  const local = await chat(ref, { prompt: 'Summarise these documents', budget: 3000, model: 'docent-local' });
  expect(local.status).toBe(200);
  // (Named by file name: their first lines are running text, "The lathe handbook, second edition, printed for …".)
  for (const [i, tool] of tools.entries()) {
    expect(local.body.answer).toContain(
      `${tool}.pdf: This guide describes how the ${tool} cuts metal sheets safely. DOC!${docids[i]}!PAGE!12`,
    );
  }
});

it('docent-local tells which document of a label treats something, and which documents the label holds', async () => {
  const manual = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'boiler-manual.pdf',
    pages: [
      'Boiler Operating Manual',
      '4 Descaling\nDescale the heat exchanger every spring with a citric acid solution. Drain the boiler first.',
    ],
  });
  const handbook = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'staff-handbook.pdf',
    pages: [
      'Staff Handbook',
      'Holidays are booked through the office calendar. Read the handbook before your first shift.',
    ],
  });
  // A short note whose first lines run on into its text: no title to name it by, but its file name.
  const notes = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'notes.txt',
    pages: ['Site notes\n\nThe gas meter is read on the first Monday of each month. Readings go to the office.'],
  });
  const created = await alice.call('/label', {
    method: 'POST',
    json: { name: 'site', color: '#0a0b0c', docids: [handbook, manual, notes] },
  });
  const ref = created.body.data[0].labelid;

  // The words that ask where ("which document", "explains", "read about") are searched for no passage: the answer
  // names the document whose passage treats the topic, before that passage.
  for (const prompt of [
    'Which document explains how to descale the heat exchanger?',
    'Where can I read about descaling?',
  ]) {
    const r = await chat(ref, { prompt, model: 'docent-local' });
    expect(r.status).toBe(200);
    expect(r.body.answer, prompt).toBe(
      'Boiler Operating Manual (boiler-manual.pdf): Descale the heat exchanger every spring with a citric acid ' +
        `solution. DOC!${manual}!PAGE!2`,
    );
    expect(r.body.citations).toEqual([
      {
        docid: manual,
        name: 'boiler-manual.pdf',
        page: 2,
        quote: 'Descale the heat exchanger every spring with a citric acid solution.',
      },
    ]);
  }
  const meter = await chat(ref, { prompt: 'Which document says when the gas meter is read?', model: 'docent-local' });
  expect(meter.status).toBe(200);
  expect(meter.body.answer).toBe(
    `notes.txt: Site notes: The gas meter is read on the first Monday of each month. Readings go to the office. DOC!${notes}!PAGE!1`,
  );
  const none = await chat(ref, { prompt: 'Which document explains how to fly a helicopter?', model: 'docent-local' });
  expect(none.body.answer).toBe('I could not find anything in the documents of this label that answers this question.');

  // Each by its title and name, in the label's order, cited at its title page (the first page the context reads).
  const listed = await chat(ref, { prompt: 'What documents are in this label?', model: 'docent-local' });
  expect(listed.status).toBe(200);
  expect(listed.body.answer).toBe(
    [
      'The documents of this label:',
      `Staff Handbook (staff-handbook.pdf) DOC!${handbook}!PAGE!1`,
      `Boiler Operating Manual (boiler-manual.pdf) DOC!${manual}!PAGE!1`,
      `notes.txt DOC!${notes}!PAGE!1`,
    ].join('\n'),
  );
  expect(listed.body.citations.map((c: { docid: string; page: number }) => [c.docid, c.page])).toEqual([
    [handbook, 1],
    [manual, 1],
    [notes, 1],
  ]);
});
