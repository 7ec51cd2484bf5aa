import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { expectError, startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { chatLedgerOf } from '../support/chat-ledger';
import { seedDocument } from '../support/seed-documents';

// Money around provider calls: credits are reserved (held) before a provider is paid, settled to the reported
// usage after, released on failure. A real OpenAI-protocol server counts the calls the provider was paid for.
let t: TestApi;
let provider: OpenAIProtocolServer;

const PAGES = ['The warehouse in Lyon stores 4,200 crates of saffron.', 'Shipments leave every Tuesday at dawn.'];
const chat = (user: TestUser, path: string, json: Record<string, unknown>) => user.call(path, { method: 'POST', json });
const chatEntries = (accountId: string) => chatLedgerOf(t.db, accountId);
const holdsOf = async (accountId: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from credit_holds where account_id = ${accountId}`.execute(t.db))
    .rows[0].n;
const balanceOf = async (accountId: string) => {
  const row = await t.db
    .selectFrom('accounts')
    .select(['monthly_balance', 'bundle_balance'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.monthly_balance + row.bundle_balance;
};

beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  // 127.0.0.1:9 (discard) is allow-listed only to register a webhook endpoint; no worker runs here to call it.
  t = await startTestApi({
    openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl },
    providerMaxRetries: 0,
    fetchAllowHosts: ['127.0.0.1:9'],
  });
});
afterEach(() => {
  provider.gate = undefined;
  provider.delayMs = 0;
  provider.usage = { prompt_tokens: 1000, completion_tokens: 50 };
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('credits are held before a provider is paid', () => {
  it('50 parallel chats against credit for 3: the provider is called at most 3 times, and the account pays for each call', async () => {
    const probe = await t.newUser({ bundle: 100 });
    const probeDoc = await seedDocument(t.db, { accountId: probe.accountId, name: 'lyon.txt', pages: PAGES });
    const body = { prompt: 'How many crates are stored?', ocap: 2000 };
    const estimate = (await chat(probe, `/doc/${probeDoc}/chat`, { ...body, dryrun: true })).body.estimate
      .credits as number;
    expect(estimate).toBeGreaterThan(0);

    const poor = await t.newUser({ bundle: Math.floor(estimate * 3.5 * 10_000) / 10_000 });
    const docid = await seedDocument(t.db, { accountId: poor.accountId, name: 'lyon.txt', pages: PAGES });
    const before = await balanceOf(poor.accountId);
    provider.requests.length = 0;
    // The provider holds every answer until each of the 50 chats has either reached it or been refused: all
    // 50 are in flight at once, and no settled chat frees credits for another.
    let open!: () => void;
    provider.gate = new Promise<void>((resolve) => (open = resolve));
    let refusedSoFar = 0;
    const pending = Array.from({ length: 50 }, () =>
      chat(poor, `/doc/${docid}/chat`, body).then((r) => {
        if (r.status !== 200) refusedSoFar++;
        return r;
      }),
    );
    await expect.poll(() => provider.requests.length + refusedSoFar, { timeout: 20_000, interval: 20 }).toBe(50);
    const paidWhileAllInFlight = provider.requests.length;
    open();
    const results = await Promise.all(pending);
    expect(paidWhileAllInFlight).toBe(3); // 3.5 × the maximum cost of one chat covers 3 of them

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(ok.length + refused.length).toBe(50);
    for (const r of refused) expectError(r, 402, /Not enough credits: this request may cost up to/);
    // Every provider call was reserved first: no more calls than the balance covers at the chat's maximum cost.
    expect(provider.requests.length).toBe(ok.length);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(3);
    // Each answered chat is charged once, to its reported usage; the account never goes below zero; no hold is left.
    const entries = await chatEntries(poor.accountId);
    expect(entries).toHaveLength(ok.length);
    expect(new Set(entries.map((e) => e.request_id))).toEqual(new Set(ok.map((r) => r.body.promptid)));
    const spent = -entries.reduce((sum, e) => sum + e.delta_monthly + e.delta_bundle, 0);
    expect(Math.round((before - (await balanceOf(poor.accountId))) * 10_000)).toBe(Math.round(spent * 10_000));
    expect(await balanceOf(poor.accountId)).toBeGreaterThanOrEqual(0);
    expect(await holdsOf(poor.accountId)).toBe(0);
  });

  it('charges the reported usage, never more than was held, and releases the hold when the provider fails', async () => {
    const user = await t.newUser({ bundle: 50 });
    const docid = await seedDocument(t.db, { accountId: user.accountId, name: 'lyon.txt', pages: PAGES });
    const body = { prompt: 'When do shipments leave?', ocap: 100 };
    const estimate = (await chat(user, `/doc/${docid}/chat`, { ...body, dryrun: true })).body.estimate
      .credits as number;
    // A provider reporting more than the request could have cost is charged the hold (the agreed maximum).
    provider.usage = { prompt_tokens: 1_000_000, completion_tokens: 100 };
    const big = await chat(user, `/doc/${docid}/chat`, body);
    expect(big.status).toBe(200);
    const [entry] = (await chatEntries(user.accountId)).filter((e) => e.request_id === big.body.promptid);
    expect(-(entry.delta_monthly + entry.delta_bundle)).toBeCloseTo(estimate, 4);
    // A failing provider: 502, nothing charged, nothing held.
    provider.queue.push({ status: 500 });
    const before = await balanceOf(user.accountId);
    expectError(await chat(user, `/doc/${docid}/chat`, body), 502);
    expect(await balanceOf(user.accountId)).toBe(before);
    expect(await holdsOf(user.accountId)).toBe(0);
  });

  it('answers 502 (not 400) for negative token usage, charging and storing nothing', async () => {
    const user = await t.newUser({ bundle: 50 });
    const docid = await seedDocument(t.db, { accountId: user.accountId, name: 'lyon.txt', pages: PAGES });
    provider.usage = { prompt_tokens: -5000, completion_tokens: 10 };
    const r = await chat(user, `/doc/${docid}/chat`, { prompt: 'How many crates?' });
    expectError(r, 502, /invalid token usage/);
    expect(await chatEntries(user.accountId)).toHaveLength(0);
    expect(await holdsOf(user.accountId)).toBe(0);
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from messages m join threads th on th.tid = m.tid where th.account_id = ${user.accountId}`.execute(
          t.db,
        )
      ).rows[0].n,
    ).toBe(0);
  });
});

