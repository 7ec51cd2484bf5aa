import net from 'node:net';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentBlob } from '@docent/core';
import { sql } from '@docent/db';
import { startTestApi, type TestApi } from '../../src/testing';
import { displayNameOf } from '../../src/http/uploads';
import { announceDone, count, form, pendingJobs } from './multipart';

const LIMIT = 64 * 1024;
// Long enough that an answer before it is surely the NOTIFY's, on any machine; the timeout itself is tested on an
// api of its own with a short one.
const SYNC_TIMEOUT_MS = 60_000;
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ maxUploadBytes: LIMIT, syncTimeoutMs: SYNC_TIMEOUT_MS });
});
afterAll(() => t?.close());

const upload = (
  path: string,
  body: FormData | string,
  init: { workspace?: number; headers?: Record<string, string> } = {},
) => t.alice.call(path, { method: 'POST', body, ...init });

async function expectNothingCreated(before: number, status: number, r: { status: number; body: any }) {
  expect(r.status).toBe(status);
  expect(r.body).toEqual({ error: { message: expect.any(String) } });
  expect(await count(t.db, 'documents')).toBe(before);
  expect(await count(t.db, 'document_blobs')).toBe(before);
}

describe('POST /doc/upload/{options}', () => {
  it('stores one file and answers at once with a queued Doc (async)', async () => {
    const r = await upload('/doc/upload/none', form([{ name: 'notes.txt', content: 'hello docent' }]), {
      workspace: 7,
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    expect(r.body.data).toHaveLength(1);
    const doc = r.body.data[0];
    expect(doc).toMatchObject({
      workspace: 7,
      name: 'notes.txt',
      ready: false,
      status: 'queued',
      size: 12,
      metadata: null,
    });
    expect(doc.docid).toMatch(/^d[0-9a-z]{15}$/);
    expect(await readDocumentBlob(t.db, doc.docid, undefined, t.blobs)).toEqual(Buffer.from('hello docent'));
    expect(await pendingJobs(t.db, doc.docid)).toBe(1);
    const listed = await t.alice.call('/doc', { workspace: 7 });
    expect(listed.body.data.map((d: any) => d.docid)).toEqual([doc.docid]);
  });

  it('stores several files in request order, names taken from the client for display only', async () => {
    const parts = [
      { name: 'a.txt', content: 'A' },
      { name: 'résumé 2024.md', content: '# B' },
      { name: '../../etc/passwd', content: 'C' },
    ];
    const r = await upload('/doc/upload/async', form(parts));
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: any) => d.name)).toEqual(['a.txt', 'résumé 2024.md', 'passwd']);
    const bytes = await Promise.all(r.body.data.map((d: any) => readDocumentBlob(t.db, d.docid, undefined, t.blobs)));
    expect(bytes.map(String)).toEqual(['A', '# B', 'C']);
  });

  it('sync answers as soon as every document is announced done, with ready: true', async () => {
    const before = await count(t.db, 'documents');
    const finisher = (async () => {
      for (;;) {
        const rows = await t.db.selectFrom('documents').select('id').orderBy('seq').offset(before).execute();
        if (rows.length === 2) {
          await new Promise((r) => setTimeout(r, 100));
          for (const { id } of rows) await announceDone(t.db, id, id === rows[0].id ? 'ready' : 'failed');
          return rows.map((r) => r.id);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = Date.now();
    const r = await upload(
      '/doc/upload/sync',
      form([
        { name: 'one.txt', content: '1' },
        { name: 'two.txt', content: '2' },
      ]),
    );
    const elapsed = Date.now() - started;
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: any) => d.docid)).toEqual(await finisher);
    expect(r.body.data.map((d: any) => [d.ready, d.status])).toEqual([
      [true, 'ready'],
      [false, 'failed'],
    ]);
    expect(elapsed).toBeLessThan(SYNC_TIMEOUT_MS - 100); // answered on the NOTIFY, not the timeout
  });

  it('concurrent sync uploads share one LISTEN connection per api process', async () => {
    const before = await count(t.db, 'documents');
    const finisher = (async () => {
      for (;;) {
        const rows = await t.db.selectFrom('documents').select('id').orderBy('seq').offset(before).execute();
        if (rows.length === 6) {
          const listeners = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where application_name = 'docent-document-waiter' and datname = current_database()`.execute(t.db);
          for (const { id } of rows) await announceDone(t.db, id);
          return listeners.rows[0].n;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload('/doc/upload/sync', form([{ name: `c${i}.txt`, content: `${i}` }]))),
    );
    expect(await finisher).toBe(1);
    for (const r of answers) expect(r.body.data[0].ready).toBe(true);
  });

  it('sync answers with ready: false (not an error) when analysis outlasts DOCENT_SYNC_TIMEOUT_S', async () => {
    const short = await startTestApi({ syncTimeoutMs: 1_000 });
    try {
      const started = Date.now();
      const r = await short.alice.call('/doc/upload/SYNC,other', {
        method: 'POST',
        body: form([{ name: 'slow.txt', content: 'zzz' }]),
      });
      expect(r.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000 - 50);
      expect(r.body.data[0]).toMatchObject({ ready: false, status: 'queued' });
    } finally {
      await short.close();
    }
  });

  it('refuses a file over DOCENT_MAX_UPLOAD_MB with 413 and stores nothing', async () => {
    const before = await count(t.db, 'documents');
    const r = await upload(
      '/doc/upload/sync',
      form([
        { name: 'ok.txt', content: 'fine' },
        { name: 'big.bin', content: Buffer.alloc(LIMIT + 1, 1) },
      ]),
    );
    await expectNothingCreated(before, 413, r);
    expect(r.body.error.message).toMatch(/^file: .*upload limit/);
  });

  it('refuses no file, too many files, other field names and non-multipart bodies with 400, storing nothing', async () => {
    const before = await count(t.db, 'documents');
    await expectNothingCreated(before, 400, await upload('/doc/upload/sync', new FormData()));
    const many = form(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.txt`, content: `${i}` })));
    const tooMany = await upload('/doc/upload/async', many);
    await expectNothingCreated(before, 400, tooMany);
    expect(tooMany.body.error.message).toMatch(/at most 20 files/);
    const wrongField = await upload('/doc/upload/async', form([{ name: 'a.txt', content: 'a', field: 'files' }]));
    await expectNothingCreated(before, 400, wrongField);
    expect(wrongField.body.error.message).toMatch(/^files: /);
    const textField = new FormData();
    textField.append('file', new Blob(['x']), 'x.txt');
    textField.append('note', 'hello');
    await expectNothingCreated(before, 400, await upload('/doc/upload/async', textField));
    const json = await t.alice.call('/doc/upload/async', { method: 'POST', json: { file: 'x' } });
    await expectNothingCreated(before, 400, json);
    expect(json.body.error.message).toMatch(/^file: no file uploaded/);
    // Exactly 20 is fine.
    const twenty = await upload(
      '/doc/upload/async',
      form(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, content: 'x' }))),
    );
    expect(twenty.body.data).toHaveLength(20);
  });

  it('leaves nothing behind when the client aborts mid-body (no rows, no descriptors)', async () => {
    const fds = () => readdirSync('/proc/self/fd').length;
    const before = await count(t.db, 'documents');
    const fdsBefore = fds();
    const { port } = new URL(t.baseUrl);
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          const boundary = 'XBOUNDARY';
          socket.write(
            `POST /api/v1/doc/upload/sync HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.alice.key}\r\n` +
              `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 40000\r\n\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\n\r\n${'y'.repeat(10_000)}`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 100);
        });
        socket.on('error', reject);
      });
    }
    // The server notices each abort on its own time: wait for its descriptors to be closed, then look.
    for (const deadline = Date.now() + 20_000; fds() > fdsBefore && Date.now() < deadline; )
      await new Promise((r) => setTimeout(r, 20));
    expect(fds()).toBeLessThanOrEqual(fdsBefore);
    expect(await count(t.db, 'documents')).toBe(before);
    const ok = await upload('/doc/upload/async', form([{ name: 'after.txt', content: 'still up' }]));
    expect(ok.status).toBe(200);
  });
});

