import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyWebhook } from '@docent/client';
import { makeWorkerConfig, startWorker, type RunningWorker } from '@docent/worker';
import { startTestApi, type TestApi } from '../../src/testing';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// At-least-once: a worker killed (SIGKILL) while an endpoint holds its delivery open recorded nothing; once the
// job is released, another worker delivers the same event again (same webhook-id, same body), then the next one.
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
let t: TestApi;
let hook: WebhookReceiver;
let child: ChildProcess | undefined;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  t = await startTestApi({ fetchAllowHosts: [hook.hostPort] });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await t?.close();
  await hook?.close();
});

function startChildWorker(): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./webhook-worker-process.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      DOCENT_SECRET: SECRET,
      DOCENT_FETCH_ALLOW_HOSTS: hook.hostPort,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('child worker did not start in 60 s')), 60_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker started')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.once('exit', (code) => reject(new Error(`child worker exited with ${code}`)));
  });
}

it('a worker killed mid-delivery: the event is delivered again after a restart, in order, recorded once', {
  timeout: 120_000,
}, async () => {
  const created = await t.alice.call('/webhooks', {
    method: 'POST',
    json: { url: hook.url, events: ['label.updated'] },
  });
  const { id, secret } = created.body.data;
  const label = await t.alice.call('/label', { method: 'POST', json: { name: 'first', color: '#111111' } });
  const lid = label.body.data[0].labelid;

  hook.setHold(true);
  child = await startChildWorker();
  await t.alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'before the crash' } });
  const inFlight = await hook.next(); // the child is waiting for this answer
  await t.alice.call(`/label/${lid}`, { method: 'PUT', json: { name: 'after the crash' } });

  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  child = undefined;
  inFlight.respond(200); // too late: nobody reads it
  hook.setHold(false);

  // A new worker finds the dead one's job (its liveness lock is gone) and runs it again.
  worker = await startWorker(
    {
      db: t.db,
      config: makeWorkerConfig({
        databaseUrl: t.database.url,
        webhooks: {
          docentSecret: SECRET,
          allowHosts: [hook.hostPort],
          timeoutMs: 10_000,
          retry: { baseMs: 0, capMs: 0, retries: 3 },
        },
      }),
      logger: pino({ level: 'silent' }),
    },
    { crontab: '', pollInterval: 200, crashSweepMs: 500 },
  );
  const [again, next] = await hook.take(2, 60_000);
  expect(again.headers['webhook-id']).toBe(inFlight.headers['webhook-id']);
  expect(again.body).toBe(inFlight.body);
  expect(verifyWebhook(again.body, again.headers, secret)).toMatchObject({
    type: 'label.updated',
    data: { name: 'before the crash' },
  });
  expect(verifyWebhook(next.body, next.headers, secret)).toMatchObject({
    type: 'label.updated',
    data: { name: 'after the crash' },
  });

  await expect
    .poll(async () => (await t.alice.call(`/webhooks/${id}/deliveries`)).body.data.map((d: any) => d.state))
    .toEqual(['delivered', 'delivered']);
  const deliveries = (await t.alice.call(`/webhooks/${id}/deliveries`)).body.data;
  // The killed attempt left no record; each delivery has one attempt, answered 200.
  expect(deliveries.map((d: any) => d.attempts.map((a: any) => [a.attempt, a.status]))).toEqual([
    [[1, 200]],
    [[1, 200]],
  ]);
});
