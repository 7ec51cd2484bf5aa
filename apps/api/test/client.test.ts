import { createDocentClient } from '@docent/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertDocumentRow, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

it('drives the live api through @docent/client with one import', async () => {
  const docent = createDocentClient({ baseUrl: t.baseUrl, apiKey: t.alice.key, workspace: 4 });
  const models = await docent.models.listModels();
  expect(models.status).toBe(200);
  if (models.status === 200) expect(models.body.data.some((m) => m.id === 'docent-local')).toBe(true);

  const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId, workspace: 4, name: 'via client' });
  const list = await docent.documents.listDocs({ query: { limit: 10 } });
  expect(list.status).toBe(200);
  if (list.status === 200) expect(list.body.data.map((d) => d.docid)).toEqual([doc.docid]);

  const put = await docent.documents.updateDoc({
    params: { docid: doc.docid },
    body: { metadata: { source: 'client' } },
  });
  expect(put.status).toBe(200);
  if (put.status === 200) expect(put.body.metadata).toEqual({ source: 'client' });

  const created = await docent.labels.createLabel({
    body: { name: 'from client', color: '#123456', docids: [doc.docid] },
  });
  expect(created.status).toBe(200);
  if (created.status !== 200) return;
  const label = created.body.data[0];
  expect(label.workspace).toBe(4);
  const got = await docent.labels.getLabel({ params: { labelid: label.labelid! } });
  expect(got.body).toEqual(label);

  const missing = await docent.documents.getDoc({ params: { docid: 'd000000000000000' } });
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ error: { message: expect.stringMatching(/not found/) } });

  const wrongKey = createDocentClient({ baseUrl: t.baseUrl, apiKey: 'nope' });
  expect((await wrongKey.models.listModels()).status).toBe(401);
});
