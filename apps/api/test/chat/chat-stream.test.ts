import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { DocentError, streamChat, type ChatStreamEvent } from '@docent/client';
import { expectError, startTestApi, type TestApi, type TestUser } from '../../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { seedDocument } from '../support/seed-documents';

// Streamed answers read by real clients: fetch + eventsource-parser on the raw wire, and the client package's helper.
const HANDBOOK = [
  'Welcome to the Acme handbook. It explains how we work together.',
  'Vacation policy. Every employee receives 27 days of paid vacation per year. Unused vacation days expire in March.',
  'Security. Badges must be worn visibly inside the building.',
];

let t: TestApi;
let provider: OpenAIProtocolServer;
let alice: TestUser;
let handbook: string;

beforeAll(async () => {
  provider = await startOpenAIProtocolServer({
    reply: () => 'Employees receive 27 days of paid vacation per year [p. 2].',
    usage: { prompt_tokens: 1200, completion_tokens: 40 },
  });
  t = await startTestApi({ openai: { apiKey: 'sk-test', baseUrl: provider.baseUrl } });
  alice = await t.newUser({ bundle: 100 });
  handbook = await seedDocument(t.db, { accountId: alice.accountId, name: 'handbook.txt', pages: HANDBOOK });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const ledger = (accountId: string) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['delta_bundle', 'request_id', 'detail'])
    .where('account_id', '=', accountId)
    .where('reason', '=', 'chat')
    .execute();
const messagesOf = (tid: string) =>
  t.db.selectFrom('messages').select(['promptid', 'answer']).where('tid', '=', tid).execute();
/** Credits reserved by chats in progress (a streamed chat holds its most before the provider is called). */
const holdsOf = async (accountId: string) =>
  (await t.db.selectFrom('credit_holds').select('request_id').where('account_id', '=', accountId).execute()).length;

/** One request read off the wire: status, headers, and the events in order (fetch + eventsource-parser). */
async function rawStream(user: TestUser, path: string, init: { json: unknown; headers?: Record<string, string> }) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.key}`, 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(init.json),
  });
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e) });
  const text = await res.text();
  parser.feed(text);
  return { status: res.status, headers: res.headers, text, events };
}

const collect = async (iterator: AsyncIterable<ChatStreamEvent>) => {
  const out: ChatStreamEvent[] = [];
  for await (const e of iterator) out.push(e);
  return out;
};

describe('streamed chat (SSE)', { timeout: 60_000 }, () => {
  it('stream: true answers text/event-stream: deltas as the provider writes, then done with the result', async () => {
    const before = await ledger(alice.accountId);
    const r = await rawStream(alice, `/doc/${handbook}/chat`, {
      json: { prompt: 'How many vacation days?', stream: true },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(r.headers.get('cache-control')).toContain('no-cache');
    const deltas = r.events.filter((e) => e.event === 'delta').map((e) => JSON.parse(e.data).text);
    expect(deltas.length).toBeGreaterThan(5); // word by word, as the provider sent them
    expect(r.events.map((e) => e.event)).toEqual([...deltas.map(() => 'delta'), 'done']);
    const done = JSON.parse(r.events.at(-1)!.data);
    expect(done).toEqual({
      promptid: expect.stringMatching(/^p[0-9a-z]{15}$/),
      tid: expect.stringMatching(/^t[0-9a-z]{15}$/),
      answer: deltas.join(''),
      citations: [], // the extension field: this stand-in cites no PAGE!n token
    });
    expect(done.answer).toBe('Employees receive 27 days of paid vacation per year [p. 2].');
    // The provider was asked for a stream with usage, and the usage it reported is what is charged, once.
    expect(provider.requests.at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(await messagesOf(done.tid)).toEqual([{ promptid: done.promptid, answer: done.answer }]);
    const charged = (await ledger(alice.accountId)).filter((e) => !before.some((b) => b.request_id === e.request_id));
    expect(charged).toHaveLength(1);
    expect(charged[0].request_id).toBe(done.promptid);
    // Settled to the usage the provider reported in its last chunk, and the hold is gone.
    expect(charged[0].detail).toMatchObject({ inputTokens: 1200, outputTokens: 40 });
    expect(await holdsOf(alice.accountId)).toBe(0);
  });

  it('Accept: text/event-stream asks for the same; docent-local streams its answer sentence by sentence', async () => {
    const r = await rawStream(alice, `/doc/${handbook}/chat`, {
      json: { prompt: 'vacation days expire', model: 'docent-local' },
      headers: { accept: 'text/event-stream' },
    });
    expect(r.status).toBe(200);
    const deltas = r.events.filter((e) => e.event === 'delta').map((e) => JSON.parse(e.data).text as string);
    const done = JSON.parse(r.events.at(-1)!.data);
    expect(r.events.at(-1)!.event).toBe('done');
    expect(deltas.join('')).toBe(done.answer);
    expect(deltas.length).toBe(done.answer.split('\n').length);
    expect(done.answer).toContain('Unused vacation days expire in March.');
    // Without either, the same chat is plain JSON.
    const plain = await alice.call(`/doc/${handbook}/chat`, {
      method: 'POST',
      json: { prompt: 'vacation days expire', model: 'docent-local' },
    });
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect(plain.body.answer).toBe(done.answer);
  });

  it('the client helper yields the deltas as they arrive, before the provider has finished', async () => {
    let open!: () => void;
    provider.midStream = new Promise<void>((resolve) => (open = resolve));
    const iterator = streamChat({
      baseUrl: t.baseUrl,
      apiKey: alice.key,
      target: { docid: handbook },
      body: { prompt: 'Vacation?' },
    })[Symbol.asyncIterator]();
    const first = await iterator.next(); // the provider is still holding the rest of its answer
    expect(first.value).toEqual({ type: 'delta', text: 'Employees ' });
    expect(provider.inFlight).toBe(1);
    provider.midStream = undefined;
    open();
    const rest: ChatStreamEvent[] = [];
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) rest.push(r.value);
    const done = rest.at(-1)!;
    expect(done.type).toBe('done');
    if (done.type === 'done')
      expect(done.result.answer).toBe(
        ['Employees ', ...rest.slice(0, -1).map((e) => (e as { text: string }).text)].join(''),
      );
  });

  it('validation, 404, 409, 402 and 423 are plain JSON errors before any event', async () => {
    const stream = { stream: true };
    expectError(
      await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { ...stream, prompt: '' } }),
      400,
      /prompt/,
    );
    expectError(
      await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { ...stream, prompt: 'x', stream: 'yes' } }),
      400,
      /stream/,
    );
    expectError(
      await alice.call('/doc/d000000000000000/chat', { method: 'POST', json: { ...stream, prompt: 'x' } }),
      404,
    );
    const queued = await seedDocument(t.db, {
      accountId: alice.accountId,
      name: 'q.txt',
      pages: ['x'],
      status: 'queued',
    });
    expectError(
      await alice.call(`/doc/${queued}/chat`, { method: 'POST', json: { ...stream, prompt: 'x' } }),
      409,
      /not ready/,
    );
    const poor = await t.newUser({ bundle: 0 });
    const theirs = await seedDocument(t.db, { accountId: poor.accountId, name: 'p.txt', pages: HANDBOOK });
    const calls = provider.requests.length;
    expectError(
      await poor.call(`/doc/${theirs}/chat`, { method: 'POST', json: { ...stream, prompt: 'Vacation?' } }),
      402,
      /Not enough credits/,
    );
    expect(provider.requests.length).toBe(calls);
    // The client helper throws the same as DocentError.
    await expect(
      collect(
        streamChat({ baseUrl: t.baseUrl, apiKey: poor.key, target: { docid: theirs }, body: { prompt: 'Vacation?' } }),
      ),
    ).rejects.toMatchObject({
      status: 402,
      message: expect.stringMatching(/Not enough credits/),
    });
  });

  it('holds the thread while streaming: another chat on the tid gets 423 (JSON), free again after done', async () => {
    const first = await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Start a thread' } });
    const tid = first.body.tid;
    let open!: () => void;
    provider.midStream = new Promise<void>((resolve) => (open = resolve));
    const events: ChatStreamEvent[] = [];
    const iterator = streamChat({
      baseUrl: t.baseUrl,
      apiKey: alice.key,
      target: { docid: handbook },
      body: { prompt: 'Vacation?', tid },
    });
    const reading = (async () => {
      for await (const e of iterator) events.push(e);
    })();
    await expect.poll(() => events.length).toBeGreaterThan(0); // mid-stream
    expect(await holdsOf(alice.accountId)).toBe(1); // reserved before the provider was called, until the end
    const busy = await alice.call(`/doc/${handbook}/chat`, {
      method: 'POST',
      json: { prompt: 'Me too', tid, stream: true },
    });
    expectError(busy, 423, /already in progress/);
    expect(busy.headers.get('content-type')).toContain('application/json');
    provider.midStream = undefined;
    open();
    await reading;
    expect(events.at(-1)!.type).toBe('done');
    expect(await holdsOf(alice.accountId)).toBe(0);
    const after = await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Again', tid } });
    expect(after.status).toBe(200);
    expect(await messagesOf(tid)).toHaveLength(3);
  });

  it('a client disconnecting mid-stream: provider call stopped, lease released, nothing stored/charged', async () => {
    const first = await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Start' } });
    const tid = first.body.tid;
    const ledgerBefore = await ledger(alice.accountId);
    const abandonedBefore = provider.abandonedStreams;
    let open!: () => void;
    provider.midStream = new Promise<void>((resolve) => (open = resolve));
    const controller = new AbortController();
    const iterator = streamChat({
      baseUrl: t.baseUrl,
      apiKey: alice.key,
      target: { docid: handbook },
      body: { prompt: 'Vacation?', tid },
      signal: controller.signal,
    })[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toMatchObject({ type: 'delta' });
    controller.abort();
    await expect(iterator.next()).rejects.toThrow();
    // The server noticed and hung up on the provider (its stream was abandoned before the end).
    await expect.poll(() => provider.abandonedStreams).toBe(abandonedBefore + 1);
    provider.midStream = undefined;
    open();
    // The lease is free at once: the next chat on the tid runs (no 423).
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('threads').select('lease_until').where('tid', '=', tid).executeTakeFirstOrThrow())
            .lease_until,
      )
      .toBeNull();
    const next = await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Next', tid } });
    expect(next.status).toBe(200);
    expect((await messagesOf(tid)).map((m) => m.promptid)).toEqual([first.body.promptid, next.body.promptid]);
    const charged = (await ledger(alice.accountId)).filter(
      (e) => !ledgerBefore.some((b) => b.request_id === e.request_id),
    );
    expect(charged.map((e) => e.request_id)).toEqual([next.body.promptid]);
    expect(await holdsOf(alice.accountId)).toBe(0); // the abandoned chat's hold was released
  });

  it('a failure after the first event is an error event (Error body); nothing is stored or charged', async () => {
    const doc = await seedDocument(t.db, { accountId: alice.accountId, name: 'gone.txt', pages: HANDBOOK });
    const ledgerBefore = await ledger(alice.accountId);
    let open!: () => void;
    provider.midStream = new Promise<void>((resolve) => (open = resolve));
    const events: ChatStreamEvent[] = [];
    const reading = (async () => {
      for await (const e of streamChat({
        baseUrl: t.baseUrl,
        apiKey: alice.key,
        target: { docid: doc },
        body: { prompt: 'Vacation?' },
      }))
        events.push(e);
    })();
    await expect.poll(() => events.length).toBeGreaterThan(0);
    // The document goes away while the model is answering.
    expect((await alice.call(`/doc/${doc}`, { method: 'DELETE' })).status).toBe(200);
    provider.midStream = undefined;
    open();
    const failure = await reading.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(DocentError);
    // A scope deleted mid-answer is a 404 (the thread went with it), as in a plain chat.
    expect((failure as DocentError).status).toBe(404);
    expect((failure as DocentError).message).toMatch(
      /was deleted while the chat was running; nothing was stored or charged/,
    );
    expect(events.every((e) => e.type === 'delta')).toBe(true);
    const charged = (await ledger(alice.accountId)).filter(
      (e) => !ledgerBefore.some((b) => b.request_id === e.request_id),
    );
    expect(charged).toEqual([]);
    expect(await holdsOf(alice.accountId)).toBe(0);
  });

  it('a provider that fails mid-answer: error event with the Error body and status 502 on the wire', async () => {
    const ledgerBefore = await ledger(alice.accountId);
    let open!: () => void;
    provider.midStream = new Promise<void>((resolve) => (open = resolve));
    provider.breakMidStream = true;
    try {
      const res = await fetch(`${t.baseUrl}/doc/${handbook}/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'Vacation?', stream: true }),
      });
      expect(res.status).toBe(200);
      const events: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (e) => events.push(e) });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        parser.feed(r.value);
        if (events.length === 1) open(); // the first piece is out: now the provider breaks
      }
      expect(events.map((e) => e.event)).toEqual(['delta', 'error']);
      expect(JSON.parse(events[1].data)).toEqual({
        error: { message: expect.stringMatching(/model provider/) },
        status: 502,
      });
    } finally {
      provider.breakMidStream = false;
      provider.midStream = undefined;
    }
    expect((await ledger(alice.accountId)).length).toBe(ledgerBefore.length);
    expect(await holdsOf(alice.accountId)).toBe(0);
  });

  it("negative usage in the stream's last chunk: error event with status 502, nothing stored or charged", async () => {
    const ledgerBefore = await ledger(alice.accountId);
    const usage = provider.usage;
    provider.usage = { prompt_tokens: -5000, completion_tokens: 10 };
    try {
      const r = await rawStream(alice, `/doc/${handbook}/chat`, { json: { prompt: 'Vacation?', stream: true } });
      expect(r.status).toBe(200);
      const last = r.events.at(-1)!;
      expect(last.event).toBe('error');
      expect(JSON.parse(last.data)).toEqual({
        error: { message: expect.stringMatching(/invalid token usage/) },
        status: 502,
      });
      expect(r.events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    } finally {
      provider.usage = usage;
    }
    expect((await ledger(alice.accountId)).length).toBe(ledgerBefore.length);
    expect(await holdsOf(alice.accountId)).toBe(0);
  });

  it('with an Idempotency-Key, a repeat replays the stored answer as a stream and asks nothing again', async () => {
    const headers = { 'idempotency-key': 'stream-1' };
    const first = await rawStream(alice, `/doc/${handbook}/chat`, {
      json: { prompt: 'Vacation?', stream: true },
      headers,
    });
    const calls = provider.requests.length;
    const again = await rawStream(alice, `/doc/${handbook}/chat`, {
      json: { prompt: 'Vacation?', stream: true },
      headers,
    });
    expect(provider.requests.length).toBe(calls);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(JSON.parse(again.events[1].data)).toEqual(JSON.parse(first.events.at(-1)!.data));
    expect(JSON.parse(again.events[0].data).text).toBe(JSON.parse(first.events.at(-1)!.data).answer);
    // The same key and body without streaming is a different request.
    expectError(
      await alice.call(`/doc/${handbook}/chat`, { method: 'POST', json: { prompt: 'Vacation?' }, headers }),
      422,
    );
  });
});
