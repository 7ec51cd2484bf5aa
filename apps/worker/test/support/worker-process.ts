// A real worker process for crash tests: `node --import tsx worker-process.ts` with DATABASE_URL set.
// It prints "worker started" once its parser process is warm. Every document is really parsed (in the parser
// process), then held at its first part of pages, before any text is written: the process prints "held <n> pages"
// and never goes on, so a test kills it at a known point of the job, however fast or slow the machine is.
import { createExtractionPool, type ExtractionPool } from '@docent/core';
import { createDb } from '@docent/db';
import pino from 'pino';
import { makeWorkerConfig } from '../../src/config';
import { startWorker } from '../../src/worker';

const databaseUrl = process.env.DATABASE_URL!;
const config = makeWorkerConfig({ databaseUrl, concurrency: 1 });
const pool = createExtractionPool({
  size: 1,
  maxHeapMb: config.analysis.maxHeapMb,
  timeoutMs: config.analysis.timeoutMs,
  warm: true,
});
await pool.extract(Buffer.from('warm up'), { maxPages: 1, maxUnzippedBytes: 1 });
const extraction: ExtractionPool = {
  ...pool,
  extractPages: (bytes, limits) =>
    pool.extractPages(bytes, limits, async (part) => {
      process.stdout.write(`held ${part.pages.length} pages\n`);
      return new Promise<never>(() => {}); // the barrier: the job stays at this point until the process dies
    }),
};
const db = createDb({ connectionString: databaseUrl, max: 4 });
await startWorker({ db, config, logger: pino({ level: 'silent' }), extraction }, { crontab: '', pollInterval: 100 });
process.stdout.write('worker started\n');
