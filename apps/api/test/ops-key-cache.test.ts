import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccountKey, revokeApiKey } from '@docent/core';
import { createDb, migrateToLatest, sql, startEmbeddedPostgres, type Db } from '@docent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { makeApiConfig } from '../src/config';
import { startApi } from '../src/server';
import { rawCall, startTestApi, type TestApi } from '../src/testing';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { timeUntil } from './support/eventually';

// Verified keys are cached in each api process; changes reach every process by NOTIFY (docs/operations.md).
const statusOf = (baseUrl: string, key: string) =>
  rawCall(baseUrl, '/models', { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
const limitOf = (baseUrl: string, key: string) =>
  rawCall(baseUrl, '/models', { headers: { authorization: `Bearer ${key}` } }).then((r) =>
    r.headers.get('x-ratelimit-limit'),
  );
const listeners = (db: Db) =>
  sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where application_name = 'docent-key-cache' and datname = current_database()`
    .execute(db)
    .then((r) => r.rows[0].n);

describe('two api processes on one database', () => {
  let t: TestApi;
  let second: ApiProcess;
  beforeAll(async () => {
    t = await startTestApi();
    second = await startApiProcess(t.database.url);
    // Both processes listen before any test relies on hearing a change.
    await timeUntil(
      () => listeners(t.db),
      (n) => n === 2,
      20_000,
    );
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    await t?.close();
  });

  it('stops accepting a revoked key in every process within 1 s, though both had it cached', async () => {
    const { key, keyId } = await createAccountKey(t.db, { name: 'soon revoked' });
    for (const baseUrl of [t.baseUrl, second.baseUrl, t.baseUrl, second.baseUrl])
      expect(await statusOf(baseUrl, key)).toBe(200);

    expect(await revokeApiKey(t.db, keyId)).toBe(true);
    const [first, other] = await Promise.all(
      [t.baseUrl, second.baseUrl].map((baseUrl) =>
        timeUntil(
          () => statusOf(baseUrl, key),
          (s) => s === 401,
          1_000,
        ),
      ),
    );
    expect(first).toBeLessThan(1_000);
    expect(other).toBeLessThan(1_000);
    // And it stays refused (nothing re-caches the old row).
    for (const baseUrl of [t.baseUrl, second.baseUrl]) expect(await statusOf(baseUrl, key)).toBe(401);
  });

  it('applies a rate limit changed by hand in SQL in every process within 1 s', async () => {
    const { key, keyId } = await createAccountKey(t.db, { name: 'limit changes' });
    for (const baseUrl of [t.baseUrl, second.baseUrl]) expect(await limitOf(baseUrl, key)).toBe('600');
    await sql`update api_keys set rate_limit = 42 where id = ${keyId}`.execute(t.db);
    for (const baseUrl of [t.baseUrl, second.baseUrl])
      await timeUntil(
        () => limitOf(baseUrl, key),
        (l) => l === '42',
        1_000,
      );
  });

  it('distrusts its cache from the moment its LISTEN connection is lost: a revocation made meanwhile applies at once', async () => {
    const { key, keyId } = await createAccountKey(t.db, { name: 'revoked while deaf' });
    for (const baseUrl of [t.baseUrl, second.baseUrl]) expect(await statusOf(baseUrl, key)).toBe(200);
    // Cut both listeners off and revoke in one transaction: the NOTIFY has no one to reach.
    await t.db.transaction().execute(async (trx) => {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'docent-key-cache' and datname = current_database()`.execute(trx);
      await trx.updateTable('api_keys').set({ revoked_at: new Date() }).where('id', '=', keyId).execute();
    });
    for (const baseUrl of [t.baseUrl, second.baseUrl])
      await timeUntil(
        () => statusOf(baseUrl, key),
        (s) => s === 401,
        1_000,
      );
    // Both listen again (and cache again) soon after.
    await timeUntil(
      () => listeners(t.db),
      (n) => n === 2,
      10_000,
    );
  });
});

describe('a Postgres restart', () => {
  let dir: string;
  let pg: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  let db: Db;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docent-key-cache-pg-'));
    chmodSync(dir, 0o755); // as root the server runs as `postgres`, which must enter it
    pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: true, unsafeFast: true });
    const url = pg.url('postgres');
    db = createDb({ connectionString: url, max: 4 });
    await migrateToLatest(db, url);
    api = await startApi({
      db,
      config: makeApiConfig({ databaseUrl: url, secret: 'z'.repeat(40) }),
      logger: createLogger('silent'),
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await db?.destroy();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is survived by the key cache: it listens again, and a key revoked afterwards stops working within 1 s', async () => {
    const { key, keyId } = await createAccountKey(db, { name: 'outlives a restart' });
    expect(await statusOf(api!.baseUrl, key)).toBe(200);
    await timeUntil(
      () => listeners(db),
      (n) => n === 1,
      10_000,
    );

    await pg.stop();
    pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'data'),
      port: pg.port,
      persistent: true,
      unsafeFast: true,
    });
    await timeUntil(
      () => listeners(db).catch(() => 0),
      (n) => n === 1,
      20_000,
    );
    expect(await statusOf(api!.baseUrl, key)).toBe(200);

    expect(await revokeApiKey(db, keyId)).toBe(true);
    await timeUntil(
      () => statusOf(api!.baseUrl, key),
      (s) => s === 401,
      1_000,
    );
  }, 60_000);
});
