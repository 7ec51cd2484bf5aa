export { createTestDatabase, type TestDatabase } from './test-database';
export { resolveTestServer } from './postgres-server';
