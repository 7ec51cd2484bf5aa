import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, insertDocumentRow, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

describe('GET /doc', () => {
  it('lists the workspace documents oldest first, in {data: Doc[]}', async () => {
    const user = await t.newUser();
    const a = await insertDocumentRow(t.db, { accountId: user.accountId, name: 'a' });
    const b = await insertDocumentRow(t.db, { accountId: user.accountId, name: 'b', status: 'queued' });
    await insertDocumentRow(t.db, { accountId: user.accountId, name: 'other-ws', workspace: 7 });
    const r = await user.call('/doc');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    expect(r.body.data.map((d: any) => d.docid)).toEqual([a.docid, b.docid]);
    const [first, second] = r.body.data;
    expect(first).toMatchObject({
      docid: a.docid,
      workspace: 0,
      name: 'a',
      ready: true,
      status: 'ready',
      metadata: null,
    });
    expect(first.docid).toMatch(/^d[0-9a-z]{15}$/);
    expect(second).toMatchObject({ ready: false, status: 'queued' });
  });

  it('selects the workspace with da-workspace and pages with offset/limit', async () => {
    const user = await t.newUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await insertDocumentRow(t.db, { accountId: user.accountId, workspace: 32767, name: `n${i}` })).docid);
    expect((await user.call('/doc')).body.data).toEqual([]);
    const page = await user.call('/doc?offset=1&limit=2', { workspace: 32767 });
    expect(page.status).toBe(200);
    expect(page.body.data.map((d: any) => d.docid)).toEqual(ids.slice(1, 3));
    expect(page.body.data[0].workspace).toBe(32767);
    const all = await user.call('/doc?limit=2000', { workspace: '32767' });
    expect(all.body.data).toHaveLength(5);
  });

  it.each([
    ['limit=0', /limit/],
    ['limit=2001', /limit/],
    ['offset=-1', /offset/],
    ['limit=abc', /limit/],
    ['limit=1.5', /limit/],
  ])('rejects %s with 400 naming the field', async (query, pattern) => {
    expectError(await t.alice.call(`/doc?${query}`), 400, pattern);
  });

  it.each(['abc', '-1', '32768', '1.5', ''])('rejects da-workspace %j with 400', async (value) => {
    const r = await t.alice.call('/doc', { headers: { 'da-workspace': value } });
    expectError(r, 400, /da-workspace/);
  });
});

describe('GET/PUT/DELETE /doc/{docid}', () => {
  it('gets a document bare (no envelope)', async () => {
    const doc = await insertDocumentRow(t.db, {
      accountId: t.alice.accountId,
      name: 'report.pdf',
      metadata: { k: 'v' },
    });
    const r = await t.alice.call(`/doc/${doc.docid}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      docid: doc.docid,
      workspace: 0,
      name: 'report.pdf',
      metadata: { k: 'v' },
      ready: true,
    });
  });

  it('renames and sets metadata, then clears metadata with null', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const r = await t.alice.call(`/doc/${doc.docid}`, {
      method: 'PUT',
      json: { name: 'renamed', metadata: { project: 'apollo', year: '1969' } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ docid: doc.docid, name: 'renamed', metadata: { project: 'apollo', year: '1969' } });
    const again = await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { metadata: null } });
    expect(again.body).toMatchObject({ name: 'renamed', metadata: null });
    const onlyName = await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { metadata: { a: '1' } } });
    expect(onlyName.body).toMatchObject({ name: 'renamed', metadata: { a: '1' } });
  });

  const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
  it.each([
    ['21 keys', { metadata: tooMany }, /metadata/],
    ['a 41-character key', { metadata: { ['k'.repeat(41)]: 'v' } }, /metadata/],
    ['a key with a dash', { metadata: { 'a-b': 'v' } }, /metadata/],
    ['a 201-character value', { metadata: { k: 'v'.repeat(201) } }, /metadata/],
    ['a number value', { metadata: { k: 1 } }, /metadata/],
    ['an array as metadata', { metadata: ['x'] }, /metadata/],
    ['an empty name', { name: '' }, /name/],
    ['a number as name', { name: 5 }, /name/],
  ])('rejects %s with 400 and changes nothing', async (_what, body, pattern) => {
    const doc = await insertDocumentRow(t.db, {
      accountId: t.alice.accountId,
      name: 'keep',
      metadata: { keep: 'yes' },
    });
    expectError(await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: body }), 400, pattern);
    expect((await t.alice.call(`/doc/${doc.docid}`)).body).toMatchObject({ name: 'keep', metadata: { keep: 'yes' } });
  });

  it('accepts exactly 20 keys of 40 characters with 200-character values', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const metadata = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`${'k'.repeat(38)}${String(i).padStart(2, '0')}`, 'v'.repeat(200)]),
    );
    const r = await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { metadata } });
    expect(r.status).toBe(200);
    expect(r.body.metadata).toEqual(metadata);
  });

  it('rejects malformed JSON with 400', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'keep' });
    const r = await t.alice.call(`/doc/${doc.docid}`, {
      method: 'PUT',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(r, 400, /JSON/);
    expect((await t.alice.call(`/doc/${doc.docid}`)).body.name).toBe('keep');
  });

  it('says a body sent as a form (curl -d without a content-type) must be JSON, and changes nothing', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'keep' });
    const r = await t.alice.call(`/doc/${doc.docid}`, {
      method: 'PUT',
      body: 'name=renamed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(
      r,
      400,
      /^Invalid request: body: send it as JSON with content-type: application\/json \(this request's content-type is application\/x-www-form-urlencoded\)$/,
    );
    expect((await t.alice.call(`/doc/${doc.docid}`)).body.name).toBe('keep');
  });

  it('deletes and answers the deleted document; afterwards 404', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'gone' });
    const r = await t.alice.call(`/doc/${doc.docid}`, { method: 'DELETE' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ docid: doc.docid, name: 'gone' });
    expectError(await t.alice.call(`/doc/${doc.docid}`), 404, /not found/);
    expectError(await t.alice.call(`/doc/${doc.docid}`, { method: 'DELETE' }), 404);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectError(await t.alice.call('/doc/d000000000000000'), 404, /d000000000000000/);
    expectError(await t.alice.call('/doc/d000000000000000', { method: 'PUT', json: { name: 'x' } }), 404);
    expectError(await t.alice.call('/doc/not-a-docid'), 400, /docid/);
    expectError(await t.alice.call('/doc/D000000000000000'), 400, /docid/);
  });
});
