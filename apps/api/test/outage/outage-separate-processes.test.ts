import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDocentProcess } from './docent-processes';
import { startOutageEnv, type OutageEnv } from './outage-env';
import { runOutageScenario } from './outage-scenario';

// The production shape: an api process and a worker process, through a Postgres restart at the worst moments.
let o: OutageEnv;
let baseUrl: string;
beforeAll(async () => {
  o = await startOutageEnv();
  const api = startDocentProcess('api', 'apps/api/src/main.ts', { ...o.env, LOG_LEVEL: 'info' });
  const worker = startDocentProcess('worker', 'apps/worker/src/main.ts', { ...o.env, LOG_LEVEL: 'info' });
  o.processes.push(api, worker);
  baseUrl = (await api.waitFor(/"baseUrl":"(http[^"]+)"/))[1];
  await worker.waitFor(/docent worker running/);
}, 60_000);
afterAll(() => o?.close(), 60_000);

it('survives a Postgres restart mid-analysis, mid-OCR, mid-chat, under uploads and across a cron tick', async () => {
  const { pg, processes, provider, webhooks } = o;
  const figures = await runOutageScenario({ pg, baseUrl, processes, provider, webhooks, cron: o.processes[1] });
  console.log(`[outage, api + worker] ${JSON.stringify(figures)}`);
  expect(figures.uploadsAnswered503).toBeGreaterThan(0);
}, 240_000);
