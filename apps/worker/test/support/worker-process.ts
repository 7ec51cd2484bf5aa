// A real worker process for crash tests: `node --import tsx worker-process.ts` with DATABASE_URL set.
// It prints "worker started" once its parser process is warm, so a test knows jobs start parsing at once.
import { createExtractionPool } from '@docent/core';
import { createDb } from '@docent/db';
import pino from 'pino';
import { makeWorkerConfig } from '../../src/config';
import { startWorker } from '../../src/worker';

const databaseUrl = process.env.DATABASE_URL!;
const config = makeWorkerConfig({ databaseUrl, concurrency: 1 });
const extraction = createExtractionPool({ size: 1, maxHeapMb: config.analysis.maxHeapMb, timeoutMs: config.analysis.timeoutMs, warm: true });
await extraction.extract(Buffer.from('warm up'), { maxPages: 1, maxUnzippedBytes: 1 });
const db = createDb({ connectionString: databaseUrl, max: 4 });
await startWorker({ db, config, logger: pino({ level: 'silent' }), extraction }, { crontab: '', pollInterval: 100 });
process.stdout.write('worker started\n');
