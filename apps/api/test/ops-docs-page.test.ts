import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall, startTestApi, type TestApi } from '../src/testing';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(fileURLToPath(new URL('../../../test-artifacts', import.meta.url)));

/** Every operation of SPEC.md (method, path relative to {base_url}). */
const SPEC_OPERATIONS: Array<[string, string]> = [
  ['GET', '/models'],
  ['GET', '/models/{options}'],
  ['GET', '/credits'],
  ['GET', '/doc'],
  ['POST', '/doc'],
  ['POST', '/doc/upload/{options}'],
  ['GET', '/doc/{docid}'],
  ['PUT', '/doc/{docid}'],
  ['DELETE', '/doc/{docid}'],
  ['GET', '/doc/{docid}/link'],
  ['POST', '/doc/{docid}/chat'],
  ['POST', '/doc/{docid}/ocr'],
  ['GET', '/label'],
  ['POST', '/label'],
  ['POST', '/label/{labelid}/upload/{options}'],
  ['GET', '/label/{labelid}'],
  ['PUT', '/label/{labelid}'],
  ['DELETE', '/label/{labelid}'],
  ['POST', '/label/{labelid}/chat'],
];

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

it('serves the reference page and its assets locally, without auth, under a strict CSP', async () => {
  const page = await rawCall(t.baseUrl, '/docs');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(page.body).not.toMatch(/https?:\/\//);
  for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
    expect((await rawCall(t.baseUrl, `/docs/${asset}`)).status, asset).toBe(200);
  }
  // Only the files the page needs: swagger-ui-dist's own demo page (pointing at petstore) is not exposed.
  expect((await rawCall(t.baseUrl, '/docs/index.html')).status).toBe(401);
  const slash = await fetch(`${t.baseUrl}/docs/`, { redirect: 'manual' });
  expect(slash.status).toBe(301);
  expect(slash.headers.get('location')).toBe('/api/v1/docs');
});

describe.skipIf(!existsSync(CHROMIUM))('in a real browser', () => {
  let context: BrowserContext;
  let profile: string;
  beforeAll(async () => {
    profile = mkdtempSync(path.join(os.tmpdir(), 'docent-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1280, height: 900 },
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('lists every SPEC.md path, loads nothing from elsewhere, and is kept as a screenshot', async () => {
    const page = await context.newPage();
    const foreign: string[] = [];
    const failed: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== t.origin) {
        foreign.push(url.href);
        return route.abort();
      }
      return route.continue();
    });
    page.on('requestfailed', (r) => failed.push(r.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    const response = await page.goto(`${t.baseUrl}/docs`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.opblock', { timeout: 20_000 });

    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map((b) => ({
        method: b.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '',
        path: b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '',
      })),
    );
    const seen = new Set(listed.map((o) => `${o.method} ${o.path}`));
    for (const [method, p] of SPEC_OPERATIONS) expect(seen, `${method} ${p} on the page`).toContain(`${method} ${p}`);
    expect(await page.title()).toBe('Docent API reference');
    expect(await page.textContent('.info .title')).toContain('Docent API');

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'api-docs.png'), fullPage: true });
    expect(existsSync(path.join(ARTIFACTS, 'api-docs.png'))).toBe(true);

    expect(foreign, 'requests to other origins').toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});

if (!existsSync(CHROMIUM)) {
  it.skip(`browser check skipped: no Chromium at ${CHROMIUM} (install it with .ci/system-deps, or set CHROMIUM_PATH)`, () => {});
}
