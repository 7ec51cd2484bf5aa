import { readDocumentBlob } from '@docent/core';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApi, type TestApi } from '../../src/testing/index';
import { count } from './multipart';

const FILE_LIMIT = 256 * 1024;
const REQUEST_LIMIT = 1024 * 1024;
let t: TestApi;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'docent-upload-test-'));
  t = await startTestApi({ maxUploadBytes: FILE_LIMIT, maxUploadRequestBytes: REQUEST_LIMIT, uploadDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const BOUNDARY = 'docentStreamingBoundary';
const partHead = (field: string, filename?: string, type = 'application/octet-stream') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\nContent-Type: ${type}\r\n\r\n`;

interface EndlessResult {
  status: number;
  body: any;
  /** Body bytes the client had written when the answer arrived. */
  sentBeforeAnswer: number;
  /** The server closed the connection (the client never ended its body). */
  closed: Promise<void>;
}

/**
 * A chunked upload that never ends: parts are written (with back-pressure) until the server answers.
 * `parts` gives the part headers; the body of the last part goes on forever.
 */
function endlessUpload(parts: string[], chunk = Buffer.alloc(16 * 1024, 0x61)): Promise<EndlessResult> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: '/api/v1/doc/upload/async',
      headers: {
        authorization: `Bearer ${t.alice.key}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
      },
    });
    const closed = new Promise<void>((r) => req.once('close', () => r()));
    req.on('error', () => {}); // the server cuts the connection after answering
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')),
          sentBeforeAnswer,
          closed,
        }),
      );
      res.on('error', reject);
    });
    const pump = () => {
      while (!answered && !req.destroyed) {
        const ok = req.write(chunk);
        sent += chunk.length;
        if (!ok) return void req.once('drain', pump);
      }
    };
    for (const head of parts) req.write(head);
    pump();
  });
}

describe('streamed uploads', () => {
  it('answers 413 as soon as a part passes the per-file limit, without reading the rest, and closes the connection', async () => {
    const before = await count(t.db, 'documents');
    const r = await endlessUpload([partHead('file', 'endless.bin')]);
    expectError(r, 413, /^file: a file is larger than the upload limit of 0.25 MB/);
    // Answered near the limit, not after the (endless) body: what was in flight on loopback at most.
    expect(r.sentBeforeAnswer).toBeLessThan(FILE_LIMIT + 8 * 1024 * 1024);
    await r.closed;
    expect(await count(t.db, 'documents')).toBe(before);
  });

  it('answers 413 when the request passes the per-request total, even with every file under the per-file limit', async () => {
    const before = await count(t.db, 'documents');
    const piece = Buffer.alloc(FILE_LIMIT - 1024, 0x62);
    const form = new FormData();
    for (let i = 0; i < 6; i++) form.append('file', new Blob([piece]), `part${i}.bin`); // 6 × 255 KB > 1 MB
    const r = await t.alice.call('/doc/upload/async', { body: form });
    expectError(r, 413, /per request \(DOCENT_MAX_UPLOAD_REQUEST_MB\)/);
    expect(await count(t.db, 'documents')).toBe(before);
  });

  it('refuses a stray part of any type with 400 naming it (binary, text, without a file name)', async () => {
    const before = await count(t.db, 'documents');
    const send = async (body: string) =>
      t.alice.call('/doc/upload/async', {
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
    const good = `${partHead('file', 'a.txt', 'text/plain')}hello\r\n`;
    // A binary part under another name, with no file name (browsers send blobs like this).
    const binary = await send(`${good}${partHead('attachment')}\x00\x01\x02\r\n--${BOUNDARY}--\r\n`);
    expectError(binary, 400, /^attachment: unexpected form/);
    // A binary part under another name, with a file name.
    const named = await send(`${good}${partHead('extra', 'x.bin')}\x00\x01\r\n--${BOUNDARY}--\r\n`);
    expectError(named, 400, /^extra: unexpected form/);
    // A binary type without a file name is a "field" to multipart parsers: refused all the same.
    const pdfField = await send(
      `${good}${partHead('scan', undefined, 'application/pdf')}%PDF-1.4\x00\r\n--${BOUNDARY}--\r\n`,
    );
    expectError(pdfField, 400, /^scan: unexpected form/);
    // A text field named "file" (not a file part).
    const text = await send(
      `${good}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\njust text\r\n--${BOUNDARY}--\r\n`,
    );
    expectError(text, 400, /^file: unexpected form field/);
    expect(await count(t.db, 'documents')).toBe(before);
  });

  it('stores each file streamed from disk with its size and SHA-256, and leaves no temp file behind', async () => {
    const bytes = Buffer.alloc(200 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'noise.bin');
    form.append('file', new Blob(['second']), 'second.txt');
    const r = await t.alice.call('/doc/upload/async', { body: form });
    expect(r.status).toBe(200);
    const [first, second] = r.body.data;
    const stored = await t.db
      .selectFrom('document_blobs')
      .select(['document_id', 'sha256', 'byte_size'])
      .where('document_id', 'in', [first.docid, second.docid])
      .execute();
    const byId = new Map(stored.map((row) => [row.document_id, row]));
    // Read back from wherever the store keeps them (Postgres, or S3 in the s3-blobs project).
    expect(Buffer.compare((await readDocumentBlob(t.db, first.docid, undefined, t.blobs))!, bytes)).toBe(0);
    expect(Number(byId.get(first.docid)!.byte_size)).toBe(bytes.length);
    expect(byId.get(first.docid)!.sha256.toString('hex')).toBe(
      (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex'),
    );
    expect((await readDocumentBlob(t.db, second.docid, undefined, t.blobs))!.toString()).toBe('second');
    expect(first).toMatchObject({ size: bytes.length });
    // Refused and accepted requests alike: the per-request temp directories are gone once answered.
    await expect.poll(() => readdirSync(uploadDir).length, { timeout: 5_000 }).toBe(0);
  });
});
