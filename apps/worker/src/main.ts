import { createDb } from '@docent/db';
import pino from 'pino';
import { loadWorkerConfig } from './config';
import { startWorker } from './worker';

/** Production entry: `pnpm --filter @docent/worker start`; run as many as you like. */
const config = loadWorkerConfig();
const logger = pino({ name: 'docent-worker', level: config.logLevel });
const db = createDb({ connectionString: config.databaseUrl, applicationName: 'docent-worker' });
const worker = await startWorker({ db, config, logger });
logger.info({ concurrency: config.concurrency }, 'docent worker running');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'shutting down: finishing running jobs');
    await worker.stop();
    await db.destroy();
    process.exit(0);
  });
}
