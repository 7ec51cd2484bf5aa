import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm bench [name...]`: runs the benchmarks one after another (never in parallel: on 2 cores they would
 * measure each other). Each prints its figures beside a baseline measured in the same run.
 */
const BENCHES: Record<string, string> = {
  credits: 'bench/credits/run.ts',
  ingest: 'bench/ingest/pipeline.ts',
  office: 'bench/ingest/office-formats.ts',
  sync: 'bench/ingest/sync-latency.ts',
  'upload-memory': 'bench/ingest/upload-memory.ts',
  chat: 'bench/chat/run.ts',
  ocr: 'bench/ocr/run.ts',
  ops: 'bench/ops/run.ts',
  quality: 'bench/quality/run.ts',
  http: 'bench/http/run.ts',
  memory: 'bench/memory/run.ts',
  'scale-out': 'bench/scale-out/run.ts',
};

const root = fileURLToPath(new URL('..', import.meta.url));
// `pnpm bench quality --only lexical`: names first; everything from the first option on goes to each bench.
const argv = process.argv.slice(2).filter((a) => a !== '--');
const firstOption = argv.findIndex((a) => a.startsWith('-'));
const wanted = firstOption < 0 ? argv : argv.slice(0, firstOption);
const passed = firstOption < 0 ? [] : argv.slice(firstOption);
const unknown = wanted.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
  console.log(`\n=== bench ${name} (${BENCHES[name]}) ===`);
  const args = ['--import', 'tsx', BENCHES[name], ...passed];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
