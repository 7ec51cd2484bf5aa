export { createTestDatabase, type TestDatabase } from './test-database';
export { resolveTestServer } from './postgres-server';
export { startRestartablePostgres, type RestartablePostgres } from './restartable-postgres';
