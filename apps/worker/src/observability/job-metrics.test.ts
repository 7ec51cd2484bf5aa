import { Writable } from 'node:stream';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWorkerConfig } from '../config';
import { startWorker, type RunningWorker } from '../worker';
import { createJobMetrics } from './job-metrics';
import { serveMetrics } from './metrics-server';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});

let database: TestDatabase;
let worker: RunningWorker;
const metrics = createJobMetrics();

beforeAll(async () => {
  database = await createTestDatabase();
  worker = await startWorker(
    {
      db: database.db,
      config: makeWorkerConfig({ databaseUrl: database.url }),
      logger: pino({ level: 'info' }, sink),
      metrics,
    },
    { crontab: '', pollInterval: 200 },
  );
});
afterAll(async () => {
  await worker?.stop();
  await database?.drop();
});

async function addJob(task: string, payload: string, maxAttempts = 1): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select (graphile_worker.add_job(${task}::text, ${payload}::json, max_attempts => ${maxAttempts}::int)).id::text as id`.execute(
    database.db,
  );
  return rows[0].id;
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('logs start and end or failure of every job with job id, task and document id, and counts outcomes with durations', async () => {
  const docid = 'd0123456789abcde';
  const ok = await addJob('housekeeping', JSON.stringify({ docid }));
  // A payload its schema refuses: the job fails (graphile-worker would retry it up to max_attempts).
  const bad = await addJob('housekeeping', '[1, 2]');
  await until(
    () =>
      lines.some((l) => l.msg === 'job end' && String(l.jobId) === ok) &&
      lines.some((l) => l.msg === 'job failed' && String(l.jobId) === bad),
    'both jobs',
  );

  const of = (id: string) => lines.filter((l) => String(l.jobId) === id && String(l.msg).startsWith('job '));
  expect(of(ok).map((l) => l.msg)).toEqual(['job start', 'job end']);
  expect(of(ok)[1]).toMatchObject({ task: 'housekeeping', docid, duration: expect.any(Number) });
  expect(of(bad).map((l) => l.msg)).toEqual(['job start', 'job failed']);
  expect(of(bad)[1]).toMatchObject({
    task: 'housekeeping',
    level: 50,
    willRetry: false,
    err: { message: expect.any(String) },
  });
  expect(of(bad)[1]).not.toHaveProperty('docid');

  const text = await metrics.registry.metrics();
  expect(text).toContain('docent_jobs_total{task="housekeeping",outcome="success"} 1');
  expect(text).toContain('docent_jobs_total{task="housekeeping",outcome="failure"} 1');
  expect(text).toMatch(/docent_job_duration_seconds_count\{task="housekeeping",outcome="success"\} 1/);
  expect(text).toMatch(/docent_job_duration_seconds_bucket\{le="\+Inf",task="housekeeping",outcome="failure"\} 1/);
});

it('serves the worker metrics on its own port, behind the metrics token when set', async () => {
  const server = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1', token: 'worker-token-123' });
  try {
    const url = `http://127.0.0.1:${server.port}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { message: expect.stringContaining('DOCENT_METRICS_TOKEN') } });
    const r = await fetch(url, { headers: { authorization: 'Bearer worker-token-123' } });
    expect(r.status).toBe(200);
    const body = await r.text();
    expect(body).toContain('docent_jobs_total{task="housekeeping",outcome="success"}');
    expect(body).toContain('docent_worker_process_resident_memory_bytes');
    expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
  } finally {
    await server.close();
  }
});
