import { deflateSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { analyseJobKey, createAccountKey, createStoredDocument } from '@docent/core';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { makeWorkerConfig } from '../src/config';
import { startWorker, type RunningWorker } from '../src/worker';
import { crc32 } from '../../../packages/core/src/extraction/fixtures/make-zip';
import { listenForDocuments } from './support/document-done';

vi.setConfig({ testTimeout: 120_000 });

let t: TestDatabase;
let worker: RunningWorker;
let listener: Awaited<ReturnType<typeof listenForDocuments>>;
let actor: { accountId: string; keyId: string };
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createAccountKey(t.db, { name: 'permanent' });
  actor = { accountId: created.accountId, keyId: created.keyId };
  listener = await listenForDocuments(t.url);
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({ databaseUrl: t.url }),
      logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
    },
    { crontab: '', pollInterval: 100 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await listener?.close();
  await t?.drop();
});

/** A PNG whose header claims width × height pixels (the image data is one tiny row: a decoder stops at the header). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

it('an image over the pixel limit fails at once, on its first attempt, with a clear error (no retries)', async () => {
  const doc = await createStoredDocument(t.db, {
    ...actor,
    workspace: 0,
    name: 'huge.png',
    bytes: pngClaiming(25_000, 25_000),
  });
  await listener.done(doc.docid, 60_000);
  const row = await t.db
    .selectFrom('documents')
    .select(['status', 'error'])
    .where('id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('failed');
  expect(row.error).toMatch(/^OCR failed on page 1: image could not be read: Input image exceeds pixel limit/);
  // The job is gone after a single attempt (a transient failure would be retried with back-off).
  const job = await sql<{
    n: number;
  }>`select count(*)::int as n from graphile_worker.jobs where key = ${analyseJobKey(doc.docid)}`.execute(t.db);
  expect(job.rows[0].n).toBe(0);
  const starts = logLines.filter((line) => line.includes(doc.docid) && line.includes('"msg":"job start"'));
  expect(starts).toHaveLength(1);
});
