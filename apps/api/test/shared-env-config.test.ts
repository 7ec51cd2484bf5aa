import { loadWorkerConfig } from '@docent/worker';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../src/config';

/** The api and the worker read some variables both; each is defined once (DOCENT_ENV), so both judge it alike. */
const DATABASE_URL = 'postgres://docent@127.0.0.1:5432/docent';
const apiEnv = { DATABASE_URL, DOCENT_SECRET: 's'.repeat(32) };
const workerEnv = { DATABASE_URL };

const errorOf = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the environment to be refused');
};

describe('a variable both apps read', () => {
  it('is refused by both with the same message, naming it', () => {
    const bad = {
      DATABASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      DOCENT_SECRET: 'too short',
      DOCENT_WEBHOOK_TIMEOUT_S: '0',
      DOCENT_EMBEDDINGS_TIMEOUT_S: '601',
    };
    for (const [name, value] of Object.entries(bad)) {
      const api = errorOf(() => loadApiConfig({ ...apiEnv, [name]: value }));
      expect(api).toMatch(new RegExp(`^Invalid environment variables:\\n {2}${name}: [^\\n]+$`));
      expect(errorOf(() => loadWorkerConfig({ ...workerEnv, [name]: value }))).toBe(api);
    }
  });

  it('means the same in both: the fetch allow-list, the webhook timeout, the log level', () => {
    const shared = {
      DOCENT_FETCH_ALLOW_HOSTS: ' a.example , b.example ,',
      DOCENT_WEBHOOK_TIMEOUT_S: '2.5',
      LOG_LEVEL: '',
    };
    const api = loadApiConfig({ ...apiEnv, ...shared });
    const worker = loadWorkerConfig({ ...workerEnv, ...shared });
    expect(api.fetchAllowHosts).toEqual(['a.example', 'b.example']);
    expect(worker.webhooks.allowHosts).toEqual(api.fetchAllowHosts);
    expect([api.webhookTimeoutMs, worker.webhooks.timeoutMs]).toEqual([2500, 2500]);
    expect([api.logLevel, worker.logLevel]).toEqual(['info', 'info']);
  });

  it('DOCENT_SECRET: required by the api, optional for the worker (webhook signing secrets only)', () => {
    expect(errorOf(() => loadApiConfig({ DATABASE_URL }))).toMatch(/DOCENT_SECRET: Required/);
    expect(loadWorkerConfig(workerEnv).webhooks.docentSecret).toBeUndefined();
  });
});
