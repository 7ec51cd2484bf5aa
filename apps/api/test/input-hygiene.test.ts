import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, insertDocumentRow, startTestApi, type TestApi } from '../src/testing';
import { seedDocument } from './support/seed-documents';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const NUL = 'nul \u0000 inside';

describe('text Postgres cannot store is refused with 400 naming the field, and changes nothing', () => {
  it('U+0000 in a document name, a metadata value, a label name, a chat prompt or a URL name', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'kept.txt' });
    expectError(
      await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { name: NUL } }),
      400,
      /^Invalid request: name: contains the character U\+0000/,
    );
    expectError(
      await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { metadata: { k1: NUL } } }),
      400,
      /^Invalid request: metadata\.k1: contains the character U\+0000/,
    );
    expect((await t.alice.call(`/doc/${doc.docid}`)).body).toMatchObject({ name: 'kept.txt', metadata: null });

    expectError(
      await t.alice.call('/label', { method: 'POST', json: { name: NUL, color: '#112233' } }),
      400,
      /^Invalid request: name: /,
    );
    expect((await t.alice.call('/label')).body.data).toHaveLength(0);

    const ready = await seedDocument(t.db, {
      accountId: t.alice.accountId,
      name: 'a.txt',
      pages: ['Some text about apples.'],
    });
    expectError(
      await t.alice.call(`/doc/${ready}/chat`, { method: 'POST', json: { prompt: NUL } }),
      400,
      /^Invalid request: prompt: /,
    );
    expectError(
      await t.alice.call('/doc', { method: 'POST', json: { url: 'https://example.com/a.pdf', name: NUL } }),
      400,
      /^Invalid request: name: /,
    );
    // In a key too (metadata keys are letters and digits anyway, but the rule holds for any JSON key).
    expectError(
      await t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', json: { metadata: { 'k\u0000': 'v' } } }),
      400,
      /has a key that contains the character U\+0000/,
    );
  });

  it('an unpaired surrogate (not Unicode text) is refused the same way; a real emoji is kept', async () => {
    const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'kept.txt' });
    const raw = (body: string) =>
      t.alice.call(`/doc/${doc.docid}`, { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    expectError(
      await raw('{"name":"half \\ud83d pair"}'),
      400,
      /^Invalid request: name: contains an unpaired UTF-16 surrogate/,
    );
    const ok = await raw('{"name":"party \\ud83c\\udf89"}');
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('party 🎉');
  });
});

describe('URLs with credentials', () => {
  it('are refused with 400 and never stored (not as the name either)', async () => {
    const r = await t.alice.call('/doc', { method: 'POST', json: { url: 'http://user:s3cret@example.com/f.pdf' } });
    expectError(r, 400, /^url: must not contain a user name or password/);
    expect(r.body.error.message).not.toContain('s3cret');
    const names = await t.db
      .selectFrom('documents')
      .select('name')
      .where('account_id', '=', t.alice.accountId)
      .execute();
    expect(names.map((n) => n.name).join(' ')).not.toContain('s3cret');
  });
});