describe('credits.low and holds', () => {
  it('fires on a settled charge that crosses the threshold, never on a hold that only reserves credits', async () => {
    const user = await t.newUser({ bundle: 100 });
    const docid = await seedDocument(t.db, { accountId: user.accountId, name: 'lyon.txt', pages: PAGES });
    const body = { prompt: 'How many crates are stored?', ocap: 2000 };
    const held = (await chat(user, `/doc/${docid}/chat`, { ...body, dryrun: true })).body.estimate.credits as number;
    // The threshold sits inside the hold: reserving the most a chat may cost takes the available credits below it.
    const threshold = Math.round((100 - held / 2) * 10_000) / 10_000;
    expect(held).toBeGreaterThan(0.001);
    const hook = await user.call('/webhooks', {
      method: 'POST',
      json: { url: 'http://127.0.0.1:9/hook', events: ['credits.low'], credits_threshold: threshold },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    type Listed = Array<{ id: string; type: string }>;
    const events = async () => (await user.call(`/webhooks/${hook.body.data.id}/deliveries`)).body.data as Listed;

    // A cheap answer: held while the provider answers, settled far above the threshold.
    provider.usage = { prompt_tokens: 10, completion_tokens: 5 };
    const open = (() => {
      let release!: () => void;
      provider.gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    })();
    const arrived = provider.received(provider.requests.length + 1);
    const cheap = chat(user, `/doc/${docid}/chat`, body);
    await arrived;
    expect(await holdsOf(user.accountId)).toBe(1);
    expect(await events()).toEqual([]); // the hold moved no balance
    open();
    expect((await cheap).status).toBe(200);
    expect(await balanceOf(user.accountId)).toBeGreaterThan(threshold);
    expect(await events()).toEqual([]);

    // An expensive answer (charged the hold, its maximum): the settled balance crosses the threshold, once.
    provider.usage = { prompt_tokens: 1_000_000, completion_tokens: 2000 };
    expect((await chat(user, `/doc/${docid}/chat`, body)).status).toBe(200);
    const balance = await balanceOf(user.accountId);
    expect(balance).toBeLessThan(threshold);
    const queued = await events();
    expect(queued.map((e) => e.type)).toEqual(['credits.low']);
    const row = await t.db
      .selectFrom('webhook_deliveries')
      .select('body')
      .where('webhook_id', '=', hook.body.data.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.body).data.balance).toBeCloseTo(balance, 4);
  });
});

describe('a chat whose document or label disappears while the model answers', () => {
  const gated = () => {
    let open!: () => void;
    provider.gate = new Promise<void>((resolve) => (open = resolve));
    return open;
  };

  it('document deleted mid-chat: 404, nothing stored or charged', async () => {
    const user = await t.newUser({ bundle: 50 });
    const docid = await seedDocument(t.db, { accountId: user.accountId, name: 'lyon.txt', pages: PAGES });
    const open = gated();
    const arrived = provider.received(provider.requests.length + 1);
    const pending = chat(user, `/doc/${docid}/chat`, { prompt: 'How many crates?' });
    await arrived; // the provider has the request: the chat is mid-flight
    expect((await user.call(`/doc/${docid}`, { method: 'DELETE' })).status).toBe(200);
    open();
    const r = await pending;
    expectError(r, 404, new RegExp(`document ${docid} was deleted while the chat was running`));
    expect(await chatEntries(user.accountId)).toHaveLength(0);
    expect(await holdsOf(user.accountId)).toBe(0);
    expect(await balanceOf(user.accountId)).toBe(50);
    expect(
      (
        await sql<{ n: number }>`select count(*)::int as n from threads where account_id = ${user.accountId}`.execute(
          t.db,
        )
      ).rows[0].n,
    ).toBe(0);
  });

  it('label deleted mid-chat (continuing a thread): 404, nothing stored or charged', async () => {
    const user = await t.newUser({ bundle: 50 });
    const docid = await seedDocument(t.db, { accountId: user.accountId, name: 'lyon.txt', pages: PAGES });
    const label = (
      await user.call('/label', { method: 'POST', json: { name: 'L', color: '#123456', docids: [docid] } })
    ).body.data[0];
    const first = await chat(user, `/label/${label.labelid}/chat`, { prompt: 'How many crates?' });
    expect(first.status).toBe(200);
    const charged = (await chatEntries(user.accountId)).length;
    const open = gated();
    const arrived = provider.received(provider.requests.length + 1);
    const pending = chat(user, `/label/${label.labelid}/chat`, {
      prompt: 'And when do they ship?',
      tid: first.body.tid,
    });
    await arrived;
    expect((await user.call(`/label/${label.labelid}`, { method: 'DELETE' })).status).toBe(200);
    open();
    expectError(await pending, 404, /was deleted while the chat was running/);
    expect(await chatEntries(user.accountId)).toHaveLength(charged);
    expect(await holdsOf(user.accountId)).toBe(0);
  });
});
