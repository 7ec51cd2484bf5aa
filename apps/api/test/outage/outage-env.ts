import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRestartablePostgres, type RestartablePostgres } from '@docent/db/testing';
import { startOpenAIProtocolServer, type OpenAIProtocolServer } from '../support/openai-protocol-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import type { DocentProcess } from './docent-processes';

export interface OutageEnv {
  pg: RestartablePostgres;
  provider: OpenAIProtocolServer;
  /** A webhook endpoint on loopback (allow-listed), to follow deliveries through the outage. */
  webhooks: WebhookReceiver;
  home: string;
  env: Record<string, string>;
  processes: DocentProcess[];
  close: () => Promise<void>;
}

/** A Postgres of the test's own, a provider, a webhook endpoint, and the environment every Docent process gets. */
export async function startOutageEnv(): Promise<OutageEnv> {
  const pg = await startRestartablePostgres();
  const provider = await startOpenAIProtocolServer();
  const webhooks = await startWebhookReceiver();
  const home = mkdtempSync(path.join(os.tmpdir(), 'docent-outage-home-'));
  const processes: DocentProcess[] = [];
  return {
    pg,
    provider,
    webhooks,
    home,
    processes,
    env: {
      DATABASE_URL: pg.url,
      DOCENT_HOME: home,
      DOCENT_SECRET: 'outage-test-secret-0123456789abcdef0123456789',
      HOST: '127.0.0.1',
      PORT: '0',
      OPENAI_API_KEY: 'sk-outage',
      OPENAI_BASE_URL: provider.baseUrl,
      DOCENT_FETCH_ALLOW_HOSTS: webhooks.hostPort,
      DOCENT_PROVIDER_RETRIES: '0',
      DOCENT_SYNC_TIMEOUT_S: '60',
      WORKER_CONCURRENCY: '3',
      OCR_CONCURRENCY: '1',
      OCR_DPI: '150',
      LOG_LEVEL: 'warn',
      DOCENT_TEST_CLOCK: '1', // clock-shift.mjs: the test decides when the hourly cron ticks
    },
    close: async () => {
      await Promise.all(processes.map((p) => p.stop()));
      // What the processes printed, for a failure's post-mortem (test-artifacts/ is not committed).
      mkdirSync('test-artifacts', { recursive: true });
      for (const p of processes)
        writeFileSync(path.join('test-artifacts', `outage-${p.name.replace(/\W+/g, '-')}.log`), p.output());
      await provider.close();
      await webhooks.close();
      await pg.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
