import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from '@docent/contract';
import { revokeApiKey } from '@docent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
let revokedKey: string;
beforeAll(async () => {
  t = await startTestApi();
  const victim = await t.newUser();
  await revokeApiKey(t.db, victim.keyId);
  revokedKey = victim.key;
});
afterAll(() => t?.close());

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routes(r as AppRouter)));
}
const samples: Record<string, string> = {
  docid: 'd000000000000000',
  labelid: 'l000000000000000',
  options: 'sync',
  page: '1',
};
const everyRoute = routes(contract).map((r) => ({
  method: r.method,
  path: r.path.replace(/:(\w+)/g, (_, name: string) => samples[name]),
}));

describe('authentication on every endpoint', () => {
  it('covers all 20 SPEC.md operations (+ extensions)', () => {
    expect(everyRoute.length).toBeGreaterThanOrEqual(20);
  });

  const cases: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    ['another scheme', () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })],
    ['a bare key without Bearer', () => ({ authorization: t.alice.key })],
    ['an unknown key', () => ({ authorization: 'Bearer dk_k000000000000000_00000000000000000000000000000000' })],
    ['a malformed key', () => ({ authorization: 'Bearer hello' })],
    ['a revoked key', () => ({ authorization: `Bearer ${revokedKey}` })],
    [
      'a tampered key',
      () => ({ authorization: `Bearer ${t.alice.key.slice(0, -1)}${t.alice.key.endsWith('0') ? '1' : '0'}` }),
    ],
  ];
  for (const [what, headers] of cases) {
    it(`answers 401 with the Error body for ${what}, on every route`, async () => {
      for (const route of everyRoute) {
        const r = await rawCall(t.baseUrl, route.path, {
          method: route.method,
          headers: { ...headers(), 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        expect(r.status, `${route.method} ${route.path}`).toBe(401);
        expect(r.body, `${route.method} ${route.path}`).toEqual({
          error: { message: expect.stringMatching(/Unauthorized/) },
        });
      }
    });
  }

  it('accepts the valid key (and the scheme word case-sensitively as SPEC.md writes it)', async () => {
    expect((await t.alice.call('/models')).status).toBe(200);
  });

  it('a rejected request changes nothing', async () => {
    const before = await t.db
      .selectFrom('labels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await rawCall(t.baseUrl, '/label', {
      json: { name: 'x', color: '#fff' },
      headers: { authorization: `Bearer ${revokedKey}` },
    });
    const after = await t.db
      .selectFrom('labels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('stores only SHA-256 hashes of keys', async () => {
    const rows = await t.db.selectFrom('api_keys').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(t.alice.key);
    expect(rows.every((r) => r.key_hash.length === 32)).toBe(true);
  });
});
