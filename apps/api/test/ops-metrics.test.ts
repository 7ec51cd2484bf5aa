import { charge, enqueueJob, analyseJob, grant, refund } from '@docent/core';
import { sql } from '@docent/db';
import { Counter, Registry } from 'prom-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertDocumentRow, rawCall, startTestApi, type TestApi } from '../src/testing';

const TOKEN = 'metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (the subset prom-client writes). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`unparseable metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]] = pair[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

let t: TestApi;
const extra = new Registry();
const extraCounter = new Counter({
  name: 'docent_jobs_total',
  help: 'in-process worker stand-in',
  labelNames: ['task', 'outcome'],
  registers: [extra],
});

beforeAll(async () => {
  t = await startTestApi({ metricsToken: TOKEN });
});
afterAll(() => t?.close());

async function scrape(): Promise<Sample[]> {
  const r = await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
  return parseMetrics(await r.text());
}

it('refuses /metrics without the DOCENT_METRICS_TOKEN bearer', async () => {
  const none = await rawCall(t.origin, '/metrics');
  expect(none.status).toBe(401);
  expect(none.body).toEqual({ error: { message: expect.stringContaining('DOCENT_METRICS_TOKEN') } });
  const wrong = await rawCall(t.origin, '/metrics', { headers: { authorization: 'Bearer not-the-token' } });
  expect(wrong.status).toBe(401);
  // An API key is not a metrics token.
  expect((await rawCall(t.origin, '/metrics', { headers: { authorization: `Bearer ${t.alice.key}` } })).status).toBe(
    401,
  );
});

it('reports request durations by route pattern and status after real traffic', async () => {
  const doc = await insertDocumentRow(t.db, { accountId: t.alice.accountId });
  for (let i = 0; i < 3; i++) expect((await t.alice.call(`/doc/${doc.docid}`)).status).toBe(200);
  expect((await t.alice.call('/doc/d000000000000000')).status).toBe(404);
  expect((await rawCall(t.baseUrl, '/credits')).status).toBe(401);

  const samples = await scrape();
  const ok = find(samples, 'docent_http_request_duration_seconds_count', {
    method: 'GET',
    route: '/api/v1/doc/:docid',
    status: '200',
  });
  expect(ok?.value).toBe(3);
  expect(
    find(samples, 'docent_http_request_duration_seconds_count', { route: '/api/v1/doc/:docid', status: '404' })?.value,
  ).toBe(1);
  expect(
    find(samples, 'docent_http_request_duration_seconds_count', { route: '/api/v1/credits', status: '401' })?.value,
  ).toBe(1);
  expect(
    find(samples, 'docent_http_request_duration_seconds_bucket', {
      route: '/api/v1/doc/:docid',
      status: '200',
      le: '+Inf',
    })?.value,
  ).toBe(3);
  expect(
    find(samples, 'docent_http_request_duration_seconds_sum', { route: '/api/v1/doc/:docid', status: '200' })!.value,
  ).toBeGreaterThan(0);
  // No label carries a raw id: routes are patterns.
  expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(doc.docid)))).toBe(false);
  expect(find(samples, 'docent_api_process_resident_memory_bytes', {})!.value).toBeGreaterThan(0);
});

it('reads queue depth, documents by status and credits charged from Postgres on each scrape', async () => {
  const bob = await t.newUser({ monthly: 100 });
  const queued = await insertDocumentRow(t.db, { accountId: bob.accountId, status: 'queued' });
  await insertDocumentRow(t.db, { accountId: bob.accountId, status: 'failed' });
  const jobId = await enqueueJob(t.db, analyseJob, { docid: queued.docid });
  await charge(t.db, {
    accountId: bob.accountId,
    keyId: bob.keyId,
    workspace: 0,
    reason: 'chat',
    credits: 2.5,
    requestId: 'r1',
    detail: {},
  });
  await charge(t.db, {
    accountId: bob.accountId,
    keyId: bob.keyId,
    workspace: 0,
    reason: 'api',
    credits: 1,
    requestId: 'r2',
    detail: {},
  });
  await charge(t.db, {
    accountId: bob.accountId,
    keyId: bob.keyId,
    workspace: 0,
    reason: 'api',
    credits: 4,
    requestId: 'r3',
    detail: {},
  });
  await refund(t.db, { accountId: bob.accountId, requestId: 'r3' });
  await grant(t.db, { accountId: bob.accountId, bundle: 50 });

  const samples = await scrape();
  expect(find(samples, 'docent_queue_jobs', { task: 'analyse', state: 'pending' })?.value).toBe(1);
  const statusCounts = await t.db.selectFrom('documents').select(['status']).execute();
  for (const status of ['queued', 'processing', 'ready', 'failed']) {
    const expected = statusCounts.filter((r) => r.status === status).length;
    expect(find(samples, 'docent_documents', { status })?.value, status).toBe(expected);
  }
  expect(find(samples, 'docent_credits_charged', { reason: 'chat' })?.value).toBe(2.5);
  // Net of refunds; grants and resets ('other') are not charges.
  expect(find(samples, 'docent_credits_charged', { reason: 'api' })?.value).toBe(1);
  expect(find(samples, 'docent_credits_charged', { reason: 'chatbot' })?.value).toBe(0);
  expect(find(samples, 'docent_credits_charged', { reason: 'other' })).toBeUndefined();

  // A scrape reflects the database as it is now, not a cached count.
  await t.db.updateTable('documents').set({ status: 'ready' }).where('id', '=', queued.docid).execute();
  await sql`select graphile_worker.permanently_fail_jobs(array[${jobId}]::bigint[], 'given up by the test')`.execute(
    t.db,
  );
  const after = await scrape();
  expect(find(after, 'docent_queue_jobs', { task: 'analyse', state: 'pending' })).toBeUndefined();
  expect(find(after, 'docent_queue_jobs', { task: 'analyse', state: 'failed' })?.value).toBe(1);
  expect(find(after, 'docent_documents', { status: 'queued' })?.value).toBe(
    statusCounts.filter((r) => r.status === 'queued').length - 1,
  );
});

it('serves other registries of the process (an in-process worker) on the same /metrics', async () => {
  // A second app given an extra registry: its /metrics carries both, unprotected when no token is set.
  const { startApi, makeApiConfig, createLogger } = await import('../src/index');
  extraCounter.inc({ task: 'analyse', outcome: 'success' }, 2);
  const api = await startApi({
    db: t.db,
    config: makeApiConfig({ databaseUrl: t.database.url, secret: 'x'.repeat(40) }),
    logger: createLogger('silent'),
    metricsRegistries: [extra],
  });
  try {
    const r = await fetch(`${api.origin}/metrics`);
    expect(r.status).toBe(200);
    const samples = parseMetrics(await r.text());
    expect(find(samples, 'docent_jobs_total', { task: 'analyse', outcome: 'success' })?.value).toBe(2);
    expect(samples.some((s) => s.name === 'docent_documents')).toBe(true);
  } finally {
    await api.close();
  }
});
