import { ListenFailed, settingsOrExit } from '@docent/core';
import { createDb } from '@docent/db';
import pino from 'pino';
import { loadWorkerConfig } from './config';
import { startWorker } from './worker';
import { createJobMetrics } from './observability/job-metrics';
import { loadWorkerMetricsConfig } from './observability/metrics-config';
import { serveMetrics } from './observability/metrics-server';

/** Production entry: `pnpm --filter @docent/worker start`; run as many as you like. */
const stderr = (message: string) => process.stderr.write(`${message}\n`);
const config = settingsOrExit(() => loadWorkerConfig(), stderr);
const metricsConfig = settingsOrExit(() => loadWorkerMetricsConfig(), stderr);
const logger = pino({ name: 'docent-worker', level: config.logLevel });
const db = createDb({
  connectionString: config.databaseUrl,
  applicationName: 'docent-worker',
  onConnectionError: (error) =>
    logger.warn({ err: { message: error.message } }, 'database connection lost (it is replaced on next use)'),
});
const metrics = createJobMetrics();
const worker = await startWorker({ db, config, logger, metrics });
if (metricsConfig.port !== undefined) {
  const server = await serveMetrics(metrics.registry, {
    port: metricsConfig.port,
    host: metricsConfig.host,
    token: metricsConfig.token,
  }).catch(async (error) => {
    if (!(error instanceof ListenFailed)) throw error;
    logger.error({ code: error.code }, error.message);
    await worker.stop();
    await db.destroy();
    process.exit(1);
  });
  logger.info({ port: server.port, host: metricsConfig.host }, 'worker metrics on /metrics');
}
logger.info({ concurrency: config.concurrency }, 'docent worker running');
if (!config.webhooks.docentSecret) {
  logger.warn('DOCENT_SECRET is not set: webhook deliveries cannot be signed; they are retried until it is set');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'shutting down: finishing running jobs');
    await worker.stop();
    await db.destroy();
    process.exit(0);
  });
}
