import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config';

const env = { DATABASE_URL: 'postgres://u:p@localhost:5432/docent' };
const cores = os.availableParallelism();

describe('worker concurrency', () => {
  it('runs twice as many jobs as cores by default, with one parser process per core', () => {
    const config = loadWorkerConfig(env);
    expect(config.concurrency).toBe(2 * cores);
    expect(config.parsers).toBe(cores);
  });

  it('never starts more parser processes than jobs or cores', () => {
    expect(loadWorkerConfig({ ...env, WORKER_CONCURRENCY: '1' })).toMatchObject({ concurrency: 1, parsers: 1 });
    expect(loadWorkerConfig({ ...env, WORKER_CONCURRENCY: '64' })).toMatchObject({ concurrency: 64, parsers: cores });
  });

  it('refuses a concurrency that is not a positive integer, naming the variable', () => {
    expect(() => loadWorkerConfig({ ...env, WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => loadWorkerConfig({ ...env, WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY/);
  });
});
