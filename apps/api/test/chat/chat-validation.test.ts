import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, insertDocumentRow, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

let t: TestApi;
let provider: OpenAIProtocolServer;
let alice: TestUser;
let doc: string;
let otherDoc: string;
let docTid: string;
let labelTid: string;
let labelid: string;

const chat = (docid: string, json: unknown) => alice.call(`/doc/${docid}/chat`, { method: 'POST', json });
const threadCount = async () => (await t.db.selectFrom('threads').select('tid').execute()).length;

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  alice = await t.newUser({ bundle: 100 });
  doc = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'a.txt',
    pages: ['Alpha text about apples.', 'Beta text about bananas.'],
  });
  otherDoc = await seedDocument(t.db, {
    accountId: alice.accountId,
    name: 'b.txt',
    pages: ['Other text about cherries.'],
  });
  docTid = (await chat(doc, { prompt: 'apples?' })).body.tid;
  const label = await alice.call('/label', {
    method: 'POST',
    json: { name: 'fruit', color: '#00ff00', docids: [doc] },
  });
  labelid = label.body.data[0].labelid;
  labelTid = (await alice.call(`/label/${labelid}/chat`, { method: 'POST', json: { prompt: 'apples?' } })).body.tid;
  expect(docTid).toMatch(/^t/);
  expect(labelTid).toMatch(/^t/);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('every invalid option is a 400 naming its field, and changes nothing', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing prompt', {}, /prompt/],
    ['empty prompt', { prompt: '   ' }, /prompt/],
    ['unknown model', { prompt: 'q', model: 'gpt-9000' }, /^model: unknown model gpt-9000/],
    [
      'budget above the model maximum',
      { prompt: 'q', model: 'o4-mini', budget: 200_001 },
      /^budget: at most 200000 for model o4-mini/,
    ],
    ['budget not positive', { prompt: 'q', budget: -5 }, /budget/],
    ['budget not a number', { prompt: 'q', budget: '2000' }, /budget/],
    ['pcap below 0.05', { prompt: 'q', pcap: 0.01 }, /pcap/],
    ['pcap above 0.6', { prompt: 'q', pcap: 0.7 }, /pcap/],
    [
      'prompt alone over pcap × budget',
      { prompt: 'word '.repeat(300), budget: 2000, pcap: 0.1 },
      /^prompt: \d+ tokens is more than pcap × budget = 0.1 × 2000 = 200 tokens/,
    ],
    [
      'budget too small for the instructions',
      { prompt: 'q', budget: 60, pcap: 0.6 },
      /^budget: 60 tokens cannot hold the instructions and the prompt/,
    ],
    ['ocap above the model maximum', { prompt: 'q', ocap: 32_769 }, /^ocap: at most 32768 for model gpt-4.1-mini/],
    ['ocap not positive', { prompt: 'q', ocap: 0 }, /ocap/],
    [
      'thinking on a model without thinking modes',
      { prompt: 'q', thinking: 'high' },
      /^thinking: model gpt-4.1-mini has no thinking modes/,
    ],
    [
      'thinking value the model does not know',
      { prompt: 'q', model: 'o4-mini', thinking: 'extreme' },
      /^thinking: must be one of low, medium, high for model o4-mini/,
    ],
    ['adherence outside the enum', { prompt: 'q', adherence: 'loose' }, /adherence/],
    ['lang outside the enum', { prompt: 'q', lang: 'Klingon' }, /lang/],
    ['byok without BYOK models', { prompt: 'q', byok: true }, /^byok: this account has no BYOK models/],
    ['dryrun not a boolean', { prompt: 'q', dryrun: 'yes' }, /dryrun/],
    ['malformed tid', { prompt: 'q', tid: 'nope' }, /^tid: unknown thread nope/],
    ['unknown tid', { prompt: 'q', tid: 't000000000000000' }, /^tid: unknown thread t000000000000000/],
  ];
  for (const [name, body, message] of cases) {
    it(name, async () => {
      const threads = await threadCount();
      const sent = provider.requests.length;
      const r = await chat(doc, body);
      expect(r.status).toBe(400);
      expect(r.body.error.message.replace(/^Invalid request: /, '').replace(/^body\./, '')).toMatch(message);
      expect(provider.requests.length).toBe(sent);
      expect(await threadCount()).toBe(threads);
    });
  }

  it('budget and ocap take any JSON number, as SPEC.md types them (rounded to whole tokens)', async () => {
    const r = await chat(doc, { prompt: 'apples?', dryrun: true, budget: 1000.5, ocap: 100.4 });
    expect(r.status).toBe(200);
    expect(r.body.estimate.outputTokens).toBe(100);
    const real = await chat(doc, { prompt: 'apples?', budget: 4000.7, ocap: 256.5 });
    expect(real.status).toBe(200);
    expect(provider.requests.at(-1)?.body.max_tokens ?? provider.requests.at(-1)?.body.max_completion_tokens).toBe(257);
  });

  it('a tid of another document or of a label chat is a 400 naming tid', async () => {
    const other = await chat(otherDoc, { prompt: 'q', tid: docTid });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(`tid: thread ${docTid} belongs to another document`);
    const kind = await chat(doc, { prompt: 'q', tid: labelTid });
    expect(kind.status).toBe(400);
    expect(kind.body.error.message).toBe(`tid: thread ${labelTid} belongs to a label chat, not a document chat`);
    const reverse = await alice.call(`/label/${labelid}/chat`, { method: 'POST', json: { prompt: 'q', tid: docTid } });
    expect(reverse.status).toBe(400);
    expect(reverse.body.error.message).toBe(`tid: thread ${docTid} belongs to a document chat, not a label chat`);
    const ok = await chat(doc, { prompt: 'bananas?', tid: docTid });
    expect(ok.status).toBe(200);
  });
});

