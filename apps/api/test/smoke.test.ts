import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

it('boots', async () => {
  const r = await t.alice.call('/doc');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ data: [] });
});
