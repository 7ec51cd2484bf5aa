import { spawn } from 'node:child_process';
import { checkoutRef, type Checkout } from '../quality/checkout';

/**
 * Another version's api (a tag, branch or commit of this repository) as a child process over the benchmark's own
 * database, so both versions answer the same requests on the same data in the same run. The database must have the
 * schema that version expects (a baseline whose migrations are a prefix of this checkout's reads the same tables).
 */
export interface BaselineApi {
  name: string;
  /** e.g. http://127.0.0.1:43210/api/v1 */
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startBaselineApi(options: {
  repoDir: string;
  ref: string;
  databaseUrl: string;
  secret: string;
  openai: { apiKey: string; baseUrl: string };
}): Promise<BaselineApi> {
  const checkout: Checkout = checkoutRef(options.repoDir, options.ref);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(DATABASE_URL|OPENAI_|DOCENT_|PORT$|LOG_LEVEL$)/.test(k)) env[k] = v;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: checkout.dir,
    env: {
      ...env,
      DATABASE_URL: options.databaseUrl,
      DOCENT_SECRET: options.secret,
      OPENAI_API_KEY: options.openai.apiKey,
      OPENAI_BASE_URL: options.openai.baseUrl,
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    checkout.remove();
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => reject(new Error(`${options.ref}: api did not listen within 120 s`)), 120_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const m = /"baseUrl":"([^"]+)"/.exec(buffered);
        if (m) {
          clearTimeout(timer);
          resolve(m[1].replace(/\/+$/, ''));
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${options.ref}] ${chunk.toString('utf8')}`));
      void exited.then(() => reject(new Error(`${options.ref}: api exited before listening`)));
    });
    return { name: `${options.ref} (${checkout.commit})`, baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
