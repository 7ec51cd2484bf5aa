import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const preloads = [
  'tsx',
  fileURLToPath(new URL('./crash-monitor.mjs', import.meta.url)),
  fileURLToPath(new URL('./clock-shift.mjs', import.meta.url)),
];

export interface DocentProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the first match of `pattern` in its output (rejects if it exits first). */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  alive: () => boolean;
  /**
   * Asks its clock (clock-shift.mjs) to put the top of an hour at its cron's next wake-up; resolves with that real
   * time (`at`) and the tick's timestamp on the process's clock (`tick`, what cron records).
   */
  scheduleCronTick: () => Promise<{ at: number; tick: number }>;
  stop: () => Promise<void>;
}

/** Starts an entry point of the repository as its own Node process, as production would (tsx, no test runner). */
export function startDocentProcess(name: string, entry: string, env: Record<string, string>): DocentProcess {
  const child = spawn(process.execPath, [...preloads.flatMap((p) => ['--import', p]), entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<{ pattern: RegExp; from: number; resolve: (m: RegExpMatchArray) => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const w of [...waiters]) {
      const match = output.slice(w.from).match(w.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(match);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  /** The first match of `pattern` in what is printed from offset `from` on. */
  const waitFor = (pattern: RegExp, from = 0): Promise<RegExpMatchArray> => {
    const match = output.slice(from).match(pattern);
    if (match) return Promise.resolve(match);
    return new Promise((resolve, reject) => {
      waiters.push({ pattern, from, resolve });
      void exited.then((code) =>
        reject(new Error(`${name} exited (${code}) before printing ${pattern}:\n${output.slice(-3000)}`)),
      );
    });
  };

  return {
    name,
    child,
    output: () => output,
    waitFor: (pattern) => waitFor(pattern),
    alive: () => child.exitCode === null && child.signalCode === null,
    scheduleCronTick: async () => {
      const from = output.length;
      child.kill('SIGUSR2');
      const match = await waitFor(/DOCENT-TEST-CRON-TICK (\d+) (\d+)/, from);
      return { at: Number(match[1]), tick: Number(match[2]) };
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
