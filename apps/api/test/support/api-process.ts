import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

/** Another api: a separate OS process running the production entry point on the given database. */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DOCENT_SECRET: 'y'.repeat(40),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api process did not start:\n${output}`)), 30_000);
    child.stderr!.on('data', (d) => (output += d));
    child.stdout!.on('data', (d) => {
      output += d;
      for (const line of output.split('\n')) {
        if (!line.includes('docent api listening')) continue;
        clearTimeout(timer);
        resolve(JSON.parse(line).baseUrl);
      }
    });
    child.once('exit', (code) => reject(new Error(`api process exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
