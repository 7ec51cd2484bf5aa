import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const preloads = ['tsx', fileURLToPath(new URL('./crash-monitor.mjs', import.meta.url)), fileURLToPath(new URL('./clock-shift.mjs', import.meta.url))];

export interface DocentProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the first match of `pattern` in its output (rejects if it exits first). */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  alive: () => boolean;
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
  const waiters: Array<{ pattern: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const w of [...waiters]) {
      const match = output.match(w.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(match);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    waitFor: (pattern) => {
      const match = output.match(pattern);
      if (match) return Promise.resolve(match);
      return new Promise((resolve, reject) => {
        waiters.push({ pattern, resolve });
        void exited.then((code) => reject(new Error(`${name} exited (${code}) before printing ${pattern}:\n${output.slice(-3000)}`)));
      });
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
