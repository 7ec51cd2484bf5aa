import { startTestS3Server, type TestS3Server } from '@docent/core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing';
import { count, form } from './ingestion/multipart';

// What only an S3 store has: outages of the store, and downloads redirected to it. (The ingestion, link and delete
// tests also run against S3: the `s3-blobs` test project.)
let server: TestS3Server;
let t: TestApi;
let redirecting: TestApi;
beforeAll(async () => {
  server = await startTestS3Server();
  t = await startTestApi({ blobs: { kind: 's3', s3: server.settings('outage'), redirectDownloads: false } });
  redirecting = await startTestApi({ blobs: { kind: 's3', s3: server.settings('redirect'), redirectDownloads: true } });
});
afterAll(async () => {
  await t?.close();
  await redirecting?.close();
  await server?.close();
});

const upload = (api: TestApi, content: string) =>
  api.alice.call('/doc/upload/async', { method: 'POST', body: form([{ name: 'note.txt', content }]) });
const pendingObjects = async (api: TestApi) =>
  (await api.db.selectFrom('blob_objects_pending').select('reason').execute()).map((r) => r.reason);

it('answers uploads with 503 and Retry-After while the store is down, writing nothing; works again once it is back', async () => {
  expect((await upload(t, 'before the outage')).status).toBe(200);
  const documents = await count(t.db, 'documents');
  await server.stop();
  try {
    const refused = await upload(t, 'during the outage');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toEqual({
      error: { message: expect.stringMatching(/^File storage is unavailable \(writing: .*\); nothing was stored/) },
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/127\.0\.0\.1|S3RVER|outage\//);
    // Reading a stored file during the outage: 503 as well, not a broken download.
    const link = (await t.alice.call(`/doc/${(await t.alice.call('/doc')).body.data[0].docid}/link`)).body.data.link;
    expect((await fetch(link)).status).toBe(503);
  } finally {
    await server.start();
  }
  expect(await count(t.db, 'documents')).toBe(documents);
  expect(await pendingObjects(t)).toEqual(['upload']); // left for the sweep: the store could not even be cleaned
  const after = await upload(t, 'after the outage');
  expect(after.status).toBe(200);
  const link = (await t.alice.call(`/doc/${after.body.data[0].docid}/link`)).body.data.link;
  expect(await (await fetch(link)).text()).toBe('after the outage');
});

it('redirects downloads to a short-lived signed URL of the object when DOCENT_BLOB_DOWNLOADS=redirect (Range still works)', async () => {
  const content = 'signed by the store, served by the store';
  const up = await upload(redirecting, content);
  const link = (await redirecting.alice.call(`/doc/${up.body.data[0].docid}/link`)).body.data.link;
  const r = await fetch(link, { redirect: 'manual' });
  expect(r.status).toBe(302);
  const target = new URL(r.headers.get('location')!);
  expect(target.origin).toBe(server.endpoint);
  expect(Number(target.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  const whole = await fetch(target);
  expect(await whole.text()).toBe(content);
  expect(whole.headers.get('content-disposition')).toMatch(/^attachment; filename="note.txt"/);
  const part = await fetch(target, { headers: { range: 'bytes=10-14' } });
  expect(part.status).toBe(206);
  expect(await part.text()).toBe(content.slice(10, 15));
  // The signature is still checked first: a tampered link gets no redirect.
  // (Its first character changed to another one: a fixed replacement would leave a signature starting with it intact.)
  const tampered = link.replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === '0' ? '1' : '0'}`);
  expect(tampered).not.toBe(link);
  expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(403);
});
