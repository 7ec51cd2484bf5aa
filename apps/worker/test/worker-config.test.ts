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

describe('analysis limits', () => {
  it('admits real manuals by default (10,000 pages) and ends idle parser processes after 30 s', () => {
    const config = loadWorkerConfig(env);
    expect(config.analysis).toMatchObject({ maxPages: 10_000, parserIdleMs: 30_000 });
    expect(loadWorkerConfig({ ...env, DOCENT_MAX_PAGES: '2500', DOCENT_PARSER_IDLE_S: '0' }).analysis).toMatchObject({
      maxPages: 2500,
      parserIdleMs: 0,
    });
    expect(() => loadWorkerConfig({ ...env, DOCENT_PARSER_IDLE_S: '-1' })).toThrow(/DOCENT_PARSER_IDLE_S/);
  });
});
