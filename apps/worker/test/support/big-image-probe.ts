// Manual probe (`cd apps/worker && node --import tsx test/support/big-image-probe.ts [file.png]`): peak memory of a
// worker process (this one) analysing a 16,384 × 16,384 PNG (default /tmp/big16k.png, make it with sharp) with OCR.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { createAccountKey, createStoredDocument } from '@docent/core';
import { createDb } from '@docent/db';
import { startRestartablePostgres } from '../../../../packages/db/src/testing/restartable-postgres';
import { makeWorkerConfig } from '../../src/config';
import { startWorker } from '../../src/worker';
const pgServer = process.env.DATABASE_URL ? undefined : await startRestartablePostgres();
const url = process.env.DATABASE_URL ?? pgServer!.url;
const db = createDb({ connectionString: url, max: 4 });
const png = readFileSync(process.argv[2] ?? '/tmp/big16k.png');
const hwm = () => Number(readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)![1]) / 1024;
const before = hwm();
const worker = await startWorker(
  { db, config: makeWorkerConfig({ databaseUrl: url }), logger: pino({ level: 'silent' }) },
  { crontab: '', pollInterval: 100 },
);
const user = await createAccountKey(db, { name: 'probe' });
const doc = await createStoredDocument(db, {
  accountId: user.accountId,
  keyId: user.keyId,
  workspace: 0,
  name: 'big.png',
  bytes: png,
});
for (;;) {
  const row = await db
    .selectFrom('documents')
    .select(['status', 'error'])
    .where('id', '=', doc.docid)
    .executeTakeFirstOrThrow();
  if (row.status === 'ready' || row.status === 'failed') {
    console.log(JSON.stringify({ status: row.status, error: row.error }));
    break;
  }
  await new Promise((r) => setTimeout(r, 200));
}
console.log(JSON.stringify({ peakMb: Math.round(hwm()), beforeMb: Math.round(before) }));
await worker.stop();
await db.destroy();
await pgServer?.close();
