import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCredits, findModel } from '@docent/core';
import { startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, systemOf, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { chatLedgerOf } from '../support/chat-ledger';
import { seedDocument } from '../support/seed-documents';

const HANDBOOK = [
  'Welcome to the Acme employee handbook. This handbook explains how we work together.',
  'Vacation policy. Every employee receives 27 days of paid vacation per year. Unused vacation days expire at the end of March.',
  'Security. Badges must be worn visibly at all times inside the building.',
];

let t: TestApi;
let provider: OpenAIProtocolServer;
let alice: TestUser;
let bob: TestUser;
let handbook: string;
let bobSecret: string;

const chat = (user: TestUser, docid: string, json: Record<string, unknown>) =>
  user.call(`/doc/${docid}/chat`, { method: 'POST', json });
const ledgerOf = (accountId: string) => chatLedgerOf(t.db, accountId);
const messagesOf = (tid: string) =>
  t.db.selectFrom('messages').selectAll().where('tid', '=', tid).orderBy('id').execute();
const pricing = findModel('gpt-4.1-mini')!.pricing;

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ openai: { apiKey: 'sk-operator-test', baseUrl: provider.baseUrl }, providerMaxRetries: 2 });
  alice = await t.newUser({ bundle: 100 });
  bob = await t.newUser({ bundle: 100 });
  handbook = await seedDocument(t.db, { accountId: alice.accountId, name: 'handbook.txt', pages: HANDBOOK });
  bobSecret = await seedDocument(t.db, {
    accountId: bob.accountId,
    name: 'secret.txt',
    pages: ['The launch code is ZEBRA-42. Vacation days are 99.'],
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('document chat through an OpenAI-compatible provider', () => {
  it('sends the model, max tokens, language instruction and the text that answers, and returns the bare Chat result', async () => {
    provider.requests.length = 0;
    const r = await chat(alice, handbook, {
      prompt: 'How many vacation days do employees get?',
      ocap: 300,
      lang: 'French',
    });
    expect(r.status).toBe(200);
    // The SPEC.md fields, plus the citations extension (none: the stand-in model cites nothing).
    expect(Object.keys(r.body).sort()).toEqual(['answer', 'citations', 'promptid', 'tid']);
    expect(r.body.citations).toEqual([]);
    expect(r.body.promptid).toMatch(/^p[0-9a-z]{15}$/);
    expect(r.body.tid).toMatch(/^t[0-9a-z]{15}$/);
    expect(r.body.answer).toBe('Answer from gpt-4.1-mini.');

    expect(provider.requests).toHaveLength(1);
    const sent = provider.requests[0];
    expect(sent.authorization).toBe('Bearer sk-operator-test');
    expect(sent.body.model).toBe('gpt-4.1-mini'); // the default when a provider key is configured
    expect(sent.body.max_tokens).toBe(300);
    expect(sent.body.reasoning_effort).toBeUndefined();
    const system = systemOf(sent);
    expect(system).toContain('Write the answer in French.');
    expect(system).toContain('[PAGE!2]\nVacation policy. Every employee receives 27 days of paid vacation per year.');
    expect(system).toContain('cite its page by writing the token without brackets, e.g. PAGE!2');
    expect(system).not.toContain('ZEBRA');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'How many vacation days do employees get?' });
  });

  it('charges the reported usage through the ledger and stores the message in the same step', async () => {
    const before = await ledgerOf(alice.accountId);
    const r = await chat(alice, handbook, { prompt: 'Do badges have to be worn?' });
    expect(r.status).toBe(200);
    const entries = (await ledgerOf(alice.accountId)).filter((e) => !before.some((b) => b.id === e.id));
    expect(entries).toHaveLength(1);
    const expected = estimateCredits({ inputTokens: 1000, outputTokens: 50, pricing });
    expect(entries[0].request_id).toBe(r.body.promptid);
    expect(entries[0].key_id).toBe(alice.keyId);
    expect(entries[0].workspace).toBe(0);
    expect(entries[0].delta_monthly + entries[0].delta_bundle).toBeCloseTo(-expected, 4);
    expect(entries[0].detail).toMatchObject({ model: 'gpt-4.1-mini', inputTokens: 1000, outputTokens: 50 });

    const [message] = await messagesOf(r.body.tid);
    expect(message).toMatchObject({
      promptid: r.body.promptid,
      prompt: 'Do badges have to be worn?',
      answer: 'Answer from gpt-4.1-mini.',
      model: 'gpt-4.1-mini',
      input_tokens: 1000,
      output_tokens: 50,
      key_id: alice.keyId,
    });
    expect(message.credits).toBeCloseTo(expected, 4);
    expect(message.duration_ms).toBeGreaterThanOrEqual(0);
    // The lease was given back.
    const thread = await t.db.selectFrom('threads').selectAll().where('tid', '=', r.body.tid).executeTakeFirstOrThrow();
    expect(thread).toMatchObject({ kind: 'doc', scope_id: handbook, lease_token: null, lease_until: null });
  });

  it('continues a thread: earlier turns are sent as history, the tid stays the same', async () => {
    provider.reply = (body) => `answer ${body.messages.length}`;
    try {
      const first = await chat(alice, handbook, { prompt: 'When do unused days expire?' });
      expect(first.status).toBe(200);
      provider.requests.length = 0;
      const second = await chat(alice, handbook, { prompt: 'And how many are there?', tid: first.body.tid });
      expect(second.status).toBe(200);
      expect(second.body.tid).toBe(first.body.tid);
      expect(second.body.promptid).not.toBe(first.body.promptid);
      const messages = provider.requests[0].body.messages;
      expect(messages.map((m: any) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(messages[1]).toEqual({ role: 'user', content: 'When do unused days expire?' });
      expect(messages[2]).toEqual({ role: 'assistant', content: first.body.answer });
      expect(messages[3]).toEqual({ role: 'user', content: 'And how many are there?' });
      expect(await messagesOf(first.body.tid)).toHaveLength(2);
    } finally {
      provider.reply = (body) => `Answer from ${body.model}.`;
    }
  });

  it('trims history oldest first to keep prompt + history within pcap × budget', async () => {
    const first = await chat(alice, handbook, { prompt: `First question about vacation ${'filler '.repeat(150)}` });
    const second = await chat(alice, handbook, { prompt: 'Second question about badges?', tid: first.body.tid });
    expect(second.status).toBe(200);
    provider.requests.length = 0;
    // 0.05 × 4000 = 200 tokens: room for the last short turn, not for the long first one.
    const third = await chat(alice, handbook, {
      prompt: 'Third question?',
      tid: first.body.tid,
      budget: 4000,
      pcap: 0.05,
    });
    expect(third.status).toBe(200);
    const users = provider.requests[0].body.messages.filter((m: any) => m.role === 'user').map((m: any) => m.content);
    expect(users).toEqual(['Second question about badges?', 'Third question?']);
  });

  it('sends thinking as reasoning_effort and ocap as max_completion_tokens to a reasoning model', async () => {
    provider.requests.length = 0;
    const r = await chat(alice, handbook, {
      prompt: 'Summarise the security rules',
      model: 'o4-mini',
      thinking: 'high',
      ocap: 2000,
    });
    expect(r.status).toBe(200);
    const body = provider.requests[0].body;
    expect(body.model).toBe('o4-mini');
    expect(body.reasoning_effort).toBe('high');
    expect(body.max_completion_tokens).toBe(2000);
    expect(body.max_tokens).toBeUndefined();
  });

  it('turns page and adherence into instructions', async () => {
    provider.requests.length = 0;
    await chat(alice, handbook, { prompt: 'Vacation?', page: false, adherence: 'strict' });
    await chat(alice, handbook, { prompt: 'Vacation?', adherence: 'free' });
    const [strict, free] = provider.requests.map(systemOf);
    expect(strict).toContain('Do not include page numbers, page tokens or source references in the answer.');
    expect(strict).toContain('Answer ONLY from the document text below');
    expect(strict).toContain('say plainly that the documents do not contain it');
    expect(free).toContain('general knowledge is allowed');
    expect(free).not.toContain('Do not include page numbers');
  });

  it('packs the best-ranked chunks into a small budget, in page order, each marked with its page', async () => {
    const pages = Array.from({ length: 40 }, (_, i) =>
      i === 27
        ? 'The warehouse in Rotterdam stores the spare turbine blades.'
        : `Page ${i + 1} talks about quarterly meetings, agendas and minutes. `.repeat(20),
    );
    const big = await seedDocument(t.db, { accountId: alice.accountId, name: 'big.txt', pages });
    provider.requests.length = 0;
    const r = await chat(alice, big, { prompt: 'Where are the turbine blades stored?', budget: 1500, pcap: 0.1 });
    expect(r.status).toBe(200);
    const system = systemOf(provider.requests[0]);
    expect(system).toContain('[PAGE!28]\nThe warehouse in Rotterdam stores the spare turbine blades.');
    const { countTextTokens } = await import('@docent/core');
    const sent = provider.requests[0].body.messages.reduce((n: number, m: any) => n + countTextTokens(m.content), 0);
    expect(sent).toBeLessThanOrEqual(1500);
    const pageRefs = [...system.matchAll(/\[PAGE!(\d+)\]/g)]
      .map((m) => Number(m[1]))
      .filter((n, i, a) => a.indexOf(n) === i);
    expect(pageRefs.length).toBeGreaterThan(1);
    // Re-sorted into page order after ranking.
    const inText = [...system.matchAll(/^\[PAGE!(\d+)\]$/gm)].map((m) => Number(m[1]));
    expect(inText).toEqual([...inText].sort((a, b) => a - b));
  });
});

describe('failures, credits and dry runs', () => {
  it('retries a 429 from the provider and then answers', async () => {
    provider.requests.length = 0;
    provider.queue.push({ status: 429, headers: { 'retry-after-ms': '20' } });
    const r = await chat(alice, handbook, { prompt: 'Vacation days?' });
    expect(r.status).toBe(200);
    expect(provider.requests).toHaveLength(2);
  });

  it('answers 502 when the provider keeps failing: nothing charged, no message, the thread as it was', async () => {
    const first = await chat(alice, handbook, { prompt: 'Vacation days?' });
    const ledgerBefore = await ledgerOf(alice.accountId);
    const threadsBefore = await t.db
      .selectFrom('threads')
      .select('tid')
      .where('account_id', '=', alice.accountId)
      .execute();
    provider.requests.length = 0;
    for (let i = 0; i < 6; i += 1) provider.queue.push({ status: 500, headers: { 'retry-after-ms': '10' } });
    const continued = await chat(alice, handbook, { prompt: 'And badges?', tid: first.body.tid });
    expect(continued.status).toBe(502);
    expect(continued.body.error.message).toMatch(/model provider failed \(status 500\)/);
    expect(provider.requests).toHaveLength(3); // the first try and the SDK's 2 retries
    const fresh = await chat(alice, handbook, { prompt: 'And badges?' });
    expect(fresh.status).toBe(502);
    provider.queue.length = 0;

    expect(await ledgerOf(alice.accountId)).toEqual(ledgerBefore);
    expect(await messagesOf(first.body.tid)).toHaveLength(1);
    const threadsAfter = await t.db
      .selectFrom('threads')
      .select('tid')
      .where('account_id', '=', alice.accountId)
      .execute();
    expect(threadsAfter).toEqual(threadsBefore); // the failed new thread left nothing behind
    // The lease was released: the thread takes the next chat.
    const again = await chat(alice, handbook, { prompt: 'And badges?', tid: first.body.tid });
    expect(again.status).toBe(200);
  });

  it('refuses with 402 before calling the provider when credits cannot cover the most the chat may cost', async () => {
    const poor = await t.newUser({ bundle: 0.001 });
    const doc = await seedDocument(t.db, { accountId: poor.accountId, name: 'poor.txt', pages: HANDBOOK });
    provider.requests.length = 0;
    const r = await chat(poor, doc, { prompt: 'Vacation days?', ocap: 4000 });
    expect(r.status).toBe(402);
    expect(r.body.error.message).toMatch(/credits/i);
    expect(provider.requests).toHaveLength(0);
    expect(await t.db.selectFrom('threads').select('tid').where('account_id', '=', poor.accountId).execute()).toEqual(
      [],
    );
    // docent-local costs nothing, so it still answers.
    const local = await chat(poor, doc, { prompt: 'How many vacation days?', model: 'docent-local' });
    expect(local.status).toBe(200);
    expect(local.body.answer).toContain('PAGE!2');
  });

  it('answers a dry run with the maximum estimate and records nothing', async () => {
    const first = await chat(alice, handbook, { prompt: 'Vacation days?' });
    const counts = async () => ({
      threads: (await t.db.selectFrom('threads').select('tid').execute()).length,
      messages: (await t.db.selectFrom('messages').select('id').execute()).length,
      ledger: (await t.db.selectFrom('credit_ledger').select('id').execute()).length,
      balance: await t.db
        .selectFrom('accounts')
        .select(['monthly_balance', 'bundle_balance'])
        .where('id', '=', alice.accountId)
        .executeTakeFirstOrThrow(),
    });
    const before = await counts();
    provider.requests.length = 0;
    const r = await chat(alice, handbook, { prompt: 'How many vacation days?', dryrun: true, ocap: 500 });
    expect(r.status).toBe(200);
    expect(r.body.promptid).toBe('');
    expect(r.body.tid).toBe('');
    expect(r.body.answer).toBe('');
    expect(r.body.estimate.outputTokens).toBe(500);
    expect(r.body.estimate.inputTokens).toBeGreaterThan(50);
    expect(r.body.estimate.credits).toBe(
      estimateCredits({ inputTokens: r.body.estimate.inputTokens, outputTokens: 500, pricing }),
    );
    const onThread = await chat(alice, handbook, { prompt: 'And badges?', tid: first.body.tid, dryrun: true });
    expect(onThread.status).toBe(200);
    expect(onThread.body.tid).toBe(first.body.tid);
    expect(onThread.body.estimate.inputTokens).toBeGreaterThan(r.body.estimate.inputTokens - 10); // history counted
    const local = await chat(alice, handbook, { prompt: 'Vacation?', dryrun: true, model: 'docent-local' });
    expect(local.body.estimate.credits).toBe(0);
    expect(provider.requests).toHaveLength(0);
    expect(await counts()).toEqual(before);
  });

  it('answers 502 when the provider does not answer in time', async () => {
    const slow = await startOpenAIProtocolServer({ delayMs: 20_000 });
    const api = await startTestApi({
      openai: { apiKey: 'k', baseUrl: slow.baseUrl },
      providerTimeoutMs: 300,
      providerMaxRetries: 0,
    });
    try {
      const user = await api.newUser({ bundle: 10 });
      const doc = await seedDocument(api.db, { accountId: user.accountId, name: 'a.txt', pages: HANDBOOK });
      const r = await user.call(`/doc/${doc}/chat`, { method: 'POST', json: { prompt: 'Vacation?' } });
      expect(r.status).toBe(502);
      expect(r.body.error.message).toMatch(/did not answer within/);
      expect(slow.inFlight).toBe(1); // gave up while the provider was still holding its (20 s) answer
      expect(await api.db.selectFrom('messages').select('id').execute()).toEqual([]);
    } finally {
      await api.close();
      await slow.close();
    }
  });
});

describe('isolation between accounts', () => {
  it('never reaches another account’s document, thread or text', async () => {
    provider.requests.length = 0;
    const foreignDoc = await chat(alice, bobSecret, { prompt: 'What is the launch code?' });
    expect(foreignDoc.status).toBe(404);
    expect(JSON.stringify(foreignDoc.body)).not.toContain('ZEBRA');

    const bobs = await chat(bob, bobSecret, { prompt: 'What is the launch code?' });
    expect(bobs.status).toBe(200);
    const foreignTid = await chat(alice, handbook, { prompt: 'Vacation?', tid: bobs.body.tid });
    expect(foreignTid.status).toBe(400);
    expect(foreignTid.body.error.message).toMatch(/^tid: /);

    const label = await bob.call('/label', {
      method: 'POST',
      json: { name: 'secrets', color: '#ff0000', docids: [bobSecret] },
    });
    const { lid, labelid } = label.body.data[0];
    for (const ref of [lid, labelid]) {
      const r = await alice.call(`/label/${ref}/chat`, { method: 'POST', json: { prompt: 'launch code?' } });
      expect(r.status).toBe(404);
    }
    const sentForAlice = provider.requests.filter((r) => !systemOf(r).includes('secret.txt'));
    for (const r of sentForAlice) expect(JSON.stringify(r.body)).not.toContain('ZEBRA');
    const aliceChat = await chat(alice, handbook, { prompt: 'What is the launch code? How many vacation days?' });
    expect(aliceChat.status).toBe(200);
    expect(JSON.stringify(provider.requests.at(-1)!.body)).not.toContain('ZEBRA');
    expect(systemOf(provider.requests.at(-1)!)).not.toContain('99');
  });
});
