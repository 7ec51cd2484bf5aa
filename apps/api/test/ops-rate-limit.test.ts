import { createAccountKey } from '@docent/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawCall, startTestApi, type TestApi } from '../src/testing';
import { startApiProcess, type ApiProcess } from './support/api-process';

let t: TestApi;
let second: ApiProcess | undefined;
let secondBaseUrl: string;

beforeAll(async () => {
  t = await startTestApi();
  second = await startApiProcess(t.database.url);
  secondBaseUrl = second.baseUrl;
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await t?.close();
});

const call = (baseUrl: string, key: string, p = '/models') =>
  rawCall(baseUrl, p, { headers: { authorization: `Bearer ${key}` } });

it('shares one window across two api processes: the N+1st call gets 429 with Retry-After and the Error body', async () => {
  const N = 6;
  const limited = await createAccountKey(t.db, { name: 'limited', rateLimit: N });
  // A long window, so the test never straddles a window boundary.
  await t.db.updateTable('api_keys').set({ rate_window_s: 3600 }).where('id', '=', limited.keyId).execute();

  const remaining: string[] = [];
  for (let i = 0; i < N; i++) {
    const r = await call(i % 2 === 0 ? t.baseUrl : secondBaseUrl, limited.key);
    expect(r.status, `call ${i + 1}`).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBe(String(N));
    remaining.push(r.headers.get('x-ratelimit-remaining')!);
  }
  expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);

  for (const baseUrl of [t.baseUrl, secondBaseUrl]) {
    const refused = await call(baseUrl, limited.key);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { message: expect.stringMatching(/Rate limit exceeded: .*6 requests per 3600 s/) },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(refused.headers.get('x-ratelimit-reset'));
    expect(Math.abs(reset - (Date.now() / 1000 + retryAfter))).toBeLessThan(3);
  }
  // Refused calls do nothing: a write past the limit is not performed.
  const write = await rawCall(t.baseUrl, '/label', {
    method: 'POST',
    json: { name: 'x', color: '#000000' },
    headers: { authorization: `Bearer ${limited.key}` },
  });
  expect(write.status).toBe(429);
  expect(await t.db.selectFrom('labels').select('lid').where('account_id', '=', limited.accountId).execute()).toEqual(
    [],
  );

  // Other keys, even of the same account, have their own window.
  const sibling = await createAccountKey(t.db, { name: 'sibling', accountId: limited.accountId });
  const fine = await call(secondBaseUrl, sibling.key);
  expect(fine.status).toBe(200);
  expect(fine.headers.get('x-ratelimit-limit')).toBe('600');
  expect(fine.headers.get('x-ratelimit-remaining')).toBe('599');
});

it('lets calls through again once the window has passed', async () => {
  const k = await createAccountKey(t.db, { name: 'short', rateLimit: 1 });
  await t.db.updateTable('api_keys').set({ rate_window_s: 2 }).where('id', '=', k.keyId).execute();
  expect((await call(t.baseUrl, k.key)).status).toBe(200);
  // The next call is refused, unless the first one happened to end a 2 s window; then the one after is.
  let refused = await call(secondBaseUrl, k.key);
  if (refused.status === 200) refused = await call(secondBaseUrl, k.key);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect([1, 2]).toContain(retryAfter);
  await new Promise((r) => setTimeout(r, 1000 * retryAfter + 50));
  const again = await call(t.baseUrl, k.key);
  expect(again.status).toBe(200);
  expect(again.headers.get('x-ratelimit-remaining')).toBe('0');
});

it('never limits keys with rate 0 and sends them no rate-limit headers', async () => {
  const free = await createAccountKey(t.db, { name: 'free', rateLimit: 0 });
  for (let i = 0; i < 15; i++) {
    const r = await call(i % 2 ? t.baseUrl : secondBaseUrl, free.key);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBeNull();
  }
});

it('does not count or limit unauthenticated calls by key (they have none); they still get 401', async () => {
  const r = await call(t.baseUrl, 'dk_k000000000000000_00000000000000000000000000000000');
  expect(r.status).toBe(401);
  expect(r.headers.get('x-ratelimit-limit')).toBeNull();
});
