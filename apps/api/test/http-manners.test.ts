import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@docent/db';
import { rawCall, startTestApi, type TestApi } from '../src/testing';

let t: TestApi;
let plain: Server;
let plainPort: number;
let closedPort: number;

beforeAll(async () => {
  plain = createServer((_req, res) => res.end('plain http'));
  await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
  plainPort = (plain.address() as AddressInfo).port;
  closedPort = await freePort();
  t = await startTestApi({
    fetchAllowHosts: [`127.0.0.1:${plainPort}`, `127.0.0.1:${closedPort}`],
    fetchTimeoutMs: 5_000,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => plain?.close(r));
});

/** node:http, not fetch: fetch refuses TRACE. */
function send(method: string, path: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.baseUrl}${path}`,
      { method, headers: { authorization: `Bearer ${t.alice.key}` } },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('405 with Allow for a known path and another method', () => {
  it.each([
    ['TRACE', '/models', 'GET, HEAD', ''],
    ['PATCH', '/doc/d000000000000000', 'DELETE, GET, HEAD, PUT', ''],
    // The docid left out: DELETE /doc/{docid} is what was meant.
    ['DELETE', '/doc', 'GET, HEAD, POST', '; did you mean DELETE /doc/{docid}?'],
    ['GET', '/doc/d000000000000000/chat', 'POST', ''],
    ['PUT', '/label/l00000000000000/upload/sync', 'POST', ''],
  ])('%s %s → 405, Allow: %s', async (method, path, allow, hint) => {
    const r = await send(method, path);
    expect(r.status).toBe(405);
    expect(r.allow).toBe(allow);
    expect(JSON.parse(r.body)).toEqual({
      error: { message: `method ${method} is not allowed here; this path allows ${allow}${hint}` },
    });
  });

  it('a path left without its last parameter is pointed at the endpoint it likely meant', async () => {
    // POST /doc/upload is also GET/PUT/DELETE /doc/{docid} with a docid "upload": 405, and the hint.
    const upload = await send('POST', '/doc/upload');
    expect(upload.status).toBe(405);
    expect(JSON.parse(upload.body).error.message).toBe(
      'method POST is not allowed here; this path allows DELETE, GET, HEAD, PUT; did you mean POST /doc/upload/{options}?',
    );
    // No endpoint at all has this path: 404, and the hint.
    const labelUpload = await send('POST', '/label/l00000000000000/upload');
    expect(labelUpload.status).toBe(404);
    expect(JSON.parse(labelUpload.body).error.message).toBe(
      'No such endpoint; did you mean POST /label/{labelid}/upload/{options}?',
    );
  });

  it('an unknown path is still 404, and a known method still works', async () => {
    expect((await t.alice.call('/nothing-here')).status).toBe(404);
    expect((await t.alice.call('/models')).status).toBe(200);
  });
});

describe('the Bearer scheme, case-insensitive', () => {
  it.each(['bearer', 'BEARER', 'Bearer', 'beARer'])('Authorization: %s <key> is accepted', async (scheme) => {
    const r = await rawCall(t.baseUrl, '/models', { headers: { authorization: `${scheme} ${t.alice.key}` } });
    expect(r.status).toBe(200);
  });

  it('another scheme, a missing key or an unknown key is 401', async () => {
    for (const authorization of [`Basic ${t.alice.key}`, 'Bearer', 'bearer ', `Bearer ${t.alice.key}x`]) {
      expect((await rawCall(t.baseUrl, '/models', { headers: { authorization } })).status, authorization).toBe(401);
    }
  });
});

describe('URL fetching failures in plain words, never library internals', () => {
  const create = (url: string) => t.alice.call('/doc', { method: 'POST', json: { url } });
  const internals = /SSL|ssl3|routines|ERR_|E[A-Z]{4,}|undici|getaddrinfo|at .*\.js|\berror:\d/;

  it('https to a plain-http server: the TLS handshake fails', async () => {
    const r = await create(`https://127.0.0.1:${plainPort}/file.txt`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(
      'url: could not be fetched: a secure (TLS) connection could not be made: the server may not speak https on that port',
    );
    expect(r.body.error.message).not.toMatch(internals);
  });

  it('a host name that does not resolve', async () => {
    const r = await create('http://no-such-host.invalid/file.txt');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('url: could not be fetched: the host name does not resolve');
  });

  it('nothing listening on the port', async () => {
    const r = await create(`http://127.0.0.1:${closedPort}/file.txt`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('url: could not be fetched: the connection was refused');
  });
});
