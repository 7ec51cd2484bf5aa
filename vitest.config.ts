import { defineConfig } from 'vitest/config';

// The ingestion, link and delete tests run twice: against the Postgres blob store (as everything) and against the
// S3 store (a real S3-protocol server per test file), so both stores keep the same behaviour.
const S3_BLOB_TESTS = ['apps/api/test/ingestion/**/*.test.ts', 'apps/api/test/documents.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./packages/db/src/testing/global-setup.ts'],
    // Ends a test process whose main thread is stuck (no timeout can fire then) and says which test it was running.
    setupFiles: ['./scripts/testing/stall-watchdog.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'docent',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 's3-blobs', include: S3_BLOB_TESTS, env: { TEST_BLOB_STORE: 's3' } },
      },
    ],
  },
});