describe('documents and labels that cannot be chatted with', () => {
  it('404 for an unknown document, 400 for a malformed docid', async () => {
    expect((await chat('d000000000000000', { prompt: 'q' })).status).toBe(404);
    const bad = await chat('xyz', { prompt: 'q' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/docid/);
  });

  it('409 for a document that is not ready', async () => {
    for (const status of ['queued', 'processing', 'failed'] as const) {
      const pending = await insertDocumentRow(t.db, { accountId: alice.accountId, name: 'pending.pdf', status });
      const r = await chat(pending.docid, { prompt: 'q' });
      expect(r.status).toBe(409);
      expect(r.body.error.message).toContain(`status ${status}`);
    }
  });

  it('404 for an unknown label; 409 for a label without ready documents', async () => {
    expect((await alice.call('/label/l000000000000000/chat', { method: 'POST', json: { prompt: 'q' } })).status).toBe(
      404,
    );
    const empty = await alice.call('/label', { method: 'POST', json: { name: 'empty', color: '#000' } });
    const r1 = await alice.call(`/label/${empty.body.data[0].labelid}/chat`, { method: 'POST', json: { prompt: 'q' } });
    expect(r1.status).toBe(409);
    expect(r1.body.error.message).toMatch(/has no documents/);
    const pending = await insertDocumentRow(t.db, {
      accountId: alice.accountId,
      name: 'pending.pdf',
      status: 'processing',
    });
    const waiting = await alice.call('/label', {
      method: 'POST',
      json: { name: 'waiting', color: '#000', docids: [pending.docid] },
    });
    const r2 = await alice.call(`/label/${waiting.body.data[0].lid}/chat`, { method: 'POST', json: { prompt: 'q' } });
    expect(r2.status).toBe(409);
    expect(r2.body.error.message).toMatch(/no ready documents/);
  });

  it('401 without a valid key', async () => {
    const r = await fetch(`${t.baseUrl}/doc/${doc}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"prompt":"q"}',
    });
    expect(r.status).toBe(401);
    expect((await r.json()).error.message).toBeTruthy();
  });
});
