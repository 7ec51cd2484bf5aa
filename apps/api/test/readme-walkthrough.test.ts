import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ChatResult, CreditsReport, Doc, DocId, ErrorBody, Label } from '@docent/contract';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTextPdf } from '../../../packages/core/src/extraction/fixtures/index';
import { startTestApi, type TestApi } from '../src/testing';

// The README's walkthrough, block by block, in one bash session against a live api and worker: only the setup
// block (address, key) and the public download URL are swapped for the test's own. Each block's output is checked
// against the contract's schemas, so the README cannot drift from what the api answers.
const exec = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const README_URL = 'https://www.w3.org/WAI/ER/tests/xhtml/testfiles/resources/pdf/dummy.pdf';
const README_HOOK = 'https://example.com/docent-hooks';

interface Block {
  step: string;
  code: string;
}

/** The ```sh blocks of the README that follow a `<!-- walkthrough: step -->` marker, in order. */
function walkthrough(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const marker = /^<!-- walkthrough: ([\w-]+) -->$/.exec(lines[i]);
    if (!marker) continue;
    expect(lines[i + 1], `a sh block right after the marker ${marker[1]}`).toBe('```sh');
    let end = i + 2;
    while (lines[end] !== '```') end++;
    blocks.push({ step: marker[1], code: lines.slice(i + 2, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** Every JSON value printed one after another (jq's pretty output, possibly several per block). */
function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth++ === 0) start = i;
    } else if (ch === '}' || ch === ']') {
      if (--depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return values;
}

let t: TestApi;
let worker: RunningWorker;
let files: Server;
let dir: string;
const pdf = makeTextPdf([
  ['Quarterly report of the harbour authority.', 'Revenue grew by nine percent in the third quarter.'],
  ['The new quay opens in October.', 'Dredging starts in November.'],
]);
const dummy = makeTextPdf([['A small document fetched by URL.']]);
const hooks: Array<{ headers: Record<string, unknown>; body: string }> = [];

beforeAll(async () => {
  files = createServer((req, res) => {
    if (req.method === 'POST') {
      // The walkthrough's webhook endpoint (the README's public URL, swapped for this allow-listed loopback one).
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        hooks.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(dummy);
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
  const filesPort = (files.address() as AddressInfo).port;
  t = await startTestApi({ syncTimeoutMs: 120_000, fetchAllowHosts: [`127.0.0.1:${filesPort}`] }); // also the webhook's
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.database.url }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 200 },
  );
  dir = mkdtempSync(path.join(os.tmpdir(), 'docent-walkthrough-'));
  writeFileSync(path.join(dir, 'report.pdf'), pdf);
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await worker?.stop();
  await t?.close();
  await new Promise((r) => files?.close(r));
});

const ModelList = z.array(z.object({ id: z.string(), name: z.string() })).nonempty();
const LabelSummary = z.object({ labelid: z.string(), name: z.string(), color: z.string(), docids: z.array(DocId) });

it('the README walkthrough runs against a live api, every answer of the shape the contract says', async () => {
  const blocks = walkthrough(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const steps = blocks.map((b) => b.step);
  expect(steps).toEqual([
    'setup',
    'models',
    'upload',
    'url',
    'list',
    'rename',
    'link',
    'ocr',
    'ocr-wait',
    'label',
    'tag',
    'label-upload',
    'chat',
    'follow-up',
    'stream',
    'label-chat',
    'dry-run',
    'credits',
    'webhook',
    'delete',
  ]);
  const setup = blocks[0].code;
  expect(setup).toMatch(/^export DOCENT=/m);
  expect(setup).toMatch(/^export K=/m);
  expect(setup).toMatch(/^AUTH="Authorization: Bearer \$K"$/m);
  const filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/dummy.pdf`;
  const urlBlock = blocks.find((b) => b.step === 'url')!;
  expect(urlBlock.code).toContain(README_URL);
  const hookUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/hooks`;
  expect(blocks.find((b) => b.step === 'webhook')!.code).toContain(README_HOOK);

  const script = [
    'set -uo pipefail',
    `export DOCENT=${t.baseUrl} K=${(await t.newUser({ monthly: 1000 })).key}`, // as pnpm start's first-boot account
    'AUTH="Authorization: Bearer $K"',
    ...blocks
      .slice(1)
      .flatMap((b) => [
        `echo '@@@ ${b.step}'`,
        b.code.replaceAll(README_URL, filesUrl).replaceAll(README_HOOK, hookUrl),
      ]),
  ].join('\n');
  const { stdout, stderr } = await exec('timeout', ['240', 'bash', '-c', script], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stderr, stdout).toBe('');
  const out = Object.fromEntries(
    stdout
      .split(/^@@@ /m)
      .slice(1)
      .map((chunk) => [chunk.slice(0, chunk.indexOf('\n')), chunk.slice(chunk.indexOf('\n') + 1)]),
  ) as Record<string, string>;
  const values = (step: string) => jsonValues(out[step]);

  expect(ModelList.parse(values('models')[0]).map((m) => m.id)).toContain('docent-local');

  const doc = Doc.parse(values('upload')[0]);
  expect(doc).toMatchObject({
    name: 'report.pdf',
    ready: true,
    status: 'ready',
    pages: 2,
    type: 'application/pdf',
    ocr: null,
  });

  const added = z.object({ data: z.array(DocId).length(1) }).parse(values('url')[0]);
  const urlDoc = added.data[0];

  expect(values('list')[0]).toEqual([
    { docid: urlDoc, name: 'dummy.pdf', status: expect.stringMatching(/queued|processing|ready/) },
  ]);

  expect(Doc.parse(values('rename')[0])).toMatchObject({
    docid: doc.docid,
    name: 'Q3 report',
    metadata: { quarter: 'Q3', owner: 'finance' },
  });

  expect(out.link.trim()).toBe('same bytes');

  const [ocrId, ...ocrRest] = out.ocr.split('\n');
  expect(ocrId).toMatch(/^ocr-[0-9a-z]{16}$/);
  expect(jsonValues(ocrRest.join('\n'))[0]).toEqual({
    status: 'processing',
    ready: false,
    ocr: { id: ocrId, pages_read: expect.any(Number), pages: 2 },
  });
  expect(values('ocr-wait')[0]).toEqual({ status: 'ready', ready: true, ocr: null, error: null });

  const [label, labelList] = values('label');
  const labelid = Label.parse(label).labelid!;
  expect(Label.parse(label)).toMatchObject({ name: 'reports', color: '#3a7bd5', docids: [doc.docid] });
  expect(z.array(LabelSummary).parse(labelList)).toEqual([
    { labelid, name: 'reports', color: '#3a7bd5', docids: [doc.docid] },
  ]);

  const [tagged, untagged] = values('tag');
  expect(tagged).toEqual({ name: 'reports', color: '#e4572e', docids: [doc.docid, urlDoc] });
  expect(untagged).toEqual({ name: 'reports', color: '#e4572e', docids: [doc.docid] });

  const [uploaded] = values('label-upload') as Array<Array<{ labelid: string; docids: string[] }>>;
  expect(uploaded).toHaveLength(1);
  expect(uploaded[0].labelid).toBe(labelid);
  expect(uploaded[0].docids).toHaveLength(2);

  const chat = ChatResult.parse(values('chat')[0]);
  expect(chat.tid).toMatch(/^t[0-9a-z]{15}$/);
  expect(chat.answer).toMatch(/harbour|quay|Revenue/i);
  const followUp = ChatResult.parse(values('follow-up')[0]);
  expect(followUp.tid).toBe(chat.tid);
  expect(followUp.promptid).not.toBe(chat.promptid);

  // Server-Sent Events: deltas that add up to the answer, then done with the Chat result.
  const events = [...out.stream.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
    event: m[1],
    data: JSON.parse(m[2]),
  }));
  expect(events.map((e) => e.event)).toEqual([...events.slice(0, -1).map(() => 'delta'), 'done']);
  expect(events.length).toBeGreaterThan(1);
  const streamed = ChatResult.parse(events.at(-1)!.data);
  expect(streamed.answer).toMatch(/October/);
  expect(
    events
      .slice(0, -1)
      .map((e) => e.data.text)
      .join(''),
  ).toBe(streamed.answer);

  expect(ChatResult.parse(values('label-chat')[0]).answer).toMatch(/Bluebird/);
  const dry = ChatResult.parse(values('dry-run')[0]);
  expect(dry).toMatchObject({ promptid: '', answer: '', estimate: { credits: expect.any(Number) } });

  const credits = z.object({ data: CreditsReport }).parse(values('credits')[0]).data;
  expect(credits.ledger.items).toEqual([
    expect.objectContaining({ reason: 'api', request_id: ocrId, delta_monthly: -2 }),
  ]);

  const [hook, tested] = values('webhook') as Array<Record<string, unknown>>;
  expect(hook).toEqual({
    id: expect.stringMatching(/^w[0-9a-z]{15}$/),
    url: hookUrl,
    events: ['document.ready', 'document.failed'],
    secret: 'whsec_…',
  });
  expect(tested).toEqual({ delivered: true, status: 204 });
  expect(hooks).toHaveLength(1);
  expect(JSON.parse(hooks[0].body)).toMatchObject({ type: 'webhook.test' });
  expect(hooks[0].headers).toMatchObject({
    'webhook-id': expect.any(String),
    'webhook-signature': expect.stringMatching(/^v1,/),
  });

  const [deletedHook, deletedLabel, deletedDoc, gone] = values('delete');
  expect(deletedHook).toEqual({ id: hook.id });
  expect(deletedLabel).toEqual({ labelid, name: 'reports' });
  expect(deletedDoc).toEqual({ docid: urlDoc, name: 'dummy.pdf' });
  expect(ErrorBody.parse(gone).error.message).toMatch(/not found/);
}, 300_000);
