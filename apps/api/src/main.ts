import { ListenFailed, settingsOrExit } from '@docent/core';
import { createDb } from '@docent/db';
import { loadApiConfig } from './config';
import { createLogger } from './logger';
import { startApi } from './server';

/** Production entry: `pnpm --filter @docent/api start` (DATABASE_URL and DOCENT_SECRET required). */
const config = settingsOrExit(
  () => loadApiConfig(),
  (message) => process.stderr.write(`${message}\n`),
);
const logger = createLogger(config.logLevel);
const db = createDb({
  connectionString: config.databaseUrl,
  applicationName: 'docent-api',
  onConnectionError: (error) =>
    logger.warn({ err: { message: error.message } }, 'database connection lost (it is replaced on next use)'),
});
const api = await startApi({ db, config, logger }).catch(async (error) => {
  if (!(error instanceof ListenFailed)) throw error;
  logger.error({ code: error.code }, error.message);
  await db.destroy();
  process.exit(1);
});
logger.info({ baseUrl: api.baseUrl }, 'docent api listening');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'shutting down');
    await api.close();
    await db.destroy();
    process.exit(0);
  });
}
