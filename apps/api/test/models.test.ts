import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

it('GET /models lists the registry in {data: Model[]}, docent-local the default without a provider key', async () => {
  const r = await t.alice.call('/models');
  expect(r.status).toBe(200);
  expect(Object.keys(r.body)).toEqual(['data']);
  const ids = r.body.data.map((m: any) => m.id);
  expect(ids).toContain('gpt-4.1-mini');
  expect(ids).toContain('docent-local');
  for (const m of r.body.data) {
    expect(typeof m.id).toBe('string');
    expect(typeof m.label).toBe('string');
    expect(m.budget.max).toBeGreaterThanOrEqual(m.budget.default);
    expect(m.ocap.max).toBeGreaterThanOrEqual(m.ocap.default);
  }
  expect(r.body.data.filter((m: any) => m.default).map((m: any) => m.id)).toEqual(['docent-local']);
  expect(r.body.data.find((m: any) => m.id === 'o4-mini').thinking).toEqual(['low', 'medium', 'high']);
});

it('with a provider key configured, gpt-4.1-mini is the default', async () => {
  const withKey = await startTestApi({ openai: { apiKey: 'sk-test' } });
  try {
    const r = await withKey.alice.call('/models');
    expect(r.body.data.filter((m: any) => m.default).map((m: any) => m.id)).toEqual(['gpt-4.1-mini']);
  } finally {
    await withKey.close();
  }
});

it('GET /models/byok lists the account’s own-key models (none yet), never keys', async () => {
  const r = await t.alice.call('/models/byok');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ data: [] });
  await t.db
    .insertInto('byok_providers')
    .values({
      id: 'b1',
      account_id: t.alice.accountId,
      provider: 'openai',
      base_url: 'http://127.0.0.1:1',
      api_key_enc: 'v1:secret-ciphertext',
      models: ['llama3', 'gpt-4.1'],
    })
    .execute();
  const after = await t.alice.call('/models/byok');
  expect(after.body.data.map((m: any) => [m.id, m.byok])).toEqual([
    ['llama3', true],
    ['gpt-4.1', true],
  ]);
  expect(JSON.stringify(after.body)).not.toContain('secret-ciphertext');
  const bob = await t.newUser();
  expect((await bob.call('/models/byok')).body).toEqual({ data: [] });
});

it('other options list the regular models', async () => {
  const r = await t.alice.call('/models/something');
  expect(r.status).toBe(200);
  expect(r.body.data.map((m: any) => m.id)).toContain('docent-local');
});
