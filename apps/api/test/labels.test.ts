import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, insertDocumentRow, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

async function labelCount(accountId: string) {
  const r = await t.db
    .selectFrom('labels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('labels', () => {
  it('creates a label with docids and answers {data: [Label]}', async () => {
    const d1 = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const d2 = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const r = await t.alice.call('/label', {
      json: { name: 'Contracts', color: '#3a7bd5', metadata: { team: 'legal' }, docids: [d1.docid, d2.docid] },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    expect(r.body.data).toHaveLength(1);
    const label = r.body.data[0];
    expect(label).toMatchObject({
      workspace: 0,
      name: 'Contracts',
      color: '#3a7bd5',
      metadata: { team: 'legal' },
      docids: [d1.docid, d2.docid],
    });
    expect(label.lid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(label.labelid).toMatch(/^l[0-9a-z]{14,19}$/);
    expect(label.labelid.length).toBeGreaterThanOrEqual(15);
    expect(label.labelid.length).toBeLessThanOrEqual(20);
  });

  it('gets, updates and deletes by labelid and by legacy lid', async () => {
    const created = (await t.alice.call('/label', { json: { name: 'L', color: 'fff' } })).body.data[0];
    const byLabelid = await t.alice.call(`/label/${created.labelid}`);
    const byLid = await t.alice.call(`/label/${created.lid}`);
    expect(byLabelid.status).toBe(200);
    expect(byLabelid.body).toEqual(created);
    expect(byLid.body).toEqual(created);
    const upper = await t.alice.call(`/label/${created.lid.toUpperCase()}`);
    expect(upper.body).toEqual(created);

    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const updated = await t.alice.call(`/label/${created.lid}`, {
      method: 'PUT',
      json: { name: 'Renamed', color: '#00ff00', metadata: { a: 'b' }, docids: { tag: [doc.docid] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      lid: created.lid,
      labelid: created.labelid,
      name: 'Renamed',
      color: '#00ff00',
      metadata: { a: 'b' },
      docids: [doc.docid],
    });
    const untagged = await t.alice.call(`/label/${created.labelid}`, {
      method: 'PUT',
      json: { docids: { untag: [doc.docid] } },
    });
    expect(untagged.body).toMatchObject({ name: 'Renamed', docids: [] });
    // the document itself is untouched by untagging
    expect((await t.alice.call(`/doc/${doc.docid}`)).status).toBe(200);

    const deleted = await t.alice.call(`/label/${created.labelid}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ lid: created.lid, name: 'Renamed' });
    expectError(await t.alice.call(`/label/${created.labelid}`), 404, /not found/);
    expectError(await t.alice.call(`/label/${created.lid}`), 404);
  });

  it('tagging twice keeps one link; deleting a document removes it from labels', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
    const label = (await t.alice.call('/label', { json: { name: 'T', color: '#abc', docids: [doc.docid, doc.docid] } }))
      .body.data[0];
    expect(label.docids).toEqual([doc.docid]);
    const again = await t.alice.call(`/label/${label.labelid}`, {
      method: 'PUT',
      json: { docids: { tag: [doc.docid] } },
    });
    expect(again.body.docids).toEqual([doc.docid]);
    await t.alice.call(`/doc/${doc.docid}`, { method: 'DELETE' });
    expect((await t.alice.call(`/label/${label.labelid}`)).body.docids).toEqual([]);
  });

  it.each([
    ['a missing name', { color: '#fff' }, /name/],
    ['a missing color', { name: 'x' }, /color/],
    ['a non-hex color', { name: 'x', color: 'red' }, /color/],
    ['a 5-digit color', { name: 'x', color: '#12345' }, /color/],
    ['bad metadata', { name: 'x', color: '#fff', metadata: { 'a-b': '1' } }, /metadata/],
    ['a malformed docid', { name: 'x', color: '#fff', docids: ['nope'] }, /docid/],
    ['an unknown docid', { name: 'x', color: '#fff', docids: ['d000000000000000'] }, /d000000000000000/],
  ])('rejects a create with %s (400) and creates nothing', async (_what, body, pattern) => {
    const before = await labelCount(t.alice.accountId);
    expectError(await t.alice.call('/label', { json: body }), 400, pattern);
    expect(await labelCount(t.alice.accountId)).toBe(before);
  });

  it('a label can only hold documents of its own account', async () => {
    const bob = await t.newUser();
    const bobDoc = await insertDocumentRow(t.db, { accountId: bob.accountId });
    const label = (await t.alice.call('/label', { json: { name: 'mine', color: '#fff' } })).body.data[0];
    expectError(
      await t.alice.call('/label', { json: { name: 'x', color: '#fff', docids: [bobDoc.docid] } }),
      400,
      new RegExp(bobDoc.docid),
    );
    const put = await t.alice.call(`/label/${label.labelid}`, {
      method: 'PUT',
      json: { name: 'changed', docids: { tag: [bobDoc.docid] } },
    });
    expectError(put, 400, new RegExp(bobDoc.docid));
    // the whole update was rejected: the name did not change either
    expect((await t.alice.call(`/label/${label.labelid}`)).body).toMatchObject({ name: 'mine', docids: [] });
  });

  it('rejects invalid updates with 400 and changes nothing', async () => {
    const label = (await t.alice.call('/label', { json: { name: 'stay', color: '#fff' } })).body.data[0];
    expectError(
      await t.alice.call(`/label/${label.labelid}`, { method: 'PUT', json: { color: 'blue' } }),
      400,
      /color/,
    );
    expectError(
      await t.alice.call(`/label/${label.labelid}`, { method: 'PUT', json: { docids: { tag: ['x'] } } }),
      400,
      /docid/,
    );
    expectError(
      await t.alice.call(`/label/${label.labelid}`, {
        method: 'PUT',
        json: { name: 'ok', metadata: { k: 'v'.repeat(201) } },
      }),
      400,
      /metadata/,
    );
    expect((await t.alice.call(`/label/${label.labelid}`)).body).toEqual(label);
  });

  it('lists labels of the workspace, oldest first, paged', async () => {
    const user = await t.newUser();
    const made = [];
    for (const name of ['one', 'two', 'three'])
      made.push((await user.call('/label', { json: { name, color: '#000' }, workspace: 3 })).body.data[0]);
    expect(made[0].workspace).toBe(3);
    expect((await user.call('/label')).body).toEqual({ data: [] });
    const all = await user.call('/label', { workspace: 3 });
    expect(all.body.data.map((l: any) => l.name)).toEqual(['one', 'two', 'three']);
    const page = await user.call('/label?offset=1&limit=1', { workspace: 3 });
    expect(page.body.data.map((l: any) => l.name)).toEqual(['two']);
    expectError(await user.call('/label?limit=0'), 400, /limit/);
    expectError(await user.call('/label?offset=-1'), 400, /offset/);
    expectError(await user.call('/label', { headers: { 'da-workspace': '32768' } }), 400, /da-workspace/);
  });

  it('answers 404 for unknown label ids and 400 for malformed ones', async () => {
    expectError(await t.alice.call('/label/l000000000000000'), 404);
    expectError(await t.alice.call('/label/00000000-0000-0000-0000-000000000000'), 404);
    expectError(await t.alice.call('/label/nope'), 400, /labelid/);
    expectError(await t.alice.call('/label/l000000000000000', { method: 'PUT', json: { name: 'x' } }), 404);
    expectError(await t.alice.call('/label/l000000000000000', { method: 'DELETE' }), 404);
  });
});
