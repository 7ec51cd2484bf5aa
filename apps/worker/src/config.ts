import os from 'node:os';
import { z } from 'zod';

const EnvSchema = z.object({
  DATABASE_URL: z.string().url(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.max(2, os.availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface WorkerConfig {
  databaseUrl: string;
  concurrency: number;
  logLevel: string;
}

/** Parses the environment once, failing with the name of each bad variable. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({ databaseUrl: e.DATABASE_URL, concurrency: e.WORKER_CONCURRENCY, logLevel: e.LOG_LEVEL });
}

export function makeWorkerConfig(overrides: Partial<WorkerConfig> & { databaseUrl: string }): Readonly<WorkerConfig> {
  return Object.freeze({ concurrency: 2, logLevel: 'silent', ...overrides });
}
