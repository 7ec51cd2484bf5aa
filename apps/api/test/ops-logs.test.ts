import { Writable } from 'node:stream';
import { addByokProvider } from '@docent/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { insertDocumentRow, rawCall, startTestApi, type TestApi } from '../src/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from './support/openai-protocol-server';
import { seedDocument } from './support/seed-documents';

/** Captures exactly what the api writes as its log, through the same logger factory production uses. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const records = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const requestLines = () => records().filter((r) => r.msg === 'request' || r.msg === 'request failed');

const SECRET = 'ops-logs-secret-0123456789abcdef0123456789';
let t: TestApi;
let provider: OpenAIProtocolServer;
beforeAll(async () => {
  provider = await startOpenAIProtocolServer();
  t = await startTestApi({ secret: SECRET }, { logger: createLogger('debug', 'docent-api', sink) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

it('logs one JSON line per request with method, route pattern, status, duration, key id, workspace and request id', async () => {
  const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, workspace: 3 });
  const r = await t.alice.call(`/doc/${doc.docid}`, { workspace: 3, headers: { 'x-request-id': 'trace-abc.123' } });
  expect(r.status).toBe(200);
  expect(r.headers.get('x-request-id')).toBe('trace-abc.123');

  const matching = requestLines().filter((l) => l.requestId === 'trace-abc.123');
  expect(matching).toHaveLength(1);
  expect(matching[0]).toMatchObject({
    level: 30,
    method: 'GET',
    route: '/api/v1/doc/:docid',
    path: `/api/v1/doc/${doc.docid}`,
    status: 200,
    keyId: t.alice.keyId,
    workspace: 3,
  });
  expect(typeof matching[0].duration).toBe('number');
});

it('generates a request id when none (or a malformed one) is given, and echoes it', async () => {
  const plain = await t.alice.call('/label');
  const generated = plain.headers.get('x-request-id');
  expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  const hostile = await t.alice.call('/label', { headers: { 'x-request-id': '{"forged": true} injected' } });
  expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const ids = requestLines().map((l) => l.requestId);
  expect(ids).toContain(generated);
  expect(ids).toContain(hostile.headers.get('x-request-id'));
  expect(lines.join('\n')).not.toContain('injected');
});

it('never writes Authorization values, API keys, or link signatures to the log', async () => {
  const { key: otherKey, keyId: otherKeyId } = await t.newUser();
  const badKey = `${otherKey.slice(0, -6)}zzzzzz`;
  const secretSig = 'SIGsecret0123456789abcdefSIG';

  // A refused key, a malformed header, a good key, and a signed download URL with `sig` in the query.
  const refused = await rawCall(t.baseUrl, '/credits', { headers: { authorization: `Bearer ${badKey}` } });
  expect(refused.status).toBe(401);
  await rawCall(t.baseUrl, '/doc', {
    headers: { authorization: `Basic ${Buffer.from('u:hunter2pass').toString('base64')}` },
  });
  expect((await rawCall(t.baseUrl, '/models', { headers: { authorization: `Bearer ${otherKey}` } })).status).toBe(200);
  const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
  await rawCall(t.origin, `/api/v1/files/${doc.docid}?exp=9999999999&sig=${secretSig}`);
  const link = await t.alice.call(`/doc/${doc.docid}/link`);
  expect(link.status).toBe(200);
  const realLink: string = link.body.data.link;
  const realSig = new URL(realLink).searchParams.get('sig');
  expect(realSig).toBeTruthy();
  const downloaded = await fetch(realLink);
  expect(downloaded.headers.get('x-request-id')).toBeTruthy();
  const downloadLine = requestLines().find((l) => l.requestId === downloaded.headers.get('x-request-id'));
  // Logged under its route pattern, without the raw path or query that carry the token.
  expect(downloadLine).toMatchObject({ method: 'GET', status: downloaded.status });
  expect(downloadLine!.route).not.toBe('unmatched');
  expect(downloadLine).not.toHaveProperty('path');

  const refusedLine = requestLines().find((l) => l.status === 401 && l.route === '/api/v1/credits');
  expect(refusedLine).toMatchObject({ method: 'GET' });
  expect(refusedLine).not.toHaveProperty('keyId');
  expect(requestLines().some((l) => l.keyId === otherKeyId && l.route === '/api/v1/models')).toBe(true);

  const everything = lines.join('\n');
  const secrets = [
    otherKey,
    otherKey.split('_')[2],
    badKey,
    badKey.split('_')[2],
    t.alice.key,
    t.alice.key.split('_')[2],
    'hunter2pass',
    Buffer.from('u:hunter2pass').toString('base64'),
    secretSig,
  ];
  secrets.push(realSig!);
  for (const secret of secrets) expect(everything, `log leaks ${secret}`).not.toContain(secret);
  expect(everything.toLowerCase()).not.toContain('bearer');
});

it('never writes a BYOK provider key to the log, also when the provider echoes it in an error', async () => {
  const byokKey = 'sk-byok-LEAKCHECK-0123456789abcdefghij';
  const user = await t.newUser({ bundle: 10 });
  await addByokProvider(t.db, {
    secret: SECRET,
    accountId: user.accountId,
    provider: 'openai',
    baseUrl: provider.baseUrl,
    apiKey: byokKey,
    models: ['own-model'],
  });
  const docid = await seedDocument(t.db, {
    accountId: user.accountId,
    name: 'byok.txt',
    pages: ['Owls hunt at night.'],
  });

  const ok = await user.call(`/doc/${docid}/chat`, {
    method: 'POST',
    json: { prompt: 'When do owls hunt?', byok: true, model: 'own-model' },
  });
  expect(ok.status).toBe(200);
  expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${byokKey}`);
  // Providers quote the key they refused (OpenAI: "Incorrect API key provided: sk-...").
  provider.queue.push({
    status: 401,
    json: { error: { message: `Incorrect API key provided: ${byokKey}`, type: 'invalid_request_error' } },
  });
  const refused = await user.call(`/doc/${docid}/chat`, {
    method: 'POST',
    json: { prompt: 'Again?', byok: true, model: 'own-model' },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);

  const everything = lines.join('\n');
  expect(requestLines().some((l) => l.route === '/api/v1/doc/:docid/chat' && l.status === refused.status)).toBe(true);
  expect(everything).not.toContain(byokKey);
  expect(everything).not.toContain('LEAKCHECK');
});
