import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A vitest setup file: every test file's process gets a watchdog thread (stall-watchdog-thread.mjs). A test or hook
 * that never settles fails at its timeout; but a main thread stuck in a synchronous loop runs no timer, so vitest's
 * timeouts never fire and the whole run would wait until CI gives up, saying nothing. The watchdog ends such a
 * process after two minutes (no test blocks its event loop for more than a few seconds) and says which test was
 * running, on stderr and in test-artifacts/stall-<pid>.txt (which .ci/run prints last).
 */
const STALL_MS = 120_000;
const beat = new Int32Array(new SharedArrayBuffer(4));
const heartbeat = setInterval(() => Atomics.add(beat, 0, 1), 1000);
heartbeat.unref();

const watchdog = new Worker(new URL('./stall-watchdog-thread.mjs', import.meta.url), {
  workerData: {
    beat,
    stallMs: STALL_MS,
    artifactsDir: path.resolve('test-artifacts'),
  },
});
watchdog.unref();

const relative = (file: string | undefined) => (file ? path.relative(process.cwd(), file) : 'a test file');
beforeAll((suite) => watchdog.postMessage(`${relative(suite.file?.filepath)} (its beforeAll hooks)`));
beforeEach((context) => watchdog.postMessage(`${relative(context.task.file.filepath)} › ${context.task.name}`));
afterEach((context) =>
  watchdog.postMessage(`${relative(context.task.file.filepath)}, after › ${context.task.name} (its after hooks)`),
);
