import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDocumentLink } from '@docent/core';
import { startTestApi, type TestApi } from '../../src/testing';
import { form } from './multipart';

let t: TestApi;
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef'; // the one startTestApi configures
const big = Buffer.from(Array.from({ length: 2_500_000 }, (_, i) => (i * 7919) % 251));
let small: { docid: string; link: string };
let large: { docid: string; link: string };

beforeAll(async () => {
  t = await startTestApi();
  const up = async (name: string, content: Buffer, type: string) => {
    const r = await t.alice.call('/doc/upload/async', { method: 'POST', body: form([{ name, content, type }]) });
    const docid = r.body.data[0].docid;
    const link = await t.alice.call(`/doc/${docid}/link`);
    expect(link.status).toBe(200);
    expect(Object.keys(link.body.data)).toEqual(['link']);
    return { docid, link: link.body.data.link as string };
  };
  small = await up('Überblick "Q3"; 2024.txt', Buffer.from('0123456789abcdef'), 'text/plain');
  large = await up('large.bin', big, 'application/octet-stream');
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('GET /doc/{docid}/link and the download route', () => {
  it('gives an absolute link on the request origin that downloads the original bytes without a header', async () => {
    expect(small.link.startsWith(`${t.origin}/api/v1/files/${small.docid}?exp=`)).toBe(true);
    const exp = Number(new URL(small.link).searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const r = await get(small.link);
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).toString()).toBe('0123456789abcdef');
    expect(r.headers.get('content-type')).toBe('text/plain');
    expect(r.headers.get('content-length')).toBe('16');
    expect(r.headers.get('accept-ranges')).toBe('bytes');
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = r.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="_berblick _Q3__ 2024.txt"; filename*=UTF-8''%C3%9Cberblick%20%22Q3%22%3B%202024.txt`,
    );
  });

  it('answers HEAD with the headers only', async () => {
    const r = await fetch(small.link, { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-length')).toBe('16');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await r.text()).toBe('');
  });

  it('streams a multi-megabyte file intact and serves byte ranges (206/416)', async () => {
    const whole = await get(large.link);
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
    const across = await get(large.link, { range: 'bytes=1048570-1048590' }); // spans a 1 MiB read slice
    expect(across.status).toBe(206);
    expect(across.headers.get('content-range')).toBe(`bytes 1048570-1048590/${big.length}`);
    expect(across.headers.get('content-length')).toBe('21');
    expect(Buffer.from(await across.arrayBuffer()).equals(big.subarray(1048570, 1048591))).toBe(true);
    const suffix = await get(small.link, { range: 'bytes=-4' });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe('cdef');
    const open = await get(small.link, { range: 'bytes=10-' });
    expect(await open.text()).toBe('abcdef');
    const unsatisfiable = await get(small.link, { range: 'bytes=100-200' });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */16');
    expect(await unsatisfiable.json()).toEqual({ error: { message: expect.any(String) } });
    const staleIfRange = await get(small.link, { range: 'bytes=0-1', 'if-range': '"other"' });
    expect(staleIfRange.status).toBe(200);
    expect(await staleIfRange.text()).toBe('0123456789abcdef');
    const etag = (await get(small.link, { range: 'bytes=0-0' })).headers.get('etag')!;
    const freshIfRange = await get(small.link, { range: 'bytes=0-1', 'if-range': etag });
    expect(await freshIfRange.text()).toBe('01');
  });

  it('answers 403 with the Error body for a tampered or expired link', async () => {
    const u = new URL(small.link);
    const sig = u.searchParams.get('sig')!;
    const exp = u.searchParams.get('exp')!;
    const flip = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    const tampered = [
      `${t.origin}/api/v1/files/${small.docid}?exp=${exp}&sig=${flip}`,
      `${t.origin}/api/v1/files/${small.docid}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${t.origin}/api/v1/files/${large.docid}?exp=${exp}&sig=${sig}`,
      `${t.origin}/api/v1/files/${small.docid}?exp=${exp}`,
      `${t.origin}/api/v1/files/${small.docid}`,
    ];
    for (const url of tampered) {
      const r = await get(url);
      expect(r.status, url).toBe(403);
      expect(await r.json()).toEqual({ error: { message: expect.stringMatching(/invalid/) } });
    }
    const old = signDocumentLink({ secret: SECRET, docid: small.docid, now: Date.now() - 2 * 60 * 60 * 1000 });
    const expired = await get(`${t.origin}/api/v1/files/${small.docid}?exp=${old.exp}&sig=${old.sig}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: { message: expect.stringMatching(/expired/) } });
    const otherSecret = signDocumentLink({ secret: 'another-secret-0123456789abcdef0123456789', docid: small.docid });
    expect(
      (await get(`${t.origin}/api/v1/files/${small.docid}?exp=${otherSecret.exp}&sig=${otherSecret.sig}`)).status,
    ).toBe(403);
  });

  it('404s a link for another account’s document and a deleted document', async () => {
    const bob = await t.newUser();
    expect((await bob.call(`/doc/${small.docid}/link`)).status).toBe(404);
    const r = await t.alice.call('/doc/upload/async', {
      method: 'POST',
      body: form([{ name: 'gone.txt', content: 'bye' }]),
    });
    const docid = r.body.data[0].docid;
    const link = (await t.alice.call(`/doc/${docid}/link`)).body.data.link;
    expect((await t.alice.call(`/doc/${docid}`, { method: 'DELETE' })).status).toBe(200);
    const after = await get(link);
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual({ error: { message: expect.any(String) } });
  });

  it('builds links on PUBLIC_URL when it is set', async () => {
    const other = await startTestApi({ publicUrl: 'https://docent.example.com' });
    try {
      const r = await other.alice.call('/doc/upload/async', {
        method: 'POST',
        body: form([{ name: 'p.txt', content: 'p' }]),
      });
      const link = (await other.alice.call(`/doc/${r.body.data[0].docid}/link`)).body.data.link as string;
      expect(link).toMatch(
        new RegExp(`^https://docent\\.example\\.com/api/v1/files/${r.body.data[0].docid}\\?exp=\\d+&sig=[\\w-]+$`),
      );
      // Same signature works on the local origin (only the base differs).
      const local = link.replace('https://docent.example.com', other.origin);
      expect(await (await get(local)).text()).toBe('p');
    } finally {
      await other.close();
    }
  });
});
