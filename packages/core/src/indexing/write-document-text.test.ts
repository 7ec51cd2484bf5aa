import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { createAccountKey } from '../accounts/accounts';
import { createStoredDocument } from '../documents/create-stored-document';
import { indexPages, writeDocumentText, type PageText } from './write-document-text';

let t: TestDatabase;
let docid: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createAccountKey(t.db, { name: 'x' });
  accountId = created.accountId;
  const doc = await createStoredDocument(t.db, {
    accountId,
    keyId: created.keyId,
    workspace: 0,
    name: 'a.txt',
    bytes: Buffer.from('x'),
  });
  docid = doc.docid;
});
afterAll(() => t?.drop());

const long = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ');

const rows = async () =>
  t.db
    .selectFrom('chunks')
    .select(['page_no', 'ord', 'text', 'tokens', 'account_id'])
    .where('document_id', '=', docid)
    .orderBy('ord')
    .execute();

it('writes pages and page-aware chunks that the english full-text index finds', async () => {
  const pages: PageText[] = [
    { pageNo: 2, text: `Zebras graze quietly. ${long('beta', 600)}`, source: 'text' },
    { pageNo: 1, text: `Aardvarks are running.\u0000 ${long('alpha', 50)}`, source: 'text' },
    { pageNo: 3, text: '', source: 'image' },
    { pageNo: 4, text: 'scanned words', source: 'ocr', ocrConfidence: 41.5, lowConfidence: true },
  ];
  const result = await t.db
    .transaction()
    .execute((trx) => writeDocumentText(trx, { documentId: docid, accountId, pages }));
  const chunks = await rows();
  expect(result.chunks).toBe(chunks.length);
  expect(result.tokens).toBe(chunks.reduce((n, c) => n + c.tokens, 0));
  const totals = await t.db
    .selectFrom('documents')
    .select(['chunk_count', 'text_tokens'])
    .where('id', '=', docid)
    .executeTakeFirstOrThrow();
  expect(totals).toEqual({ chunk_count: chunks.length, text_tokens: result.tokens });
  expect(chunks.map((c) => c.ord)).toEqual(chunks.map((_, i) => i));
  // Page order, never spanning: page 1's chunk holds no page 2 word.
  expect(chunks[0].page_no).toBe(1);
  expect(chunks[0].text).not.toContain('beta');
  expect(chunks[0].text).not.toContain('\u0000');
  expect(chunks.filter((c) => c.page_no === 2).length).toBeGreaterThan(2);
  expect(chunks.some((c) => c.page_no === 3)).toBe(false);
  expect(chunks.at(-1)).toMatchObject({ page_no: 4, text: 'scanned words', account_id: accountId });
  const storedPages = await t.db
    .selectFrom('pages')
    .selectAll()
    .where('document_id', '=', docid)
    .orderBy('page_no')
    .execute();
  expect(storedPages.map((p) => [p.page_no, p.source, p.ocr_confidence, p.low_confidence])).toEqual([
    [1, 'text', null, false],
    [2, 'text', null, false],
    [3, 'image', null, false],
    [4, 'ocr', 41.5, true],
  ]);
  const hit = await sql<{ page_no: number }>`
    select page_no from chunks where document_id = ${docid} and tsv @@ websearch_to_tsquery('english', 'aardvark run')`.execute(
    t.db,
  );
  expect(hit.rows).toEqual([{ page_no: 1 }]);
});

it('replaces everything when run again: same input, same rows; new input, only the new rows', async () => {
  const pages: PageText[] = [{ pageNo: 1, text: long('gamma', 900), source: 'text' }];
  await t.db.transaction().execute((trx) => writeDocumentText(trx, { documentId: docid, accountId, pages }));
  const first = await rows();
  await t.db.transaction().execute((trx) => writeDocumentText(trx, { documentId: docid, accountId, pages }));
  expect(await rows()).toEqual(first);
  expect(first.every((c) => c.text.startsWith('gamma'))).toBe(true);
  const pageCount = await t.db
    .selectFrom('pages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('document_id', '=', docid)
    .executeTakeFirstOrThrow();
  expect(pageCount.n).toBe(1);
  // The document row's totals follow the rows that replaced the old ones.
  const again = await rows();
  const totals = await t.db
    .selectFrom('documents')
    .select(['chunk_count', 'text_tokens'])
    .where('id', '=', docid)
    .executeTakeFirstOrThrow();
  expect(totals).toEqual({ chunk_count: again.length, text_tokens: again.reduce((n, c) => n + c.tokens, 0) });
});

it('changes nothing when the transaction rolls back', async () => {
  const before = await rows();
  await expect(
    t.db.transaction().execute(async (trx) => {
      await writeDocumentText(trx, {
        documentId: docid,
        accountId,
        pages: [{ pageNo: 1, text: 'other', source: 'text' }],
      });
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await rows()).toEqual(before);
});

it('refuses duplicate or invalid page numbers', async () => {
  await expect(
    t.db.transaction().execute((trx) =>
      writeDocumentText(trx, {
        documentId: docid,
        accountId,
        pages: [
          { pageNo: 1, text: 'a', source: 'text' },
          { pageNo: 1, text: 'b', source: 'text' },
        ],
      }),
    ),
  ).rejects.toThrow(/page 1 given twice/);
  await expect(
    t.db
      .transaction()
      .execute((trx) =>
        writeDocumentText(trx, { documentId: docid, accountId, pages: [{ pageNo: 0, text: 'a', source: 'text' }] }),
      ),
  ).rejects.toThrow(/positive integer/);
});

it('titles a document by the heading its source marks, alone; by its first lines otherwise', () => {
  const title = (text: string) => indexPages([{ pageNo: 1, text, source: 'text' }]).title;
  // HTML's <h2> and Markdown's "#": the text after the heading is not more of the title.
  expect(title('## 8.1. Numeric Types\n\nNumeric types consist of two-, four-, and eight-byte integers.')).toBe(
    '8.1. Numeric Types',
  );
  expect(title('# Node.js Project Governance\n\n## Triagers\n\nTriagers assess newly-opened issues.')).toBe(
    'Node.js Project Governance',
  );
  // A PDF's text layer marks nothing: its first lines, until they hold four words.
  expect(title('Bash Reference Manual\n\nReference Documentation for Bash\n\nEdition 5.2')).toBe(
    'Bash Reference Manual Reference Documentation for Bash',
  );
});