describe('POST /label/{labelid}/upload/{options}', () => {
  const newLabel = async (name: string, user = t.alice) =>
    (await user.call('/label', { method: 'POST', json: { name, color: '#112233' } })).body.data[0];

  it('tags every new document with each label (labelid and lid) and answers {data: Label[]}', async () => {
    const a = await newLabel('A');
    const b = await newLabel('B');
    const r = await upload(
      `/label/${a.labelid},${b.lid}/upload/async`,
      form([
        { name: 'x.txt', content: 'x' },
        { name: 'y.txt', content: 'y' },
      ]),
    );
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    expect(r.body.data.map((l: any) => l.lid)).toEqual([a.lid, b.lid]);
    const docids = r.body.data[0].docids;
    expect(docids).toHaveLength(2);
    expect(r.body.data[1].docids).toEqual(docids);
    expect(r.body.data[0]).toMatchObject({ labelid: a.labelid, name: 'A', color: '#112233', workspace: 0 });
    const names = await Promise.all(docids.map(async (id: string) => (await t.alice.call(`/doc/${id}`)).body.name));
    expect(names).toEqual(['x.txt', 'y.txt']);
  });

  it('sync waits for the documents of a label upload too', async () => {
    const a = await newLabel('S');
    const finisher = (async () => {
      for (;;) {
        const rows = await t.db
          .selectFrom('label_documents')
          .select('document_id')
          .where('label_lid', '=', a.lid)
          .execute();
        if (rows.length === 1) return announceDone(t.db, rows[0].document_id);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = Date.now();
    const r = await upload(`/label/${a.labelid}/upload/sync`, form([{ name: 's.txt', content: 's' }]));
    await finisher;
    expect(r.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(SYNC_TIMEOUT_MS - 100);
    expect((await t.alice.call(`/doc/${r.body.data[0].docids[0]}`)).body.ready).toBe(true);
  });

  it('an unknown or foreign label → 404, nothing created', async () => {
    const a = await newLabel('Mine');
    const bob = await t.newUser();
    const bobs = await newLabel('Bobs', bob);
    const before = await count(t.db, 'documents');
    const links = await count(t.db, 'label_documents');
    for (const ref of [
      `${a.labelid},lzzzzzzzzzzzzzzz`,
      `${a.lid},${bobs.labelid}`,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const r = await upload(`/label/${ref}/upload/sync`, form([{ name: 'n.txt', content: 'n' }]));
      await expectNothingCreated(before, 404, r);
    }
    expect(await count(t.db, 'label_documents')).toBe(links);
    const bad = await upload('/label/not-a-label/upload/sync', form([{ name: 'n.txt', content: 'n' }]));
    await expectNothingCreated(before, 400, bad);
  });
});

it('display names drop paths and control characters and are capped', () => {
  expect(displayNameOf('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
  expect(displayNameOf('a\u0000b\u202Ec\r\n.txt')).toBe('abc.txt');
  expect(displayNameOf(Buffer.from('naïve.txt', 'utf8').toString('latin1'))).toBe('naïve.txt');
  expect(displayNameOf('..')).toBe('upload');
  expect(displayNameOf('')).toBe('upload');
  expect([...displayNameOf('x'.repeat(1000))]).toHaveLength(255);
});
