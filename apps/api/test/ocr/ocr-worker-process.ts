// A worker in a process of its own, so a test can kill it with SIGKILL in the middle of an OCR job. It is wired as
// the worker wires itself (parser processes render PDF pages, tesseract reads them). The first page read goes through;
// every later one is really read, then held: the process prints "held page" and the job never goes on (nothing of it
// is committed), so the test kills it at a known point.
import pino from 'pino';
import { createExtractionPool, createOcrEngine } from '@docent/core';
import { createDb } from '@docent/db';
import { makeWorkerConfig, startWorker } from '@docent/worker';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const db = createDb({ connectionString: databaseUrl });
const config = makeWorkerConfig({ databaseUrl, ocr: { langs: ['eng'], langPath: null, concurrency: 2, dpi: 150 } });
const extraction = createExtractionPool({
  size: 1,
  maxHeapMb: config.analysis.maxHeapMb,
  timeoutMs: config.analysis.timeoutMs,
});
const engine = createOcrEngine(config.ocr, { renderPdfPage: extraction.renderPdfPage });
let calls = 0;
const pageOcr: typeof engine.readPage = async (input) => {
  const read = await engine.readPage(input);
  if (++calls === 1) return read;
  process.stdout.write('held page\n');
  return new Promise<never>(() => {}); // the barrier: nothing of this job is written until the process dies
};
await startWorker(
  { db, config, extraction, pageOcr, logger: pino({ level: 'silent' }) },
  { crontab: '', pollInterval: 200 },
);
process.stdout.write('worker started\n');
