import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentBlob } from '@docent/core';
import { startTestApi, type TestApi } from '../../src/testing';
import { count } from './multipart';

const LIMIT = 64 * 1024;
let t: TestApi;
/** Allow-listed file server on 127.0.0.1. */
let files: http.Server;
let filesOrigin: string;
/** Not allow-listed: counts every TCP connection it receives, which must stay 0. */
let trap: http.Server;
let trapPort: number;
let trapConnections = 0;
const hits: string[] = [];

const listen = (server: http.Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });

beforeAll(async () => {
  trap = http.createServer((_req, res) => res.end('secret'));
  trap.on('connection', () => trapConnections++);
  // Dual-stack when the machine has IPv6, so [::1] and ::ffff:127.0.0.1 would land here too.
  trapPort = await listen(trap, '::').catch(() => listen(trap, '127.0.0.1'));

  files = http.createServer((req, res) => {
    hits.push(req.url!);
    const url = new URL(req.url!, 'http://x');
    switch (url.pathname) {
      case '/paper.txt':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('fetched from the allow-listed server');
      case '/to-paper':
        res.writeHead(302, { location: '/paper.txt' });
        return res.end();
      case '/to-loopback':
        res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` });
        return res.end();
      case '/to-localhost':
        res.writeHead(307, { location: `http://localhost:${trapPort}/` });
        return res.end();
      case '/to-file':
        res.writeHead(301, { location: 'file:///etc/passwd' });
        return res.end();
      case '/to-credentials':
        res.writeHead(302, { location: `${filesOrigin.replace('//', '//user:s3cret@')}/paper.txt` });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: `/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` });
        return res.end();
      case '/big':
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(Buffer.alloc(LIMIT + 1));
      case '/big-chunked': {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }); // no Content-Length
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(LIMIT / 4));
        return res.end();
      }
      case '/gzip':
        // Compressed although we asked for identity: stored decoded.
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return res.end(zlib.gzipSync('decoded text from a gzip response'));
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return res.end(zlib.gzipSync(Buffer.alloc(LIMIT * 50)));
      case '/slow':
        return; // never answers
      default:
        res.writeHead(404);
        return res.end('no');
    }
  });
  const filesPort = await listen(files, '127.0.0.1');
  filesOrigin = `http://127.0.0.1:${filesPort}`;
  t = await startTestApi({ fetchAllowHosts: [`127.0.0.1:${filesPort}`], fetchTimeoutMs: 1_000, maxUploadBytes: LIMIT });
});
afterAll(async () => {
  await t?.close();
  files?.closeAllConnections();
  trap?.closeAllConnections();
  await new Promise((r) => files?.close(r));
  await new Promise((r) => trap?.close(r));
});

const addByUrl = (url: string, name?: string) =>
  t.alice.call('/doc', { method: 'POST', json: name ? { url, name } : { url } });

async function expectRefused(url: string, reason: RegExp) {
  const before = await count(t.db, 'documents');
  const r = await addByUrl(url);
  expect(r.status, url).toBe(400);
  expect(r.body, url).toEqual({ error: { message: expect.stringMatching(/^url: /) } });
  expect(r.body.error.message, url).toMatch(reason);
  expect(await count(t.db, 'documents')).toBe(before);
}

describe('POST /doc {url}', () => {
  it('fetches from an allow-listed server, stores the bytes and answers {data: [docid]}', async () => {
    const url = `${filesOrigin}/paper.txt`;
    const r = await addByUrl(url);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: [expect.stringMatching(/^d[0-9a-z]{15}$/)] });
    const doc = (await t.alice.call(`/doc/${r.body.data[0]}`)).body;
    expect(doc).toMatchObject({ name: url, type: 'text/plain', ready: false, status: 'queued' });
    expect(String(await readDocumentBlob(t.db, doc.docid, undefined, t.blobs))).toBe(
      'fetched from the allow-listed server',
    );
    const gz = await addByUrl(`${filesOrigin}/gzip`);
    expect(String(await readDocumentBlob(t.db, gz.body.data[0], undefined, t.blobs))).toBe(
      'decoded text from a gzip response',
    );
    const named = await addByUrl(`${filesOrigin}/to-paper`, 'My paper');
    expect(named.status).toBe(200);
    expect((await t.alice.call(`/doc/${named.body.data[0]}`)).body.name).toBe('My paper');
  });

  it('refuses loopback, private, link-local and mapped addresses before connecting', async () => {
    await expectRefused(`http://127.0.0.1:${trapPort}/`, /loopback/);
    await expectRefused(`http://[::1]:${trapPort}/`, /loopback/);
    await expectRefused(`http://[::ffff:127.0.0.1]:${trapPort}/`, /ipv4Mapped/);
    await expectRefused(`http://localhost:${trapPort}/`, /localhost resolves to .* \(loopback address\)/);
    await expectRefused('http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a linkLocal address/);
    await expectRefused('http://10.0.0.1/', /10\.0\.0\.1 is a private address/); // the literal check: no connection attempted
    await expectRefused('http://100.64.1.1/', /carrierGradeNat/);
    await expectRefused('http://0.0.0.0/', /unspecified/);
    await expectRefused('http://0x7f.1/', /loopback/);
    expect(trapConnections).toBe(0);
  });

  it('re-checks every redirect: to loopback, to a name resolving to loopback, to file://, to credentials', async () => {
    await expectRefused(`${filesOrigin}/to-loopback`, /127\.0\.0\.1 is a loopback address/);
    await expectRefused(`${filesOrigin}/to-localhost`, /loopback/);
    await expectRefused(`${filesOrigin}/to-file`, /only http and https/);
    await expectRefused(`${filesOrigin}/to-credentials`, /a redirect to a URL with a user name or password/);
    await expectRefused(`${filesOrigin}/loop`, /more than 5 redirects/);
    expect(hits.filter((h) => h.startsWith('/loop'))).toHaveLength(6);
    expect(trapConnections).toBe(0);
  });

  it('refuses other schemes, non-2xx answers, too large and too slow', async () => {
    await expectRefused('file:///etc/passwd', /only http and https URLs are accepted, not file:/);
    await expectRefused('ftp://127.0.0.1/x', /only http and https/);
    await expectRefused(`${filesOrigin}/missing`, /HTTP 404/);
    await expectRefused(`${filesOrigin}/big`, /larger than/);
    await expectRefused(`${filesOrigin}/big-chunked`, /larger than/);
    await expectRefused(`${filesOrigin}/bomb`, /larger than/); // limit applies to the decoded size
    const started = Date.now();
    await expectRefused(`${filesOrigin}/slow`, /too slow/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expectRefused(`http://127.0.0.1:${(files.address() as AddressInfo).port + 0}/missing`, /HTTP 404/);
  });

  it('rejects a body without a valid url with 400 naming the field', async () => {
    const r = await t.alice.call('/doc', { method: 'POST', json: { url: 'not a url' } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/url/);
    expect((await t.alice.call('/doc', { method: 'POST', json: {} })).status).toBe(400);
  });
});
