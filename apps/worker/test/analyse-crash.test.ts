import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyseJobKey, createAccountKey, createStoredDocument } from '@docent/core';
import { sql } from '@docent/db';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { makeTextPdf } from '../../../packages/core/src/extraction/fixtures/index';
import { makeWorkerConfig } from '../src/config';
import { startWorker, type RunningWorker } from '../src/worker';
import { listenForDocuments } from './support/document-done';

let t: TestDatabase;
let child: ChildProcess | undefined;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await t?.drop();
});

const childrenOf = (pid: number): number[] => {
  try {
    return execSync(`pgrep -P ${pid}`).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('a worker process killed mid-analysis: after a restart the document becomes ready, with no duplicate chunks', async () => {
  const { accountId, keyId } = await createAccountKey(t.db, { name: 'crash' });
  const pageCount = 1500;
  const pdf = makeTextPdf(
    Array.from({ length: pageCount }, (_, i) => [
      `Page ${i + 1} of the harbour archive.`,
      `Entry ${i * 7}: a ship named Vessel${i} docked at noon.`,
    ]),
  );
  const listener = await listenForDocuments(t.url);

  // 1. A real worker process (its parser warm) picks the job up, parses, and is held before it commits anything...
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const script = fileURLToPath(new URL('./support/worker-process.ts', import.meta.url));
  child = spawn(process.execPath, ['--import', tsx, script], {
    env: { ...process.env, DATABASE_URL: t.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(line) && resolve();
      check();
      child!.stdout!.on('data', check);
      child!.once('exit', (code) => reject(new Error(`worker process exited early (${code}) before "${line}"`)));
    });
  await printed('worker started');
  const doc = await createStoredDocument(t.db, { accountId, keyId, workspace: 0, name: 'archive.pdf', bytes: pdf });
  const job = async () =>
    (
      await sql<{
        locked_by: string | null;
        attempts: number;
      }>`select locked_by, attempts from graphile_worker.jobs where key = ${analyseJobKey(doc.docid)}`.execute(t.db)
    ).rows[0];
  const status = async () =>
    (await t.db.selectFrom('documents').select('status').where('id', '=', doc.docid).executeTakeFirstOrThrow()).status;
  await printed('held ');
  expect(await status()).toBe('processing');
  expect((await job())?.locked_by).not.toBeNull();

  // 2. ...and is killed mid-analysis, parser process and all.
  const parsers = childrenOf(child.pid!);
  expect(parsers.length).toBeGreaterThan(0);
  child.kill('SIGKILL');
  await new Promise((r) => child!.once('exit', r));
  await until(() => parsers.every((pid) => !alive(pid)), 20_000, 'the orphaned parser processes to exit').catch((e) => {
    console.log(execSync(`ps -o pid,ppid,stat,etime,args -p ${parsers.join(',')}`).toString());
    throw e;
  });
  expect(await status()).toBe('processing');
  expect((await job()).locked_by).not.toBeNull(); // still locked by the dead worker
  expect(await t.db.selectFrom('chunks').select('id').where('document_id', '=', doc.docid).execute()).toEqual([]);

  // 3. A new worker starts: it releases the dead worker's job and finishes the analysis.
  worker = await startWorker(
    { db: t.db, config: makeWorkerConfig({ databaseUrl: t.url, concurrency: 1 }), logger: pino({ level: 'silent' }) },
    { crontab: '', pollInterval: 100, crashSweepMs: 1000 },
  );
  await listener.done(doc.docid, 120_000);
  await listener.close();

  const row = await t.db
    .selectFrom('documents')
    .select(['status', 'pages', 'error'])
    .where('id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'ready', pages: pageCount, error: null });
  const stats = await sql<{
    n: number;
    distinct_texts: number;
    min_ord: number;
    max_ord: number;
    pages_with_chunks: number;
  }>`
    select count(*)::int as n, count(distinct (page_no, text))::int as distinct_texts, min(ord) as min_ord, max(ord) as max_ord,
           count(distinct page_no)::int as pages_with_chunks
    from chunks where document_id = ${doc.docid}`.execute(t.db);
  const s = stats.rows[0];
  expect(s.n).toBe(s.distinct_texts); // no chunk twice
  expect([s.min_ord, s.max_ord]).toEqual([0, s.n - 1]);
  expect(s.pages_with_chunks).toBe(pageCount);
  await until(async () => (await job()) === undefined, 10_000, 'the job to be completed'); // and not retried again
}, 300_000);
