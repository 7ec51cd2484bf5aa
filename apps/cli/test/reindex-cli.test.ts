import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeDocumentText } from '@docent/core';
import { insertDocumentRow, startTestApi, type TestApi } from '@docent/api/testing';
import { runDocent } from './support/run-docent';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const docent = (...args: string[]) => runDocent(t.database.url, ...args);

it('reindex rebuilds the chunks of ready documents from their stored pages, as an upgrade needs', async () => {
  const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, name: 'manual.pdf', status: 'ready' });
  const page =
    'The value of the HISTSIZE shell variable is used as the number of com-\nmands to save in a history list.';
  await t.db.transaction().execute((trx) =>
    writeDocumentText(trx, {
      documentId: doc.docid,
      accountId: t.alice.accountId,
      pages: [{ pageNo: 1, text: page, source: 'text' }],
    }),
  );
  // As an older release left it: the raw line-broken text in one chunk.
  await t.db.updateTable('chunks').set({ text: page }).where('document_id', '=', doc.docid).execute();

  const { stdout, stderr } = await docent('reindex');
  expect(stdout).toMatch(/^\d+ documents reindexed \(\d+ chunks\)\n$/);
  expect(stderr).toContain('reindexed');
  const chunks = await t.db.selectFrom('chunks').select('text').where('document_id', '=', doc.docid).execute();
  expect(chunks.map((c) => c.text)).toEqual([
    'The value of the HISTSIZE shell variable is used as the number of commands to save in a history list.',
  ]);
  // The page keeps the text as extracted.
  const stored = await t.db
    .selectFrom('pages')
    .select('text')
    .where('document_id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  expect(stored.text).toBe(page);
});

it('refuses --embeddings without an embeddings model, with one clear line', async () => {
  const failed = await docent('reindex', '--embeddings').then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toBe('docent: --embeddings needs DOCENT_EMBEDDINGS_MODEL (the workers embed with it)\n');
});
