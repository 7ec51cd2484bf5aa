import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi } from '../../src/testing';
import { form, pendingJobs } from './multipart';

let t: TestApi;
let worker: RunningWorker;
beforeAll(async () => {
  t = await startTestApi({ syncTimeoutMs: 60_000 }); // generous: the machine may be busy with other suites
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({ databaseUrl: t.database.url, blobs: t.blobsConfig }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '' },
  );
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const text = (marker: string) =>
  `Quarterly report ${marker}.\nRevenue grew in every region and the ${marker} project shipped.\n`;

describe('upload → analysis by a real worker', { timeout: 90_000 }, () => {
  it('sync upload of several files answers with every document ready, page text readable', async () => {
    const r = await t.alice.call('/doc/upload/sync', {
      method: 'POST',
      body: form([
        { name: 'a.txt', content: text('alpha') },
        { name: 'b.md', content: `# Title\n\n${text('bravo')}` },
        {
          name: 'c.html',
          content: `<html><head><title>t</title><script>var SCRIPTMARKER=1</script></head><body><p>${text('charlie')}</p></body></html>`,
          type: 'text/html',
        },
      ]),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: any) => [d.name, d.ready, d.status])).toEqual([
      ['a.txt', true, 'ready'],
      ['b.md', true, 'ready'],
      ['c.html', true, 'ready'],
    ]);
    for (const d of r.body.data) expect(d.pages).toBeGreaterThanOrEqual(1);
    const page = await t.alice.call(`/doc/${r.body.data[0].docid}/pages/1/text`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      data: {
        docid: r.body.data[0].docid,
        page: 1,
        text: expect.stringContaining('alpha project shipped'),
        source: 'text',
        confidence: null,
        low_confidence: false,
      },
    });
    const html = await t.alice.call(`/doc/${r.body.data[2].docid}/pages/1/text`);
    expect(html.body.data.text).toContain('charlie');
    expect(html.body.data.text).not.toContain('SCRIPTMARKER');
  });

  it('async upload becomes ready in the background; page text 404s for a missing page or document', async () => {
    const r = await t.alice.call('/doc/upload/async', {
      method: 'POST',
      body: form([{ name: 'later.txt', content: text('delta') }]),
    });
    expect(r.body.data[0].ready).toBe(false);
    const docid = r.body.data[0].docid;
    const deadline = Date.now() + 60_000;
    let doc: any;
    while (Date.now() < deadline) {
      doc = (await t.alice.call(`/doc/${docid}`)).body;
      if (doc.status === 'ready' || doc.status === 'failed') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(doc).toMatchObject({ ready: true, status: 'ready', pages: 1 });
    const missingPage = await t.alice.call(`/doc/${docid}/pages/2/text`);
    expect(missingPage.status).toBe(404);
    expect(missingPage.body).toEqual({ error: { message: expect.stringMatching(/page 2/) } });
    expect((await t.alice.call('/doc/dzzzzzzzzzzzzzzz/pages/1/text')).status).toBe(404);
    const bob = await t.newUser();
    expect((await bob.call(`/doc/${docid}/pages/1/text`)).status).toBe(404);
    expect((await t.alice.call(`/doc/${docid}/pages/0/text`)).status).toBe(400);
  });

  it('sync on binary junk answers with the document failed and a message, api still up', async () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 256));
    const r = await t.alice.call('/doc/upload/sync', {
      method: 'POST',
      body: form([{ name: 'junk.txt', content: junk }]),
    });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ ready: false, status: 'failed', error: expect.any(String) });
    expect((await t.alice.call('/doc')).status).toBe(200);
  });

  it('label upload with two labels (labelid and lid) and sync', async () => {
    const a = (await t.alice.call('/label', { method: 'POST', json: { name: 'A', color: '#aa0000' } })).body.data[0];
    const b = (await t.alice.call('/label', { method: 'POST', json: { name: 'B', color: '#00aa00' } })).body.data[0];
    const r = await t.alice.call(`/label/${a.labelid},${b.lid}/upload/sync`, {
      method: 'POST',
      body: form([
        { name: 'l1.txt', content: text('echo') },
        { name: 'l2.txt', content: text('foxtrot') },
      ]),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.map((l: any) => l.labelid)).toEqual([a.labelid, b.labelid]);
    expect(r.body.data[0].docids).toHaveLength(2);
    for (const docid of r.body.data[0].docids) expect((await t.alice.call(`/doc/${docid}`)).body.ready).toBe(true);
  });

  it('delete removes the blob, pages, chunks, label links and pending jobs', async () => {
    const label = (await t.alice.call('/label', { method: 'POST', json: { name: 'D', color: '#0000aa' } })).body
      .data[0];
    const ready = await t.alice.call(`/label/${label.labelid}/upload/sync`, {
      method: 'POST',
      body: form([{ name: 'd.txt', content: text('golf') }]),
    });
    const docid = ready.body.data[0].docids[0];
    // With an S3 store (the s3-blobs test project), the bytes are the bucket's object.
    const object = async (id: string) =>
      t.blobs.s3 ? (await t.blobs.s3.read(t.blobs.s3.keyOf(id))) !== undefined : undefined;
    const rows = async (id: string) => ({
      blob: await t.db.selectFrom('document_blobs').select('document_id').where('document_id', '=', id).execute(),
      object: await object(id),
      pages: await t.db.selectFrom('pages').select('page_no').where('document_id', '=', id).execute(),
      chunks: await t.db.selectFrom('chunks').select('id').where('document_id', '=', id).execute(),
      links: await t.db.selectFrom('label_documents').select('label_lid').where('document_id', '=', id).execute(),
      jobs: await pendingJobs(t.db, id),
    });
    const before = await rows(docid);
    expect(before.blob).toHaveLength(1);
    expect(before.object).toBe(t.blobs.s3 ? true : undefined);
    expect(before.pages.length).toBeGreaterThan(0);
    expect(before.chunks.length).toBeGreaterThan(0);
    expect(before.links).toHaveLength(1);
    // A pending job: with the worker stopped, the next upload's analyse job stays queued.
    await worker.stop();
    const pending = await t.alice.call('/doc/upload/async', {
      method: 'POST',
      body: form([{ name: 'p.txt', content: 'pending' }]),
    });
    const pendingId = pending.body.data[0].docid;
    expect(await pendingJobs(t.db, pendingId)).toBe(1);

    for (const id of [docid, pendingId]) {
      const del = await t.alice.call(`/doc/${id}`, { method: 'DELETE' });
      expect(del.status).toBe(200);
      expect(del.body.docid).toBe(id);
      expect(await rows(id)).toEqual({
        blob: [],
        object: t.blobs.s3 ? false : undefined,
        pages: [],
        chunks: [],
        links: [],
        jobs: 0,
      });
      expect((await t.alice.call(`/doc/${id}`)).status).toBe(404);
    }
    expect((await t.alice.call(`/label/${label.labelid}`)).body.docids).toEqual([]);
    worker = await startWorker(
      {
        db: t.db,
        config: makeWorkerConfig({ databaseUrl: t.database.url, blobs: t.blobsConfig }),
        logger: pino({ level: 'silent' }),
      },
      { crontab: '' },
    );
  });
});
