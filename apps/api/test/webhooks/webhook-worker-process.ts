// A worker in a process of its own, so a test can kill it with SIGKILL in the middle of a webhook delivery.
import pino from 'pino';
import { createDb } from '@docent/db';
import { makeWorkerConfig, startWorker } from '@docent/worker';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const db = createDb({ connectionString: databaseUrl });
await startWorker(
  {
    db,
    config: makeWorkerConfig({
      databaseUrl,
      webhooks: {
        docentSecret: process.env.DOCENT_SECRET,
        allowHosts: (process.env.DOCENT_FETCH_ALLOW_HOSTS ?? '').split(','),
        timeoutMs: 120_000,
        retry: { baseMs: 0, capMs: 0, retries: 3 },
      },
    }),
    logger: pino({ level: 'silent' }),
  },
  { crontab: '', pollInterval: 200 },
);
process.stdout.write('worker started\n');
