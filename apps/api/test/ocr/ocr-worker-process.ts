// A worker in a process of its own, so a test can kill it with SIGKILL in the middle of an OCR job.
import pino from 'pino';
import { createDb } from '@docent/db';
import { makeWorkerConfig, startWorker } from '@docent/worker';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const db = createDb({ connectionString: databaseUrl });
await startWorker(
  { db, config: makeWorkerConfig({ databaseUrl, ocr: { langs: ['eng'], langPath: null, concurrency: 2, dpi: 150 } }), logger: pino({ level: 'silent' }) },
  { crontab: '', pollInterval: 200 },
);
process.stdout.write('worker started\n');
