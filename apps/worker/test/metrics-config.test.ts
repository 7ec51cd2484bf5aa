import { expect, it } from 'vitest';
import { loadWorkerMetricsConfig } from '../src/observability/metrics-config';

it('serves no /metrics when WORKER_METRICS_PORT is unset or empty (compose passes an unset variable as "")', () => {
  expect(loadWorkerMetricsConfig({}).port).toBeUndefined();
  expect(loadWorkerMetricsConfig({ WORKER_METRICS_PORT: '', DOCENT_METRICS_TOKEN: '' })).toEqual({
    port: undefined,
    host: '127.0.0.1',
    token: undefined,
  });
  expect(loadWorkerMetricsConfig({ WORKER_METRICS_PORT: '9464', WORKER_METRICS_HOST: '0.0.0.0' })).toMatchObject({
    port: 9464,
    host: '0.0.0.0',
  });
});

it('refuses a port that is not one, naming the variable', () => {
  expect(() => loadWorkerMetricsConfig({ WORKER_METRICS_PORT: 'metrics' })).toThrow(
    /Invalid environment variables:\n {2}WORKER_METRICS_PORT: /,
  );
  expect(() => loadWorkerMetricsConfig({ WORKER_METRICS_PORT: '70000' })).toThrow(/WORKER_METRICS_PORT/);
});
