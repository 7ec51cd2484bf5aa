import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertDocumentRow, startTestApi, type TestApi, type TestUser } from '../src/testing';

let t: TestApi;
let bob: TestUser;
let aliceDoc: string;
let aliceLabel: { lid: string; labelid: string };
beforeAll(async () => {
  t = await startTestApi();
  bob = await t.newUser();
  aliceDoc = (await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'secret plans' })).docid;
  aliceLabel = (await t.alice.call('/label', { json: { name: 'secret', color: '#f00', docids: [aliceDoc] } })).body
    .data[0];
});
afterAll(() => t?.close());

it('another account gets 404 on every id route, exactly as for a missing id', async () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', `/doc/${aliceDoc}`],
    ['PUT', `/doc/${aliceDoc}`, { name: 'pwned' }],
    ['DELETE', `/doc/${aliceDoc}`],
    ['GET', `/label/${aliceLabel.labelid}`],
    ['GET', `/label/${aliceLabel.lid}`],
    ['PUT', `/label/${aliceLabel.labelid}`, { name: 'pwned' }],
    ['PUT', `/label/${aliceLabel.lid}`, { docids: { untag: [aliceDoc] } }],
    ['DELETE', `/label/${aliceLabel.lid}`],
  ];
  for (const [method, path, json] of routes) {
    const r = await bob.call(path, { method, json });
    expect(r.status, `${method} ${path}`).toBe(404);
    expect(r.body.error.message).toMatch(/not found/);
  }
  // nothing of alice's changed
  expect((await t.alice.call(`/doc/${aliceDoc}`)).body.name).toBe('secret plans');
  expect((await t.alice.call(`/label/${aliceLabel.labelid}`)).body).toMatchObject({
    name: 'secret',
    docids: [aliceDoc],
  });
});

it('lists never show another account’s documents or labels, in any workspace', async () => {
  expect((await bob.call('/doc')).body).toEqual({ data: [] });
  expect((await bob.call('/label')).body).toEqual({ data: [] });
  expect((await t.alice.call('/doc')).body.data).toHaveLength(1);
});

it('a second key of the same account shares its documents', async () => {
  const second = await t.newUser({ accountId: t.alice.accountId });
  expect((await second.call(`/doc/${aliceDoc}`)).status).toBe(200);
  expect((await second.call('/label')).body.data).toHaveLength(1);
});

it('cannot tag another account’s document into its own label', async () => {
  const own = (await bob.call('/label', { json: { name: 'bob', color: '#fff' } })).body.data[0];
  const r = await bob.call(`/label/${own.labelid}`, { method: 'PUT', json: { docids: { tag: [aliceDoc] } } });
  expect(r.status).toBe(400);
  expect((await bob.call(`/label/${own.labelid}`)).body.docids).toEqual([]);
});
