import { createAccountKey, ListenFailed, settingsOrExit } from '@docent/core';
import { createDb, migrateToLatest, PostgresUnavailable } from '@docent/db';
import { createLogger, loadApiConfig, startApi } from '@docent/api';
import { createJobMetrics, loadWorkerConfig, startWorker } from '@docent/worker';
import { resolveDevDatabase, resolveDevSecret } from './dev-env';

/**
 * `pnpm start`: api + worker in one process. Without DATABASE_URL it runs an embedded Postgres under
 * .docent/, migrates, and on first boot creates an account and prints its API key once.
 */
const say = (line: string) => process.stderr.write(`[docent] ${line}\n`);

const database = await resolveDevDatabase({ log: say }).catch((error) => {
  if (!(error instanceof PostgresUnavailable)) throw error;
  say(process.env.DATABASE_URL ? error.message : `cannot start PostgreSQL: ${error.message}`);
  process.exit(1);
});
const env = { ...process.env, DATABASE_URL: database.url, DOCENT_SECRET: resolveDevSecret() };
// A bad setting is said as such (the embedded Postgres stops with the process).
const apiConfig = settingsOrExit(() => loadApiConfig(env), say);
const workerConfig = settingsOrExit(() => loadWorkerConfig(env), say);
const logger = createLogger(apiConfig.logLevel, 'docent');
const db = createDb({
  connectionString: database.url,
  applicationName: 'docent',
  onConnectionError: (error) =>
    logger.warn({ err: { message: error.message } }, 'database connection lost (it is replaced on next use)'),
});

const migration = await migrateToLatest(db, database.url);
for (const r of migration.results ?? []) say(`migration ${r.migrationName}: ${r.status}`);

// One process, one /metrics: the api serves the worker's job metrics beside its own. The port is taken first: a
// port already in use ends the start here, before a first boot's key is made and printed.
const jobMetrics = createJobMetrics();
const api = await startApi({ db, config: apiConfig, logger, metricsRegistries: [jobMetrics.registry] }).catch(
  async (error) => {
    if (!(error instanceof ListenFailed)) throw error;
    say(error.message);
    await db.destroy();
    await database.stop();
    process.exit(1);
  },
);

const { count } = await db
  .selectFrom('accounts')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
if (Number(count) === 0) {
  const created = await createAccountKey(db, { name: 'default', monthly: 1000 });
  say(`first boot: created account ${created.accountId} with 1000 monthly credits and this API key (shown once):`);
  process.stdout.write(`\n    ${created.key}\n\n`);
}

const worker = await startWorker({
  db,
  config: workerConfig,
  logger: logger.child({ component: 'worker' }),
  metrics: jobMetrics,
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    say('stopping');
    await api.close();
    await worker.stop();
    await db.destroy();
    await database.stop();
    process.exit(0);
  });
}
// Said once a stop is handled: a Ctrl-C right after this line still stops Postgres with the rest.
say(`api listening: ${api.baseUrl}   (reference: ${api.baseUrl}/docs)`);
say(`try: curl -H "Authorization: Bearer <key>" ${api.baseUrl}/models`);
