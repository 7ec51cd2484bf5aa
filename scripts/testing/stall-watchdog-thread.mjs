// The watchdog thread of stall-watchdog.ts (plain JavaScript: a worker thread starts without a TypeScript loader).
// The test process's main thread counts a heartbeat up every second; if the count stands still for `stallMs`, that
// thread is stuck (a synchronous loop, or an event loop starved by endless microtasks) and no vitest timeout can fire
// any more. This thread, which runs on, says what was running and ends the process: vitest then fails the run at once
// (its channel to that process closed), instead of the whole run waiting forever with nothing said.
import { mkdirSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const { beat, stallMs, artifactsDir } = workerData;
let seen = Atomics.load(beat, 0);
let since = Date.now();
let running = 'the test file (loading it)';
parentPort.on('message', (message) => {
  running = message;
});

setInterval(() => {
  const count = Atomics.load(beat, 0);
  if (count !== seen) {
    seen = count;
    since = Date.now();
    return;
  }
  const stalled = Date.now() - since;
  if (stalled < stallMs) return;
  const text =
    `[stall-watchdog] test process ${process.pid}: its main thread ran no timer for ${Math.round(stalled / 1000)} s ` +
    `(a synchronous loop, or endless microtasks) while running ${running}. Ending the process: the run fails here instead of waiting forever.\n`;
  writeSync(2, text);
  try {
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(path.join(artifactsDir, `stall-${process.pid}.txt`), text);
  } catch {}
  process.kill(process.pid, 'SIGKILL');
}, 1000);
