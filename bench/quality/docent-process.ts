import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One Docent version running as a child process from its own checkout (`pnpm start`'s entry: api + worker in one
 * process), against its own database. The benchmark talks to it over HTTP only, so any version with the same REST
 * interface can be measured, the previous release included.
 */
export interface DocentProcess {
  /** e.g. http://127.0.0.1:43210/api/v1 */
  baseUrl: string;
  apiKey: string;
  stop: () => Promise<void>;
}

export interface StartDocentOptions {
  /** The checkout to run (its node_modules installed). */
  dir: string;
  databaseUrl: string;
  /** The stand-in OpenAI-protocol server. */
  providerBaseUrl: string;
  /** Prefix of the child's log lines on stderr (warnings and errors only). */
  tag: string;
}

const TSX = ['--import', 'tsx'];

/** The child's environment: ours minus anything that would point it elsewhere (a database, a real provider). */
function childEnv(options: StartDocentOptions, home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|OPENAI_|DOCENT_|PORT$|HOST$|LOG_LEVEL$|WORKER_|OCR_)/.test(k)) continue;
    env[k] = v;
  }
  return {
    ...env,
    DATABASE_URL: options.databaseUrl,
    DOCENT_HOME: home,
    DOCENT_SECRET: 'quality-bench-secret-0123456789abcdef0123456789',
    OPENAI_API_KEY: 'quality-bench',
    OPENAI_BASE_URL: options.providerBaseUrl,
    DOCENT_PROVIDER_RETRIES: '0',
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
}

/** Runs the checkout's admin CLI (`pnpm docent …`) to completion; returns its stdout. */
function cli(dir: string, env: NodeJS.ProcessEnv, args: string[]): string {
  const r = spawnSync(process.execPath, [...TSX, 'apps/cli/src/docent.ts', ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`docent ${args.join(' ')} failed in ${dir}:\n${r.stderr}`);
  return r.stdout;
}

/** Migrates the database, creates an unmetered key with plenty of credits, starts api + worker, waits for the port. */
export async function startDocent(options: StartDocentOptions): Promise<DocentProcess> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'docent-quality-home-'));
  const env = childEnv(options, home);
  let apiKey: string;
  try {
    cli(options.dir, env, ['migrate']);
    apiKey = cli(options.dir, env, ['keys', 'create', '--name', 'bench', '--bundle', '1000000', '--rate', '0']).trim();
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    throw error;
  }

  const child: ChildProcess = spawn(process.execPath, [...TSX, 'apps/cli/src/start.ts'], {
    cwd: options.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(home, { recursive: true, force: true });
  };
  const listening = new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const listening = /api listening: (\S+)/.exec(line);
        if (listening) resolve(listening[1].replace(/\/+$/, ''));
        else if (line.trim() && !/^\[docent\] (migration|try:|starting|stopping)/.test(line))
          process.stderr.write(`[${options.tag}] ${line}\n`);
      }
    };
    child.stderr!.on('data', onData);
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`${options.tag}: docent exited with code ${code} before listening`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${options.tag}: docent did not listen within 180 s`)), 180_000);
  });
  listening.catch(() => {}); // after a timeout, the child's exit must not surface as an unhandled rejection
  let baseUrl: string;
  try {
    baseUrl = await Promise.race([listening, tooSlow]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const base = baseUrl.endsWith('/api/v1') ? baseUrl : `${baseUrl}/api/v1`;
  return {
    baseUrl: base,
    apiKey,
    stop,
  };
}
