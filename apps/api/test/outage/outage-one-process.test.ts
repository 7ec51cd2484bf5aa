import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDocentProcess } from './docent-processes';
import { startOutageEnv, type OutageEnv } from './outage-env';
import { runOutageScenario } from './outage-scenario';

// `pnpm start` (api + worker in one process) through a Postgres restart at the worst moments.
let o: OutageEnv;
let baseUrl: string;
beforeAll(async () => {
  o = await startOutageEnv();
  const docent = startDocentProcess('pnpm start', 'apps/cli/src/start.ts', o.env);
  o.processes.push(docent);
  baseUrl = (await docent.waitFor(/api listening: (http\S+\/api\/v1)/))[1];
}, 60_000);
afterAll(() => o?.close(), 60_000);

it('survives a Postgres restart mid-analysis, mid-OCR, mid-chat, under uploads and across a cron tick', async () => {
  const { pg, processes, provider, webhooks } = o;
  const figures = await runOutageScenario({ pg, baseUrl, processes, provider, webhooks, cron: o.processes[0] });
  console.log(`[outage, one process] ${JSON.stringify(figures)}`);
  expect(figures.uploadsAnswered503).toBeGreaterThan(0);
}, 240_000);
