// `npx tsx bench/ingest/upload-memory.ts`: the api's memory while it receives 1 GB upload requests.
// The production api entry (apps/api/src/main.ts) runs as a child process; its resident memory is read from
// /proc/<pid>/status (VmRSS now, VmHWM = peak) before and after each request. Baseline: the same process idle.
//   A: one 1 GB file part with the default limits (50 MB per file): refused with 413 as soon as 50 MB have arrived.
//   B: 20 files of 50 MB (1000 MB) with DOCENT_MAX_UPLOAD_REQUEST_MB=1024: streamed to disk, then into Postgres
//      (one COPY from the temp files), answered 200.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAccountKey } from '@docent/core';
import { createDb, migrateToLatest } from '@docent/db';
import { benchPostgres, createBenchDatabase } from '../support/bench-postgres';

const MB = 1024 * 1024;
const root = fileURLToPath(new URL('../..', import.meta.url));
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))![1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

async function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = out.match(/"baseUrl":"(http[^"]+)"/);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`api exited (${code})`)));
  });
  child.stdout!.resume();
  return { child, baseUrl };
}

/** Streams a multipart body of `files` × `fileBytes` (generated on the fly, never held) and returns the status. */
function sendUpload(
  baseUrl: string,
  key: string,
  files: number,
  fileBytes: number,
): Promise<{ status: number; sentMb: number }> {
  const boundary = 'benchBoundary7';
  const url = new URL(`${baseUrl}/doc/upload/async`);
  const chunk = Buffer.alloc(MB, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('error', () => {});
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, sentMb: Math.round(sent / MB) }));
    });
    req.on('close', () => !answered && reject(new Error('connection closed without an answer')));
    let file = 0;
    let left = 0;
    const pump = () => {
      while (!answered && !req.destroyed) {
        if (left === 0) {
          if (file === files) return void req.end(`\r\n--${boundary}--\r\n`);
          req.write(
            `${file ? '\r\n' : ''}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${file}.txt"\r\nContent-Type: text/plain\r\n\r\n`,
          );
          file++;
          left = fileBytes;
        }
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

const server = await benchPostgres();
const { url, drop } = await createBenchDatabase(server.adminUrl, 'bench_upload_memory');
const db = createDb({ connectionString: url, max: 2 });
await migrateToLatest(db, url);
const user = await createAccountKey(db, { name: 'bench' });
const env = {
  DATABASE_URL: url,
  DOCENT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  PORT: '0',
  LOG_LEVEL: 'info',
};

const rows: string[] = [];
for (const [label, extra, files, fileBytes] of [
  ['A: one 1 GB part, default limits', {}, 1, 1024 * MB],
  [
    'B: 20 × 51.2 MB parts (1 GB), DOCENT_MAX_UPLOAD_MB=60, DOCENT_MAX_UPLOAD_REQUEST_MB=1100',
    { DOCENT_MAX_UPLOAD_MB: '60', DOCENT_MAX_UPLOAD_REQUEST_MB: '1100' },
    20,
    Math.floor((1024 * MB) / 20),
  ],
] as const) {
  const api = await startApi({ ...env, ...extra });
  // Warm up (first request loads the routes' code paths), then take the idle baseline.
  await sendUpload(api.baseUrl, user.key, 1, 1024);
  const idle = memory(api.child.pid!);
  const started = Date.now();
  const result = await sendUpload(api.baseUrl, user.key, files, fileBytes);
  const after = memory(api.child.pid!);
  rows.push(
    `| ${label} | ${result.status} after ${result.sentMb} MB sent, ${((Date.now() - started) / 1000).toFixed(1)} s | ${idle.rssMb} MB | ${after.peakMb} MB (+${after.peakMb - idle.peakMb}) | ${after.rssMb} MB |`,
  );
  api.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
}
console.log('| request | answer | api RSS idle | api peak RSS during | api RSS after |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
await db.destroy();
await drop();
await server.stop();
