import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawCall, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

it('/healthz and /readyz answer without auth', async () => {
  expect(await rawCall(t.origin, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await rawCall(t.origin, '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
});

it('serves the committed OpenAPI document at /api/v1/openapi.json', async () => {
  const committed = JSON.parse(
    readFileSync(new URL('../../../packages/contract/openapi.json', import.meta.url), 'utf8'),
  );
  const r = await rawCall(t.baseUrl, '/openapi.json');
  expect(r.status).toBe(200);
  expect(r.body).toEqual(committed);
});

it('unknown endpoints answer 404 with the Error body', async () => {
  const r = await t.alice.call('/nope');
  expect(r.status).toBe(404);
  expect(r.body).toEqual({ error: { message: expect.any(String) } });
  expect((await rawCall(t.origin, '/elsewhere')).body).toEqual({ error: { message: 'Not found' } });
});
