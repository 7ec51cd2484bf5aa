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
  chat: 'bench/chat/run.ts',
  ocr: 'bench/ocr/run.ts',
  ops: 'bench/ops/run.ts',
};

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = process.argv.slice(2).filter((a) => a !== '--');
const unknown = wanted.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
  console.log(`\n=== bench ${name} (${BENCHES[name]}) ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', BENCHES[name]], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
